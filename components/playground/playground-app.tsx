'use client';

import dynamic from 'next/dynamic';
import { useTheme } from 'next-themes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useArgumentCheck } from '@/hooks/use-argument-check';
import { useDarkClass } from '@/hooks/use-dark-class';
import { useMcpCall } from '@/hooks/use-mcp-call';
import { useMcpInputRequests } from '@/hooks/use-mcp-input-requests';
import { useMcpSession } from '@/hooks/use-mcp-session';
import { useOAuth } from '@/hooks/use-oauth';
import { usePlaygroundKeyboard } from '@/hooks/use-playground-keyboard';
import { usePlaygroundMock } from '@/hooks/use-playground-mock';
import { usePlaygroundTools } from '@/hooks/use-playground-tools';
import { useValidationClient } from '@/hooks/use-validation-client';
import { withoutBridgeFragment } from '@/lib/bridge/bridge-endpoint';
import { type RedirectReturn, takeRedirectReturn } from '@/lib/browser/oauth-browser';
import { tabStorage } from '@/lib/browser/storage';
import { CLIENT_METADATA_PATH } from '@/lib/client/auth/client-metadata-document';
import type { ClientValidator } from '@/lib/client/index';
import { createTimeline, listingOf, readArgumentText, scrubSecrets, type Target } from '@/lib/client/index';
import { toShareHash } from '@/lib/share/share-format';
import type { ClientCapabilities } from '@/lib/spec/capabilities';
import { mcpParamHeaderName } from '@/lib/spec/headers';
import { AuthPanel } from './auth-panel';
import { AuthorizeDialog } from './authorize-dialog';
import { BRIDGE_FILLED_NOTE, draftWithBridge } from './bridge-draft';
import type { PaletteCommand } from './command-palette';
import { type ConnectionDraft, ConnectionPanel, URL_FIELD_ID } from './connection-panel';
import { ConsentDialog } from './consent-dialog';
import { headersOf, newHeaderRow } from './header-fields';
import { CallPanel, CorsDoctor, InputRequestDialog, ResultPanel, TimelineSection } from './lazy-panels';
import { type MockScenario, MockSettings } from './mock-settings';
import { paletteCommands } from './palette-commands';
import { panelHeadingId } from './panel';
import { type PlaygroundLink, toShareState } from './playground-link';
import { type Notice, PlaygroundToolbar } from './playground-toolbar';
import { readBootLink } from './read-boot-link';
import { ServerInfo } from './server-info';
import { TIMELINE_EXPORT_BUTTON_ID, TIMELINE_IMPORT_INPUT_ID } from './timeline-ids';
import { createFindingsStore } from './tool-findings';
import { ToolsPanel } from './tools-panel';
import { ValidationContext } from './validation-context';

const CommandPalette = dynamic(() => import('./command-palette'), { ssr: false });

/** The client capabilities a draft declares: elicitation always (the page shows forms), sampling and roots on request. */
function capabilitiesOf(draft: ConnectionDraft): ClientCapabilities {
  return {
    elicitation: { form: {} },
    ...(draft.sampling ? { sampling: {} } : {}),
    ...(draft.roots ? { roots: {} } : {}),
  };
}

const unavailable = async () => ({ ok: false as const, error: { message: 'the validator has not started' } });
const unavailableValidator: ClientValidator = { validateValue: unavailable, checkInstance: unavailable };

/**
 * The playground: connects on load to the in-page mock, lists its tools, calls them, and shows
 * every step on the timeline. State lives in hooks (session, call, input requests, timeline); the
 * panels render it and dispatch back. No protocol logic here: lib/client does the talking.
 */
