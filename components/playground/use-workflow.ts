'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { useMcpCall } from '@/hooks/use-mcp-call';
import { usePersistedState } from '@/hooks/use-persisted-state';
import { pickFile } from '@/lib/browser/pick-file';
import type { CallToolOutcome, ClientValidator, McpClient, ToolListing } from '@/lib/client/index';
import { type HistoryEntry, historyEntryOf, recordCall } from '@/lib/collection/call-history';
import type { StructuredValidator } from '@/lib/collection/check-expectations';
import type { CollectionLibrary } from '@/lib/collection/collection-library';
import type { DraftField, ExpectationDraft } from '@/lib/collection/expectation-draft';
import type { CallReport, CollectionRun } from '@/lib/collection/run-collection';
import type { ToolDiff } from '@/lib/diff/tool-change';
import type { ToolSnapshot } from '@/lib/diff/tool-snapshot';
import { plural } from '@/lib/text/plural';
import { downloadText } from './download';
import { panelHeadingId } from './panel';
import type { Notice } from './playground-toolbar';

export type CollectionRunState =
  | { status: 'running'; name: string; total: number; reports: CallReport[] }
  | { status: 'done'; name: string; run: CollectionRun };

export type SaveOutcome = { ok: true } | { ok: false; errors: { field?: DraftField; message: string }[] };

export interface SnapshotDiffState {
  snapshotId: string;
  result: ToolDiff | { error: string };
}

export type WorkflowPanel = 'history' | 'collections' | 'snapshots';

/** Everything the history, collections and snapshots panel can do, by name. */
export interface WorkflowActions {
  /** Moves to one of the panels (focuses its heading). */
  show(panel: WorkflowPanel): void;
  /** Puts a past call's tool and arguments back into the call form, to edit and send. */
  reopen(entryId: number): void;
  /** Sends a past call again as it was. */
  resend(entryId: number): void;
  clearHistory(): void;
  /** Starts loading what saving needs, ahead of the first save (the save form calls it as it opens). */
  prepareSave(): void;
  /** Resolves to why the collection could not be made, or undefined. */
  createCollection(name: string): Promise<string | undefined>;
  saveToCollection(
    entryId: number,
    collection: string,
    draft: ExpectationDraft,
    label: string,
  ): Promise<SaveOutcome>;
  openSavedCall(collection: string, callId: string): void;
  removeSavedCall(collection: string, callId: string): void;
  deleteCollection(name: string): void;
  runCollection(name: string): void;
  stopRun(): void;
  exportCollection(name: string): void;
  importCollection(): void;
  importCollectionFile(file: File): void;
  saveSnapshot(): void;
  deleteSnapshot(id: string): void;
  diffSnapshot(id: string): void;
}

export interface WorkflowOptions {
  call: ReturnType<typeof useMcpCall>;
  client(): McpClient | undefined;
  validator: ClientValidator | undefined;
  listing: ToolListing | undefined;
  /** The server address worth keeping with a collection or snapshot (URL targets only). */
  serverUrl(): string | undefined;
  select(tool: string, args: unknown): void;
  goToCall(): void;
  afterCall(): void;
  notify(notice: Notice): void;
}

/** localStorage keys (versioned: another layout gets another key). */
const COLLECTIONS_KEY = 'mcp-tool-lab:collections:v1';
const SNAPSHOTS_KEY = 'mcp-tool-lab:tool-snapshots:v1';
/** What either may take in storage (the lib side refuses a snapshot over its own, lower limit first). */
const MAX_STORED_CHARS = 2_500_000;
const emptyLibrary: CollectionLibrary = { collections: [] };

type Engine = typeof import('./workflow-engine');
let engineLoad: Promise<Engine> | undefined;
/** Loads the lib side once; a failed load is tried again next time. */
function loadEngine(): Promise<Engine> {
  engineLoad ??= import('./workflow-engine').catch((error: unknown) => {
    engineLoad = undefined;
    throw error;
  });
  return engineLoad;
}

const NOT_READY = 'History and collections are still loading; try again in a moment.';
const NOT_LOADED = 'History and collections could not be loaded; try again, or reload the page.';

const entryIn = (history: readonly HistoryEntry[], id: number) => history.find((h) => h.id === id);

