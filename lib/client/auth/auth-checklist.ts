import type { AuthEvent, AuthStep, TimelineEvent } from '../timeline-event';

/** One HTTP exchange an authorization step made, as the checklist lists it. */
export interface ChecklistExchange {
  exchangeId: string;
  method: string;
  url: string;
  status?: number;
  /** The exchange failed before an answer (network, timeout, refused redirect). */
  failed?: string;
}

export type ChecklistStatus = 'waiting' | 'running' | 'ok' | 'failed' | 'skipped';

export interface ChecklistStep {
  step: AuthStep;
  label: string;
  status: ChecklistStatus;
  /** The step's last message (what happened, or why it failed). */
  message?: string;
  /** For a failed step: exactly what to change. */
  fix?: string;
  /** Tries that did not settle the step (a well-known URL that answered 404, say). */
  attempts: string[];
  exchanges: ChecklistExchange[];
}

/** The steps of one authorization, in the order the flow takes them. */
export interface AuthChecklist {
  flowId: string;
  /** Epoch ms of its first event. */
  at: number;
  outcome: 'running' | 'authorized' | 'failed' | 'signed-out';
  steps: ChecklistStep[];
}

/** The steps every full authorization goes through, with the checklist's wording. */
const MAIN_STEPS: readonly [AuthStep, string][] = [
  ['challenge', 'The server asks for authorization'],
  ['resource-metadata', 'Protected resource metadata (RFC 9728)'],
  ['authorization-server-metadata', 'Authorization server metadata (RFC 8414 / OpenID)'],
  ['client-registration', 'Client identity (pre-registered, CIMD or DCR)'],
  ['authorization-request', 'Consent (authorization code, PKCE S256, resource)'],
  ['authorization-response', 'Authorization response (state, iss)'],
  ['token-request', 'Token request'],
  ['authorized', 'Authorized'],
];

/** Steps shown only when they happened. */
const EXTRA_STEPS: Readonly<Partial<Record<AuthStep, string>>> = {
  migration: 'Authorization server changed',
  'step-up': 'Step-up (more scope)',
  'token-refresh': 'Token refresh',
  'signed-out': 'Signed out',
};

const isAuth = (e: TimelineEvent): e is AuthEvent => e.type === 'auth';
const AUTH_PURPOSES = new Set(['auth-metadata', 'auth-registration', 'auth-token']);

/**
 * The timeline's authorizations as checklists, oldest first: each step with its status, message,
 * fix and the HTTP exchanges it made. An exchange belongs to the step whose event follows it (a
 * step is recorded once its exchange is done), so no bookkeeping beyond the timeline is needed.
 */
export function authChecklists(events: readonly TimelineEvent[]): AuthChecklist[] {
  const flows = new Map<string, { first: number; last: number }>();
  events.forEach((event, index) => {
    if (!isAuth(event)) return;
    const span = flows.get(event.flowId);
    if (span) span.last = index;
    else flows.set(event.flowId, { first: index, last: index });
  });
  const exchanges = new Map<string, ChecklistExchange>();
  // The MCP request whose 401 or 403 started a flow belongs to its challenge step: the last such
  // answer before the step. Keyed by the index of the challenge event.
  const challenged = new Map<number, string>();
  const requests = new Map<string, { method: string; url: string }>();
  let refusal: { exchangeId: string; status: number } | undefined;
  events.forEach((event, index) => {
    if (event.type === 'http-request' && event.exchangeId && !AUTH_PURPOSES.has(event.purpose))
      requests.set(event.exchangeId, { method: event.method, url: event.url });
    else if (event.type === 'http-response' && event.exchangeId && requests.has(event.exchangeId)) {
      if (event.status === 401 || event.status === 403)
        refusal = { exchangeId: event.exchangeId, status: event.status };
    } else if (isAuth(event) && event.step === 'challenge' && event.status === 'started' && refusal) {
      const request = requests.get(refusal.exchangeId)!;
      exchanges.set(refusal.exchangeId, {
        exchangeId: refusal.exchangeId,
        ...request,
        status: refusal.status,
      });
      challenged.set(index, refusal.exchangeId);
      refusal = undefined;
    }
  });
  for (const event of events) {
    if (event.type === 'http-request' && AUTH_PURPOSES.has(event.purpose) && event.exchangeId) {
      exchanges.set(event.exchangeId, { exchangeId: event.exchangeId, method: event.method, url: event.url });
    } else if (event.type === 'http-response' && event.exchangeId && exchanges.has(event.exchangeId)) {
      exchanges.get(event.exchangeId)!.status = event.status;
    } else if (
      event.type === 'exchange-finished' &&
      event.exchangeId &&
      exchanges.has(event.exchangeId) &&
      event.error
    ) {
      exchanges.get(event.exchangeId)!.failed = event.error.message;
    }
  }
  const lists: AuthChecklist[] = [];
  for (const [flowId, span] of flows) {
    const steps = new Map<AuthStep, ChecklistStep>();
    const stepOf = (step: AuthStep): ChecklistStep => {
      let entry = steps.get(step);
      if (!entry) {
        entry = {
          step,
          label: MAIN_STEPS.find(([s]) => s === step)?.[1] ?? EXTRA_STEPS[step] ?? step,
          status: 'waiting',
          attempts: [],
          exchanges: [],
        };
        steps.set(step, entry);
      }
      return entry;
    };
    let buffered: string[] = [];
    const claimed = new Set<string>();
    let outcome: AuthChecklist['outcome'] = 'running';
    for (let i = span.first; i <= span.last; i++) {
      const event = events[i]!;
      if (event.type === 'http-request' && event.exchangeId && exchanges.has(event.exchangeId)) {
        buffered.push(event.exchangeId);
        continue;
      }
      if (!isAuth(event) || event.flowId !== flowId) continue;
      const entry = stepOf(event.step);
      const own = event.exchangeId ?? challenged.get(i);
      for (const id of [...buffered, ...(own ? [own] : [])]) {
        if (claimed.has(id) || !exchanges.has(id)) continue;
        claimed.add(id);
        entry.exchanges.push(exchanges.get(id)!);
      }
      buffered = [];
      if (event.status === 'attempt') {
        entry.attempts.push(event.message);
        if (entry.status === 'waiting') entry.status = 'running';
        continue;
      }
      entry.status = event.status === 'started' ? 'running' : event.status;
      entry.message = event.message;
      if (event.fix !== undefined) entry.fix = event.fix;
      if (event.status === 'failed') outcome = 'failed';
      if (event.step === 'authorized' && event.status === 'ok') outcome = 'authorized';
      if (event.step === 'token-refresh' && event.status === 'ok') outcome = 'authorized';
      if (event.step === 'signed-out') outcome = 'signed-out';
    }
    const present = [...steps.keys()];
    const main = present.some((s) => MAIN_STEPS.some(([m]) => m === s));
    const ordered: ChecklistStep[] = [];
    if (main) for (const [step] of MAIN_STEPS) ordered.push(stepOf(step));
    for (const step of present) if (!MAIN_STEPS.some(([m]) => m === step)) ordered.push(stepOf(step));
    // A step before the last reached one that is still "running" is done (its own end is the next
    // step's start); after a failure, what follows never ran.
    const lastReached = ordered.reduce((last, s, i) => (s.status !== 'waiting' ? i : last), -1);
    ordered.forEach((s, i) => {
      if (s.status === 'running' && i < lastReached) s.status = 'ok';
    });
    lists.push({ flowId, at: events[span.first]!.at, outcome, steps: ordered });
  }
  return lists;
}
