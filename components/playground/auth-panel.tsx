'use client';

import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useTimelineState } from '@/hooks/use-mcp-timeline';
import { type AuthorizationState, authChecklists, type Timeline } from '@/lib/client/index';
import { AuthChecklistView } from './auth-checklist-view';
import { HiddenText } from './hidden-text';

function authSummary(auth: AuthorizationState | undefined, now: number): string {
  if (!auth || auth.status === 'none') return 'Not authorized yet: the first 401 starts the flow.';
  if (auth.status === 'authorizing') return 'Authorizing…';
  if (auth.status === 'failed')
    return `Authorization failed at ${auth.error?.step.replace(/-/g, ' ') ?? 'a step'}.`;
  const expires =
    auth.expiresAt !== undefined
      ? auth.expiresAt > now
        ? `, expires in ${Math.max(1, Math.round((auth.expiresAt - now) / 60_000))} min`
        : ', expired'
      : '';
  const how =
    auth.registration === 'client-id-metadata-document'
      ? 'client metadata document'
      : auth.registration === 'pre-registered'
        ? 'pre-registered client'
        : 'dynamic registration';
  return `Authorized by ${auth.issuer ?? 'the authorization server'}${auth.scope ? ` for "${auth.scope}"` : ''}${expires}${auth.refreshable ? ', refreshable' : ''} (${how}).`;
}

/**
 * The connection's OAuth: its state, sign-out, where tokens live (memory, or this tab's
 * sessionStorage on request), and the auth debugger — the latest authorization as a checklist.
 */
export function AuthPanel({
  auth,
  timeline,
  keepInTab,
  onKeepInTab,
  onSignOut,
}: {
  auth: AuthorizationState | undefined;
  timeline: Timeline;
  keepInTab: boolean;
  onKeepInTab(on: boolean): void;
  onSignOut(): void;
}) {
  const state = useTimelineState(timeline);
  const lists = useMemo(() => authChecklists(state.events), [state.events]);
  const latest = lists.filter((l) => l.steps.some((s) => s.step === 'challenge')).at(-1) ?? lists.at(-1);
  return (
    <section aria-labelledby="auth-panel-heading" className="mt-4 space-y-2 text-sm">
      <h3 id="auth-panel-heading" className="font-semibold text-slate-900 dark:text-white">
        Authorization (OAuth 2.1)
      </h3>
      <p
        role="status"
        aria-label="Authorization status"
        className="text-xs text-slate-700 dark:text-slate-300"
      >
        <HiddenText text={authSummary(auth, Date.now())} />
      </p>
      {auth?.error && auth.status === 'failed' ? (
        <p className="rounded bg-amber-50 px-1.5 py-1 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <HiddenText text={auth.error.message} />
          {auth.error.fix ? (
            <>
              {' '}
              <strong>Fix: </strong>
              <HiddenText text={auth.error.fix} />
            </>
          ) : null}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={auth?.status !== 'authorized'} onClick={onSignOut}>
          Sign out
        </Button>
        <label className="flex items-center gap-1.5 text-xs">
          <input type="checkbox" checked={keepInTab} onChange={(e) => onKeepInTab(e.target.checked)} />
          Keep tokens for this tab (sessionStorage)
        </label>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Tokens live in this page&apos;s memory unless you keep them for the tab; they never go to local
        storage, share links or exported timelines, and only to the server you connected to.
      </p>
      {latest ? (
        <div>
          <h4 className="mb-1 text-xs font-medium text-slate-700 dark:text-slate-300">
            Auth debugger: the last authorization, step by step
          </h4>
          <AuthChecklistView checklist={latest} />
        </div>
      ) : null}
    </section>
  );
}
