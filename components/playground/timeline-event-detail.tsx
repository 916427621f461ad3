'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/lib/browser/clipboard';
import type { RecordedBody, TimelineEvent } from '@/lib/client/index';
import { MOCK_URL, replayRoundsOf } from '@/lib/client/index';
import { pluralWord } from '@/lib/text/plural';
import { renderCurl, renderCurlReplay } from '@/lib/wire/curl';
import type { HeaderEntry } from '@/lib/wire/secret-headers';
import { FindingList } from './finding-list';
import { HiddenText } from './hidden-text';
import { JsonView } from './json-view';
import { isMcpHeader } from './param-headers-preview';
import { TruncatedText } from './truncated-text';

/** Headers as recorded, MCP ones highlighted, masked secrets marked. */
export function HeaderTable({ headers, caption }: { headers: readonly HeaderEntry[]; caption: string }) {
  return (
    <table className="w-full text-left text-xs">
      <caption className="text-left text-xs font-medium text-slate-700 dark:text-slate-300">
        {caption}
      </caption>
      <tbody>
        {headers.map((header, i) => {
          const mcp = isMcpHeader(header.name);
          return (
            <tr key={`${header.name}-${i}`} className={mcp ? 'bg-sky-50 dark:bg-sky-950/60' : undefined}>
              <th scope="row" className="w-px py-0.5 pr-3 align-top font-mono font-medium whitespace-nowrap">
                {header.name}
                {mcp ? <span className="sr-only"> (MCP header)</span> : null}
              </th>
              <td className="py-0.5 font-mono break-all">
                <HiddenText text={header.value} />
                {header.secret ? (
                  <span className="ml-1 font-sans text-slate-600 dark:text-slate-400">(masked)</span>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Body({ body, name }: { body: RecordedBody; name: string }) {
  return (
    <div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {body.bytes.toLocaleString('en')} {pluralWord(body.bytes, 'byte')}
        {body.truncated ? ', recording cut at the limit' : ''}
      </p>
      {body.json !== undefined ? (
        <JsonView value={body.json} fileName={name} label="Body" />
      ) : (
        <TruncatedText text={body.text} fileName={name} label="Body" />
      )}
    </div>
  );
}

function CurlButton({
  event,
  events,
}: {
  event: Extract<TimelineEvent, { type: 'http-request' }>;
  events?: readonly TimelineEvent[];
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const toMock = event.url === MOCK_URL;
  const where = (url: string) => (url === MOCK_URL ? `${window.location.origin}/api/mcp` : url);
  // A retry's requestState was sealed by the server that answered the round before, for itself:
  // the command replays the call from its first round and passes each fresh requestState on.
  const rounds = events ? replayRoundsOf(events, event) : undefined;
  const command = rounds
    ? renderCurlReplay(rounds.map((round) => ({ ...round, url: where(round.url) })))
    : renderCurl({
        method: event.method,
        url: where(event.url),
        headers: event.headers,
        ...(event.body ? { body: event.body.text } : {}),
      });
  return (
    <div className="space-y-1">
      <Button
        size="sm"
        onClick={async () => setState((await copyToClipboard(command)) ? 'copied' : 'failed')}
      >
        {state === 'copied' ? 'Copied' : rounds ? 'Copy as curl (from round 1)' : 'Copy as curl'}
      </Button>
      {rounds ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          This is round {rounds.length} of an input_required call. Its requestState was sealed by the server
          that sent it{toMock ? ' (the in-page mock seals with a key that never leaves this tab)' : ''}, so
          sent alone it would fail the server&apos;s check. The copied script sends round 1 again and passes
          each new requestState on (sh, curl and sed).
        </p>
      ) : null}
      {toMock ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          This request went to the in-page mock; the command sends it to this site&apos;s /api/mcp, which runs
          the same mock server.
        </p>
      ) : null}
      {state === 'failed' ? (
        <figure aria-label="curl command">
          <pre className="overflow-auto rounded bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap break-all dark:bg-slate-950">
            {command}
          </pre>
        </figure>
      ) : null}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Secret header values stay masked in the command.
      </p>
    </div>
  );
}

/**
 * Everything recorded about one event, as text. `events` (the event's operation) lets "Copy as
 * curl" replay an MRTR retry from its first round.
 */
export function TimelineEventDetail({
  event,
  events,
}: {
  event: TimelineEvent;
  events?: readonly TimelineEvent[];
}) {
  switch (event.type) {
    case 'http-request':
      return (
        <div className="space-y-2">
          <p className="font-mono text-xs break-all">
            {event.method} <HiddenText text={event.url} />
          </p>
          <HeaderTable headers={event.headers} caption="Request headers" />
          {event.body ? <Body body={event.body} name={`request-${event.id}.json`} /> : null}
          <CurlButton event={event} {...(events ? { events } : {})} />
        </div>
      );
    case 'http-response':
      return (
        <div className="space-y-2">
          <p className="text-xs">
            HTTP {event.status} <HiddenText text={event.statusText} /> ·{' '}
            {event.contentType || 'no content type'} · {event.elapsedMs} ms to the headers
          </p>
          <HeaderTable headers={event.headers} caption="Response headers" />
        </div>
      );
    case 'http-body':
      return <Body body={event.body} name={`response-${event.id}.json`} />;
    case 'sse-event':
      return (
        <div className="space-y-2 text-xs">
          <p>
            Event {event.index}
            {event.event ? (
              <>
                {' '}
                type{' '}
                <code>
                  <HiddenText text={event.event} />
                </code>
              </>
            ) : null}
            {event.sseId ? (
              <>
                {' '}
                id{' '}
                <code>
                  <HiddenText text={event.sseId} />
                </code>
              </>
            ) : null}{' '}
            · {event.elapsedMs} ms
          </p>
          {event.ignored ? (
            <p className="text-amber-900 dark:text-amber-200">Ignored: {event.ignored}</p>
          ) : null}
          {event.message !== undefined ? (
            <JsonView value={event.message} fileName={`sse-${event.id}.json`} label="SSE message" />
          ) : (
            <TruncatedText text={event.data} fileName={`sse-${event.id}.txt`} label="SSE data" />
          )}
        </div>
      );
    case 'diagnostics':
      return <FindingList findings={event.diagnostics} label="Findings" />;
    case 'warning':
      return (
        <div className="space-y-1 text-xs">
          <p>
            <HiddenText text={event.message} />
          </p>
          {event.detail !== undefined ? <JsonView value={event.detail} label="Warning detail" /> : null}
        </div>
      );
    default:
      return <JsonView value={event} fileName={`event-${event.id}.json`} label="Event" />;
  }
}
