import { describeError, readBodyText } from '../../wire/read-body-text';
import { mediaTypeOf } from '../../wire/read-response';
import { recordHeaders } from '../../wire/secret-headers';
import type { ClientError } from '../client-error';
import type { FetchLike, Timers } from '../client-options';
import { recordBody } from '../http-exchange';
import type { NewTimelineEvent } from '../timeline-event';
import { redactBodyText, redactUrl } from './redact';
import { sameOrigin } from './url-policy';

/** What the auth HTTP layer needs from the client: recording, ids, time and a fetch. */
export interface AuthHttpContext {
  fetch: FetchLike;
  record(event: NewTimelineEvent): unknown;
  nextId(kind: 'x'): string;
  now(): number;
  timers: Timers;
  secrets: ReadonlySet<string>;
  maxRecordedBodyChars: number;
  /** Secret values known right now (tokens, client secrets), scrubbed from every recorded body. */
  knownSecrets(): string[];
}

export interface AuthHttpRequest {
  purpose: 'auth-metadata' | 'auth-registration' | 'auth-token';
  operationId?: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  /** Sent as `application/json`. */
  json?: Record<string, unknown>;
  /** Largest body read (a hostile server can send gigabytes). */
  maxBytes: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

export type AuthHttpFailure =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'too-large'
  | 'redirect'
  | 'not-utf8'
  | 'read-failed';

export type AuthHttpResult =
  | {
      ok: true;
      exchangeId: string;
      status: number;
      headers: Headers;
      text: string;
      /** The parsed body when it is JSON (undefined otherwise). */
      json: unknown;
      /** Where the document finally came from (after same-origin redirects). */
      url: string;
    }
  | {
      ok: false;
      exchangeId: string;
      problem: AuthHttpFailure;
      message: string;
      status?: number;
      url: string;
    };

/** Same-origin redirects followed for a GET; a POST follows none. */
const MAX_REDIRECTS = 3;

function encodeForm(form: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) params.append(name, value);
  return params.toString();
}

/**
 * One request to an OAuth endpoint, recorded on the timeline with every secret masked. Never
 * sends cookies, never follows a redirect to another origin (a POST follows none at all, so a code,
 * a verifier or a client secret is never re-sent somewhere else), reads at most `maxBytes`, and
 * never throws.
 */
export async function authRequest(ctx: AuthHttpContext, request: AuthHttpRequest): Promise<AuthHttpResult> {
  let url = request.url;
  let resent = false;
  for (let hop = 0; ; hop++) {
    const result = await oneRequest(ctx, { ...request, url });
    if (result.kind === 'done') {
      // A GET that met a broken connection (often a kept-alive socket the server had just closed)
      // is sent once more: it is idempotent and carries no secret. A POST never is.
      const failed = result.result;
      if (!failed.ok && failed.problem === 'network' && request.method === 'GET' && !resent) {
        resent = true;
        hop--;
        continue;
      }
      return failed;
    }
    const target = result.location;
    const refuse = (message: string): AuthHttpResult => ({
      ok: false,
      exchangeId: result.exchangeId,
      problem: 'redirect',
      status: result.status,
      url,
      message,
    });
    if (request.method !== 'GET') {
      return refuse(
        `${url} answered the POST with a redirect${target ? ` to ${redactUrl(target)}` : ''}; the request carries secrets, so it is not sent again anywhere`,
      );
    }
    if (target === undefined) {
      // A browser hides the target of a manual redirect: fetch again, following it, and judge where
      // the answer came from. A GET to a metadata URL carries no secrets and no cookies.
      return followOpaque(ctx, { ...request, url });
    }
    if (!sameOrigin(target, url)) {
      return refuse(
        `${url} redirected to another origin (${new URL(target).origin}); a metadata document must be served by the origin that was asked`,
      );
    }
    if (hop >= MAX_REDIRECTS) return refuse(`${request.url} redirected more than ${MAX_REDIRECTS} times`);
    url = target;
  }
}

type OneResult =
  | { kind: 'done'; result: AuthHttpResult }
  | { kind: 'redirect'; exchangeId: string; status: number; location: string | undefined };

