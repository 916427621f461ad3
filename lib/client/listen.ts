import { isObject } from '../json/is-object';
import { METHODS, NOTIFICATIONS } from '../spec/methods';
import type { ClientContext } from './client-context';
import type { ClientError, Outcome } from './client-error';
import type { ExchangeControl } from './http-exchange';
import type { Connector } from './negotiate';
import { wireOf } from './request-runner';
import { sendRequest, subscriptionIdOf } from './rpc';

/** What to be told about (spec `SubscriptionFilter`). */
export interface SubscriptionFilter {
  toolsListChanged?: boolean;
  promptsListChanged?: boolean;
  resourcesListChanged?: boolean;
  resourceSubscriptions?: string[];
  /** Tasks to hear `notifications/tasks` about (io.modelcontextprotocol/tasks; declare it). */
  taskIds?: string[];
}

export interface ListenNotification {
  method: string;
  params: unknown;
  subscriptionId: string | number;
}

export interface ListenOptions {
  signal?: AbortSignal;
  /** How long to wait for `notifications/subscriptions/acknowledged` (default: the client's). */
  ackTimeoutMs?: number;
  onNotification?(notification: ListenNotification): void;
  /**
   * After an abrupt end (no listen result), listen again under a new id: up to `maxAttempts`
   * times, `delayMs` apart (default 3 × 1000 ms). `false` turns it off.
   */
  relisten?: { maxAttempts: number; delayMs: number } | false;
}

export type ListenEnd =
  /** The server ended it: the listen result, or (stdio style) `notifications/cancelled` naming it. */
  | { kind: 'graceful'; via: 'result' | 'cancelled' }
  | { kind: 'closed' }
  | { kind: 'abrupt'; error: ClientError; attempts: number };

export interface ListenHandle {
  readonly operationId: string;
  /** The JSON-RPC id of the current listen request (it changes when the client listens again). */
  readonly subscriptionId: string | number;
  readonly requested: SubscriptionFilter;
  /** What the server agreed to deliver, from the acknowledgement. */
  readonly acknowledged: SubscriptionFilter;
  /** Requested notification types the server dropped (fall back to TTL refresh for those). */
  readonly dropped: string[];
  /** Closes the stream (how a client unsubscribes on HTTP). */
  close(): void;
  readonly done: Promise<ListenEnd>;
}

export interface ListenEnv {
  ctx: ClientContext;
  connector: Connector;
  onServerNotification(method: string, params: unknown): void;
  /** Called when a stream came back after a gap: changes may have been missed. */
  onGap(): void;
}

function droppedTypes(requested: SubscriptionFilter, acknowledged: SubscriptionFilter): string[] {
  const dropped: string[] = [];
  for (const key of ['toolsListChanged', 'promptsListChanged', 'resourcesListChanged'] as const) {
    if (requested[key] === true && acknowledged[key] !== true) dropped.push(key);
  }
  const granted = new Set(acknowledged.resourceSubscriptions ?? []);
  for (const uri of requested.resourceSubscriptions ?? [])
    if (!granted.has(uri)) dropped.push(`resourceSubscriptions:${uri}`);
  const tasks = new Set(acknowledged.taskIds ?? []);
  for (const id of requested.taskIds ?? []) if (!tasks.has(id)) dropped.push(`taskIds:${id}`);
  return dropped;
}

/**
 * `subscriptions/listen`: opens the stream, waits for the acknowledgement (the first message of
 * the subscription), then delivers notifications tagged with the subscription id in the
 * background. A listen result or `notifications/cancelled` naming the listen id is a graceful
 * end; a bare close is abrupt and, by default, the client listens again under a new id.
 * `tools/list_changed` also drops the client's tool cache. Modern servers only.
 */