export function PlaygroundApp() {
  const dark = useDarkClass();
  const { setTheme } = useTheme();
  const [timeline] = useState(() => createTimeline());
  const mock = usePlaygroundMock();
  const input = useMcpInputRequests();
  const origin = useCallback(() => window.location.origin, []);
  const validator = useValidationClient();
  const validation = useMemo(
    () => ({ ...(validator ? { client: validator, findings: createFindingsStore(validator) } : {}) }),
    [validator],
  );
  const oauth = useOAuth({ mockFetch: mock.fetch });
  // What decides whether a connect runs OAuth; read when the session connects.
  const authSwitches = useRef({ mockProtected: false, urlOAuth: true });
  const session = useMcpSession({
    timeline,
    mockFetch: mock.fetch,
    onInputRequest: input.handler,
    origin,
    // Connecting waits for the validator (below), so this is never the stand-in.
    validator: validator ?? unavailableValidator,
    auth: (target) => oauth.authFor(target, authSwitches.current),
  });
  const { view } = session;
  const call = useMcpCall();
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
  const [scenario, setScenario] = useState<MockScenario>({ misbehaviour: {}, tools: [], conformance: false });
  authSwitches.current = { mockProtected: scenario.protected === true, urlOAuth: draft.oauth !== false };
  const [mockProblems, setMockProblems] = useState<string[]>([]);
  const [mockBusy, setMockBusy] = useState(false);
  const [listening, setListening] = useState(true);
  const [allowRemoteIcons, setAllowRemoteIcons] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const paletteUsed = useRef(false);
  if (paletteOpen) paletteUsed.current = true;
  // A command runs after the palette has closed and handed focus back, so it may move focus itself.
  const pendingCommand = useRef<PaletteCommand | undefined>(undefined);
  useEffect(() => {
    if (paletteOpen || !pendingCommand.current) return;
    const command = pendingCommand.current;
    pendingCommand.current = undefined;
    command.run();
  }, [paletteOpen]);
  const [modKey, setModKey] = useState('Ctrl');
  const listing = listingOf(view.list);
  const tools = usePlaygroundTools(listing, view.generation);
  // The dialog stays mounted once used, so closing it returns focus where it was.
  const askedOnce = useRef(false);
  if (input.pending) askedOnce.current = true;

  const draftTarget = useCallback((d: ConnectionDraft): { target?: Target; problems: string[] } => {
    if (d.kind === 'mock') return { target: { kind: 'mock' }, problems: [] };
    if (d.kind === 'api') return { target: { kind: 'api' }, problems: [] };
    const { headers, problems } = headersOf(d.headers);
    try {
      const url = new URL(d.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        problems.push('The URL must start with http:// or https://.');
    } catch {
      problems.push('Enter the full URL of the MCP endpoint, e.g. http://127.0.0.1:3000/mcp.');
    }
    return problems.length > 0 ? { problems } : { target: { kind: 'url', url: d.url, headers }, problems };
  }, []);
  const [connectProblems, setConnectProblems] = useState<string[]>([]);

  const connectDraft = useCallback(
    (d: ConnectionDraft) => {
      const { target, problems } = draftTarget(d);
      setConnectProblems(problems);
      if (!target) return;
      void session.connect(target, capabilitiesOf(d));
    },
    [draftTarget, session.connect],
  );

  const configureMock = useCallback(
    async (next: MockScenario, reconnect: boolean) => {
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
    },
    [mock, session.connect],
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
        setScenario(next);
        await configureMock(next, false);
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
            text: bridge ? BRIDGE_FILLED_NOTE : 'The link names a server URL: press Connect to use it.',
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

  const entry = tools.selected ? listing?.tools.find((t) => t.name === tools.selected) : undefined;
  const storedArgs = tools.argsText(tools.selected);
  const setSelectedArgs = useCallback(
    (text: string) => tools.setArgsText(tools.selected, text),
    [tools.setArgsText, tools.selected],
  );
  const argsText = storedArgs ?? '{}';
  const check = useArgumentCheck(validator, argsText, entry?.tool.inputSchema);
  const canRun = entry !== undefined && view.connection.status === 'ready' && call.state.status !== 'running';

  const run = useCallback(
    async (sendAnyway: boolean, text?: string) => {
      const client = view.client;
      if (!client || !entry || call.state.status === 'running') return;
      if (text !== undefined) tools.setArgsText(entry.name, text);
      // Syntax here; lib/client checks the schema itself (in the worker) before anything is sent.
      const current = readArgumentText(text ?? tools.argsText(entry.name) ?? '{}').check;
      if (!current.parsed) {
        setNotice({ tone: 'error', text: 'The arguments are not valid JSON; fix them before sending.' });
        return;
      }
      await call.call(client, entry.name, current.value, { sendAnyway });
      session.syncListing();
      document.getElementById(panelHeadingId('result'))?.scrollIntoView({ block: 'nearest' });
    },
    [
      view.client,
      entry,
      call.state.status,
      call.call,
      tools.argsText,
      tools.setArgsText,
      session.syncListing,
    ],
  );

  const goTo = useCallback((panel: string) => {
    const heading = document.getElementById(panelHeadingId(panel));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, []);

  usePlaygroundKeyboard({
    palette: () => setPaletteOpen(true),
    run: () => void run(false),
  });

  const customHeaders = view.target.kind === 'url' ? Object.keys(view.target.headers) : [];
  const paramHeaders = (entry ? [entry] : (listing?.tools ?? [])).flatMap((t) =>
    t.headers.map((h) => mcpParamHeaderName(h.name)),
  );
  const doctor =
    view.target.kind === 'url' ? (
      <CorsDoctor
        url={view.target.url}
        customHeaders={customHeaders}
        paramHeaders={[...new Set(paramHeaders)]}
      />
    ) : null;
  const connectionNetworkFailure =
    (view.connection.status === 'failed' && view.connection.error.kind === 'network') ||
    (view.list.status === 'failed' && view.list.error.kind === 'network');

  // Tokens and client secrets in use: scrubbed from share links and exported timelines.
  const clientRef = useRef(view.client);
  clientRef.current = view.client;
  const secrets = useCallback(() => clientRef.current?.auth?.knownSecrets() ?? [], []);
  // A sign-in in this tab comes back to a playground link naming the server (never its headers).
  const returnTo = useCallback(async () => {
    const { encodeShare } = await import('@/lib/share/encode-share');
    const url = draftRef.current.url;
    const encoded = encodeShare(
      'playground',
      toShareState({ misbehaviour: [], tools: [], target: 'url', url }),
    );
    return encoded.ok ? `/playground${toShareHash(encoded.value)}` : '/playground';
  }, []);

  const commands = paletteCommands(
    {
      connect: (kind) => {
        if (kind === 'again') return connectDraft(draft);
        const next = { ...draft, kind };
        setDraft(next);
        if (kind === 'url') requestAnimationFrame(() => document.getElementById(URL_FIELD_ID)?.focus());
        else connectDraft(next);
      },
      selectTool: (name) => {
        tools.select(name);
        goTo('call');
      },
      run: () => void run(false),
      cancel: call.cancel,
      refreshTools: () => session.refreshTools(true),
      clearTimeline: () => timeline.dispatch({ type: 'clear' }),
      clearResult: call.clear,
      exportTimeline: () => document.getElementById(TIMELINE_EXPORT_BUTTON_ID)?.click(),
      importTimeline: () => document.getElementById(TIMELINE_IMPORT_INPUT_ID)?.click(),
      share: () => document.getElementById('playground-share')?.click(),
      goTo,
      setTheme,
    },
    { tools: listing?.tools ?? [], canRun, running: call.state.status === 'running', modKey },
  );

  return (
    <ValidationContext.Provider value={validation}>
      <div className="mx-auto max-w-[110rem] px-4 pb-12">
        <PlaygroundToolbar
          notice={notice}
          onNotice={setNotice}
          modKey={modKey}
          onOpenPalette={() => setPaletteOpen(true)}
          shareState={() =>
            scrubSecrets<PlaygroundLink>(
              {
                misbehaviour: Object.entries(scenario.misbehaviour)
                  .filter(([, on]) => on)
                  .map(([name]) => name) as PlaygroundLink['misbehaviour'],
                tools: scenario.tools,
                conformance: scenario.conformance,
                ...(tools.selected ? { selected: tools.selected } : {}),
                ...(check.parsed && tools.selected ? { arguments: check.value } : {}),
                ...(scenario.protected ? { protected: true } : {}),
                target: view.target.kind,
                ...(view.target.kind === 'url' ? { url: view.target.url } : {}),
              },
              secrets(),
            )
          }
        />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,22rem)_minmax(0,1fr)]">
          <ConnectionPanel
            draft={draft}
            onDraftChange={setDraft}
            onConnect={() => connectDraft(draft)}
            view={view}
            problems={connectProblems}
          >
            {connectionNetworkFailure ? doctor : null}
            <ServerInfo connection={view.connection} />
            {view.auth ? (
              <AuthPanel
                auth={view.auth}
                timeline={timeline}
                keepInTab={oauth.keepInTab}
                onKeepInTab={oauth.setKeepInTab}
                onSignOut={() => void view.client?.auth?.signOut()}
              />
            ) : null}
            <MockSettings
              scenario={scenario}
              busy={mockBusy}
              problems={mockProblems}
              onChange={(next) => {
                setScenario(next);
                void configureMock(next, view.target.kind === 'mock');
              }}
            />
          </ConnectionPanel>
          <ToolsPanel
            list={view.list}
            listen={view.listen}
            listChanges={view.listChanges}
            listening={listening}
            onListeningChange={(on) => {
              setListening(on);
              session.setListening(on);
            }}
            selected={tools.selected}
            onSelect={tools.select}
            onRefresh={session.refreshTools}
            dark={dark}
            allowRemoteIcons={allowRemoteIcons}
            onAllowRemoteIconsChange={setAllowRemoteIcons}
          />
          <div className="flex min-w-0 flex-col gap-4">
            <CallPanel
              entry={entry}
              {...(tools.selected && listing && !entry ? { missingName: tools.selected } : {})}
              argsText={argsText}
              argsStored={storedArgs !== undefined}
              check={check}
              onArgsText={setSelectedArgs}
              call={call.state}
              onRun={(sendAnyway, text) => void run(sendAnyway, text)}
              onCancel={call.cancel}
              connection={view.connection}
              customHeaders={customHeaders}
              dark={dark}
              allowRemoteIcons={allowRemoteIcons}
              modKey={modKey}
            />
            <ResultPanel
              call={call.state}
              onSendAnyway={() => void run(true)}
              onClear={call.clear}
              corsDoctor={doctor}
            />
          </div>
        </div>
        <div className="mt-4">
          <TimelineSection timeline={timeline} secrets={secrets} />
        </div>
        <ConsentDialog prompt={oauth.prompt?.kind === 'consent' ? oauth.prompt : undefined} />
        <AuthorizeDialog
          prompt={oauth.prompt?.kind === 'remote' ? oauth.prompt : undefined}
          waiting={oauth.waitingForPopup}
          returnTo={returnTo}
        />
        {input.pending || askedOnce.current ? (
          <InputRequestDialog pending={input.pending} waiting={input.waiting} />
        ) : null}
        {paletteOpen || paletteUsed.current ? (
          <CommandPalette
            open={paletteOpen}
            onClose={() => setPaletteOpen(false)}
            commands={commands}
            onRun={(command) => {
              pendingCommand.current = command;
              setPaletteOpen(false);
            }}
          />
        ) : null}
      </div>
    </ValidationContext.Provider>
  );
}
