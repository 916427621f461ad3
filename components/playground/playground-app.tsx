'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { SITE_WIDTH } from '@/components/site/site-width';
import { cn } from '@/components/ui/cn';
import { type PaneSpec, ResizablePanes } from '@/components/ui/resizable-panes';
import { useDarkClass } from '@/hooks/use-dark-class';
import { usePlaygroundKeyboard } from '@/hooks/use-playground-keyboard';
import type { ToolListing } from '@/lib/client/index';
import { mcpParamHeaderName } from '@/lib/spec/headers';
import { mockScenarioAvailability } from './add-tool-check';
import { AuthPanel } from './auth-panel';
import { AuthorizeDialog } from './authorize-dialog';
import type { PaletteCommand } from './command-palette';
import { ConnectionError } from './connection-error';
import { connectionErrorToShow } from './connection-failure';
import { ConnectionPanel } from './connection-panel';
import { ConsentDialog } from './consent-dialog';
import {
  CallPanel,
  CorsDoctor,
  InputRequestDialog,
  ModelSection,
  ResultPanel,
  TimelineSection,
} from './lazy-panels';
import { MockSettings } from './mock-settings';
import { paletteCommands } from './palette-commands';
import { PlaygroundToolbar } from './playground-toolbar';
import { ServerInfo } from './server-info';
import { ToolsPanel } from './tools-panel';
import { usePlaygroundController } from './use-playground-controller';
import { ValidationContext } from './validation-context';
import { workflowCommands } from './workflow-commands';
import { WorkflowSection } from './workflow-section';

const CommandPalette = dynamic(() => import('./command-palette'), { ssr: false });

/**
 * The playground: connects on load to the in-page mock, lists its tools, calls them, and shows
 * every step on the timeline. State and actions come from the controller; the panels render it,
 * and every button, palette command and shortcut calls the same named action.
 */
/** The workbench's three panes on a wide screen; each separator resizes the pane before it. */
const PANES: readonly PaneSpec[] = [
  { label: 'Connection', initial: 24, min: 15, max: 45 },
  { label: 'Tools', initial: 26, min: 15, max: 45 },
  { label: 'Call and result', min: 25 },
];