export async function listen(
  env: ListenEnv,
  filter: SubscriptionFilter,
  options: ListenOptions = {},
): Promise<Outcome<ListenHandle>> {
  const { ctx, connector } = env;
  const { now } = ctx.options;
  const operationId = ctx.nextId('op');
  const started = now();
  ctx.record({
    type: 'operation-started',
    at: started,
    operationId,
    operation: 'listen',
    title: 'subscriptions/listen',
    detail: filter,
  });
  const relisten = options.relisten === undefined ? { maxAttempts: 3, delayMs: 1000 } : options.relisten;
  const closer = new AbortController();
  const onCallerAbort = () => closer.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const finished = (outcome: 'ok' | 'failed' | 'cancelled', summary: string) =>
    ctx.record({
      type: 'operation-finished',
      at: now(),
      operationId,
      operation: 'listen',
      outcome,
      durationMs: now() - started,
      summary,
    });

  let acknowledged: SubscriptionFilter = {};
  let subscriptionId: string | number = -1;

  /** Opens one stream; resolves once acknowledged (or failed), and `ended` when the stream ends. */
  async function open(): Promise<
    { ok: true; ended: Promise<ListenEnd> } | { ok: false; error: ClientError }
  > {
    const ready = await connector.ensure(closer.signal);
    if (!ready.ok) return ready;
    if (ready.value.era === 'legacy') {
      return {
        ok: false,
        error: {
          kind: 'unsupported',
          message: `subscriptions/listen needs a 2026-07-28 server; this one speaks ${ready.value.protocolVersion}`,
        },
      };
    }
    let control: ExchangeControl | undefined;
    let acked = false;
    let endVia: 'cancelled' | undefined;
    let ackTimedOut = false;
    let warnedMissing = false;
    let resolveAck!: (value: boolean) => void;
    const ack = new Promise<boolean>((resolve) => {
      resolveAck = resolve;
    });
    const ackTimer = ctx.options.timers.setTimeout(() => {
      if (acked) return;
      ackTimedOut = true;
      control?.abort('aborted');
    }, options.ackTimeoutMs ?? ctx.options.timeouts.listenAckMs);
    const stream = sendRequest(
      ctx,
      wireOf(ready.value),
      {
        method: METHODS.subscriptionsListen,
        params: { notifications: filter },
        operationId,
        purpose: 'listen',
        maxStreamBytes: null,
        channel: 'listen-stream',
        signal: closer.signal,
        onStart: (c) => {
          control = c;
          if (c.requestId !== undefined) subscriptionId = c.requestId;
        },
        onNotification: (method, params, c) => {
          const id = subscriptionIdOf(params);
          if (id === undefined && !warnedMissing) {
            warnedMissing = true;
            ctx.record({
              type: 'warning',
              at: now(),
              operationId,
              exchangeId: c.exchangeId,
              code: 'subscription-id-missing',
              message: `"${method}" on the listen stream has no params._meta["io.modelcontextprotocol/subscriptionId"]; it is required. The id is inferred from the stream.`,
            });
          } else if (id !== undefined && id !== subscriptionId) {
            ctx.record({
              type: 'warning',
              at: now(),
              operationId,
              exchangeId: c.exchangeId,
              code: 'subscription-id-mismatch',
              message: `"${method}" names subscription ${JSON.stringify(id)}, but this stream is subscription ${JSON.stringify(subscriptionId)}.`,
            });
          }
          if (method === NOTIFICATIONS.subscriptionsAcknowledged && !acked) {
            acked = true;
            const granted =
              isObject(params) && isObject(params.notifications)
                ? (params.notifications as SubscriptionFilter)
                : {};
            acknowledged = granted;
            const dropped = droppedTypes(filter, granted);
            ctx.record({
              type: 'listen',
              at: now(),
              operationId,
              exchangeId: c.exchangeId,
              phase: 'acknowledged',
              subscriptionId,
              acknowledged: { ...granted },
              ...(dropped.length > 0 ? { dropped } : {}),
            });
            if (dropped.length > 0) {
              ctx.record({
                type: 'warning',
                at: now(),
                operationId,
                code: 'ack-incomplete',
                message: `The server will not deliver ${dropped.join(', ')}; refresh those lists by their TTL instead.`,
              });
            }
            resolveAck(true);
            return undefined;
          }
          if (method === NOTIFICATIONS.cancelled && isObject(params) && params.requestId === subscriptionId) {
            endVia = 'cancelled';
            return 'stop';
          }
          options.onNotification?.({ method, params, subscriptionId: id ?? subscriptionId });
          return undefined;
        },
      },
      env.onServerNotification,
    );
    const ended = stream.then((result): ListenEnd => {
      ctx.options.timers.clearTimeout(ackTimer);
      resolveAck(false);
      if (result.ok) return { kind: 'graceful', via: 'result' };
      if (endVia === 'cancelled') return { kind: 'graceful', via: 'cancelled' };
      if (closer.signal.aborted) return { kind: 'closed' };
      const error: ClientError = ackTimedOut
        ? {
            kind: 'timeout',
            message: 'no notifications/subscriptions/acknowledged arrived in time',
            timeoutMs: options.ackTimeoutMs ?? ctx.options.timeouts.listenAckMs,
          }
        : result.error;
      return { kind: 'abrupt', error, attempts: 0 };
    });
    if (!(await ack)) {
      const end = await ended;
      if (end.kind === 'abrupt') return { ok: false, error: end.error };
      if (end.kind === 'closed')
        return { ok: false, error: { kind: 'aborted', message: 'closed before the acknowledgement' } };
      return {
        ok: false,
        error: { kind: 'malformed', message: 'the listen stream ended before its acknowledgement' },
      };
    }
    return { ok: true, ended };
  }

  const first = await open();
  if (!first.ok) {
    ctx.record({ type: 'error', at: now(), operationId, error: first.error });
    finished(closer.signal.aborted ? 'cancelled' : 'failed', first.error.message);
    options.signal?.removeEventListener('abort', onCallerAbort);
    return first;
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = ctx.options.timers.setTimeout(resolve, ms);
      closer.signal.addEventListener(
        'abort',
        () => {
          ctx.options.timers.clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  const done = (async (): Promise<ListenEnd> => {
    let ended = first.ended;
    let attempts = 0;
    for (;;) {
      const end = await ended;
      ctx.record({
        type: 'listen',
        at: now(),
        operationId,
        phase: 'ended',
        subscriptionId,
        end: end.kind === 'closed' ? 'closed-by-client' : end.kind,
        ...(end.kind === 'abrupt'
          ? { reason: end.error.message }
          : end.kind === 'graceful'
            ? { reason: `ended by the server (${end.via})` }
            : {}),
      });
      if (
        end.kind !== 'abrupt' ||
        relisten === false ||
        attempts >= relisten.maxAttempts ||
        closer.signal.aborted
      ) {
        const final = end.kind === 'abrupt' ? { ...end, attempts } : end;
        finished(
          end.kind === 'abrupt' ? 'failed' : end.kind === 'closed' ? 'cancelled' : 'ok',
          end.kind === 'abrupt'
            ? `ended abruptly: ${end.error.message}`
            : end.kind === 'closed'
              ? 'closed by the client'
              : `ended by the server (${end.via})`,
        );
        options.signal?.removeEventListener('abort', onCallerAbort);
        return final;
      }
      attempts++;
      ctx.record({
        type: 'listen',
        at: now(),
        operationId,
        phase: 'relistening',
        subscriptionId,
        reason: `attempt ${attempts} of ${relisten.maxAttempts} after ${relisten.delayMs} ms`,
      });
      await sleep(relisten.delayMs);
      if (closer.signal.aborted) continue;
      const next = await open();
      if (next.ok) {
        // Anything may have changed while no stream was open.
        env.onGap();
        attempts = 0;
        ended = next.ended;
      } else {
        ended = Promise.resolve({ kind: 'abrupt', error: next.error, attempts });
      }
    }
  })();

  return {
    ok: true,
    value: {
      operationId,
      get subscriptionId() {
        return subscriptionId;
      },
      requested: filter,
      get acknowledged() {
        return acknowledged;
      },
      get dropped() {
        return droppedTypes(filter, acknowledged);
      },
      close: () => closer.abort(),
      done,
    },
  };
}
