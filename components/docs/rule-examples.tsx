'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { CodeLines } from './code-lines';
import { type RuleExamples as Examples, isRuleExamples, unpackLines } from './rule-examples-wire';

type State =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; examples: Examples };

/** Where a rule's highlighted examples are served (prerendered: app/docs/rule-examples/[id]/route.ts). */
export function ruleExamplesHref(id: string): string {
  return `/docs/rule-examples/${encodeURIComponent(id)}`;
}

/**
 * A rule's "Examples", folded. Its cases are fetched when the reader first opens it (or when the page
 * hydrates with it already open, as after find-in-page or a click before the script ran), so the rules
 * reference ships headings and descriptions only. A failed load says why and offers a retry.
 */
export function RuleExamples({ id }: { id: string }) {
  const [state, setState] = useState<State>({ status: 'closed' });
  const details = useRef<HTMLDetailsElement>(null);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: 'loading' });
    try {
      const response = await fetch(ruleExamplesHref(id), { signal: controller.signal });
      if (!response.ok) throw new Error(`the server answered HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isRuleExamples(body, id)) throw new Error('the answer is not a rule’s examples');
      setState({ status: 'ready', examples: body });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, [id]);

  useEffect(() => {
    if (details.current?.open) void load();
    return () => inFlight.current?.abort();
  }, [load]);

  return (
    <details
      ref={details}
      className="mt-3"
      onToggle={(event) => {
        // Only its own toggle: the tool definition's <details> inside toggles too.
        if (event.target !== event.currentTarget || !event.currentTarget.open) return;
        if (state.status === 'closed' || state.status === 'failed') void load();
      }}
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-700 hover:text-sky-800 dark:text-slate-300 dark:hover:text-sky-300">
        Examples: a document that trips the rule and one that passes
      </summary>
      <noscript>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          The examples load when this opens, which needs JavaScript.
        </p>
      </noscript>
      {state.status === 'loading' ? (
        <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Loading the examples…
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
          The examples could not be loaded: {state.reason}.{' '}
          <button
            type="button"
            onClick={() => void load()}
            className="underline underline-offset-2 hover:no-underline"
          >
            Try again
          </button>
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {state.examples.cases.map((c) => (
            <div key={c.caption} className="min-w-0">
              <p className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{c.caption}</p>
              {c.tool ? (
                <details className="mb-2 text-sm">
                  <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
                    Tool definition it is checked against
                  </summary>
                  <CodeLines lines={unpackLines(c.tool, state.examples.styles)} lang="json" />
                </details>
              ) : null}
              <CodeLines lines={unpackLines(c.text, state.examples.styles)} lang="jsonc" />
            </div>
          ))}
        </div>
      ) : null}
    </details>
  );
}
