import type { ReactNode } from 'react';
import { CodeBlock } from './code-block';
import type { RecordedEvent, RecordedExchange } from './exchange-types';
import { findExchange } from './exchanges-data';

function pretty(text: string): string {
  try {
    return `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
  } catch {
    return text;
  }
}

/** `Mcp-*` and the version header are what these docs teach: they stand out in header lists. */
function isMcpHeader(name: string): boolean {
  return /^mcp-/i.test(name);
}

function HeaderLines({ first, headers }: { first: string; headers: [string, string][] }) {
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white px-4 py-3 text-[0.8125rem] leading-relaxed text-slate-800 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200"
    >
      <code>
        <span className="font-semibold">{first}</span>
        {headers.map(([name, value]) => (
          <span key={`${name}:${value}`}>
            {'\n'}
            <span
              className={
                isMcpHeader(name)
                  ? 'font-semibold text-violet-800 dark:text-violet-300'
                  : 'text-slate-600 dark:text-slate-400'
              }
            >
              {name}
            </span>
            {`: ${value}`}
          </span>
        ))}
      </code>
    </pre>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2 px-4 py-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {title}
      </p>
      {children}
    </div>
  );
}

function EventBlock({ event }: { event: RecordedEvent }) {
  if ('comment' in event) {
    return (
      <p className="font-mono text-xs text-slate-600 dark:text-slate-400">
        :{event.comment} <span className="font-sans">(keep-alive comment)</span>
      </p>
    );
  }
  return (
    <div>
      <p className="font-mono text-xs text-slate-600 dark:text-slate-400">
        {event.event ? `event: ${event.event}` : '(no event field: type "message")'} · data:
      </p>
      <CodeBlock code={pretty(event.data)} />
    </div>
  );
}

/**
 * `<Exchange id="tools-call-structured" />`: one HTTP request and its response as the mock server
 * really produced them (recorded by scripts/generate-exchanges.mjs): request line and headers, the
 * JSON-RPC body, then the status, headers and body or SSE events of the answer.
 */
export function Exchange({ id }: { id: string }) {
  const exchange = findExchange(id);
  if (!exchange) throw new Error(`<Exchange id="${id}" />: no such exchange in exchanges.generated.json`);
  return <ExchangeView exchange={exchange} />;
}

function ExchangeView({ exchange }: { exchange: RecordedExchange }) {
  const { request, response } = exchange;
  const titleId = `exchange-${exchange.id}`;
  const contentType = response.headers.find(([n]) => n === 'content-type')?.[1] ?? '';
  return (
    <figure
      aria-labelledby={titleId}
      data-exchange={exchange.id}
      className="not-prose my-6 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <figcaption className="border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <p id={titleId} className="font-semibold text-slate-900 dark:text-white">
          {exchange.title}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{exchange.summary}</p>
      </figcaption>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        <Part title="Request">
          <HeaderLines first={`${request.method} ${request.path} HTTP/1.1`} headers={request.headers} />
          <CodeBlock code={pretty(request.body)} />
        </Part>
        <Part title="Response">
          <HeaderLines
            first={`HTTP/1.1 ${response.status} ${response.statusText}`}
            headers={response.headers}
          />
          {response.events ? (
            <div className="space-y-3">
              {response.events.map((event, i) => (
                <EventBlock key={i} event={event} />
              ))}
              {response.truncated ? (
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  The stream stays open; the recording stops here.
                </p>
              ) : null}
            </div>
          ) : response.body ? (
            <CodeBlock code={pretty(response.body)} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">(no body)</p>
          )}
        </Part>
      </div>
      <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        Recorded from the mock server.{' '}
        {contentType.startsWith('text/event-stream')
          ? 'Each data line carries one JSON-RPC message on a single line; it is shown indented here.'
          : 'Bodies travel on one line; they are shown indented here.'}
      </p>
    </figure>
  );
}
