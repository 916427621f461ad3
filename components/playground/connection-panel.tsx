'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { SessionView } from '@/hooks/use-mcp-session';
import { parseBridgeText } from '@/lib/bridge/bridge-endpoint';
import { BRIDGE_FILLED_NOTE, draftWithBridge } from './bridge-draft';
import { CONNECTION_ERROR_ID } from './connection-error';
import { connectionFailure } from './connection-failure';
import { HeaderFields, type HeaderRow } from './header-fields';
import { HiddenText } from './hidden-text';
import { Panel } from './panel';

export type TargetKind = 'mock' | 'api' | 'url';

/** What the connection form holds before "Connect" (header values in memory only). */
export interface ConnectionDraft {
  kind: TargetKind;
  url: string;
  headers: HeaderRow[];
  /** Client capabilities to declare besides elicitation (always declared: the page shows forms). */
  sampling: boolean;
  roots: boolean;
  /** Declare io.modelcontextprotocol/tasks: the server may then answer a call with a task. */
  tasks?: boolean;
  /** For a URL: run the OAuth 2.1 flow when the server answers 401 (sign-in by a click). Default on. */
  oauth?: boolean;
}

export const URL_FIELD_ID = 'playground-server-url';

const TARGETS: { kind: TargetKind; label: string; hint: string }[] = [
  {
    kind: 'mock',
    label: 'In-page mock server',
    hint: 'Runs in a Web Worker of this page: nothing leaves your browser.',
  },
  { kind: 'api', label: "This site's /api/mcp", hint: 'The same mock, served over HTTP by this site.' },
  {
    kind: 'url',
    label: 'A server URL',
    hint: 'Any Streamable HTTP endpoint that allows this origin (CORS), or a link from mcp-tool-lab bridge.',
  },
];

function statusLine(
  view: SessionView,
  problems: readonly string[],
): { text: string; tone: 'ok' | 'busy' | 'bad' | 'idle' } {
  const { connection } = view;
  // What was just typed was refused: that, not the previous connection's failure, is the news.
  if (problems.length > 0 && !view.connecting && connection.status !== 'ready')
    return { text: 'Not connected: the connection form has problems (see the error above).', tone: 'bad' };
  switch (connection.status) {
    case 'idle':
      return view.connecting
        ? { text: 'Connecting…', tone: 'busy' }
        : { text: 'Not connected', tone: 'idle' };
    case 'probing':
      return { text: `Probing with ${connection.protocolVersion}…`, tone: 'busy' };
    case 'initializing':
      return { text: `Legacy handshake (initialize ${connection.protocolVersion})…`, tone: 'busy' };
    case 'ready':
      return {
        text: `Connected: ${connection.era === 'modern' ? 'modern' : 'legacy'} era, protocol ${connection.protocolVersion}${connection.source === 'remembered' ? ' (remembered)' : ''}`,
        tone: 'ok',
      };
    case 'failed':
      return {
        text: `Connection failed: ${connectionFailure(connection.error, view.url).title}`,
        tone: 'bad',
      };
    case 'closed':
      return { text: 'Closed', tone: 'idle' };
  }
}

/**
 * Where to connect and with what: the in-page mock (the default, connected on load), this site's
 * /api/mcp, or a URL with optional headers. Shows the connection's state, the server's identity
 * (children) and, for a failing URL, the CORS doctor (also a child).
 */
