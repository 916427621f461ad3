'use client';

import type { ReactNode } from 'react';
import type { ConnectionErrorView } from './connection-failure';
import { HiddenText } from './hidden-text';

export const CONNECTION_ERROR_ID = 'playground-connection-error';

/**
 * The current connection error across the whole width of the playground: the problems with what
 * was just typed, or the last connection's failure with a hint and the server's answer as text
 * (and, for a network failure, the CORS doctor). One at a time: a new error replaces the old.
 */
export function ConnectionError({
  error,
  doctor,
}: {
  error: ConnectionErrorView | undefined;
  doctor?: ReactNode;
}) {
  // The doctor alone: the connection stands but listing failed on the network.
  if (!error && !doctor) return null;
  return (
    <section
      id={CONNECTION_ERROR_ID}
      aria-labelledby={`${CONNECTION_ERROR_ID}-heading`}
      // In the full-height workbench the region takes at most half the screen and scrolls, so the
      // panes below keep their place (a long CORS diagnosis would push them over the timeline); the
      // doctor puts what to do first and folds the rest, so that half shows it whole.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
      tabIndex={0}
      className="mb-3 min-w-0 shrink-0 space-y-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-950 lg:col-span-full lg:max-h-[50dvh] lg:overflow-y-auto dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <h2 id={`${CONNECTION_ERROR_ID}-heading`} className="font-semibold">
        {/* Named without the word "connection": the Connection panel's region name stays unique. */}
        {error?.kind === 'problems'
          ? 'Not connected: fix the form'
          : error
            ? 'Could not connect'
            : 'Server unreachable'}
      </h2>
      {!error ? null : error.kind === 'problems' ? (
        <ul role="alert" className="list-disc pl-5 text-xs">
          {error.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : (
        <div role="alert" className="space-y-1 text-xs">
          <p className="font-medium">
            <HiddenText text={error.failure.title} />
          </p>
          {error.failure.hint ? (
            <p>
              <HiddenText text={error.failure.hint} />
            </p>
          ) : null}
          {error.failure.body ? (
            <figure aria-label="What the server answered" className="min-w-0">
              <figcaption className="text-red-900/80 dark:text-red-200/80">
                {error.failure.body.kind === 'html'
                  ? 'The server answered with an HTML page (its text, shortened):'
                  : 'The server answered (shortened):'}
              </figcaption>
              <p className="mt-0.5 rounded bg-white/70 p-1.5 font-mono break-words dark:bg-slate-950/60">
                <HiddenText text={error.failure.body.text} />
              </p>
            </figure>
          ) : null}
        </div>
      )}
      {error?.kind === 'problems' ? null : doctor}
    </section>
  );
}
