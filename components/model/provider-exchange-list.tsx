'use client';

import { Disclosure } from '../playground/disclosure';
import { HiddenText } from '../playground/hidden-text';
import { Badge } from '../playground/panel';
import { formatMs } from '../playground/provenance-line';
import { HeaderTable } from '../playground/timeline-event-detail';
import { TruncatedText } from '../playground/truncated-text';
import type { BoundedText, ProviderExchange } from './provider-exchanges';

function Body({ body, label, fileName }: { body: BoundedText; label: string; fileName: string }) {
  return (
    <div className="space-y-0.5">
      <TruncatedText text={body.text} fileName={fileName} label={label} />
      {body.cut ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {body.chars.toLocaleString('en')} characters in all; the first{' '}
          {body.text.length.toLocaleString('en')} are kept.
        </p>
      ) : null}
    </div>
  );
}

function summary(e: ProviderExchange): string {
  const status =
    e.state === 'failed'
      ? 'failed'
      : e.status !== undefined
        ? `${e.status}${e.statusText ? ` ${e.statusText}` : ''}`
        : 'waiting';
  const size = e.responseBody ? `, ${e.responseBody.chars.toLocaleString('en')} characters` : '';
  const time =
    e.durationMs !== undefined ? `, ${formatMs(e.durationMs)}` : e.state === 'streaming' ? ', streaming' : '';
  return `${e.method} ${e.url} → ${status}${size}${time}`;
}

/**
 * The page's exchanges with the model provider, as recorded by the recording fetch: already
 * redacted (credential headers masked, the key replaced wherever it appears), bodies bounded.
 */
export function ProviderExchangeList({ exchanges }: { exchanges: readonly ProviderExchange[] }) {
  if (exchanges.length === 0) return null;
  return (
    <ol aria-label="Requests to the model provider" className="space-y-1">
      {exchanges.map((e) => (
        <li key={e.id} className="text-xs">
          <Disclosure
            summary={
              <span className="inline-flex flex-wrap items-center gap-1 font-mono break-all">
                <Badge tone={e.state === 'failed' || (e.status ?? 200) >= 400 ? 'danger' : 'neutral'}>
                  {e.state === 'failed' ? 'failed' : (e.status ?? '…')}
                </Badge>
                <HiddenText text={summary(e)} />
              </span>
            }
          >
            {() => (
              <div className="mt-1 space-y-2 pl-2">
                {e.error ? (
                  <p className="text-red-800 dark:text-red-300">
                    <HiddenText text={e.error} />
                  </p>
                ) : null}
                <HeaderTable headers={e.requestHeaders} caption="Request headers" />
                {e.requestBody ? (
                  <Body body={e.requestBody} label="Request body" fileName="provider-request.json" />
                ) : null}
                {e.responseHeaders ? (
                  <HeaderTable headers={e.responseHeaders} caption="Response headers" />
                ) : null}
                {e.responseBody ? (
                  <Body body={e.responseBody} label="Response body" fileName="provider-response.txt" />
                ) : null}
              </div>
            )}
          </Disclosure>
        </li>
      ))}
    </ol>
  );
}
