import { type ClassifiedMessage, classifyMessage, type JsonRpcId } from '../wire/classify-message';
import { describeError, readBodyText } from '../wire/read-body-text';
import { mediaTypeOf, type ParsedSseEvent, type ResponseMessage, readResponse } from '../wire/read-response';
import type { SseEvent } from '../wire/read-sse';
import { capHeaderValues, recordHeaders } from '../wire/secret-headers';
import type { ClientContext } from './client-context';
import type { ClientError } from './client-error';
import { fetchFollowingSameOrigin } from './follow-redirects';
import type { ExchangePurpose, RecordedBody } from './timeline-event';

/** Lets the code reading a stream steer its exchange. */
export interface ExchangeControl {
  exchangeId: string;
  /** The id of the request this exchange carries (absent for notifications). */
  requestId?: JsonRpcId;
  /** Restarts the idle timeout (progress arrived). */
  resetTimer(): void;
  /** Ends the exchange now; `closed` is a deliberate close (listen), not an error of the server. */
  abort(reason: 'aborted' | 'closed'): void;
}

export interface ExchangeInit {
  purpose: ExchangePurpose;
  operationId?: string;
  method?: 'POST' | 'DELETE';
  headers: Record<string, string>;
  /** The JSON-RPC message to POST; the body is exactly its JSON text. */
  body?: Record<string, unknown>;
  /** The id of the request sent; absent for notifications and posted responses (202 expected). */
  requestId?: JsonRpcId;
  /** Idle timeout, restarted by `resetTimer` (absent: none). */
  timeoutMs?: number;
  /** Hard cap on the whole exchange (absent: none). */
  maxTotalMs?: number;
  signal?: AbortSignal;
  /** Stream size cap (absent: the client's default; `null`: unbounded, for listen streams). */
  maxStreamBytes?: number | null;
  /** Messages on an SSE stream other than the response (notifications, server requests). */
  onMessage?(message: ClassifiedMessage, control: ExchangeControl): undefined | 'stop';
  /** Called once the exchange has its control, before fetch is called. */
  onStart?(control: ExchangeControl): void;
}

export type ExchangeResult =
  | {
      ok: true;
      exchangeId: string;
      status: number;
      headers: Headers;
      /** The JSON-RPC response (absent when a notification or posted response was accepted). */
      message?: ResponseMessage;
    }
  | {
      ok: false;
      exchangeId: string;
      error: ClientError;
      status?: number;
      headers?: Headers;
      /** The parsed body of a failed answer, when it was JSON (for era classification). */
      body?: unknown;
    };

/** A body as the timeline keeps it: cut at the limit, parsed when complete. */
export function recordBody(text: string, maxChars: number, bytes?: number): RecordedBody {
  const truncated = text.length > maxChars;
  const body: RecordedBody = {
    text: truncated ? text.slice(0, maxChars) : text,
    bytes: bytes ?? new TextEncoder().encode(text).byteLength,
    truncated,
  };
  if (!truncated && text.trim() !== '') {
    try {
      body.json = JSON.parse(text);
    } catch {
      // Not JSON: the text says it all.
    }
  }
  return body;
}

function rpcOf(body: Record<string, unknown> | undefined) {
  if (!body) return undefined;
  const m = classifyMessage(body);
  if (m.kind === 'request') return { kind: 'request' as const, method: m.method, id: m.id };
  if (m.kind === 'notification') return { kind: 'notification' as const, method: m.method };
  if (m.kind === 'result' || m.kind === 'error')
    return { kind: 'response' as const, ...(m.id !== null ? { id: m.id } : {}) };
  return undefined;
}

/**
 * One HTTP exchange with the MCP endpoint, fully recorded: the request (exact headers, secrets
 * masked, exact body), the response status and headers, the body or every SSE event, and how it
 * ended. Timeouts and caller aborts close the connection (which is the cancellation on HTTP).
 * With OAuth configured, the current token goes in `Authorization`, and a 401/403 is handed to
 * the authorizer, which may authorize (or refresh, or step up) and have it sent again — a new,
 * recorded exchange each time. Never throws.
 */