export function ConnectionPanel({
  draft,
  onDraftChange,
  onConnect,
  view,
  problems,
  children,
}: {
  draft: ConnectionDraft;
  onDraftChange(draft: ConnectionDraft): void;
  onConnect(): void;
  view: SessionView;
  problems: readonly string[];
  children?: ReactNode;
}) {
  const status = statusLine(view, problems);
  const idBase = useId();
  // What the URL field made of a pasted bridge link or JSON line.
  const [bridgeNote, setBridgeNote] = useState<{ ok: boolean; text: string }>();
  const changeUrl = (value: string) => {
    const bridge = parseBridgeText(value);
    if (bridge?.ok) {
      onDraftChange(draftWithBridge(draft, bridge.endpoint));
      setBridgeNote({ ok: true, text: BRIDGE_FILLED_NOTE });
      return;
    }
    onDraftChange({ ...draft, url: value });
    setBridgeNote(bridge ? { ok: false, text: bridge.error } : undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // "Press Connect" is done: the note that asked for it goes (a refusal stays until fixed).
    if (bridgeNote?.ok) setBridgeNote(undefined);
    onConnect();
  };
  return (
    <Panel id="connection" title="Connection">
      <form onSubmit={submit} className="space-y-3 text-sm" aria-label="Connect to a server">
        <fieldset className="space-y-1">
          <legend className="text-xs font-medium text-slate-700 dark:text-slate-300">Server</legend>
          {TARGETS.map((target) => (
            <div key={target.kind} className="flex items-start gap-2">
              <input
                id={`${idBase}-${target.kind}`}
                type="radio"
                name="playground-target"
                value={target.kind}
                checked={draft.kind === target.kind}
                onChange={() => onDraftChange({ ...draft, kind: target.kind })}
                aria-describedby={`${idBase}-${target.kind}-hint`}
                className="mt-1"
              />
              <div>
                <label
                  htmlFor={`${idBase}-${target.kind}`}
                  className="font-medium text-slate-900 dark:text-white"
                >
                  {target.label}
                </label>
                <p
                  id={`${idBase}-${target.kind}-hint`}
                  className="text-xs text-slate-600 dark:text-slate-400"
                >
                  {target.hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {draft.kind === 'url' ? (
          <div className="space-y-2">
            <div>
              <label
                htmlFor={URL_FIELD_ID}
                className="block text-xs font-medium text-slate-700 dark:text-slate-300"
              >
                Server URL
              </label>
              <input
                id={URL_FIELD_ID}
                type="url"
                required
                value={draft.url}
                onChange={(e) => changeUrl(e.target.value)}
                placeholder="http://127.0.0.1:3000/mcp"
                spellCheck={false}
                autoComplete="url"
                aria-invalid={problems.length > 0 ? true : undefined}
                aria-describedby={
                  [bridgeNote ? `${idBase}-bridge-note` : '', problems.length > 0 ? CONNECTION_ERROR_ID : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                className="mt-0.5 h-8 w-full rounded-md border border-slate-300 bg-white px-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
              />
              {bridgeNote ? (
                <p
                  id={`${idBase}-bridge-note`}
                  role={bridgeNote.ok ? 'status' : 'alert'}
                  className={cn(
                    'mt-1 text-xs',
                    bridgeNote.ok
                      ? 'text-emerald-800 dark:text-emerald-300'
                      : 'text-red-800 dark:text-red-300',
                  )}
                >
                  {bridgeNote.text}
                </p>
              ) : null}
            </div>
            <HeaderFields rows={draft.headers} onChange={(headers) => onDraftChange({ ...draft, headers })} />
            <label className="flex items-start gap-1.5 text-xs text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                className="mt-0.5"
                checked={draft.oauth !== false}
                onChange={(e) => onDraftChange({ ...draft, oauth: e.target.checked })}
              />
              <span>
                Authorize with OAuth 2.1 when the server asks (HTTP 401): discovery, registration and a
                sign-in you start
              </span>
            </label>
          </div>
        ) : null}
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
          <legend className="mb-1 font-medium">Client capabilities declared</legend>
          <label className="flex items-center gap-1.5">
            <input type="checkbox" checked disabled />
            elicitation (forms)
          </label>
          <label className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={draft.sampling}
              onChange={(e) => onDraftChange({ ...draft, sampling: e.target.checked })}
            />
            sampling
          </label>
          <label className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={draft.roots}
              onChange={(e) => onDraftChange({ ...draft, roots: e.target.checked })}
            />
            roots
          </label>
          <label className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={draft.tasks === true}
              onChange={(e) => onDraftChange({ ...draft, tasks: e.target.checked })}
            />
            tasks (io.modelcontextprotocol/tasks)
          </label>
        </fieldset>
        <div className="flex items-center gap-2">
          <Button type="submit" variant="primary" disabled={view.connecting}>
            {view.connecting ? 'Connecting…' : 'Connect'}
          </Button>
        </div>
      </form>
      <p
        role="status"
        aria-label="Connection status"
        className={cn(
          'mt-3 rounded-md px-2 py-1.5 text-xs',
          status.tone === 'ok' && 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
          status.tone === 'busy' && 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
          status.tone === 'bad' && 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-200',
          status.tone === 'idle' && 'bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
        )}
      >
        <HiddenText text={status.text} />
        <span className="block truncate font-mono text-[0.7rem] opacity-80">{view.url}</span>
      </p>
      {children}
    </Panel>
  );
}
