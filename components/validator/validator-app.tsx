'use client';

import type { ViewUpdate } from '@codemirror/view';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CodeEditorHandle } from '@/components/editor/code-editor';
import { useDarkClass } from '@/hooks/use-dark-class';
import { useKeyboardShortcuts } from '@/hooks/use-keyboard-shortcuts';
import { usePersistedState } from '@/hooks/use-persisted-state';
import { useShareLink } from '@/hooks/use-share-link';
import { useValidation } from '@/hooks/use-validation';
import { storageRefusal } from '@/lib/share/secrets-in-state';
import { fromShareHash, toShareHash } from '@/lib/share/share-format';
import { parseValidateShareState, type ValidateShareState } from '@/lib/share/share-state';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import type { KindOption, Profile } from '@/lib/validate/document-kind';
import { copyText } from './copy-text';
import { DiagnosticsPanel } from './diagnostics-panel';
import { type MarkedDiagnostic, toEditorDiagnostics } from './editor-diagnostics';
import { type ExampleMenuItem, ExamplesDialog } from './examples-dialog';
import { loadExample, prefetchExamples } from './load-example';
import { ShareConflictDialog } from './share-conflict-dialog';
import { summarizeValidation } from './validation-summary';
import { type EditorTab, ValidatorEditors } from './validator-editors';
import { type StatusMessage, ValidatorToolbar } from './validator-toolbar';

const STORAGE_KEY = 'mcp-tool-lab:validate';
/** `/validate?example=<id>` opens an example of content/examples (the docs link to it). */
const EXAMPLE_PARAM = 'example';
/** Above this (both editors together, in characters) the state is not kept in localStorage. */
export const MAX_PERSISTED_CHARS = 1_000_000;

interface StoredState {
  state: ValidateShareState;
  showInfo: boolean;
}

function parseStored(value: unknown): StoredState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { state, showInfo } = value as Record<string, unknown>;
  const parsed = parseValidateShareState(state);
  return parsed.ok ? { state: parsed.value, showInfo: showInfo !== false } : undefined;
}

export interface ValidatorAppProps {
  /** The Examples menu (texts are loaded on demand). */
  examples: readonly ExampleMenuItem[];
  /** What a first visit shows. */
  starter: { kind: KindOption; text: string };
  /**
   * Seam for the playground: where "Open in playground" sends a tool definition (as a `playground`
   * share link with the definition's text in `tool`). Absent until the playground exists, and then
   * the button is absent too.
   */
  playgroundHref?: string;
}

