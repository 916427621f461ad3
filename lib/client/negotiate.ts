import { isObject } from '../json/is-object';
import type { DiscoverResult } from '../spec/discover';
import { METHODS } from '../spec/methods';
import { isLegacyVersion } from '../spec/versions';
import type { Diagnostic } from '../validate/diagnostic';
import type { ClientContext } from './client-context';
import type { ClientError, Outcome } from './client-error';
import {
  type ConnectionAction,
  type ConnectionState,
  connectionReducer,
  initialConnectionState,
} from './connection-state';
import { forgetEra, recallEra, rememberEra } from './era-memory';
import { judgeProbeFailure } from './probe-verdict';
import { sendNotification, sendRequest } from './rpc';
import type { NegotiationEvent } from './timeline-event';

export type ReadyConnection = Extract<ConnectionState, { status: 'ready' }>;

/** The era decision and the connection it leads to; one per client. */
export interface Connector {
  state(): ConnectionState;
  /** The ready connection, connecting first (once, shared by concurrent callers) when needed. */
  ensure(signal?: AbortSignal): Promise<Outcome<ReadyConnection>>;
  /** Forgets the remembered era and negotiates again (the cached assumption stopped working). */
  reprobe(reason: string): Promise<Outcome<ReadyConnection>>;
  /** A legacy session expired (404 on a request that carried its id): handshake again. */
  sessionExpired(): Promise<Outcome<ReadyConnection>>;
  dispatch(action: ConnectionAction): void;
}

