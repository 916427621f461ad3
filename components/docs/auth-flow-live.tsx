'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AuthChecklistView } from '@/components/playground/auth-checklist-view';
import { ConsentDialog } from '@/components/playground/consent-dialog';
import { Disclosure } from '@/components/playground/disclosure';
import { HiddenText } from '@/components/playground/hidden-text';
import { TimelineEventDetail } from '@/components/playground/timeline-event-detail';
import { Button } from '@/components/ui/button';
import { useTimelineState } from '@/hooks/use-mcp-timeline';
import { useOAuth } from '@/hooks/use-oauth';
import { usePlaygroundMock } from '@/hooks/use-playground-mock';
import { useValidationClient } from '@/hooks/use-validation-client';
import { CLIENT_METADATA_PATH } from '@/lib/client/auth/client-metadata-document';
import {
  authChecklists,
  createClient,
  createTimeline,
  describeClientError,
  type FetchLike,
  type McpClient,
  MOCK_URL,
  type Timeline,
  type TimelineEvent,
} from '@/lib/client/index';
import { plural } from '@/lib/text/plural';

type Phase =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'authorized'; tools: string[] }
  | { kind: 'failed'; message: string };

interface NextRequest {
  method: string;
  url: string;
  send(): void;
}

const TOOL = 'search_issues';
const TOOL_ARGUMENTS = { query: 'crash' };

/** The first few names, and how many more. */
function listSome(names: readonly string[], shown = 4): string {
  const head = names.slice(0, shown).join(', ');
  return names.length > shown ? `${head} and ${names.length - shown} more` : head;
}

/** The text blocks of a tool result, for a one-paragraph answer. */
function resultText(result: Record<string, unknown>): string {
  const content = Array.isArray(result.content) ? result.content : [];
  return content
    .map((block) =>
      block && typeof block === 'object' && (block as { type?: unknown }).type === 'text'
        ? String((block as { text?: unknown }).text ?? '')
        : '',
    )
    .filter((t) => t !== '')
    .join('\n');
}

/**
 * The "Authorizing tool calls" page's live flow: the in-page protected mock (a Web Worker that is
 * an MCP server and its own authorization server) reached by lib/client with OAuth on. Each HTTP
 * request can wait for a click, so the flow advances one exchange at a time; the playground's auth
 * debugger shows the steps with their recorded exchanges, and its consent screen asks the reader.
 */