/** The validator: editors, live findings from the worker, toolbar actions, links and local persistence. */
export function ValidatorApp({ examples, starter, playgroundHref }: ValidatorAppProps) {
  const dark = useDarkClass();
  const docEditor = useRef<CodeEditorHandle>(null);
  const toolEditor = useRef<CodeEditorHandle>(null);
  const [boot, setBoot] = useState<ValidateShareState>();
  const [kind, setKind] = useState<KindOption>('auto');
  const [profile, setProfile] = useState<Profile>('default');
  const [showInfo, setShowInfo] = useState(true);
  const [tab, setTab] = useState<EditorTab>('document');
  const [status, setStatus] = useState<StatusMessage>();
  const [examplesOpen, setExamplesOpen] = useState(false);
  const { view, pending, schedule, format } = useValidation();
  const settings = useRef({ kind, profile, showInfo });
  settings.current = { kind, profile, showInfo };
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
      settings.current = { ...settings.current, kind: state.kind, profile: state.profile };
      setKind(state.kind);
      setProfile(state.profile);
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
    copy: copyText,
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

  const summary = useMemo(() => summarizeValidation(view, kind), [view, kind]);
  const showTabs = kind === 'call-result' || (kind === 'auto' && summary.checkedKind === 'call-result');
  const activeTab: EditorTab = showTabs ? tab : 'document';
  const reply = view.status === 'done' ? view.reply : undefined;
  const docFindings = reply?.report.diagnostics;
  const toolFindings = reply?.tool?.report.diagnostics;

  // Findings → editors, unless the text changed since it was read (newer findings are on the way).
  useEffect(() => {
    const visible = (list: readonly Diagnostic[] | undefined) =>
      (list ?? []).filter((d) => showInfo || d.severity !== 'info');
    const apply = (
      editor: CodeEditorHandle | null,
      list: readonly Diagnostic[] | undefined,
      read: unknown,
    ) => {
      if (!editor?.view || (list && editor.view.state.doc !== read)) return;
      const diagnostics = toEditorDiagnostics(visible(list), editor.getLength());
      for (const d of diagnostics) marked.current.set(d.finding, d);
      editor.setDiagnostics(diagnostics);
    };
    marked.current = new Map();
    apply(docEditor.current, docFindings, readDocs.current.doc);
    apply(toolEditor.current, toolFindings, readDocs.current.tool);
  }, [docFindings, toolFindings, showInfo]);

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
    const ok = await copyText(editor.getText());
    const what = activeTab === 'tool' ? 'tool definition' : 'document';
    setStatus(
      ok
        ? { tone: 'info', text: `Copied the ${what} to the clipboard.` }
        : { tone: 'error', text: 'Could not copy: the browser did not allow writing to the clipboard.' },
    );
  }, [activeTab, editorOf]);

  const copyMessage = useCallback(async (finding: Diagnostic) => {
    const ok = await copyText(finding.message);
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
    return async () => {
      const { encodeShare } = await import('@/lib/share/encode-share');
      const encoded = encodeShare('playground', { tool: docEditor.current?.getText() ?? '' });
      if (!encoded.ok) setStatus({ tone: 'error', text: encoded.error.message });
      else window.location.assign(`${playgroundHref}${toShareHash(encoded.value)}`);
    };
  }, [playgroundHref, summary.checkedKind]);

  useKeyboardShortcuts({
    format: () => void runFormat(),
    share: () => void shareLink.share(),
    nextDiagnostic: () => editorOf(activeTab)?.nextDiagnostic(),
    previousDiagnostic: () => editorOf(activeTab)?.previousDiagnostic(),
  });

  const onKindChange = (value: KindOption) => {
    settings.current.kind = value;
    setKind(value);
    changed(0);
  };
  const onProfileChange = (value: Profile) => {
    settings.current.profile = value;
    setProfile(value);
    changed(0);
  };
  const onShowInfoChange = (value: boolean) => {
    settings.current.showInfo = value;
    setShowInfo(value);
    persisted.save(() => ({ state: readState(), showInfo: value }));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pb-12">
      <ValidatorToolbar
        kind={kind}
        onKindChange={onKindChange}
        profile={profile}
        onProfileChange={onProfileChange}
        onOpenExamples={() => {
          prefetchExamples();
          setExamplesOpen(true);
        }}
        onFormat={() => void runFormat()}
        onCopy={() => void copyEditorText()}
        onShare={() => void shareLink.share()}
        onOpenInPlayground={openInPlayground}
        status={status}
        shareLink={shareLink.link}
        disabled={!boot}
      />
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ValidatorEditors
          showTabs={showTabs}
          activeTab={activeTab}
          onTabChange={setTab}
          initial={boot}
          docEditor={docEditor}
          toolEditor={toolEditor}
          onTextChange={onTextChange}
          dark={dark}
          kindLine={summary.kindLine}
          toolCounts={reply?.tool?.report.counts}
          unsavedSize={persisted.status.status === 'too-large' ? persisted.status.size : undefined}
          unsavedReason={persisted.status.status === 'refused' ? persisted.status.reason : undefined}
          savedLimit={MAX_PERSISTED_CHARS}
        />
        <DiagnosticsPanel
          subject={activeTab === 'tool' ? 'the tool definition' : 'the document'}
          findings={activeTab === 'tool' ? (reply ? (toolFindings ?? []) : undefined) : docFindings}
          showInfo={showInfo}
          onShowInfoChange={onShowInfoChange}
          onJump={jumpToActive}
          onCopyMessage={copyMessage}
          summary={summary.summary}
          busy={pending}
          notices={summary.notices}
        />
      </div>
      <ExamplesDialog
        open={examplesOpen}
        onClose={() => setExamplesOpen(false)}
        examples={examples}
        onChoose={(item) => void chooseExample(item)}
      />
      <ShareConflictDialog
        shared={shareLink.conflict}
        onKeepMine={() => shareLink.resolveConflict(false)}
        onOpenShared={() => shareLink.resolveConflict(true)}
      />
    </div>
  );
}