/** Every named definition the server listed, also those the client set aside (they are part of the catalogue). */
function liveTools(listing: ToolListing): unknown[] {
  const excluded = listing.excluded
    .map((e) => e.tool)
    .filter((t) => typeof t === 'object' && t !== null && typeof (t as { name?: unknown }).name === 'string');
  return [...listing.tools.map((t) => t.tool), ...excluded];
}

/**
 * The server author's loop in the playground: the session's call history (in memory), collections
 * of saved calls with expectations (localStorage, never secrets, never headers), running a
 * collection against the current server, and snapshots of tools/list diffed against the live list.
 */
export function useWorkflow(options: WorkflowOptions) {
  const opts = useRef(options);
  opts.current = options;
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const historyRef = useRef(history);
  historyRef.current = history;
  const [library, setLibraryState] = useState<CollectionLibrary>(emptyLibrary);
  const libraryRef = useRef(library);
  libraryRef.current = library;
  const [snapshots, setSnapshotsState] = useState<ToolSnapshot[]>([]);
  const snapshotsRef = useRef(snapshots);
  snapshotsRef.current = snapshots;
  const [runState, setRunState] = useState<CollectionRunState>();
  const [importError, setImportError] = useState<string>();
  const [snapshotDiff, setSnapshotDiff] = useState<SnapshotDiffState>();
  const abortRun = useRef<AbortController | undefined>(undefined);
  const engine = useRef<Engine | undefined>(undefined);

  // Nothing is written before the engine has loaded and restored what was kept (every edit needs
  // it), so an edit never replaces a stored library it has not read.
  const storedLibrary = usePersistedState<CollectionLibrary>({
    key: COLLECTIONS_KEY,
    parse: (value) => engine.current?.parseStoredLibrary(value),
    maxSize: MAX_STORED_CHARS,
    sizeOf: () => JSON.stringify(libraryRef.current).length,
    refuse: (value) => (engine.current ? engine.current.libraryRefusal(value) : NOT_READY),
  });
  const storedSnapshots = usePersistedState<ToolSnapshot[]>({
    key: SNAPSHOTS_KEY,
    parse: (value) => engine.current?.parseStoredSnapshots(value),
    maxSize: MAX_STORED_CHARS,
    sizeOf: () => JSON.stringify(snapshotsRef.current).length,
    refuse: (value) => (engine.current ? engine.current.snapshotsRefusal(value) : NOT_READY),
  });

  const starting = useRef<Promise<Engine | undefined> | undefined>(undefined);
  /**
   * Loads the lib side once, then reads what this browser kept. Resolves undefined (after saying
   * so) when it could not load; the next use tries again.
   */
  const startEngine = useCallback((): Promise<Engine | undefined> => {
    starting.current ??= loadEngine().then(
      (loaded) => {
        engine.current = loaded;
        const lib = storedLibrary.load();
        if (lib) {
          libraryRef.current = lib;
          setLibraryState(lib);
        }
        const snaps = storedSnapshots.load();
        if (snaps) {
          snapshotsRef.current = snaps;
          setSnapshotsState(snaps);
        }
        return loaded;
      },
      (error: unknown) => {
        starting.current = undefined;
        opts.current.notify({
          tone: 'error',
          text: `History and collections could not be loaded (${error instanceof Error ? error.message : String(error)}); try again, or reload the page.`,
        });
        return undefined;
      },
    );
    return starting.current;
  }, [storedLibrary.load, storedSnapshots.load]);

  // The lib side (zod, the pattern engine, the diff) is loaded when something needs it: at once when
  // this browser kept collections or snapshots (they are shown), else when a save form opens or an
  // action needs it (each waits for it). A visit that never saves anything never loads it.
  useEffect(() => {
    if (storedLibrary.hasStored() || storedSnapshots.hasStored()) void startEngine();
  }, [storedLibrary.hasStored, storedSnapshots.hasStored, startEngine]);

  /** Runs `use` with the lib side: at once when it is loaded, else once it has loaded. */
  const withEngine = useCallback(
    (use: (e: Engine) => void) => {
      if (engine.current) use(engine.current);
      else
        void startEngine().then((loaded) => {
          if (loaded) use(loaded);
        });
    },
    [startEngine],
  );

  const setLibrary = useCallback(
    (next: CollectionLibrary) => {
      libraryRef.current = next;
      setLibraryState(next);
      storedLibrary.save(() => next);
    },
    [storedLibrary.save],
  );
  const setSnapshots = useCallback(
    (next: ToolSnapshot[]) => {
      snapshotsRef.current = next;
      setSnapshotsState(next);
      storedSnapshots.save(() => next);
    },
    [storedSnapshots.save],
  );

  /** Adds a finished call to the history (every call in the session goes through here). */
  const record = useCallback((outcome: CallToolOutcome) => {
    setHistory((h) => recordCall(h, historyEntryOf(h, outcome, Date.now())));
  }, []);

  const send = useCallback(
    async (tool: string, args: unknown) => {
      const { call, client, select, afterCall, notify } = opts.current;
      const active = client();
      if (!active) {
        notify({ tone: 'error', text: 'Not connected: connect to a server, then send the call again.' });
        return;
      }
      if (call.state.status === 'running') {
        notify({ tone: 'error', text: 'A call is running: wait for it or cancel it, then send again.' });
        return;
      }
      select(tool, args);
      const outcome = await call.call(active, tool, args);
      if (outcome) record(outcome);
      afterCall();
    },
    [record],
  );

  const importText = useCallback(
    (text: string, fileName: string) =>
      withEngine((e) => {
        const imported = e.importCollectionText(libraryRef.current, text);
        if (!imported.ok) {
          // The library is untouched: nothing is lost by a bad file.
          setImportError(
            `${fileName} was not imported: ${imported.errors.slice(0, 5).join('; ')}${imported.errors.length > 5 ? ` (and ${imported.errors.length - 5} more)` : ''}.`,
          );
          return;
        }
        setImportError(undefined);
        setLibrary(imported.library);
        opts.current.notify({
          tone: 'info',
          text: [`Imported the collection "${imported.name}" from ${fileName}.`, ...imported.warnings].join(
            ' ',
          ),
        });
      }),
    [setLibrary, withEngine],
  );

  const validateStructured = useCallback<StructuredValidator>(async (schema, value) => {
    const validator = opts.current.validator;
    if (!validator) return { ok: false, problem: 'the validator has not started' };
    const checked = await validator.checkInstance(schema, value);
    if (!checked.ok) return { ok: false, problem: checked.error.message };
    if (!checked.value.usable) return { ok: false, problem: checked.value.problems.join(' ') };
    return {
      ok: true,
      errors: checked.value.errors.map((e) => `${e.instancePath || '(root)'} ${e.message}`),
    };
  }, []);

  const actions = useMemo<WorkflowActions>(
    () => ({
      show(panel) {
        const heading = document.getElementById(panelHeadingId(panel));
        heading?.scrollIntoView({ block: 'start' });
        heading?.focus();
      },
      reopen(entryId) {
        const entry = entryIn(historyRef.current, entryId);
        if (!entry) return;
        opts.current.select(entry.tool, entry.arguments);
        opts.current.goToCall();
      },
      resend(entryId) {
        const entry = entryIn(historyRef.current, entryId);
        if (entry) void send(entry.tool, entry.arguments);
      },
      clearHistory: () => setHistory([]),
      prepareSave() {
        void startEngine();
      },
      async createCollection(name) {
        const e = await startEngine();
        if (!e) return NOT_LOADED;
        const edit = e.addCollection(libraryRef.current, name);
        if (!edit.ok) return edit.error;
        setLibrary(edit.library);
        return undefined;
      },
      async saveToCollection(entryId, collection, draft, label) {
        const e = await startEngine();
        if (!e) return { ok: false, errors: [{ message: NOT_LOADED }] };
        const entry = entryIn(historyRef.current, entryId);
        if (!entry) return { ok: false, errors: [{ message: 'That call is no longer in the history.' }] };
        const built = e.buildExpectations(draft);
        if (!built.ok) return { ok: false, errors: built.errors };
        const serverUrl = opts.current.serverUrl();
        const edit = e.saveCall(libraryRef.current, collection, {
          tool: entry.tool,
          arguments: entry.arguments,
          expect: built.expect,
          ...(label.trim() ? { name: label } : {}),
          ...(serverUrl ? { serverUrl } : {}),
        });
        if (!edit.ok) return { ok: false, errors: [{ message: edit.error }] };
        setLibrary(edit.library);
        opts.current.notify({
          tone: 'info',
          text: [`Saved ${entry.tool} to "${collection}".`, ...edit.warnings].join(' '),
        });
        return { ok: true };
      },
      openSavedCall(collection, callId) {
        const saved = libraryRef.current.collections
          .find((c) => c.name === collection)
          ?.calls.find((c) => c.id === callId);
        if (!saved) return;
        opts.current.select(saved.tool, saved.arguments);
        opts.current.goToCall();
      },
      removeSavedCall(collection, callId) {
        withEngine((e) => setLibrary(e.removeCall(libraryRef.current, collection, callId)));
      },
      deleteCollection(name) {
        withEngine((e) => {
          setLibrary(e.removeCollection(libraryRef.current, name));
          setRunState((r) => (r?.name === name ? undefined : r));
        });
      },
      runCollection(name) {
        const collection = libraryRef.current.collections.find((c) => c.name === name);
        const client = opts.current.client();
        if (!collection) return;
        if (!client) {
          opts.current.notify({
            tone: 'error',
            text: 'Not connected: connect to a server, then run the collection.',
          });
          return;
        }
        withEngine((e) => {
          if (abortRun.current) return;
          const abort = new AbortController();
          abortRun.current = abort;
          const reports: CallReport[] = [];
          setRunState({ status: 'running', name, total: collection.calls.length, reports: [] });
          void e
            .runCollection(
              collection,
              async (call, signal) =>
                e.observeOutcome(await client.callTool(call.tool, call.arguments, signal ? { signal } : {})),
              {
                validate: validateStructured,
                signal: abort.signal,
                onCall(report) {
                  reports.push(report);
                  setRunState({
                    status: 'running',
                    name,
                    total: collection.calls.length,
                    reports: [...reports],
                  });
                },
              },
            )
            .then((run) => {
              abortRun.current = undefined;
              setRunState({ status: 'done', name, run });
              const s = run.summary;
              opts.current.notify({
                tone: s.failed > 0 ? 'error' : 'info',
                text: `Ran "${name}": ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}.`,
              });
            });
        });
      },
      stopRun: () => abortRun.current?.abort(),
      exportCollection(name) {
        const collection = libraryRef.current.collections.find((c) => c.name === name);
        if (!collection) return;
        withEngine((e) =>
          downloadText(
            e.collectionFileName(collection),
            e.exportCollectionText(collection, `${window.location.origin}/schemas/collection-v1.schema.json`),
          ),
        );
      },
      importCollection() {
        void pickFile('application/json,.json').then((file) => {
          if (file) actions.importCollectionFile(file);
        });
      },
      importCollectionFile(file) {
        file.text().then(
          (text) => importText(text, file.name),
          (error: unknown) =>
            setImportError(
              `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}.`,
            ),
        );
      },
      saveSnapshot() {
        if (!opts.current.listing) {
          opts.current.notify({ tone: 'error', text: 'No tool list yet: connect and list tools first.' });
          return;
        }
        withEngine((e) => {
          const listing = opts.current.listing;
          if (!listing) return;
          const server = opts.current.serverUrl();
          const edit = e.addSnapshot(snapshotsRef.current, liveTools(listing), {
            now: new Date(),
            ...(server ? { server } : {}),
          });
          if (!edit.ok) {
            opts.current.notify({ tone: 'error', text: edit.error });
            return;
          }
          setSnapshots(edit.snapshots);
          opts.current.notify({
            tone: 'info',
            text: `Saved a snapshot of ${plural(edit.snapshots[0]!.tools.length, 'tool')}: diff it against the live list later.`,
          });
        });
      },
      deleteSnapshot(id) {
        withEngine((e) => {
          setSnapshots(e.removeSnapshot(snapshotsRef.current, id));
          setSnapshotDiff((d) => (d?.snapshotId === id ? undefined : d));
        });
      },
      diffSnapshot(id) {
        const snapshot = snapshotsRef.current.find((s) => s.id === id);
        if (!snapshot) return;
        withEngine((e) => {
          const listing = opts.current.listing;
          setSnapshotDiff({
            snapshotId: id,
            result: listing
              ? e.diffSnapshot(snapshot, liveTools(listing))
              : { error: 'There is no live tool list to compare with: connect and list tools first.' },
          });
        });
      },
    }),
    [send, setLibrary, setSnapshots, importText, validateStructured, withEngine, startEngine],
  );

  return {
    record,
    actions,
    history,
    library,
    snapshots,
    runState,
    importError,
    snapshotDiff,
    storage: { collections: storedLibrary.status, snapshots: storedSnapshots.status },
  };
}

export type Workflow = ReturnType<typeof useWorkflow>;