export function AuthFlowLive() {
  const mock = usePlaygroundMock();
  const validator = useValidationClient();
  const oauth = useOAuth({ mockFetch: mock.fetch });
  const [timeline, setTimeline] = useState<Timeline>(() => createTimeline());
  const state = useTimelineState(timeline);
  const checklist = useMemo(() => authChecklists(state.events).at(0), [state.events]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [pause, setPause] = useState(true);
  const pauseRef = useRef(pause);
  const [next, setNext] = useState<NextRequest | undefined>();
  const nextRef = useRef<NextRequest | undefined>(undefined);
  const client = useRef<McpClient | undefined>(undefined);
  const [answer, setAnswer] = useState<
    { ok: boolean; text: string; request?: Extract<TimelineEvent, { type: 'http-request' }> } | undefined
  >();
  const [calling, setCalling] = useState(false);

  useEffect(() => () => void client.current?.close(), []);

  const release = useCallback(() => {
    const waiting = nextRef.current;
    nextRef.current = undefined;
    setNext(undefined);
    waiting?.send();
  }, []);

  const togglePause = (on: boolean) => {
    pauseRef.current = on;
    setPause(on);
    if (!on) release();
  };

  /** The mock's fetch, holding each request until the reader sends it (while pausing is on). */
  const fetch = useMemo<FetchLike>(
    () => async (url, init) => {
      if (pauseRef.current) {
        await new Promise<void>((resolve) => {
          const request = { method: init.method ?? 'GET', url, send: resolve };
          nextRef.current = request;
          setNext(request);
          init.signal?.addEventListener('abort', () => resolve(), { once: true });
        });
      }
      return mock.fetch(url, init);
    },
    [mock.fetch],
  );

  const start = async () => {
    if (!validator) return;
    await client.current?.close();
    release();
    setAnswer(undefined);
    setPhase({ kind: 'running' });
    const fresh = createTimeline();
    setTimeline(fresh);
    const configured = await mock.configure({
      protected: true,
      clientMetadataUrl: `${window.location.origin}${CLIENT_METADATA_PATH}`,
    });
    if (configured.problems.length > 0) {
      setPhase({ kind: 'failed', message: configured.problems.join(' ') });
      return;
    }
    const auth = oauth.authFor({ kind: 'mock' }, { mockProtected: true, urlOAuth: false });
    const mcp = createClient({
      url: MOCK_URL,
      fetch,
      timeline: fresh,
      validator,
      ...(auth ? { auth } : {}),
    });
    client.current = mcp;
    const listed = await mcp.listTools();
    if (client.current !== mcp) return;
    setPhase(
      listed.ok
        ? { kind: 'authorized', tools: listed.value.tools.map((t) => t.name) }
        : { kind: 'failed', message: describeClientError(listed.error) },
    );
  };

  const call = async () => {
    const mcp = client.current;
    if (!mcp) return;
    setCalling(true);
    const outcome = await mcp.callTool(TOOL, TOOL_ARGUMENTS);
    setCalling(false);
    // The last request the call sent: it carries the token (recorded masked).
    const request = mcp.timeline
      .events()
      .filter(
        (e): e is Extract<TimelineEvent, { type: 'http-request' }> =>
          e.type === 'http-request' && e.operationId === outcome.operationId,
      )
      .at(-1);
    const found = request ? { request } : {};
    if (outcome.kind === 'complete' || outcome.kind === 'tool-error')
      setAnswer({
        ok: outcome.kind === 'complete',
        text: resultText(outcome.result) || '(no text)',
        ...found,
      });
    else setAnswer({ ok: false, text: `The call did not complete (${outcome.kind}).`, ...found });
  };

  const status =
    phase.kind === 'idle'
      ? 'Not started: nothing has been sent.'
      : phase.kind === 'running'
        ? oauth.prompt
          ? 'Waiting for your decision on the consent screen.'
          : next
            ? 'Paused before the next request.'
            : 'Running…'
        : phase.kind === 'authorized'
          ? `Authorized: tools/list answered with ${plural(phase.tools.length, 'tool')} (${listSome(phase.tools)}).`
          : `Stopped: ${phase.message}`;

  return (
    <div className="space-y-3 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={start} disabled={!validator}>
          {phase.kind === 'idle' ? 'Start the flow' : 'Start again'}
        </Button>
        <label className="flex items-center gap-1.5">
          <input type="checkbox" checked={pause} onChange={(e) => togglePause(e.target.checked)} />
          Pause before each request
        </label>
      </div>
      <p role="status" aria-label="Flow status" className="text-slate-700 dark:text-slate-300">
        <HiddenText text={status} />
      </p>
      {next ? (
        <section
          aria-label="Next request"
          className="flex flex-wrap items-center gap-2 rounded-md bg-sky-50 px-3 py-2 dark:bg-sky-950"
        >
          <p className="min-w-0 text-xs break-all">
            Next: <code>{next.method}</code> <HiddenText text={next.url} />
          </p>
          <Button size="sm" onClick={release}>
            Send the request
          </Button>
        </section>
      ) : null}
      {checklist ? (
        <AuthChecklistView checklist={checklist} events={state.events} />
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          The steps appear here once the server has refused the first request.
        </p>
      )}
      {phase.kind === 'authorized' ? (
        <div className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
          <Button onClick={call} disabled={calling}>
            Call {TOOL} with the token
          </Button>
          {answer ? (
            <figure aria-label="Tool result" className="space-y-1">
              <figcaption className="text-xs font-medium text-slate-700 dark:text-slate-300">
                {answer.ok ? `${TOOL} answered:` : `${TOOL} failed:`}
              </figcaption>
              <p className="rounded bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap break-words dark:bg-slate-900">
                <HiddenText text={answer.text} />
              </p>
              {answer.request ? (
                <Disclosure summary="The request it sent, with the token (masked)">
                  {() => (answer.request ? <TimelineEventDetail event={answer.request} /> : null)}
                </Disclosure>
              ) : null}
            </figure>
          ) : null}
        </div>
      ) : null}
      <ConsentDialog prompt={oauth.prompt?.kind === 'consent' ? oauth.prompt : undefined} />
    </div>
  );
}
