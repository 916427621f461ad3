'use client';

import { Prec } from '@codemirror/state';
import { EditorView, keymap, type ViewUpdate } from '@codemirror/view';
import { type Ref, useMemo, useRef } from 'react';
import { CodeEditor, type CodeEditorHandle } from '@/components/editor/code-editor';

export interface ArgumentsCodeEditorProps {
  editorRef: Ref<CodeEditorHandle>;
  initialText: string;
  onTextChange(update: ViewUpdate): void;
  /** Mod+Enter inside the editor (CodeMirror would otherwise insert a blank line). */
  onRun(): void;
  onBlur(): void;
  dark: boolean;
  describedBy?: string;
}

/**
 * The raw JSON editor of the arguments: the site's CodeMirror wrapper plus Mod+Enter to run. Its
 * own module so the page loads CodeMirror only when the editor is first shown.
 */
export default function ArgumentsCodeEditor({
  editorRef,
  initialText,
  onTextChange,
  onRun,
  onBlur,
  dark,
  describedBy,
}: ArgumentsCodeEditorProps) {
  const run = useRef(onRun);
  run.current = onRun;
  const blur = useRef(onBlur);
  blur.current = onBlur;
  const extensions = useMemo(
    () => [
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              run.current();
              return true;
            },
          },
        ]),
      ),
      EditorView.domEventHandlers({
        blur: () => {
          blur.current();
          return false;
        },
      }),
    ],
    [],
  );
  return (
    <CodeEditor
      ref={editorRef}
      label="Arguments (JSON)"
      initialText={initialText}
      onTextChange={onTextChange}
      dark={dark}
      extensions={extensions}
      {...(describedBy ? { describedBy } : {})}
      className="h-64 overflow-hidden rounded-md border border-slate-200 text-sm dark:border-slate-800"
    />
  );
}
