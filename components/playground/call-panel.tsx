'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Kbd } from '@/components/ui/kbd';
import type { CallState } from '@/hooks/use-mcp-call';
import type { ArgumentCheck, ConnectionState, ToolEntry } from '@/lib/client/index';
import { ArgumentsEditor } from './arguments-editor';
import { HiddenText } from './hidden-text';
import { Panel } from './panel';
import { ParamHeadersPreview } from './param-headers-preview';
import { startingValue } from './starting-value';
import { ToolDetails } from './tool-details';

export interface CallPanelProps {
  entry: ToolEntry | undefined;
  /** A selected name that is not (or no longer) in the list. */
  missingName?: string;
  argsText: string;
  /** False until arguments were typed or restored for this tool: the panel then fills in the schema's start. */
  argsStored: boolean;
  check: ArgumentCheck;
  onArgsText(text: string): void;
  call: CallState;
  /** `text`: the editor's latest text when run from inside it (it may not have reached the state yet). */
  onRun(sendAnyway: boolean, text?: string): void;
  onCancel(): void;
  connection: ConnectionState;
  customHeaders: readonly string[];
  dark: boolean;
  allowRemoteIcons: boolean;
  modKey: string;
}

/**
 * Calling the selected tool: its details, the arguments (form and JSON, checked before sending),
 * the headers the request will carry, and Run (Mod+Enter), "Send anyway" when the arguments break
 * the schema, Cancel and progress while it runs.
 */
export function CallPanel(props: CallPanelProps) {
  const {
    entry,
    missingName,
    argsText,
    argsStored,
    check,
    onArgsText,
    call,
    onRun,
    onCancel,
    connection,
    customHeaders,
    dark,
    allowRemoteIcons,
    modKey,
  } = props;
  const running = call.status === 'running';
  useEffect(() => {
    if (entry && !argsStored)
      onArgsText(JSON.stringify(startingValue(entry.tool.inputSchema) ?? {}, null, 2));
  }, [entry, argsStored, onArgsText]);
  const ready = connection.status === 'ready';
  // After Run, the form shows every error, also of fields not touched yet.
  const ranTool =
    call.status === 'running' ? call.toolName : call.status === 'done' ? call.outcome.toolName : undefined;
  const ranThisTool = entry !== undefined && ranTool === entry.name;
  return (
    <Panel
      id="call"
      title={entry ? <>Call {entry.name}</> : 'Call a tool'}
      actions={
        entry ? (
          <div className="flex items-center gap-2">
            {running ? (
              <Button size="sm" onClick={onCancel}>
                Cancel call
              </Button>
            ) : null}
            <Button size="sm" variant="primary" onClick={() => onRun(false)} disabled={running || !ready}>
              Run <Kbd>{modKey}+Enter</Kbd>
            </Button>
          </div>
        ) : null
      }
    >
      {!entry ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {missingName ? (
            <>
              The server does not list a tool named{' '}
              <code>
                <HiddenText text={missingName} />
              </code>
              .{' '}
            </>
          ) : null}
          Select a tool in the list to call it.
        </p>
      ) : (
        <div className="space-y-4">
          <ToolDetails
            tool={entry.tool}
            dark={dark}
            allowRemoteIcons={allowRemoteIcons}
            {...(connection.status === 'ready' ? { protocolVersion: connection.protocolVersion } : {})}
          />
          <section aria-labelledby="arguments-heading">
            <h3 id="arguments-heading" className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">
              Arguments
            </h3>
            <ArgumentsEditor
              toolName={entry.name}
              inputSchema={entry.tool.inputSchema}
              text={argsText}
              value={check.value}
              parsed={check.parsed}
              problems={check.problems}
              errors={check.errors}
              revealErrors={ranThisTool}
              onTextChange={onArgsText}
              onRun={(text) => onRun(false, text)}
              dark={dark}
            />
          </section>
          <details open={entry.headers.length > 0}>
            <summary className="cursor-pointer text-sm font-semibold text-slate-900 dark:text-white">
              Headers that will be sent
            </summary>
            <ParamHeadersPreview
              toolName={entry.name}
              inputSchema={entry.tool.inputSchema}
              args={check.value}
              protocolVersion={connection.status === 'ready' ? connection.protocolVersion : '2026-07-28'}
              era={connection.status === 'ready' ? connection.era : 'modern'}
              customHeaders={customHeaders}
            />
          </details>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary" onClick={() => onRun(false)} disabled={running || !ready}>
              Run
            </Button>
            {check.problems.length > 0 && !running ? (
              <Button onClick={() => onRun(true)} disabled={!ready}>
                Send anyway
              </Button>
            ) : null}
            {running ? <Button onClick={onCancel}>Cancel</Button> : null}
            <span className="text-xs text-slate-600 dark:text-slate-400">
              <Kbd>{modKey}+Enter</Kbd> runs from anywhere on the page.
            </span>
          </div>
          {running ? <Progress call={call} /> : null}
        </div>
      )}
    </Panel>
  );
}

function Progress({ call }: { call: Extract<CallState, { status: 'running' }> }) {
  const { progress } = call;
  const hasTotal = progress?.total !== undefined && progress.total > 0;
  return (
    <div role="status" aria-label="Call progress" className="space-y-1 text-xs">
      <p>
        Running <code>{call.toolName}</code>…
        {progress ? (
          <>
            {' '}
            {progress.progress}
            {hasTotal ? ` / ${progress.total}` : ''}
            {progress.message ? (
              <>
                {' — '}
                <HiddenText text={progress.message} />
              </>
            ) : null}
          </>
        ) : null}
      </p>
      <progress
        aria-label="Progress"
        className="h-2 w-full"
        {...(hasTotal ? { value: progress!.progress, max: progress!.total } : {})}
      />
    </div>
  );
}
