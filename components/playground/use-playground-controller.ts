'use client';

import { useTheme } from 'next-themes';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useArgumentCheck } from '@/hooks/use-argument-check';
import { useMcpCall } from '@/hooks/use-mcp-call';
import { useMcpInputRequests } from '@/hooks/use-mcp-input-requests';
import { useMcpSession } from '@/hooks/use-mcp-session';
import { useOAuth } from '@/hooks/use-oauth';
import { usePlaygroundMock } from '@/hooks/use-playground-mock';
import { usePlaygroundTools } from '@/hooks/use-playground-tools';
import { useValidationClient } from '@/hooks/use-validation-client';
import { withoutBridgeFragment } from '@/lib/bridge/bridge-endpoint';
import { copyToClipboard } from '@/lib/browser/clipboard';
import { type RedirectReturn, takeRedirectReturn } from '@/lib/browser/oauth-browser';
import { pickFile } from '@/lib/browser/pick-file';
import { tabStorage } from '@/lib/browser/storage';
import { CLIENT_METADATA_PATH } from '@/lib/client/auth/client-metadata-document';
import {
  type ClientValidator,
  createTimeline,
  readArgumentText,
  scrubSecrets,
  shownListing,
  type ToolListing,
  withProfile,
} from '@/lib/client/index';
import type { UserToolSpec } from '@/lib/mock-server/user-tools/user-tool-spec';
import { toShareHash } from '@/lib/share/share-format';
import type { Profile } from '@/lib/validate/document-kind';
import { mockScenarioAvailability, userToolName } from './add-tool-check';
import { BRIDGE_FILLED_NOTE, draftWithBridge } from './bridge-draft';
import { capabilitiesOf, targetOf } from './connection-draft';
import type { ConnectionDraft } from './connection-panel';
import { URL_FIELD_ID } from './connection-panel';
import { newHeaderRow } from './header-fields';
import { LINK_ATTRIBUTE } from './link-marker';
import type { MockScenario } from './mock-settings';
import { panelHeadingId } from './panel';
import { type PlaygroundLink, toShareState } from './playground-link';
import type { Notice } from './playground-toolbar';
import { readBootLink } from './read-boot-link';
import { callFormTarget, revealAtTop } from './reveal';
import { forgetTask, type RememberedTask, recallTask, rememberTask, serverOf } from './task-memory';
import { createFindingsStore } from './tool-findings';
import { useTimelineReplay } from './use-timeline-replay';
import { useWorkflow } from './use-workflow';

export type PanelName =
  | 'connection'
  | 'tools'
  | 'call'
  | 'result'
  | 'timeline'
  | 'model'
  | 'ask-model'
  | 'evals';

/**
 * Everything a user can do in the playground, by name. The buttons, the command palette and the
 * keyboard shortcuts all call these; none of them reaches into the page by element id.
 */
export interface PlaygroundActions {
  /** Connect to a kind of target (`url` only focuses the address field), or again with the draft. */
  connect(kind: 'mock' | 'api' | 'url' | 'again'): void;
  setDraft(draft: ConnectionDraft): void;
  /** Changes the mock's scenario; reconnects when connected to the mock (else does nothing). */
  setScenario(scenario: MockScenario): void;
  /**
   * Adds one of your tools to the mock (replacing one of the same name) and reconnects; resolves
   * with the mock's reasons when it refuses the tool, which then leaves the scenario as it was.
   */
  addMockTool(spec: UserToolSpec): Promise<readonly string[]>;
  selectTool(name: string, args?: unknown): void;
  /**
   * Selects a tool from the list: its call form comes into view (at the top of its pane on a wide
   * screen, of the page on a phone); with `focusForm`, focus moves to its first field.
   */
  pickTool(name: string, focusForm?: boolean): void;
  /** Selects a tool and moves to its call form. */
  goToTool(name: string): void;
  setArgsText(text: string): void;
  /** Calls the selected tool: arguments read now, checked by lib/client before anything is sent. */
  run(options?: { sendAnyway?: boolean; text?: string }): void;
  cancel(): void;
  clearResult(): void;
  refreshTools(bypassCache: boolean): void;
  setListening(on: boolean): void;
  setAllowRemoteIcons(on: boolean): void;
  /** Checks the tool list as this client would (the spec plus its rules); lists again from the network. */
  setProfile(profile: Profile): void;
  clearTimeline(): void;
  exportTimeline(): void;
  /** Asks for a session file and replays it. */
  importTimeline(): void;
  importTimelineFile(file: File): void;
  backToLiveTimeline(): void;
  /** Makes a share link (scenario, tool, arguments; never headers), copies it and shows it. */
  share(): void;
  goTo(panel: PanelName): void;
  setTheme(theme: 'light' | 'dark' | 'system'): void;
  openPalette(): void;
  closePalette(): void;
  setNotice(notice: Notice): void;
}

