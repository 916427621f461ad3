import { HEADERS, LEGACY_HEADERS } from '../spec/headers';
import { META_KEYS } from '../spec/meta-keys';
import { NOTIFICATIONS } from '../spec/methods';
import type { ClassifiedMessage } from '../wire/classify-message';
import { buildRequestHeaders } from '../wire/request-headers';
import type { ClientContext } from './client-context';
import type { ClientError } from './client-error';
import { customHeaders } from './custom-headers';
import { type ExchangeControl, httpExchange } from './http-exchange';
import { answerServerRequest } from './server-requests';
import type { Era, ExchangePurpose } from './timeline-event';

/** How requests are framed on the current connection. */
export interface WireSettings {
  era: Era;
  protocolVersion: string;
  /** Legacy only. */
  sessionId?: string;
}

export interface ProgressUpdate {
  progressToken: string | number;
  progress: number;
  total?: number;
  message?: string;
}

export interface RpcInit {
  method: string;
  params?: Record<string, unknown>;
  operationId?: string;
  purpose?: ExchangePurpose;
  /** Headers for this request only (e.g. `Mcp-Param-*`). */
  extraHeaders?: Record<string, string>;
  /** Leave out `MCP-Protocol-Version` (a legacy `initialize` has none yet). */
  omitVersionHeader?: boolean;
  timeoutMs?: number;
  maxTotalMs?: number;
  maxStreamBytes?: number | null;
  signal?: AbortSignal;
  /** Opts in to progress for this request (`_meta.progressToken`). */
  progressToken?: string | number;
  onProgress?(update: ProgressUpdate): void;
  /** Notifications on this request's stream, after they are recorded. */
  onNotification?(method: string, params: unknown, control: ExchangeControl): undefined | 'stop';
  onStart?(control: ExchangeControl): void;
  /** For the input handler's context. */
  toolName?: string;
  /** Where notifications of this stream are filed on the timeline (default `request-stream`). */
  channel?: 'request-stream' | 'listen-stream';
}

export type RpcResult =
  | { ok: true; result: unknown; status: number; headers: Headers; exchangeId: string; requestId: number }
  | {
      ok: false;
      error: ClientError;
      status?: number;
      headers?: Headers;
      body?: unknown;
      exchangeId: string;
      requestId: number;
    };

/** `params._meta` of a 2026-07-28 request: version, capabilities, client identity, progress. */
export function modernMeta(ctx: ClientContext, protocolVersion: string, progressToken?: string | number) {
  return {
    [META_KEYS.protocolVersion]: protocolVersion,
    [META_KEYS.clientCapabilities]: ctx.options.capabilities,
    [META_KEYS.clientInfo]: ctx.options.clientInfo,
    ...(progressToken !== undefined ? { [META_KEYS.progressToken]: progressToken } : {}),
  };
}

/** The exact headers and JSON-RPC params of a request on this connection. */
export function frameRequest(
  ctx: ClientContext,
  wire: WireSettings,
  init: Pick<RpcInit, 'method' | 'params' | 'extraHeaders' | 'progressToken' | 'omitVersionHeader'>,
): { headers: Record<string, string>; params: Record<string, unknown> | undefined } {
  const params = { ...init.params };
  if (wire.era === 'modern') {
    const callerMeta = typeof params._meta === 'object' && params._meta !== null ? params._meta : {};
    params._meta = { ...modernMeta(ctx, wire.protocolVersion, init.progressToken), ...callerMeta };
    const built = buildRequestHeaders({ method: init.method, params, protocolVersion: wire.protocolVersion });
    return { headers: { ...customHeaders(ctx), ...built.headers, ...init.extraHeaders }, params };
  }
  if (init.progressToken !== undefined) params._meta = { [META_KEYS.progressToken]: init.progressToken };
  const headers: Record<string, string> = {
    ...customHeaders(ctx),
    [HEADERS.contentType]: 'application/json',
    [HEADERS.accept]: 'application/json, text/event-stream',
  };
  if (!init.omitVersionHeader) headers[HEADERS.protocolVersion] = wire.protocolVersion;
  if (wire.sessionId !== undefined) headers[LEGACY_HEADERS.sessionId] = wire.sessionId;
  return { headers, params: Object.keys(params).length > 0 ? params : undefined };
}

/** `params._meta["io.modelcontextprotocol/subscriptionId"]` of a notification, when present. */
export function subscriptionIdOf(params: unknown): string | number | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const meta = (params as { _meta?: unknown })._meta;
  if (typeof meta !== 'object' || meta === null) return undefined;
  const id = (meta as Record<string, unknown>)[META_KEYS.subscriptionId];
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : undefined;
}

