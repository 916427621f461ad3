import { ERROR_CODES } from '../spec/error-codes';
import type { ClientContext } from './client-context';
import type { ClientError } from './client-error';
import type { Connector, ReadyConnection } from './negotiate';
import { type RpcInit, sendRequest, type WireSettings } from './rpc';

export type RunResult =
  | {
      ok: true;
      result: unknown;
      status: number;
      exchangeId: string;
      requestId: number;
      connection: ReadyConnection;
    }
  | {
      ok: false;
      error: ClientError;
      status?: number;
      exchangeId?: string;
      /** The JSON-RPC id of the last request sent (absent when nothing was sent). */
      requestId?: number;
      connection?: ReadyConnection;
    };

export interface RunInit extends RpcInit {
  /** Headers that depend on the connection (e.g. `Mcp-Param-*`, modern only). */
  headersFor?(connection: ReadyConnection): Record<string, string>;
}

export function wireOf(connection: ReadyConnection): WireSettings {
  return {
    era: connection.era,
    protocolVersion: connection.protocolVersion,
    ...(connection.sessionId !== undefined ? { sessionId: connection.sessionId } : {}),
  };
}

/**
 * How to recover from a failed request, or undefined when there is nothing to do: `resend` when the
 * connection broke before any answer; `session` for a legacy 404 on a request with a session id
 * (the session ended); `reprobe` for a -32022 (the server dropped our version) or, for an era taken
 * from memory, a 4xx without a modern error body.
 */
export function recoveryFor(
  connection: ReadyConnection,
  failure: Extract<RunResult, { ok: false }>,
): 'session' | 'reprobe' | 'resend' | undefined {
  const { error, status } = failure;
  // The connection broke before any answer (often a kept-alive socket the server had just closed):
  // on HTTP that lost the request, and the spec says to send it again under a new id.
  if (error.kind === 'network' && status === undefined) return 'resend';
  if (connection.era === 'legacy' && status === 404 && connection.sessionId !== undefined) return 'session';
  if (error.kind === 'protocol' && error.error.code === ERROR_CODES.unsupportedProtocolVersion)
    return 'reprobe';
  if (
    connection.source === 'remembered' &&
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    status !== 401 &&
    status !== 403
  ) {
    const modernCode =
      error.kind === 'protocol' &&
      (error.error.code === ERROR_CODES.headerMismatch ||
        error.error.code === ERROR_CODES.missingRequiredClientCapability);
    return modernCode ? undefined : 'reprobe';
  }
  return undefined;
}

/**
 * Sends a request on the current connection (connecting first when needed) and recovers once
 * (see {@link recoveryFor}): resend after a broken connection, renew the legacy session, or forget
 * the remembered era and negotiate again — each time under a new id.
 */
export async function runRequest(
  ctx: ClientContext,
  connector: Connector,
  init: RunInit,
  onServerNotification?: (method: string, params: unknown) => void,
): Promise<RunResult> {
  let recovered = false;
  for (;;) {
    const ready = await connector.ensure(init.signal);
    if (!ready.ok) return { ok: false, error: ready.error };
    const connection = ready.value;
    const extraHeaders = { ...init.extraHeaders, ...init.headersFor?.(connection) };
    const result = await sendRequest(
      ctx,
      wireOf(connection),
      { ...init, extraHeaders },
      onServerNotification,
    );
    if (result.ok) {
      return {
        ok: true,
        result: result.result,
        status: result.status,
        exchangeId: result.exchangeId,
        requestId: result.requestId,
        connection,
      };
    }
    const failure: Extract<RunResult, { ok: false }> = {
      ok: false,
      error: result.error,
      ...(result.status !== undefined ? { status: result.status } : {}),
      exchangeId: result.exchangeId,
      requestId: result.requestId,
      connection,
    };
    const recovery = recovered || init.signal?.aborted ? undefined : recoveryFor(connection, failure);
    if (!recovery) return failure;
    recovered = true;
    if (recovery === 'resend') {
      ctx.record({
        type: 'warning',
        at: ctx.options.now(),
        ...(init.operationId !== undefined ? { operationId: init.operationId } : {}),
        code: 'resent',
        message: `The connection failed before ${init.method} was answered (${result.error.message}); sending it again under a new id.`,
      });
      continue;
    }
    const renewed =
      recovery === 'session'
        ? await connector.sessionExpired()
        : await connector.reprobe(
            `${init.method} failed (${result.error.message}); the connection assumption no longer holds`,
          );
    if (!renewed.ok) return { ok: false, error: renewed.error };
  }
}