async function oneRequest(
  ctx: AuthHttpContext,
  request: AuthHttpRequest,
  redirect: RequestRedirect = 'manual',
): Promise<OneResult> {
  const exchangeId = ctx.nextId('x');
  const base = {
    exchangeId,
    ...(request.operationId !== undefined ? { operationId: request.operationId } : {}),
  };
  const started = ctx.now();
  const elapsed = () => Math.max(0, ctx.now() - started);
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let bodyText: string | undefined;
  if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    bodyText = encodeForm(request.form);
  } else if (request.json) {
    headers['Content-Type'] = 'application/json';
    bodyText = JSON.stringify(request.json);
  }
  const known = ctx.knownSecrets();
  ctx.record({
    type: 'http-request',
    at: started,
    ...base,
    purpose: request.purpose,
    method: request.method,
    url: redactUrl(request.url),
    // Credentials of the flow (a Basic client secret) are masked even when the caller reveals secrets.
    headers: recordHeaders(headers, ctx.secrets, false),
    ...(bodyText !== undefined
      ? {
          body: recordBody(
            redactBodyText(bodyText, headers['Content-Type'] ?? '', known),
            ctx.maxRecordedBodyChars,
            new TextEncoder().encode(bodyText).byteLength,
          ),
        }
      : {}),
  });

  const controller = new AbortController();
  let ended: 'timeout' | 'aborted' | undefined;
  const timer = ctx.timers.setTimeout(() => {
    ended ??= 'timeout';
    controller.abort();
  }, request.timeoutMs);
  const onAbort = () => {
    ended ??= 'aborted';
    controller.abort();
  };
  if (request.signal?.aborted) onAbort();
  else request.signal?.addEventListener('abort', onAbort, { once: true });
  let status: number | undefined;
  let bytes = 0;
  const finish = (
    result: AuthHttpResult | undefined,
    outcome: 'response' | 'failed' | 'timeout' | 'aborted',
  ) => {
    ctx.timers.clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
    ctx.record({
      type: 'exchange-finished',
      at: ctx.now(),
      ...base,
      outcome,
      ...(status !== undefined ? { status } : {}),
      durationMs: elapsed(),
      bytes,
      ...(result && !result.ok ? { error: exchangeError(result, request.timeoutMs) } : {}),
    });
  };
  const failure = (problem: AuthHttpFailure, message: string): OneResult => {
    const result: AuthHttpResult = {
      ok: false,
      exchangeId,
      problem,
      message,
      url: request.url,
      ...(status !== undefined ? { status } : {}),
    };
    finish(result, problem === 'timeout' ? 'timeout' : problem === 'aborted' ? 'aborted' : 'failed');
    return { kind: 'done', result };
  };

  let response: Response;
  try {
    response = await ctx.fetch(request.url, {
      method: request.method,
      headers,
      ...(bodyText !== undefined ? { body: bodyText } : {}),
      redirect,
      credentials: 'omit',
      signal: controller.signal,
    });
  } catch (error) {
    if (ended === 'timeout')
      return failure('timeout', `${request.url} did not answer in ${request.timeoutMs} ms`);
    if (ended === 'aborted') return failure('aborted', 'cancelled');
    return failure('network', `${request.url} could not be reached: ${describeError(error)}`);
  }
  status = response.status;
  ctx.record({
    type: 'http-response',
    at: ctx.now(),
    ...base,
    status: response.status,
    statusText: response.statusText,
    headers: recordHeaders(response.headers, ctx.secrets, false),
    contentType: mediaTypeOf(response.headers.get('content-type')),
    elapsedMs: elapsed(),
  });
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    const location = response.headers.get('location');
    let target: string | undefined;
    if (location !== null) {
      try {
        target = new URL(location, request.url).toString();
      } catch {
        return failure('redirect', `${request.url} redirected to an invalid URL`);
      }
    }
    await response.body?.cancel().catch(() => {});
    finish(undefined, 'response');
    return { kind: 'redirect', exchangeId, status: response.status, location: target };
  }
  const read = await readBodyText(response.body, { maxBytes: request.maxBytes, signal: controller.signal });
  bytes = read.bytes;
  const text = read.ok ? read.text : read.partialText;
  const contentType = mediaTypeOf(response.headers.get('content-type'));
  if (text !== '') {
    ctx.record({
      type: 'http-body',
      at: ctx.now(),
      ...base,
      body: recordBody(
        redactBodyText(text, contentType, ctx.knownSecrets()),
        ctx.maxRecordedBodyChars,
        bytes,
      ),
      elapsedMs: elapsed(),
    });
  }
  if (!read.ok) {
    if (ended === 'timeout')
      return failure('timeout', `${request.url} did not finish its answer in ${request.timeoutMs} ms`);
    if (read.problem === 'aborted') return failure('aborted', 'cancelled');
    if (read.problem === 'too-large') {
      return failure(
        'too-large',
        `${request.url} sent more than ${request.maxBytes} bytes; refusing to read further`,
      );
    }
    if (read.problem === 'not-utf8')
      return failure('not-utf8', `${request.url} sent a body that is not UTF-8`);
    return failure('read-failed', read.message);
  }
  let json: unknown;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  const result: AuthHttpResult = {
    ok: true,
    exchangeId,
    status: response.status,
    headers: response.headers,
    text,
    json,
    url: response.url && response.url !== '' ? response.url : request.url,
  };
  finish(result, 'response');
  return { kind: 'done', result };
}

function exchangeError(result: Extract<AuthHttpResult, { ok: false }>, timeoutMs: number): ClientError {
  if (result.problem === 'timeout') return { kind: 'timeout', message: result.message, timeoutMs };
  if (result.problem === 'aborted') return { kind: 'aborted', message: result.message };
  if (result.problem === 'too-large') return { kind: 'too-large', message: result.message, limitBytes: 0 };
  return { kind: 'network', message: result.message };
}

async function followOpaque(ctx: AuthHttpContext, request: AuthHttpRequest): Promise<AuthHttpResult> {
  const again = await oneRequest(ctx, request, 'follow');
  if (again.kind === 'redirect') {
    return {
      ok: false,
      exchangeId: again.exchangeId,
      problem: 'redirect',
      status: again.status,
      url: request.url,
      message: `${request.url} answered with a redirect that could not be followed`,
    };
  }
  const result = again.result;
  if (result.ok && !sameOrigin(result.url, request.url)) {
    return {
      ok: false,
      exchangeId: result.exchangeId,
      problem: 'redirect',
      status: result.status,
      url: request.url,
      message: `${request.url} redirected to another origin (${new URL(result.url).origin}); its answer is not used`,
    };
  }
  return result;
}