/** What a link says until the person presses Connect; pressing it makes the words stale. */
const URL_LINK_NOTE = 'The link names a server URL: press Connect to use it.';
const PRESS_CONNECT_NOTES: ReadonlySet<string> = new Set([BRIDGE_FILLED_NOTE, URL_LINK_NOTE]);

const unavailable = async () => ({ ok: false as const, error: { message: 'the validator has not started' } });
/** Stands in for the validation client during the server render; nothing is checked with it. */
const notStarted: ClientValidator = { validateValue: unavailable, checkInstance: unavailable };

/**
 * The playground's controller: its state (session, call, tools, timeline, the mock's scenario, the
 * page's notice) and one typed set of actions over it. Protocol work stays in lib/client.
 * `preview` is the in-page mock's listing from the site's build, shown until the mock answers.
 */
export function usePlaygroundController(preview?: ToolListing) {
  const { setTheme } = useTheme();
  const [timeline] = useState(() => createTimeline());
  const mock = usePlaygroundMock();
  const input = useMcpInputRequests();
  const validator = useValidationClient();
  const [profile, setProfile] = useState<Profile>('default');
  // Listed pages and tools are checked with the chosen client profile; arguments against their schema.
  const profiled = useMemo(
    () => (validator ? withProfile(validator, profile) : undefined),
    [validator, profile],
  );
  const validation = useMemo(
    () => (validator && profiled ? { client: validator, findings: createFindingsStore(profiled) } : {}),
    [validator, profiled],
  );
  const origin = useCallback(() => window.location.origin, []);
  const oauth = useOAuth({ mockFetch: mock.fetch });
  // What decides whether a connect runs OAuth; read when the session connects.
  const authSwitches = useRef({ mockProtected: false, urlOAuth: true });
  const session = useMcpSession({
    timeline,
    mockFetch: mock.fetch,
    onInputRequest: input.handler,
    origin,
    // Connecting waits for the validator (see the boot below), so the stand-in is never asked.
    validator: profiled ?? notStarted,
    auth: (target) => oauth.authFor(target, authSwitches.current),
    ...(preview ? { preview } : {}),
  });
  const { view } = session;
  // A link may name another server or scenario: the build's preview goes before the first paint
  // after hydration (before it, ./link-marker.ts hides it).
  useLayoutEffect(() => {
    if (window.location.hash.length > 1) session.dropPreview();
    document.documentElement.removeAttribute(LINK_ATTRIBUTE);
  }, [session.dropPreview]);
  // A task's id is kept in this tab while it runs, so a reload can follow it again.
  const call = useMcpCall({
    onTaskCreated: (task, toolName) =>
      rememberTask(tabStorage(), {
        taskId: task.taskId,
        toolName,
        server: serverOf(latest.current.view.target),
        savedAt: Date.now(),
      }),
    onDone: () => forgetTask(tabStorage()),
  });
  const [pendingResume, setPendingResume] = useState<RememberedTask>();
  // Tokens and client secrets in use: scrubbed from share links and exported timelines.
  const clientRef = useRef(view.client);
  clientRef.current = view.client;
  const secrets = useCallback(() => clientRef.current?.auth?.knownSecrets() ?? [], []);
  /** The session's client as it is now: the model's tool calls go through it, like calls by hand. */
  const modelClient = useCallback(() => clientRef.current, []);
  const replay = useTimelineReplay(timeline, secrets);
  const [draft, setDraft] = useState<ConnectionDraft>(() => ({
    kind: 'mock',
    url: '',
    headers: [newHeaderRow()],
    sampling: false,
    roots: false,
    oauth: true,
  }));
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [connectProblems, setConnectProblems] = useState<string[]>([]);
  const [scenario, setScenarioState] = useState<MockScenario>({
    misbehaviour: {},
    tools: [],
    conformance: false,
  });
  authSwitches.current = { mockProtected: scenario.protected === true, urlOAuth: draft.oauth !== false };
  const [mockProblems, setMockProblems] = useState<string[]>([]);
  const [mockBusy, setMockBusy] = useState(false);
  const [listening, setListeningState] = useState(true);
  const [allowRemoteIcons, setAllowRemoteIcons] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [shareLink, setShareLink] = useState<string>();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [modKey, setModKey] = useState('Ctrl');
  const shown = shownListing(view);
  const listing = shown.listing;
  const tools = usePlaygroundTools(listing, view.generation);
  // The mock's own tools in the list (yours excluded): adding a tool of the same name asks first.
  const builtinToolNames = useMemo(() => {
    if (view.target.kind !== 'mock' || !listing) return [];
    const yours = new Set(scenario.tools.map(userToolName));
    const names = [...listing.tools.map((t) => t.name), ...listing.excluded.flatMap((t) => t.name ?? [])];
    return names.filter((name) => !yours.has(name));
  }, [listing, scenario.tools, view.target.kind]);

  const entry = tools.selected ? listing?.tools.find((t) => t.name === tools.selected) : undefined;
  const storedArgs = tools.argsText(tools.selected);
  const argsText = storedArgs ?? '{}';
  const check = useArgumentCheck(validator, argsText, entry?.tool.inputSchema);
  const running = call.state.status === 'running';
  const canRun = entry !== undefined && view.connection.status === 'ready' && !running;

  const connectDraft = useCallback(
    (d: ConnectionDraft) => {
      const { target, problems } = targetOf(d);
      setConnectProblems(problems);
      if (target) void session.connect(target, capabilitiesOf(d));
    },
    [session.connect],
  );

  const configureMock = useCallback(
    async (next: MockScenario, reconnect: boolean): Promise<string[]> => {
      // Another scenario is another server: the build's listing no longer describes it.
      session.dropPreview();
      setMockBusy(true);
      const { problems } = await mock.configure({
        misbehaviour: next.misbehaviour,
        tools: next.tools,
        ...(next.conformance ? { conformance: true } : {}),
        ...(next.protected
          ? { protected: true, clientMetadataUrl: `${window.location.origin}${CLIENT_METADATA_PATH}` }
          : {}),
      });
      authSwitches.current = { ...authSwitches.current, mockProtected: next.protected === true };
      setMockProblems(problems);
      setMockBusy(false);
      if (reconnect) void session.connect({ kind: 'mock' }, capabilitiesOf(draftRef.current));
      return problems;
    },
    [mock, session.connect, session.dropPreview],
  );

  // Boot: restore what the address asks for (a share link or a docs example), then connect.
  // (In development, Strict Mode runs this twice: the first run is cancelled before it acts.)
  useEffect(() => {
    if (!validator) return;
    let cancelled = false;
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setModKey('⌘');
    void (async () => {
      // A redirect-mode sign-in coming back: its record leaves sessionStorage as it is read.
      const tab = tabStorage();
      const returned: RedirectReturn | undefined = tab ? takeRedirectReturn(tab) : undefined;
      const boot = await readBootLink(window.location);
      if (cancelled) return;
      const { link, bridge } = boot;
      if (bridge) {
        // The token leaves the address bar (and this history entry) at once; it lives in the form only.
        window.history.replaceState(window.history.state, '', withoutBridgeFragment(window.location.href));
      }
      if (boot.notes.length > 0) setNotice({ tone: 'error', text: boot.notes.join(' ') });
      else if (boot.hint) setNotice({ tone: 'info', text: boot.hint });
      if (link.selected) tools.select(link.selected, link.arguments);
      if (bridge) setDraft((d) => draftWithBridge(d, bridge));
      else if (link.target === 'url' && link.url) setDraft((d) => ({ ...d, kind: 'url', url: link.url! }));
      if (link.misbehaviour.length > 0 || link.tools.length > 0 || link.conformance || link.protected) {
        const next: MockScenario = {
          misbehaviour: Object.fromEntries(link.misbehaviour.map((name) => [name, true])),
          tools: link.tools,
          conformance: link.conformance === true,
          ...(link.protected ? { protected: true } : {}),
        };
        setScenarioState(next);
        await configureMock(next, false);
      }
      // A task that was running when the page reloaded: the in-page mock restarted with the page
      // (its tasks are gone); /api/mcp and a URL keep theirs, so it is followed again by its id.
      const at = Date.now();
      const remembered =
        recallTask(tab, { kind: 'mock' }, at) ??
        recallTask(tab, { kind: 'api' }, at) ??
        (link.url ? recallTask(tab, { kind: 'url', url: link.url, headers: {} }, at) : undefined);
      if (remembered?.server === 'mock') {
        forgetTask(tab);
        setNotice({
          tone: 'info',
          text: `A task of ${remembered.toolName} was running when the page reloaded; the in-page mock restarted with the page, so that task is gone. Run the tool again.`,
        });
      } else if (remembered) {
        setPendingResume(remembered);
        setDraft((d) => ({ ...d, tasks: true }));
        if (remembered.server === 'api' && !returned) {
          setDraft((d) => ({ ...d, kind: 'api', tasks: true }));
          void session.connect({ kind: 'api' }, capabilitiesOf({ ...draftRef.current, tasks: true }));
          return;
        }
        setNotice({
          tone: 'info',
          text: `A task of ${remembered.toolName} was running on ${remembered.server} when the page reloaded: connect to it (with its headers) and it is followed again.`,
        });
      }
      if (returned && link.target === 'url' && link.url) {
        // Back from the authorization server: connect to the server the sign-in was for, finishing
        // the authorization before the first request.
        void session.connect({ kind: 'url', url: link.url, headers: {} }, undefined, returned);
      } else if (link.target === 'api') {
        setDraft((d) => ({ ...d, kind: 'api' }));
        void session.connect({ kind: 'api' });
      } else {
        void session.connect({ kind: 'mock' });
        if (link.target === 'url')
          setNotice({
            tone: 'info',
            text: bridge ? BRIDGE_FILLED_NOTE : URL_LINK_NOTE,
          });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [configureMock, session.connect, tools.select, validator]);

  useEffect(
    () =>
      mock.onEvent((event) => {
        if (event.kind === 'cancelled')
          setNotice({
            tone: 'info',
            text: `The mock server saw the stream close and stopped ${event.tool ?? event.method} (request ${String(event.id)}).`,
          });
      }),
    [mock],
  );

  // A tool picked in the list: once its form is on the page, bring it into view (and focus it).
  const [reveal, setReveal] = useState<{ name: string; focus: boolean; at: number }>();
  useEffect(() => {
    if (!reveal || tools.selected !== reveal.name) return;
    let frames = 0;
    let frame: number | undefined;
    const attempt = () => {
      const target = callFormTarget(reveal.name);
      // The form may still be loading (its code, a long schema): look again for a few frames.
      if (!target) {
        if (frames++ < 60) frame = requestAnimationFrame(attempt);
        return;
      }
      stopPinning = revealAtTop('call');
      if (reveal.focus) target.focus();
    };
    let stopPinning: (() => void) | undefined;
    attempt();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      stopPinning?.();
    };
  }, [reveal, tools.selected]);

  const goTo = useCallback((panel: PanelName) => {
    const heading = document.getElementById(panelHeadingId(panel));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, []);

  // The latest values for actions that run later (a palette command runs after the palette closes).
  const latest = useRef({ view, entry, call, tools, draft, scenario, check });
  latest.current = { view, entry, call, tools, draft, scenario, check };

  // Another profile: the list is fetched and checked again (pages from the cache would skip the
  // checks of the whole list, such as a client's tool-count limit).
  const listedProfile = useRef(profile);
  useEffect(() => {
    if (listedProfile.current === profile) return;
    listedProfile.current = profile;
    if (latest.current.view.list.status !== 'idle') void session.refreshTools(true);
  }, [profile, session.refreshTools]);

  // History, collections and snapshots (their panel has its own actions, all through this hook).
  const workflow = useWorkflow({
    call,
    client: () => latest.current.view.client,
    validator,
    listing,
    serverUrl: () => (latest.current.view.target.kind === 'url' ? latest.current.view.target.url : undefined),
    select: (name, args) => latest.current.tools.select(name, args),
    goToCall: () => goTo('call'),
    afterCall: session.syncListing,
    notify: setNotice,
  });
  const recordCall = workflow.record;

  // Follows the remembered task again once connected to its server with the extension declared.
  useEffect(() => {
    const resume = pendingResume;
    const client = view.client;
    if (!resume || !client || view.connection.status !== 'ready' || call.state.status === 'running') return;
    if (serverOf(view.target) !== resume.server) return;
    setPendingResume(undefined);
    const definition = listing?.tools.find((t) => t.name === resume.toolName)?.tool;
    void call.resume(client, resume.taskId, resume.toolName, definition).then((outcome) => {
      if (outcome) recordCall(outcome);
    });
  }, [pendingResume, view.client, view.connection.status, view.target, call, listing, recordCall]);

  const run = useCallback(
    async ({ sendAnyway = false, text }: { sendAnyway?: boolean; text?: string } = {}) => {
      const { view: v, entry: e, call: c, tools: t } = latest.current;
      const client = v.client;
      if (!client || !e || c.state.status === 'running') return;
      if (text !== undefined) t.setArgsText(e.name, text);
      // Syntax here; lib/client checks the schema itself (in the worker) before anything is sent.
      const current = readArgumentText(text ?? t.argsText(e.name) ?? '{}').check;
      if (!current.parsed) {
        setNotice({ tone: 'error', text: 'The arguments are not valid JSON; fix them before sending.' });
        return;
      }
      const outcome = await c.call(client, e.name, current.value, { sendAnyway });
      if (outcome) recordCall(outcome);
      session.syncListing();
      // The result, not just its heading, into view: at the top of the pane (or of the page).
      requestAnimationFrame(() => revealAtTop('result'));
    },
    [session.syncListing, recordCall],
  );

  const share = useCallback(async () => {
    setShareLink(undefined);
    const { view: v, tools: t, scenario: s, check: k } = latest.current;
    const state = scrubSecrets<PlaygroundLink>(
      {
        misbehaviour: Object.entries(s.misbehaviour)
          .filter(([, on]) => on)
          .map(([name]) => name) as PlaygroundLink['misbehaviour'],
        tools: s.tools,
        conformance: s.conformance,
        ...(t.selected ? { selected: t.selected } : {}),
        ...(k.parsed && t.selected ? { arguments: k.value } : {}),
        ...(s.protected ? { protected: true } : {}),
        target: v.target.kind,
        ...(v.target.kind === 'url' ? { url: v.target.url } : {}),
      },
      secrets(),
    );
    const { encodeShare } = await import('@/lib/share/encode-share');
    const encoded = encodeShare('playground', toShareState(state));
    if (!encoded.ok) {
      setNotice({ tone: 'error', text: encoded.error.message });
      return;
    }
    const made = `${window.location.origin}/playground${toShareHash(encoded.value)}`;
    setShareLink(made);
    setNotice(
      (await copyToClipboard(made))
        ? {
            tone: 'info',
            text: 'Share link copied. It restores the scenario, the selected tool and its arguments; headers never go into it.',
          }
        : {
            tone: 'info',
            text: 'Copy the share link below (the browser did not allow writing to the clipboard).',
          },
    );
  }, [secrets]);

  // A sign-in in this tab comes back to a playground link naming the server (never its headers).
  const returnTo = useCallback(async () => {
    const { encodeShare } = await import('@/lib/share/encode-share');
    const encoded = encodeShare(
      'playground',
      toShareState({ misbehaviour: [], tools: [], target: 'url', url: draftRef.current.url }),
    );
    return encoded.ok ? `/playground${toShareHash(encoded.value)}` : '/playground';
  }, []);

  const actions = useMemo<PlaygroundActions>(
    () => ({
      connect(kind) {
        setNotice((notice) => (notice && PRESS_CONNECT_NOTES.has(notice.text) ? undefined : notice));
        const current = latest.current.draft;
        if (kind === 'again') return connectDraft(current);
        const next = { ...current, kind };
        setDraft(next);
        if (kind === 'url') requestAnimationFrame(() => document.getElementById(URL_FIELD_ID)?.focus());
        else connectDraft(next);
      },
      setDraft,
      setScenario(next) {
        // The scenario is the in-page mock's: elsewhere the panel is disabled, and this does nothing.
        if (!mockScenarioAvailability(latest.current.view.target).ok) return;
        setScenarioState(next);
        void configureMock(next, true);
      },
      async addMockTool(spec) {
        const before = latest.current.scenario;
        if (!mockScenarioAvailability(latest.current.view.target).ok)
          return ['Connect to the in-page mock first.'];
        const name = userToolName(spec);
        const next = { ...before, tools: [...before.tools.filter((t) => userToolName(t) !== name), spec] };
        const problems = await configureMock(next, false);
        if (problems.length > 0) {
          // Refused: the mock goes back to the scenario it had; the dialog shows the reasons.
          await configureMock(before, false);
          return problems;
        }
        setScenarioState(next);
        void session.connect({ kind: 'mock' }, capabilitiesOf(draftRef.current));
        return [];
      },
      selectTool: (name, args) => latest.current.tools.select(name, args),
      pickTool(name, focusForm = false) {
        latest.current.tools.select(name);
        setReveal({ name, focus: focusForm, at: Date.now() });
      },
      goToTool(name) {
        latest.current.tools.select(name);
        goTo('call');
      },
      setArgsText: (text) => latest.current.tools.setArgsText(latest.current.tools.selected, text),
      run: (options) => void run(options),
      cancel: () => latest.current.call.cancel(),
      clearResult: () => latest.current.call.clear(),
      refreshTools: (bypass) => void session.refreshTools(bypass),
      setListening(on) {
        setListeningState(on);
        session.setListening(on);
      },
      setAllowRemoteIcons,
      setProfile,
      clearTimeline: () => timeline.dispatch({ type: 'clear' }),
      exportTimeline: replay.exportEvents,
      importTimeline() {
        void pickFile('application/json,.json').then((file) => {
          if (file) replay.importFile(file);
        });
      },
      importTimelineFile: replay.importFile,
      backToLiveTimeline: replay.backToLive,
      share: () => void share(),
      goTo,
      setTheme,
      openPalette: () => setPaletteOpen(true),
      closePalette: () => setPaletteOpen(false),
      setNotice,
    }),
    [
      connectDraft,
      configureMock,
      session.connect,
      goTo,
      run,
      session.refreshTools,
      session.setListening,
      timeline,
      replay.exportEvents,
      replay.importFile,
      replay.backToLive,
      share,
      setTheme,
    ],
  );

  return {
    actions,
    validation,
    timeline,
    replay: replay.state,
    view,
    listing,
    /** The listing shown is the build's preview (no listing of this page's connection yet). */
    previewShown: shown.preview,
    entry,
    selected: tools.selected,
    argsText,
    argsStored: storedArgs !== undefined,
    check,
    call: call.state,
    canRun,
    running,
    draft,
    connectProblems,
    scenario,
    builtinToolNames,
    mockProblems,
    mockBusy,
    listening,
    allowRemoteIcons,
    profile,
    notice,
    shareLink,
    paletteOpen,
    modKey,
    input,
    oauth,
    returnTo,
    workflow,
    modelClient,
  };
}
