'use client';

import type { EditorView, ViewUpdate } from '@codemirror/view';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CodeEditorHandle } from '@/components/editor/code-editor';
import { useKeyboardShortcuts } from '@/hooks/use-keyboard-shortcuts';
import { usePersistedState } from '@/hooks/use-persisted-state';
import { useShareLink } from '@/hooks/use-share-link';
import { useValidation } from '@/hooks/use-validation';
import { copyToClipboard } from '@/lib/browser/clipboard';
import { storageRefusal } from '@/lib/share/secrets-in-state';
import { fromShareHash, toShareHash } from '@/lib/share/share-format';
import { specMember, specOfState, type ValidateShareState } from '@/lib/share/share-state';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import type { KindOption, Profile } from '@/lib/validate/document-kind';
import type { QuickFix } from '@/lib/validate/quick-fix/quick-fix';
import { DEFAULT_SPEC_VERSION, type SpecOption } from '@/lib/validate/spec-version';
import type { QuickFixIndex } from '@/lib/validate/worker-protocol';
import { type EditorFixes, type MarkedDiagnostic, toEditorDiagnostics } from './editor-diagnostics';
import type { ExampleMenuItem } from './examples-dialog';
import { loadExample, prefetchExamples } from './load-example';
import {
  EXAMPLE_PARAM,
  MAX_PERSISTED_CHARS,
  parseStored,
  STORAGE_KEY,
  type StoredState,
} from './stored-state';
import { summarizeValidation } from './validation-summary';
import type { EditorTab } from './validator-editors';
import type { StatusMessage } from './validator-toolbar';

/**
 * Everything a user can do on the validator page, by name: the toolbar's buttons, the findings
 * panel, the dialogs and the keyboard shortcuts all call these.
 */
export interface ValidatorActions {
  setKind(kind: KindOption): void;
  setProfile(profile: Profile): void;
  /** Chooses the protocol version to check at (or auto-detection). */
  setSpec(spec: SpecOption): void;
  setShowInfo(show: boolean): void;
  setTab(tab: EditorTab): void;
  openExamples(): void;
  closeExamples(): void;
  /** Loads an example into the editors as one undoable change (so local work is never lost). */
  chooseExample(item: Pick<ExampleMenuItem, 'id' | 'title'>): void;
  /** Pretty-prints the active editor's JSON (undoable). */
  format(): void;
  /** Copies the active editor's text. */
  copy(): void;
  /** Copies a link to this state. */
  share(): void;
  /** Sends the tool definition to the playground (absent unless the document is a tool definition). */
  openInPlayground?: () => void;
  /** Selects a finding's text in the active editor. */
  jumpTo(finding: Diagnostic): void;
  /** Selects a migration item's text in the document editor. */
  jumpToMigration(finding: Diagnostic): void;
  /** Applies a migration item's quick fix to the document (undoable). */
  applyMigrationFix(fix: QuickFix): void;
  copyMessage(finding: Diagnostic): void;
  /** Applies one of a finding's quick fixes to the active editor (undoable). */
  applyFix(finding: Diagnostic, fix: QuickFix): void;
  nextFinding(): void;
  previousFinding(): void;
  /** Answers the share-link conflict: open the shared state, or keep local work. */
  resolveShareConflict(openShared: boolean): void;
}

export interface ValidatorControllerOptions {
  examples: readonly ExampleMenuItem[];
  starter: { kind: KindOption; text: string };
  playgroundHref?: string;
}

/**
 * The validator page's controller: the editors' text and settings, live findings from the
 * validation worker, persistence and share links, and one typed set of actions over them.
 */