export function createConnector(
  ctx: ClientContext,
  onStateChange?: (state: ConnectionState) => void,
): Connector {
  let state: ConnectionState = initialConnectionState;
  let pending: Promise<Outcome<ReadyConnection>> | undefined;
  const { options } = ctx;
  const dispatch = (action: ConnectionAction) => {
    const next = connectionReducer(state, action);
    if (next !== state) {
      state = next;
      onStateChange?.(state);
    }
  };
  const note = (
    operationId: string,
    step: NegotiationEvent['step'],
    reason: string,
    extra: Pick<NegotiationEvent, 'era' | 'protocolVersion'> = {},
  ) => ctx.record({ type: 'negotiation', at: options.now(), operationId, step, reason, ...extra });

  async function handshake(operationId: string, signal?: AbortSignal): Promise<void> {
    if (state.status !== 'initializing') return;
    const version = state.protocolVersion;
    const wire = { era: 'legacy' as const, protocolVersion: version };
    note(operationId, 'legacy-fallback', `initialize with ${version}: ${state.reason}`, {
      era: 'legacy',
      protocolVersion: version,
    });
    const init = await sendRequest(ctx, wire, {
      method: 'initialize',
      params: {
        protocolVersion: version,
        capabilities: options.capabilities,
        clientInfo: options.clientInfo,
      },
      operationId,
      purpose: 'initialize',
      omitVersionHeader: true,
      timeoutMs: options.timeouts.connectMs,
      ...(signal ? { signal } : {}),
    });
    if (!init.ok) {
      dispatch({
        type: 'failed',
        error: {
          ...init.error,
          message: `the server answered neither server/discover nor initialize: ${init.error.message}`,
        } as ClientError,
      });
      return;
    }
    const result = isObject(init.result) ? init.result : {};
    const negotiated = typeof result.protocolVersion === 'string' ? result.protocolVersion : undefined;
    if (!negotiated || !isLegacyVersion(negotiated)) {
      dispatch({
        type: 'failed',
        error: {
          kind: 'unsupported',
          message: `the server answered initialize with protocol version ${JSON.stringify(negotiated)}, which this client does not speak`,
        },
      });
      return;
    }
    const session = init.headers.get('mcp-session-id') ?? undefined;
    const sessionId = session !== undefined && /^[\x21-\x7e]+$/.test(session) ? session : undefined;
    const done = await sendNotification(
      ctx,
      { era: 'legacy', protocolVersion: negotiated, ...(sessionId ? { sessionId } : {}) },
      {
        method: 'notifications/initialized',
        operationId,
        purpose: 'initialized',
        timeoutMs: options.timeouts.connectMs,
      },
    );
    if (!done.ok) {
      ctx.record({
        type: 'warning',
        at: options.now(),
        operationId,
        code: 'session-expired',
        message: `notifications/initialized was not accepted (${done.error.message}); continuing anyway.`,
      });
    }
    dispatch({
      type: 'initialized',
      protocolVersion: negotiated,
      ...(sessionId ? { sessionId } : {}),
      identity: {
        ...(isObject(result.serverInfo) ? { serverInfo: result.serverInfo as Record<string, string> } : {}),
        ...(isObject(result.capabilities) ? { capabilities: result.capabilities } : {}),
        ...(typeof result.instructions === 'string' ? { instructions: result.instructions } : {}),
      },
    });
    note(
      operationId,
      'legacy-ready',
      `legacy session${sessionId ? ` ${sessionId}` : ' (no session id)'} on ${negotiated}`,
      { era: 'legacy', protocolVersion: negotiated },
    );
    await rememberEra(options.storage, options.url, {
      era: 'legacy',
      protocolVersion: negotiated,
      at: options.now(),
    });
  }

  async function probe(operationId: string, signal?: AbortSignal): Promise<void> {
    let retriedSame = false;
    while (state.status === 'probing') {
      const version = state.protocolVersion;
      const attempt = state.attempt + (retriedSame ? 1 : 0);
      note(operationId, 'probe', `server/discover with ${version}`, { protocolVersion: version });
      const result = await sendRequest(
        ctx,
        { era: 'modern', protocolVersion: version },
        {
          method: METHODS.discover,
          params: {},
          operationId,
          purpose: 'probe',
          timeoutMs: options.timeouts.connectMs,
          ...(signal ? { signal } : {}),
        },
      );
      if (result.ok) {
        const value = isObject(result.result) ? result.result : {};
        const supported = Array.isArray(value.supportedVersions)
          ? value.supportedVersions.filter((v): v is string => typeof v === 'string')
          : undefined;
        if (!supported || !isObject(value.capabilities)) {
          dispatch({
            type: 'legacy-signal',
            reason: 'the answer to server/discover is not a DiscoverResult',
          });
          break;
        }
        let diagnostics: Diagnostic[] = [];
        const checked = await ctx.options.validator.validateValue(
          { jsonrpc: '2.0', id: 0, result: value },
          { kind: 'message' },
        );
        if (checked.ok) diagnostics = checked.value;
        else {
          ctx.record({
            type: 'warning',
            at: options.now(),
            operationId,
            code: 'validation-unavailable',
            message: `The server/discover result was not checked: ${checked.error.message}.`,
          });
        }
        if (diagnostics.length > 0) {
          ctx.record({
            type: 'diagnostics',
            at: options.now(),
            operationId,
            exchangeId: result.exchangeId,
            subject: 'message',
            diagnostics,
          });
        }
        if (supported.includes(version)) {
          dispatch({ type: 'discovered', protocolVersion: version, result: value as DiscoverResult });
          note(operationId, 'modern', `the server speaks ${version}`, {
            era: 'modern',
            protocolVersion: version,
          });
          await rememberEra(options.storage, options.url, {
            era: 'modern',
            protocolVersion: version,
            at: options.now(),
          });
        } else {
          note(operationId, 'version-retry', `server/discover lists ${supported.join(', ') || 'no version'}`);
          dispatch({ type: 'version-rejected', supported });
        }
        continue;
      }
      const verdict = judgeProbeFailure(result, attempt, ctx);
      if (verdict.next === 'retry-same' && !retriedSame) {
        retriedSame = true;
        note(operationId, 'version-retry', verdict.reason, { protocolVersion: version });
      } else if (verdict.next === 'version-rejected') {
        note(
          operationId,
          'version-retry',
          `the server rejected ${version} and supports ${verdict.supported.join(', ')}`,
        );
        dispatch({ type: 'version-rejected', supported: verdict.supported });
      } else if (verdict.next === 'fail') {
        dispatch({ type: 'failed', error: verdict.error });
      } else {
        dispatch({
          type: 'legacy-signal',
          reason: verdict.next === 'legacy' ? verdict.reason : 'the corrected probe failed the same way',
        });
      }
    }
  }

  async function connect(signal?: AbortSignal, remembered = true): Promise<Outcome<ReadyConnection>> {
    const operationId = ctx.nextId('op');
    const started = options.now();
    ctx.record({
      type: 'operation-started',
      at: started,
      operationId,
      operation: 'connect',
      title: `connect ${options.url}`,
    });
    if (state.status !== 'idle') dispatch({ type: 'reset' });
    const memory = remembered ? await recallEra(options.storage, options.url) : undefined;
    if (memory) {
      note(operationId, 'remembered', `this origin spoke ${memory.protocolVersion} before`, {
        era: memory.era,
        protocolVersion: memory.protocolVersion,
      });
      dispatch({ type: 'remembered', era: memory.era, protocolVersion: memory.protocolVersion });
    } else {
      dispatch({ type: 'probe' });
      await probe(operationId, signal);
    }
    await handshake(operationId, signal);
    const final = state;
    if (memory?.era === 'legacy' && final.status === 'failed') {
      // The remembered assumption stopped working: forget it and probe from scratch.
      await forgetEra(options.storage, options.url);
      note(operationId, 'reprobe', 'the remembered legacy handshake failed');
      ctx.record({
        type: 'operation-finished',
        at: options.now(),
        operationId,
        operation: 'connect',
        outcome: 'failed',
        durationMs: options.now() - started,
        summary: 'remembered era failed; probing again',
      });
      return connect(signal, false);
    }
    const ok = final.status === 'ready';
    if (!ok && final.status === 'failed') {
      note(operationId, 'failed', final.error.message);
      ctx.record({ type: 'error', at: options.now(), operationId, error: final.error });
    }
    ctx.record({
      type: 'operation-finished',
      at: options.now(),
      operationId,
      operation: 'connect',
      outcome: ok ? 'ok' : 'failed',
      durationMs: options.now() - started,
      summary:
        final.status === 'ready'
          ? `${final.era} ${final.protocolVersion} (${final.source})`
          : final.status === 'failed'
            ? final.error.message
            : final.status,
    });
    if (final.status === 'ready') return { ok: true, value: final };
    return {
      ok: false,
      error:
        final.status === 'failed' ? final.error : { kind: 'local', message: `connection is ${final.status}` },
    };
  }

  const run = (task: () => Promise<Outcome<ReadyConnection>>) => {
    if (!pending)
      pending = task().finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return {
    state: () => state,
    dispatch,
    ensure(signal) {
      if (state.status === 'ready') return Promise.resolve({ ok: true, value: state });
      if (state.status === 'closed')
        return Promise.resolve({ ok: false, error: { kind: 'local', message: 'the client is closed' } });
      return run(() => connect(signal));
    },
    reprobe(reason) {
      return run(async () => {
        await forgetEra(options.storage, options.url);
        dispatch({ type: 'reset' });
        ctx.record({ type: 'negotiation', at: options.now(), step: 'reprobe', reason });
        return connect(undefined, false);
      });
    },
    sessionExpired() {
      return run(async () => {
        ctx.record({
          type: 'negotiation',
          at: options.now(),
          step: 'session-expired',
          reason: 'HTTP 404 on a request that carried the session id',
        });
        dispatch({ type: 'session-expired' });
        const operationId = ctx.nextId('op');
        await handshake(operationId);
        return state.status === 'ready'
          ? { ok: true, value: state }
          : {
              ok: false,
              error:
                state.status === 'failed'
                  ? state.error
                  : { kind: 'local', message: 'the legacy session could not be renewed' },
            };
      });
    },
  };
}