export function PlaygroundApp({ preview }: { preview?: ToolListing }) {
  const dark = useDarkClass();
  const page = usePlaygroundController(preview);
  const { actions, view, listing, entry } = page;

  const paletteUsed = useRef(false);
  if (page.paletteOpen) paletteUsed.current = true;
  // A command runs after the palette has closed and handed focus back, so it may move focus itself.
  const pendingCommand = useRef<PaletteCommand | undefined>(undefined);
  useEffect(() => {
    if (page.paletteOpen || !pendingCommand.current) return;
    const command = pendingCommand.current;
    pendingCommand.current = undefined;
    command.run();
  }, [page.paletteOpen]);
  // The dialog stays mounted once used, so closing it returns focus where it was.
  const askedOnce = useRef(false);
  if (page.input.pending) askedOnce.current = true;

  usePlaygroundKeyboard({ palette: actions.openPalette, run: () => actions.run() });

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

  const commands = paletteCommands(actions, {
    tools: listing?.tools ?? [],
    canRun: page.canRun,
    running: page.running,
    modKey: page.modKey,
  });
  const canSend = view.connection.status === 'ready' && !page.running;
  commands.push(
    ...workflowCommands(page.workflow.actions, {
      history: page.workflow.history,
      canSend,
      hasListing: listing !== undefined,
    }),
  );

  return (
    <ValidationContext.Provider value={page.validation}>
      <div className={cn(SITE_WIDTH, 'pb-12')}>
        <div className="flex flex-col lg:h-[calc(100dvh-6.25rem)]">
          <PlaygroundToolbar
            notice={page.notice}
            modKey={page.modKey}
            onOpenPalette={actions.openPalette}
            onShare={actions.share}
            link={page.shareLink}
          />
          <ConnectionError
            error={connectionErrorToShow(view, page.connectProblems)}
            doctor={connectionNetworkFailure ? doctor : null}
          />
          <ResizablePanes panes={PANES} className="lg:min-h-0 lg:flex-1 lg:pb-3" paneClassName="lg:pr-1">
            <ConnectionPanel
              draft={page.draft}
              onDraftChange={actions.setDraft}
              onConnect={() => actions.connect('again')}
              view={view}
              problems={page.connectProblems}
            >
              <ServerInfo connection={view.connection} />
              {view.auth ? (
                <AuthPanel
                  auth={view.auth}
                  timeline={page.timeline}
                  keepInTab={page.oauth.keepInTab}
                  onKeepInTab={page.oauth.setKeepInTab}
                  onSignOut={() => void view.client?.auth?.signOut()}
                />
              ) : null}
              <MockSettings
                scenario={page.scenario}
                busy={page.mockBusy}
                problems={page.mockProblems}
                onChange={actions.setScenario}
                onAddTool={actions.addMockTool}
                builtinNames={page.builtinToolNames}
                available={mockScenarioAvailability(view.target)}
              />
            </ConnectionPanel>
            <ToolsPanel
              list={view.list}
              preview={page.previewShown ? listing : undefined}
              listen={view.listen}
              listChanges={view.listChanges}
              listening={page.listening}
              onListeningChange={actions.setListening}
              selected={page.selected}
              onSelect={actions.pickTool}
              onOpen={(name) => actions.pickTool(name, true)}
              onRefresh={actions.refreshTools}
              dark={dark}
              allowRemoteIcons={page.allowRemoteIcons}
              onAllowRemoteIconsChange={actions.setAllowRemoteIcons}
              profile={page.profile}
              onProfileChange={actions.setProfile}
            />
            <div className="flex min-w-0 flex-col gap-4">
              <CallPanel
                entry={entry}
                {...(page.selected && listing && !entry ? { missingName: page.selected } : {})}
                argsText={page.argsText}
                argsStored={page.argsStored}
                check={page.check}
                onArgsText={actions.setArgsText}
                call={page.call}
                onRun={(sendAnyway, text) =>
                  actions.run({ sendAnyway, ...(text !== undefined ? { text } : {}) })
                }
                onCancel={actions.cancel}
                connection={view.connection}
                customHeaders={customHeaders}
                dark={dark}
                allowRemoteIcons={page.allowRemoteIcons}
                modKey={page.modKey}
              />
              <ResultPanel
                call={page.call}
                selectedTool={page.selected}
                onSendAnyway={() => actions.run({ sendAnyway: true })}
                onClear={actions.clearResult}
                onCancel={actions.cancel}
                corsDoctor={doctor}
              />
            </div>
          </ResizablePanes>
        </div>
        <div className="mt-4">
          <TimelineSection timeline={page.timeline} replay={page.replay} actions={actions} />
        </div>
        <div className="mt-4">
          <ModelSection
            client={page.modelClient}
            listing={listing}
            connected={view.connection.status === 'ready'}
            validator={page.validation.client}
            record={page.workflow.record}
          />
        </div>
        <div className="mt-4">
          <WorkflowSection
            workflow={page.workflow}
            canSend={canSend}
            connected={view.connection.status === 'ready'}
            hasListing={listing !== undefined}
          />
        </div>
        <ConsentDialog prompt={page.oauth.prompt?.kind === 'consent' ? page.oauth.prompt : undefined} />
        <AuthorizeDialog
          prompt={page.oauth.prompt?.kind === 'remote' ? page.oauth.prompt : undefined}
          popup={page.oauth.popupState}
          returnTo={page.returnTo}
        />
        {page.input.pending || askedOnce.current ? (
          <InputRequestDialog pending={page.input.pending} waiting={page.input.waiting} />
        ) : null}
        {page.paletteOpen || paletteUsed.current ? (
          <CommandPalette
            open={page.paletteOpen}
            onClose={actions.closePalette}
            commands={commands}
            onRun={(command) => {
              pendingCommand.current = command;
              actions.closePalette();
            }}
          />
        ) : null}
      </div>
    </ValidationContext.Provider>
  );
}