export function useValidatorController({ examples, starter, playgroundHref }: ValidatorControllerOptions) {
  const docEditor = useRef<CodeEditorHandle>(null);
  const toolEditor = useRef<CodeEditorHandle>(null);
  const [boot, setBoot] = useState<ValidateShareState>();
  const [kind, setKind] = useState<KindOption>('auto');
  const [profile, setProfile] = useState<Profile>('default');
  const [spec, setSpec] = useState<SpecOption>(DEFAULT_SPEC_VERSION);
  const [showInfo, setShowInfo] = useState(true);
  const [tab, setTab] = useState<EditorTab>('document');
  const [status, setStatus] = useState<StatusMessage>();
  const [examplesOpen, setExamplesOpen] = useState(false);
  const { view, pending, schedule, format } = useValidation();
  const settings = useRef({ kind, profile, spec, showInfo });
  settings.current = { kind, profile, spec, showInfo };
  // The texts a validation was started with (CodeMirror's Text is immutable: identity = same text).
  const readDocs = useRef<{ doc: unknown; tool: unknown }>({ doc: undefined, tool: undefined });
  const marked = useRef(new Map<Diagnostic, MarkedDiagnostic>());

  const persisted = usePersistedState<StoredState>({
    key: STORAGE_KEY,
    parse: parseStored,
    maxSize: MAX_PERSISTED_CHARS,
    sizeOf: () => (docEditor.current?.getLength() ?? 0) + (toolEditor.current?.getLength() ?? 0),
    // What a share link refuses (secrets) is not kept in the browser either.
    refuse: (stored) => storageRefusal(stored.state),
  });

  const readState = useCallback(
    (): ValidateShareState => ({
      kind: settings.current.kind,
      profile: settings.current.profile,
      ...specMember(settings.current.spec),
      text: docEditor.current?.getText() ?? '',
      toolText: toolEditor.current?.getText() ?? '',
    }),
    [],
  );

  /** Something changed: validate once typing pauses, and persist once changes pause. */
  const changed = useCallback(
    (delayMs?: number) => {
      schedule(() => {
        readDocs.current = {
          doc: docEditor.current?.view?.state.doc,
          tool: toolEditor.current?.view?.state.doc,
        };
        return readState();
      }, delayMs);
      persisted.save(() => ({ state: readState(), showInfo: settings.current.showInfo }));
    },
    [schedule, persisted.save, readState],
  );
  const onTextChange = useCallback((_update: ViewUpdate) => changed(), [changed]);

  const applyState = useCallback(
    (state: ValidateShareState) => {
      const nextSpec = specOfState(state);
      settings.current = { ...settings.current, kind: state.kind, profile: state.profile, spec: nextSpec };
      setKind(state.kind);
      setProfile(state.profile);
      setSpec(nextSpec);
      docEditor.current?.replaceText(state.text);
      toolEditor.current?.replaceText(state.toolText);
      setTab('document');
      changed(0);
    },
    [changed],
  );

  const hasLocalWork = useCallback(
    (state: ValidateShareState) =>
      state.text.trim() !== '' && !(state.text === starter.text && state.toolText.trim() === ''),
    [starter.text],
  );

  const shareLink = useShareLink({
    readState,
    applyState,
    hasLocalWork,
    onStatus: setStatus,
    copy: copyToClipboard,
    listening: boot !== undefined,
  });
  const receiveShare = shareLink.receive;

  // An example named in the address (`/validate?example=<id>`, the docs' "Validate" links).
  const linkedExample = useRef<string | undefined>(undefined);

  // Boot: local state (or the starter), then a share link in the fragment, if any.
  useEffect(() => {
    let cancelled = false;
    const url = new URL(window.location.href);
    linkedExample.current = url.searchParams.get(EXAMPLE_PARAM) ?? undefined;
    const stored = persisted.load();
    const local = stored?.state ?? {
      kind: starter.kind,
      profile: 'default',
      text: starter.text,
      toolText: '',
    };
    const start = (initial: ValidateShareState) => {
      if (cancelled) return;
      setKind(initial.kind);
      setProfile(initial.profile);
      setSpec(specOfState(initial));
      setShowInfo(stored?.showInfo ?? true);
      setBoot(initial);
    };
    const payload = fromShareHash(window.location.hash);
    if (payload === undefined) {
      start(local);
    } else {
      linkedExample.current = undefined; // a share link wins
      void receiveShare(payload, local, start)
        .catch(() => false)
        .then((opened) => {
          if (!opened) start(local);
        });
    }
    return () => {
      cancelled = true;
    };
  }, [persisted.load, receiveShare, starter.kind, starter.text]);

  // The editors exist once `boot` is set: validate what they hold.
  useEffect(() => {
    if (boot) changed(0);
  }, [boot, changed]);

  const summary = useMemo(() => summarizeValidation(view, kind, spec), [view, kind, spec]);
  const showTabs = kind === 'call-result' || (kind === 'auto' && summary.checkedKind === 'call-result');
  const activeTab: EditorTab = showTabs ? tab : 'document';
  const reply = view.status === 'done' ? view.reply : undefined;
  const docFindings = reply?.report.diagnostics;
  const toolFindings = reply?.tool?.report.diagnostics;
  const docFixes = reply?.fixes;
  const toolFixes = reply?.tool?.fixes;
  // Quick fixes already applied: CodeMirror may fire an action twice (mousedown, then click).
  const appliedFixes = useRef(new WeakSet<QuickFix>());
  // What applies a fix in each editor (set with its findings); the finding cards apply through it.
  const editorFixes = useRef<Partial<Record<EditorTab, EditorFixes>>>({});
  /** The quick fixes of a finding of either editor (the cards show them beside Docs and Copy). */
  const fixesOf = useMemo(() => {
    const byFinding = new Map<Diagnostic, readonly QuickFix[]>();
    for (const [list, index] of [
      [docFindings, docFixes],
      [toolFindings, toolFixes],
    ] as const)
      for (const [i, fixes] of Object.entries(index ?? {})) {
        const finding = list?.[Number(i)];
        if (finding) byFinding.set(finding, fixes);
      }
    return (finding: Diagnostic) => byFinding.get(finding);
  }, [docFindings, docFixes, toolFindings, toolFixes]);

  // Findings → editors, unless the text changed since it was read (newer findings are on the way).
  useEffect(() => {
    const visible = (list: readonly Diagnostic[] | undefined) =>
      (list ?? []).filter((d) => showInfo || d.severity !== 'info');
    const apply = (
      which: EditorTab,
      editor: CodeEditorHandle | null,
      list: readonly Diagnostic[] | undefined,
      fixIndex: QuickFixIndex | undefined,
      read: unknown,
    ) => {
      if (!editor?.view || (list && editor.view.state.doc !== read)) return;
      const byFinding = new Map<Diagnostic, QuickFix[]>();
      for (const [i, fixes] of Object.entries(fixIndex ?? {})) {
        const finding = list?.[Number(i)];
        if (finding) byFinding.set(finding, fixes);
      }
      const fixes: EditorFixes = {
        of: (finding) => byFinding.get(finding),
        apply: (view: EditorView, _finding, fix) => {
          if (appliedFixes.current.has(fix)) return;
          // The edits are offsets in the text that was checked; after any other edit they would land
          // in the wrong place, and the findings of the new text are on their way.
          if (view.state.doc !== read) {
            setStatus({
              tone: 'info',
              text: 'The text changed since it was checked: the quick fixes come back in a moment, once it is checked again.',
            });
            return;
          }
          appliedFixes.current.add(fix);
          view.dispatch({
            changes: fix.edits.map(({ from, to, insert }) => ({ from, to, insert })),
            userEvent: 'input.fix',
            scrollIntoView: true,
          });
          setStatus({ tone: 'info', text: `Applied the quick fix “${fix.title}” (undo restores the text).` });
        },
      };
      editorFixes.current[which] = fixes;
      const diagnostics = toEditorDiagnostics(visible(list), editor.getLength(), { fixes });
      for (const d of diagnostics) marked.current.set(d.finding, d);
      editor.setDiagnostics(diagnostics);
    };
    marked.current = new Map();
    apply('document', docEditor.current, docFindings, docFixes, readDocs.current.doc);
    apply('tool', toolEditor.current, toolFindings, toolFixes, readDocs.current.tool);
  }, [docFindings, toolFindings, docFixes, toolFixes, showInfo]);

  const editorOf = useCallback(
    (which: EditorTab) => (which === 'tool' ? toolEditor.current : docEditor.current),
    [],
  );

  const jumpTo = useCallback(
    (finding: Diagnostic, which: EditorTab) => {
      if (which !== activeTab) flushSync(() => setTab(which));
      const editor = editorOf(which);
      if (!editor) return;
      const mark = marked.current.get(finding);
      const range = (mark && editor.rangeOf(mark)) ?? {
        from: finding.range?.start.offset ?? 0,
        to: finding.range?.end.offset ?? 0,
      };
      editor.select(range.from, range.to);
    },
    [activeTab, editorOf],
  );

  const jumpToActive = useCallback((finding: Diagnostic) => jumpTo(finding, activeTab), [jumpTo, activeTab]);

  const runFormat = useCallback(async () => {
    const editor = editorOf(activeTab);
    const before = editor?.view?.state.doc;
    if (!editor || !before) return;
    const outcome = await format(editor.getText());
    if (!outcome.ok) {
      setStatus({ tone: 'error', text: `Not formatted: ${outcome.error.message}.` });
    } else if (!outcome.value.ok) {
      setStatus({ tone: 'error', text: outcome.value.error.message });
    } else if (editor.view?.state.doc !== before) {
      setStatus({ tone: 'info', text: 'The text changed while it was being formatted: format again.' });
    } else if (outcome.value.changes.length === 0) {
      setStatus({ tone: 'info', text: 'Already formatted.' });
    } else {
      editor.applyChanges(outcome.value.changes, 'input.format');
      setStatus({
        tone: 'info',
        text: 'Formatted with two-space indentation (undo restores the previous layout).',
      });
    }
  }, [activeTab, format, editorOf]);

  const copyEditorText = useCallback(async () => {
    const editor = editorOf(activeTab);
    if (!editor) return;
    const ok = await copyToClipboard(editor.getText());
    const what = activeTab === 'tool' ? 'tool definition' : 'document';
    setStatus(
      ok
        ? { tone: 'info', text: `Copied the ${what} to the clipboard.` }
        : { tone: 'error', text: 'Could not copy: the browser did not allow writing to the clipboard.' },
    );
  }, [activeTab, editorOf]);

  const copyMessage = useCallback(async (finding: Diagnostic) => {
    const ok = await copyToClipboard(finding.message);
    setStatus(
      ok
        ? { tone: 'info', text: `Copied the message of ${finding.rule}.` }
        : { tone: 'error', text: 'Could not copy: the browser did not allow writing to the clipboard.' },
    );
  }, []);

  /** Loads an example into the editors as one undoable change (so local work is never lost). */
  const chooseExample = useCallback(
    async (item: Pick<ExampleMenuItem, 'id' | 'title'>, focus = true) => {
      setExamplesOpen(false);
      const loaded = await loadExample(item.id).catch(() => undefined);
      if (!loaded) {
        setStatus({
          tone: 'error',
          text: `The example "${item.title}" could not be loaded. Check the connection and try again.`,
        });
        return;
      }
      const { example, tool } = loaded;
      const next =
        example.kind === 'call-result' ? (tool?.text ?? '') : (toolEditor.current?.getText() ?? '');
      applyState({
        kind: example.kind,
        profile: example.profile ?? 'default',
        // An example of an older version opens at that version (its verdict holds there).
        ...(example.spec ? { spec: example.spec } : {}),
        text: example.text,
        toolText: next,
      });
      setStatus({
        tone: 'info',
        text: `Loaded the example “${example.title}”${tool ? ` with the definition “${tool.title}”` : ''}. Undo in the editor brings your text back.`,
      });
      if (focus) docEditor.current?.focus();
    },
    [applyState],
  );

  // After boot, open the example the address names (then drop it from the address, like a link).
  useEffect(() => {
    const id = linkedExample.current;
    if (!boot || id === undefined) return;
    linkedExample.current = undefined;
    const url = new URL(window.location.href);
    url.searchParams.delete(EXAMPLE_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    const item = examples.find((e) => e.id === id);
    if (item) void chooseExample(item, false);
    else setStatus({ tone: 'error', text: `There is no example named "${id}".` });
  }, [boot, examples, chooseExample]);

  const openInPlayground = useMemo(() => {
    if (!playgroundHref || summary.checkedKind !== 'tool') return undefined;
    return () =>
      void (async () => {
        const { encodeShare } = await import('@/lib/share/encode-share');
        const encoded = encodeShare('playground', { tool: docEditor.current?.getText() ?? '' });
        if (!encoded.ok) setStatus({ tone: 'error', text: encoded.error.message });
        else window.location.assign(`${playgroundHref}${toShareHash(encoded.value)}`);
      })();
  }, [playgroundHref, summary.checkedKind]);

  /** A migration item's quick fix, on the text it was computed for (see the editors' fixes above). */
  const applyMigrationFix = useCallback((fix: QuickFix) => {
    const view = docEditor.current?.view;
    if (!view || appliedFixes.current.has(fix)) return;
    if (view.state.doc !== readDocs.current.doc) {
      setStatus({
        tone: 'info',
        text: 'The text changed since it was checked: the quick fixes come back in a moment, once it is checked again.',
      });
      return;
    }
    appliedFixes.current.add(fix);
    view.dispatch({
      changes: fix.edits.map(({ from, to, insert }) => ({ from, to, insert })),
      userEvent: 'input.fix',
      scrollIntoView: true,
    });
    setStatus({ tone: 'info', text: `Applied the quick fix “${fix.title}” (undo restores the text).` });
  }, []);

  const latest = useRef({
    activeTab,
    runFormat,
    copyEditorText,
    jumpToActive,
    jumpTo,
    applyMigrationFix,
    shareLink,
  });
  latest.current = {
    activeTab,
    runFormat,
    copyEditorText,
    jumpToActive,
    jumpTo,
    applyMigrationFix,
    shareLink,
  };

  const actions = useMemo<ValidatorActions>(
    () => ({
      setKind(value) {
        settings.current.kind = value;
        setKind(value);
        changed(0);
      },
      setProfile(value) {
        settings.current.profile = value;
        setProfile(value);
        changed(0);
      },
      setSpec(value) {
        settings.current.spec = value;
        setSpec(value);
        changed(0);
      },
      setShowInfo(value) {
        settings.current.showInfo = value;
        setShowInfo(value);
        persisted.save(() => ({ state: readState(), showInfo: value }));
      },
      setTab,
      openExamples() {
        prefetchExamples();
        setExamplesOpen(true);
      },
      closeExamples: () => setExamplesOpen(false),
      chooseExample: (item) => void chooseExample(item),
      format: () => void latest.current.runFormat(),
      copy: () => void latest.current.copyEditorText(),
      share: () => void latest.current.shareLink.share(),
      ...(openInPlayground ? { openInPlayground } : {}),
      jumpTo: (finding) => latest.current.jumpToActive(finding),
      jumpToMigration: (finding) => latest.current.jumpTo(finding, 'document'),
      applyMigrationFix: (fix) => latest.current.applyMigrationFix(fix),
      copyMessage: (finding) => void copyMessage(finding),
      applyFix(finding, fix) {
        const tab = latest.current.activeTab;
        const view = editorOf(tab)?.view;
        if (view) editorFixes.current[tab]?.apply(view, finding, fix);
      },
      nextFinding: () => editorOf(latest.current.activeTab)?.nextDiagnostic(),
      previousFinding: () => editorOf(latest.current.activeTab)?.previousDiagnostic(),
      resolveShareConflict: (openShared) => latest.current.shareLink.resolveConflict(openShared),
    }),
    [changed, persisted.save, readState, chooseExample, copyMessage, editorOf, openInPlayground],
  );

  useKeyboardShortcuts({
    format: actions.format,
    share: actions.share,
    nextDiagnostic: actions.nextFinding,
    previousDiagnostic: actions.previousFinding,
  });

  return {
    actions,
    boot,
    kind,
    profile,
    spec,
    showInfo,
    status,
    examplesOpen,
    pending,
    summary,
    showTabs,
    activeTab,
    reply,
    docFindings,
    toolFindings,
    fixesOf,
    docEditor,
    toolEditor,
    onTextChange,
    persisted: persisted.status,
    shareLink: shareLink.link,
    shareConflict: shareLink.conflict,
  };
}
