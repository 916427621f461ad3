'use client';

import { json } from '@codemirror/lang-json';
import {
  type Diagnostic,
  forEachDiagnostic,
  nextDiagnostic,
  previousDiagnostic,
  setDiagnostics,
} from '@codemirror/lint';
import { Compartment, EditorSelection, EditorState, type Extension } from '@codemirror/state';
import { EditorView, placeholder as placeholderText, type ViewUpdate } from '@codemirror/view';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { basicSetup } from './basic-setup';
import { editorTheme } from './editor-theme';

/** A replacement in the editor's current text (0-based UTF-16 offsets, `to` exclusive). */
export interface EditorChange {
  from: number;
  to: number;
  insert: string;
}

/** What a parent can do with the editor. Methods are no-ops until the editor exists. */
export interface CodeEditorHandle {
  /** The CodeMirror view, for what the handle does not cover (undefined before mount). */
  readonly view: EditorView | undefined;
  /** The whole text. O(length): call it when needed, not on every keystroke. */
  getText(): string;
  /** Length of the text, in UTF-16 units, without building the string. */
  getLength(): number;
  /** Replaces the whole text as one undoable step. */
  replaceText(text: string): void;
  /** Applies replacements given in the current text's offsets, as one undoable step. */
  applyChanges(changes: readonly EditorChange[], userEvent?: string): void;
  /** Shows these diagnostics (squiggles, gutter markers, hover tooltips), replacing the previous ones. */
  setDiagnostics(diagnostics: readonly Diagnostic[]): void;
  /** Where a diagnostic given to setDiagnostics is now (its range follows edits), if it is still shown. */
  rangeOf(diagnostic: Diagnostic): { from: number; to: number } | undefined;
  /** Selects `from`–`to` (clamped), scrolls it into view and focuses the editor. */
  select(from: number, to: number): void;
  /** Moves the selection to the next / previous diagnostic (wrapping around) and focuses the editor. */
  nextDiagnostic(): void;
  previousDiagnostic(): void;
  focus(): void;
}

export interface CodeEditorProps {
  /** The accessible name of the editing area (e.g. "Document"). */
  label: string;
  /** Text at creation; later changes of this prop are ignored (use the handle). */
  initialText: string;
  /** Called after every change of the text, with CodeMirror's update (no string is built). */
  onTextChange?(update: ViewUpdate): void;
  /** Dark colours; switching does not recreate the editor. */
  dark: boolean;
  /** JSON highlighting and folding (default true). */
  json?: boolean;
  /** Shown while the text is empty. */
  placeholder?: string;
  /** Ids of elements that describe the editing area (hints, a status line). */
  describedBy?: string;
  /** More extensions (key bindings, other languages); read at creation. */
  extensions?: Extension;
  className?: string;
  ref?: Ref<CodeEditorHandle>;
}

/**
 * A CodeMirror 6 editor for any page: JSON by default, with line numbers, folding, bracket matching,
 * search and undo, and a lint layer the parent fills with `setDiagnostics`. The text lives in
 * CodeMirror only; React never holds it, so a multi-megabyte document costs nothing per keystroke.
 */
export function CodeEditor({
  label,
  initialText,
  onTextChange,
  dark,
  json: isJson = true,
  placeholder,
  describedBy,
  extensions,
  className,
  ref,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | undefined>(undefined);
  const themeSlot = useRef(new Compartment());
  const onChangeRef = useRef(onTextChange);
  onChangeRef.current = onTextChange;
  const darkRef = useRef(dark);
  darkRef.current = dark;
  // Creation-time inputs, read once.
  const initial = useRef({ initialText, label, isJson, placeholder, describedBy, extensions });

  useEffect(() => {
    const { initialText, label, isJson, placeholder, describedBy, extensions } = initial.current;
    // tabindex only states what contenteditable already does (one Tab stop), so that checkers such as
    // axe see the scrolling editor as keyboard-reachable.
    const contentAttributes: Record<string, string> = { 'aria-label': label, tabindex: '0' };
    if (describedBy) contentAttributes['aria-describedby'] = describedBy;
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          basicSetup(),
          isJson ? json() : [],
          placeholder ? placeholderText(placeholder) : [],
          themeSlot.current.of(editorTheme(darkRef.current)),
          EditorView.contentAttributes.of(contentAttributes),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current?.(update);
          }),
          extensions ?? [],
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = undefined;
    };
  }, []);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: themeSlot.current.reconfigure(editorTheme(dark)) });
  }, [dark]);

  useImperativeHandle(
    ref,
    (): CodeEditorHandle => ({
      get view() {
        return viewRef.current;
      },
      getText: () => viewRef.current?.state.doc.toString() ?? '',
      getLength: () => viewRef.current?.state.doc.length ?? 0,
      replaceText(text) {
        const view = viewRef.current;
        if (!view) return;
        view.dispatch({
          changes: { from: 0, to: view.state.doc.length, insert: text },
          selection: { anchor: 0 },
          scrollIntoView: true,
          userEvent: 'input.replace',
        });
      },
      applyChanges(changes, userEvent = 'input') {
        const view = viewRef.current;
        if (!view || changes.length === 0) return;
        view.dispatch({ changes: [...changes], userEvent, scrollIntoView: true });
      },
      setDiagnostics(diagnostics) {
        const view = viewRef.current;
        if (view) view.dispatch(setDiagnostics(view.state, diagnostics));
      },
      rangeOf(diagnostic) {
        const view = viewRef.current;
        if (!view) return undefined;
        let found: { from: number; to: number } | undefined;
        forEachDiagnostic(view.state, (d, from, to) => {
          if (d === diagnostic) found = { from, to };
        });
        return found;
      },
      select(from, to) {
        const view = viewRef.current;
        if (!view) return;
        const length = view.state.doc.length;
        const anchor = Math.max(0, Math.min(from, length));
        const head = Math.max(anchor, Math.min(to, length));
        view.dispatch({
          selection: EditorSelection.single(anchor, head),
          effects: EditorView.scrollIntoView(anchor, { y: 'center' }),
        });
        view.focus();
      },
      nextDiagnostic() {
        const view = viewRef.current;
        if (!view) return;
        nextDiagnostic(view);
        view.focus();
      },
      previousDiagnostic() {
        const view = viewRef.current;
        if (!view) return;
        previousDiagnostic(view);
        view.focus();
      },
      focus: () => viewRef.current?.focus(),
    }),
    [],
  );

  return <div ref={host} className={className} />;
}