export async function httpExchange(ctx: ClientContext, init: ExchangeInit): Promise<ExchangeResult> {
  const auth = ctx.auth;
  if (!auth) return sendExchange(ctx, init, {});
  for (let attempt = 1; ; attempt++) {
    const credentials = await auth.credentials(init.signal, init.operationId);
    const result = await sendExchange(ctx, init, credentials.headers);
    if (result.ok || (result.status !== 401 && result.status !== 403) || init.signal?.aborted) return result;
    const decision = await auth.challenge({
      status: result.status,
      ...(result.headers ? { headers: result.headers } : {}),
      sentGeneration: credentials.generation,
      attempt,
      ...(init.operationId !== undefined ? { operationId: init.operationId } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    if (decision.retry) continue;
    return decision.error ? { ...result, error: decision.error } : result;
  }
}

async function sendExchange(
  ctx: ClientContext,
  init: ExchangeInit,
  authHeaders: Record<string, string>,
): Promise<ExchangeResult> {
  const { options } = ctx;
  const exchangeId = ctx.nextId('x');
  const base = { exchangeId, ...(init.operationId !== undefined ? { operationId: init.operationId } : {}) };
  const method = init.method ?? 'POST';
  const bodyText = init.body !== undefined ? JSON.stringify(init.body) : undefined;
  const started = options.now();
  const elapsed = () => Math.max(0, options.now() - started);
  const rpc = rpcOf(init.body);
  // An OAuth token replaces a caller's Authorization header, and is never revealed in the record.
  const oauth = new Set(Object.keys(authHeaders).map((name) => name.toLowerCase()));
  const sentHeaders: Record<string, string> = { ...authHeaders };
  for (const [name, value] of Object.entries(init.headers))
    if (!oauth.has(name.toLowerCase())) sentHeaders[name] = value;
  const recorded = recordHeaders(sentHeaders, ctx.secrets, options.revealSecrets).map((entry) =>
    oauth.has(entry.name.toLowerCase())
      ? recordHeaders({ [entry.name]: sentHeaders[entry.name]! }, ctx.secrets)[0]!
      : entry,
  );
  ctx.record({
    type: 'http-request',
    at: started,
    ...base,
    purpose: init.purpose,
    method,
    url: options.url,
    headers: recorded,
    ...(bodyText !== undefined ? { body: recordBody(bodyText, options.limits.maxRecordedBodyChars) } : {}),
    ...(rpc ? { rpc } : {}),
  });

  const controller = new AbortController();
  let ended: 'timeout' | 'aborted' | 'closed' | undefined;
  let idleTimer: unknown;
  let totalTimer: unknown;
  const stop = (why: 'timeout' | 'aborted' | 'closed') => {
    if (ended === undefined) ended = why;
    controller.abort();
  };
  const armIdle = () => {
    if (init.timeoutMs === undefined) return;
    if (idleTimer !== undefined) options.timers.clearTimeout(idleTimer);
    idleTimer = options.timers.setTimeout(() => stop('timeout'), init.timeoutMs);
  };
  armIdle();
  if (init.maxTotalMs !== undefined)
    totalTimer = options.timers.setTimeout(() => stop('timeout'), init.maxTotalMs);
  const onCallerAbort = () => stop('aborted');
  if (init.signal?.aborted) stop('aborted');
  else init.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const control: ExchangeControl = {
    exchangeId,
    ...(init.requestId !== undefined ? { requestId: init.requestId } : {}),
    resetTimer: armIdle,
    abort: (why) => stop(why),
  };
  init.onStart?.(control);

  let status: number | undefined;
  let headers: Headers | undefined;
  let bytes = 0;
  const finish = (result: ExchangeResult, outcome: 'response' | 'accepted' | 'failed'): ExchangeResult => {
    if (idleTimer !== undefined) options.timers.clearTimeout(idleTimer);
    if (totalTimer !== undefined) options.timers.clearTimeout(totalTimer);
    init.signal?.removeEventListener('abort', onCallerAbort);
    const error = result.ok ? undefined : result.error;
    ctx.record({
      type: 'exchange-finished',
      at: options.now(),
      ...base,
      outcome:
        error?.kind === 'timeout'
          ? 'timeout'
          : ended === 'closed'
            ? 'closed'
            : error?.kind === 'aborted'
              ? 'aborted'
              : outcome,
      ...(status !== undefined ? { status } : {}),
      durationMs: elapsed(),
      bytes,
      ...(error ? { error } : {}),
    });
    return result;
  };
  const endedError = (detail: string): ClientError =>
    ended === 'timeout'
      ? {
          kind: 'timeout',
          message: `no answer in time (${detail})`,
          timeoutMs: init.timeoutMs ?? init.maxTotalMs ?? 0,
        }
      : { kind: 'aborted', message: ended === 'closed' ? 'closed by the client' : `cancelled (${detail})` };
  const failed = (error: ClientError, body?: unknown): ExchangeResult =>
    finish(
      {
        ok: false,
        exchangeId,
        error,
        ...(status !== undefined ? { status } : {}),
        ...(headers ? { headers } : {}),
        ...(body !== undefined ? { body } : {}),
      },
      'failed',
    );

  if (ended) return failed(endedError('before sending'));
  let response: Response;
  try {
    const fetched = await fetchFollowingSameOrigin(options.fetch, options.url, {
      method,
      headers: sentHeaders,
      ...(bodyText !== undefined ? { body: bodyText } : {}),
      signal: controller.signal,
    });
    if (!fetched.ok) {
      status = fetched.status;
      return failed({ kind: 'http', status: fetched.status, message: fetched.message });
    }
    for (const hop of fetched.hops) {
      ctx.record({
        type: 'warning',
        at: options.now(),
        ...base,
        code: 'redirect-followed',
        message: `The endpoint redirected to ${hop} (same origin, method and body kept); the request was sent there. Use that URL to skip the redirect.`,
      });
    }
    response = fetched.response;
  } catch (error) {
    if (ended) return failed(endedError('while connecting'));
    return failed({ kind: 'network', message: `the request could not be sent: ${describeError(error)}` });
  }
  status = response.status;
  headers = response.headers;
  const contentType = mediaTypeOf(response.headers.get('content-type'));
  ctx.record({
    type: 'http-response',
    at: options.now(),
    ...base,
    status: response.status,
    statusText: response.statusText,
    headers: capHeaderValues(recordHeaders(response.headers, ctx.secrets, options.revealSecrets)),
    contentType,
    elapsedMs: elapsed(),
  });

  // A notification or a posted response: 202 Accepted with no body is the only good answer.
  if (init.requestId === undefined) {
    const text = await readBodyText(response.body, { maxBytes: 64 * 1024, signal: controller.signal });
    bytes = text.bytes;
    const body = text.ok ? text.text : text.partialText;
    if (body !== '') {
      ctx.record({
        type: 'http-body',
        at: options.now(),
        ...base,
        body: recordBody(body, options.limits.maxRecordedBodyChars, bytes),
        elapsedMs: elapsed(),
      });
    }
    if (response.ok)
      return finish({ ok: true, exchangeId, status: response.status, headers: response.headers }, 'accepted');
    const parsed = recordBody(body, Number.POSITIVE_INFINITY).json;
    return failed(
      {
        kind: 'http',
        status: response.status,
        message: `the server refused the message (HTTP ${response.status})`,
        bodyText: body.slice(0, 500),
      },
      parsed,
    );
  }

  let sseIndex = 0;
  const read = await readResponse(response, {
    requestId: init.requestId,
    maxBodyBytes: options.limits.maxBodyBytes,
    maxEventChars: options.limits.maxEventChars,
    ...(init.maxStreamBytes !== null
      ? { maxStreamBytes: init.maxStreamBytes ?? options.limits.maxStreamBytes }
      : {}),
    signal: controller.signal,
    onSseComment: (text) =>
      ctx.record({ type: 'sse-comment', at: options.now(), ...base, text, elapsedMs: elapsed() }),
    onSseEvent: (event: SseEvent, parsed: ParsedSseEvent) => {
      const cut = event.data.length > options.limits.maxRecordedBodyChars;
      ctx.record({
        type: 'sse-event',
        at: options.now(),
        ...base,
        index: sseIndex++,
        ...(event.event !== undefined ? { event: event.event } : {}),
        ...(event.id !== undefined ? { sseId: event.id } : {}),
        data: cut ? event.data.slice(0, options.limits.maxRecordedBodyChars) : event.data,
        ...(parsed.kind === 'message' ? { message: parsed.message.message } : {}),
        ...(parsed.kind === 'recovered' ? { message: parsed.messages.map((m) => m.message) } : {}),
        ...(parsed.kind === 'ignored' ? { ignored: parsed.reason } : {}),
        ...(parsed.kind === 'invalid-json' ? { ignored: `not valid JSON (${parsed.reason})` } : {}),
        elapsedMs: elapsed(),
      });
      if (parsed.kind === 'recovered') {
        ctx.record({
          type: 'warning',
          at: options.now(),
          ...base,
          code: 'ignored-sse-event',
          message: `An SSE event was read line by line because ${parsed.reason}.`,
        });
      }
      if (parsed.kind === 'invalid-json') {
        ctx.record({
          type: 'warning',
          at: options.now(),
          ...base,
          code: 'ignored-sse-event',
          message: `An SSE event was skipped because its data is not valid JSON (${parsed.reason}).`,
        });
      }
    },
    onMessage: (message) => {
      if (message.kind === 'result' || message.kind === 'error' || message.kind === 'invalid') {
        ctx.record({
          type: 'warning',
          at: options.now(),
          ...base,
          code: 'stray-message',
          message:
            message.kind === 'invalid'
              ? `An SSE event holds JSON that is not a JSON-RPC message (${message.reason}); it was ignored.`
              : `An SSE event holds a response for id ${JSON.stringify(message.id)}, which is not this request (${JSON.stringify(init.requestId)}); it was ignored.`,
        });
        return undefined;
      }
      return init.onMessage?.(message, control);
    },
  });
  bytes = read.bytes;
  if (read.ok && read.transport === 'json') {
    ctx.record({
      type: 'http-body',
      at: options.now(),
      ...base,
      body: recordBody(read.text, options.limits.maxRecordedBodyChars, read.bytes),
      elapsedMs: elapsed(),
    });
  } else if (!read.ok && read.text !== undefined) {
    ctx.record({
      type: 'http-body',
      at: options.now(),
      ...base,
      body: recordBody(read.text, options.limits.maxRecordedBodyChars, read.bytes),
      elapsedMs: elapsed(),
    });
  }
  if (read.ok) {
    return finish(
      { ok: true, exchangeId, status: response.status, headers: response.headers, message: read.message },
      'response',
    );
  }
  if (ended) return failed(endedError('while reading the answer'));
  if (!response.ok && read.problem !== 'too-large') {
    const snippet = read.text?.trim().slice(0, 300);
    return failed(
      {
        kind: 'http',
        status: response.status,
        message: `${response.statusText || 'error'}${snippet ? `: ${snippet}` : ' with no JSON-RPC error in the body'}`,
        ...(read.text !== undefined ? { bodyText: read.text.slice(0, 2000) } : {}),
      },
      read.json,
    );
  }
  if (read.problem === 'too-large') {
    return failed({ kind: 'too-large', message: read.reason, limitBytes: options.limits.maxBodyBytes });
  }
  if (read.problem === 'failed') return failed({ kind: 'network', message: read.reason });
  return failed({ kind: 'malformed', status: response.status, message: read.reason }, read.json);
}