function progressOf(params: unknown): ProgressUpdate | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const p = params as Record<string, unknown>;
  if (
    (typeof p.progressToken !== 'string' && typeof p.progressToken !== 'number') ||
    typeof p.progress !== 'number'
  ) {
    return undefined;
  }
  return {
    progressToken: p.progressToken,
    progress: p.progress,
    ...(typeof p.total === 'number' ? { total: p.total } : {}),
    ...(typeof p.message === 'string' ? { message: p.message } : {}),
  };
}

/**
 * Sends one JSON-RPC request and waits for its response, however the server frames it. On the
 * way it records notifications, reports progress (and restarts the idle timeout for it),
 * answers requests a legacy server sends on the stream, and calls `onServerNotification` so the
 * client can react (e.g. drop its tool cache on `tools/list_changed`). JSON-RPC errors come back
 * as `protocol` errors with the HTTP status alongside.
 */
export async function sendRequest(
  ctx: ClientContext,
  wire: WireSettings,
  init: RpcInit,
  onServerNotification?: (method: string, params: unknown) => void,
): Promise<RpcResult> {
  const id = ctx.nextRequestId();
  const { headers, params } = frameRequest(ctx, wire, init);
  const body = { jsonrpc: '2.0', id, method: init.method, ...(params !== undefined ? { params } : {}) };
  const pendingAnswers: Promise<unknown>[] = [];
  const exchange = await httpExchange(ctx, {
    purpose: init.purpose ?? 'request',
    ...(init.operationId !== undefined ? { operationId: init.operationId } : {}),
    headers,
    body,
    requestId: id,
    ...(init.timeoutMs !== undefined ? { timeoutMs: init.timeoutMs } : {}),
    ...(init.maxTotalMs !== undefined ? { maxTotalMs: init.maxTotalMs } : {}),
    ...(init.maxStreamBytes !== undefined ? { maxStreamBytes: init.maxStreamBytes } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
    ...(init.onStart ? { onStart: init.onStart } : {}),
    onMessage: (message: ClassifiedMessage, control) => {
      const at = ctx.options.now();
      const base = {
        at,
        exchangeId: control.exchangeId,
        ...(init.operationId ? { operationId: init.operationId } : {}),
      };
      if (message.kind === 'request') {
        pendingAnswers.push(answerServerRequest(ctx, wire, message, { ...init, base }));
        return undefined;
      }
      if (message.kind !== 'notification') return undefined;
      const progress = message.method === NOTIFICATIONS.progress ? progressOf(message.params) : undefined;
      if (progress && init.progressToken !== undefined && progress.progressToken === init.progressToken) {
        ctx.record({ type: 'progress', ...base, ...progress });
        control.resetTimer();
        init.onProgress?.(progress);
        return undefined;
      }
      const subscriptionId = subscriptionIdOf(message.params);
      ctx.record({
        type: 'notification',
        ...base,
        method: message.method,
        ...(message.params !== undefined ? { params: message.params } : {}),
        channel: init.channel ?? 'request-stream',
        ...(subscriptionId !== undefined ? { subscriptionId } : {}),
      });
      onServerNotification?.(message.method, message.params);
      return init.onNotification?.(message.method, message.params, control);
    },
  });
  await Promise.all(pendingAnswers);
  if (!exchange.ok) return { ...exchange, requestId: id };
  const message = exchange.message;
  if (message?.kind === 'result') {
    return {
      ok: true,
      result: message.result,
      status: exchange.status,
      headers: exchange.headers,
      exchangeId: exchange.exchangeId,
      requestId: id,
    };
  }
  if (message?.kind === 'error') {
    return {
      ok: false,
      error: {
        kind: 'protocol',
        status: exchange.status,
        message: message.error.message,
        error: message.error,
      },
      status: exchange.status,
      headers: exchange.headers,
      body: message.message,
      exchangeId: exchange.exchangeId,
      requestId: id,
    };
  }
  return {
    ok: false,
    error: { kind: 'malformed', message: 'the server accepted the request without answering it' },
    status: exchange.status,
    headers: exchange.headers,
    exchangeId: exchange.exchangeId,
    requestId: id,
  };
}

/**
 * Posts a notification; 202 expected. Only the legacy era has client notifications over HTTP
 * (`notifications/initialized`, `notifications/cancelled`).
 */
export async function sendNotification(
  ctx: ClientContext,
  wire: WireSettings,
  init: {
    method: string;
    params?: Record<string, unknown>;
    operationId?: string;
    purpose: ExchangePurpose;
    timeoutMs: number;
  },
) {
  const { headers, params } = frameRequest(ctx, wire, { method: init.method, params: init.params });
  return httpExchange(ctx, {
    purpose: init.purpose,
    ...(init.operationId !== undefined ? { operationId: init.operationId } : {}),
    headers,
    body: { jsonrpc: '2.0', method: init.method, ...(params !== undefined ? { params } : {}) },
    timeoutMs: init.timeoutMs,
  });
}
