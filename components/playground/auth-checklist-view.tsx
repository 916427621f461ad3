'use client';

import { cn } from '@/components/ui/cn';
import type { AuthChecklist, ChecklistExchange, ChecklistStatus, TimelineEvent } from '@/lib/client/index';
import { Disclosure } from './disclosure';
import { HiddenText } from './hidden-text';
import { TimelineEventDetail } from './timeline-event-detail';

const MARK: Record<ChecklistStatus, { symbol: string; label: string; tone: string }> = {
  ok: { symbol: '✓', label: 'done', tone: 'text-emerald-700 dark:text-emerald-400' },
  failed: { symbol: '✗', label: 'failed', tone: 'text-red-700 dark:text-red-400' },
  running: { symbol: '…', label: 'in progress', tone: 'text-sky-700 dark:text-sky-400' },
  skipped: { symbol: '–', label: 'skipped', tone: 'text-slate-500' },
  waiting: { symbol: '○', label: 'not reached', tone: 'text-slate-400' },
};

function ExchangeLine({ exchange }: { exchange: ChecklistExchange }) {
  return (
    <>
      {exchange.method} <HiddenText text={exchange.url} /> →{' '}
      {exchange.status !== undefined ? (
        `HTTP ${exchange.status}`
      ) : exchange.failed ? (
        <HiddenText text={exchange.failed} />
      ) : (
        '…'
      )}
    </>
  );
}

/** The request, the response head and its body as recorded, rendered once the line is opened. */
function ExchangeDetail({
  exchange,
  events,
}: {
  exchange: ChecklistExchange;
  events: readonly TimelineEvent[];
}) {
  const parts = events.filter(
    (e) =>
      e.exchangeId === exchange.exchangeId &&
      (e.type === 'http-request' || e.type === 'http-response' || e.type === 'http-body'),
  );
  return (
    <Disclosure summary={<ExchangeLine exchange={exchange} />}>
      {() => (
        <div className="mt-1 space-y-2 border-l-2 border-slate-200 pl-2 font-sans dark:border-slate-700">
          {parts.map((event) => (
            <TimelineEventDetail key={event.id} event={event} />
          ))}
        </div>
      )}
    </Disclosure>
  );
}

/**
 * The auth debugger: one authorization as a checklist of its steps, each with what happened, the
 * HTTP exchanges it made (and their status), and for a failure the exact fix. Every message can
 * carry server text (an authorization server's error description), so all of it renders as text.
 * Given the timeline's `events`, each exchange opens to its recorded request and response.
 */
export function AuthChecklistView({
  checklist,
  events,
}: {
  checklist: AuthChecklist;
  events?: readonly TimelineEvent[];
}) {
  return (
    <ol aria-label="Authorization steps" className="space-y-2">
      {checklist.steps.map((step) => {
        const mark = MARK[step.status];
        return (
          <li key={step.step} className="text-xs">
            <div className="flex items-start gap-1.5">
              <span aria-hidden="true" className={cn('w-3 shrink-0 font-bold', mark.tone)}>
                {mark.symbol}
              </span>
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">
                  {step.label} <span className="sr-only">({mark.label})</span>
                </p>
                {step.message && step.status !== 'waiting' ? (
                  <p className="break-words text-slate-700 dark:text-slate-300">
                    <HiddenText text={step.message} />
                  </p>
                ) : null}
                {step.fix && step.status === 'failed' ? (
                  <p className="mt-0.5 rounded bg-amber-50 px-1.5 py-1 break-words text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                    <strong>Fix: </strong>
                    <HiddenText text={step.fix} />
                  </p>
                ) : null}
                {step.attempts.length > 0 ? (
                  <ul className="mt-0.5 list-disc pl-4 text-slate-600 dark:text-slate-400">
                    {step.attempts.map((attempt, i) => (
                      <li key={i} className="break-words">
                        <HiddenText text={attempt} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {step.exchanges.length > 0 ? (
                  <ul
                    aria-label={`HTTP exchanges of ${step.label}`}
                    className="mt-0.5 space-y-0.5 font-mono text-[0.7rem]"
                  >
                    {step.exchanges.map((x) => (
                      <li key={x.exchangeId} className="break-all text-slate-600 dark:text-slate-400">
                        {events ? (
                          <ExchangeDetail exchange={x} events={events} />
                        ) : (
                          <ExchangeLine exchange={x} />
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
