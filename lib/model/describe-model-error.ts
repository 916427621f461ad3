// A failed model call in words a person can act on: which provider refused what, and what to do
// (check the key, retry after N s, fix the model id, allow this origin). Reads the AI SDK's
// APICallError by shape (status, headers, body) so this file does not load the SDK.
import { isObject } from '../json/is-object';
import type { ModelProblem, ModelProblemKind } from './agent-event';
import type { SecretScrubber } from './secret-scrubber';

export interface ErrorContext {
  /** "Anthropic", "OpenAI", … */
  providerLabel: string;
  modelId: string;
  baseUrl: string;
  scrubber: SecretScrubber;
  /** Why our own controller aborted the call, when it did. */
  abortReason?: 'user' | 'idle' | 'step' | 'too-large';
  idleMs?: number;
  stepMs?: number;
  maxAnswerChars?: number;
}

const MAX_PROVIDER_MESSAGE = 500;

function lowerHeaders(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isObject(headers))
    for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

/** Milliseconds to wait from `retry-after-ms`, `retry-after` (seconds or a date) or Google's RetryInfo. */
export function retryAfterMs(
  headers: Record<string, string>,
  body: string | undefined,
  now = Date.now(),
): number | undefined {
  const ms = Number(headers['retry-after-ms']);
  if (headers['retry-after-ms'] !== undefined && Number.isFinite(ms) && ms >= 0) return Math.round(ms);
  const after = headers['retry-after'];
  if (after !== undefined) {
    const seconds = Number(after);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
    const date = Date.parse(after);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  if (body) {
    const delay = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(body);
    if (delay) return Math.round(Number(delay[1]) * 1000);
  }
  return undefined;
}

const seconds = (ms: number) => (ms < 10_000 ? `${Math.ceil(ms / 100) / 10} s` : `${Math.ceil(ms / 1000)} s`);

function causeOf(error: unknown): string {
  let current: unknown = error;
  const parts: string[] = [];
  for (let depth = 0; depth < 4 && isObject(current); depth++) {
    const code = typeof current.code === 'string' ? current.code : undefined;
    const message = typeof current.message === 'string' ? current.message : undefined;
    if (code && !parts.includes(code)) parts.push(code);
    else if (message && depth > 0 && !parts.includes(message)) parts.push(message);
    current = current.cause;
  }
  return parts.join(': ');
}

/** The provider's error message, scrubbed and capped. */
function providerMessageOf(error: Record<string, unknown>, scrubber: SecretScrubber): string | undefined {
  const message = typeof error.message === 'string' ? error.message : undefined;
  if (!message) return undefined;
  const text = scrubber.text(message.replace(/\s+/g, ' ').trim());
  return text.length > MAX_PROVIDER_MESSAGE ? `${text.slice(0, MAX_PROVIDER_MESSAGE)}…` : text;
}

function problem(kind: ModelProblemKind, message: string, extra: Partial<ModelProblem> = {}): ModelProblem {
  return { kind, message, ...extra };
}

/** Describes an error from a model call (an APICallError, a network failure, an abort, a parse error). */
export function describeModelError(error: unknown, context: ErrorContext, now = Date.now()): ModelProblem {
  const { providerLabel: who, scrubber } = context;
  switch (context.abortReason) {
    case 'user':
      return problem('aborted', 'Stopped.');
    case 'idle':
      return problem(
        'idle-timeout',
        `${who} sent nothing for ${seconds(context.idleMs ?? 0)}: the answer stopped mid-way. Stopped waiting; try again, or raise the idle timeout for a slow model.`,
      );
    case 'step':
      return problem(
        'step-timeout',
        `${who} did not finish its answer within ${seconds(context.stepMs ?? 0)}. Stopped waiting; try again, or raise the step timeout.`,
      );
    case 'too-large':
      return problem(
        'too-large',
        `The answer passed ${(context.maxAnswerChars ?? 0).toLocaleString('en')} characters; MCP Tool Lab stopped reading it. Ask for a shorter answer, or lower the output token limit.`,
      );
  }
  if (!isObject(error)) return problem('unknown', `${who} call failed: ${scrubber.error(error)}`);
  const status = typeof error.statusCode === 'number' ? error.statusCode : undefined;
  const providerMessage = providerMessageOf(error, scrubber);
  const said = providerMessage ? `: ${providerMessage.replace(/[.\s]+$/, '')}` : '';
  if (status !== undefined && status >= 200 && status < 300) {
    // The provider said yes, then the body broke: a cut connection or an unreadable answer.
    const cause = scrubber.text(causeOf(error));
    return problem(
      'network',
      `The connection to ${who} broke off while the answer was arriving${cause ? ` (${cause})` : ''}. Try again.`,
      { status },
    );
  }
  if (status !== undefined) {
    const headers = lowerHeaders(error.responseHeaders);
    const body = typeof error.responseBody === 'string' ? error.responseBody : undefined;
    const base = { status, ...(providerMessage ? { providerMessage } : {}) };
    const wait = retryAfterMs(headers, body, now);
    const when = wait !== undefined ? `Retry after ${seconds(wait)}.` : 'Wait a moment, then try again.';
    const retry = wait !== undefined ? { retryAfterMs: wait } : {};
    if (/CORS requests must set/i.test(providerMessage ?? ''))
      return problem(
        'forbidden',
        `${who} refused the browser request (HTTP ${status})${said}. The request must carry anthropic-dangerous-direct-browser-access: true.`,
        base,
      );
    if (
      status === 401 ||
      /API_KEY_INVALID|API key not valid/i.test(body ?? '') ||
      /API key not valid/i.test(providerMessage ?? '')
    )
      return problem(
        'auth',
        `${who} refused the API key (HTTP ${status})${said}. Check the key: it may be mistyped, revoked, or meant for another provider.`,
        base,
      );
    if (status === 403)
      return problem(
        'forbidden',
        `${who} refused access (HTTP 403)${said}. The key may lack access to ${context.modelId}, or the account blocks this kind of request.`,
        base,
      );
    if (status === 404)
      return problem(
        'not-found',
        `${who} does not know the model "${context.modelId}" at ${context.baseUrl} (HTTP 404)${said}. Check the model id and the base URL.`,
        base,
      );
    if (status === 429)
      return problem('rate-limit', `${who} rate-limited the request (HTTP 429)${said}. ${when}`, {
        ...base,
        ...retry,
      });
    if (status === 529 || status === 503)
      return problem('overloaded', `${who} is overloaded (HTTP ${status})${said}. ${when}`, {
        ...base,
        ...retry,
      });
    if (status >= 500)
      return problem(
        'server',
        `${who} failed with HTTP ${status}${said}. Try again; if it keeps failing, check the provider's status page.`,
        { ...base, ...retry },
      );
    if (status === 413)
      return problem(
        'bad-request',
        `${who} refused the request as too large (HTTP 413)${said}. Offer fewer tools or start a new chat.`,
        base,
      );
    return problem(
      'bad-request',
      `${who} rejected the request (HTTP ${status})${said}. The tool definitions or the conversation may break one of its rules.`,
      base,
    );
  }
  const name = typeof error.name === 'string' ? error.name : '';
  const message = scrubber.error(error);
  if (name === 'AbortError' || name === 'TimeoutError') return problem('aborted', 'Stopped.');
  if (
    name === 'TypeError' ||
    /fetch failed|Failed to fetch|NetworkError|Load failed|ECONNREFUSED|ECONNRESET|socket|terminated/i.test(
      message,
    )
  ) {
    const cause = scrubber.text(causeOf(error));
    return problem(
      'network',
      `Could not reach ${who} at ${context.baseUrl}${cause ? ` (${cause})` : ''}, or the connection broke off. Check the base URL and that the server is running; in a browser this is also how a refused cross-origin (CORS) request looks: the server must allow this page's origin.`,
    );
  }
  if (
    /JSONParseError|InvalidResponseDataError|TypeValidationError|EmptyResponseBodyError/.test(name) ||
    /Invalid JSON response|Type validation failed/i.test(message)
  )
    return problem(
      'invalid-response',
      `The answer from ${who} could not be read: ${message.slice(0, MAX_PROVIDER_MESSAGE)}. The server may not speak this provider's API, or the answer was cut off.`,
    );
  return problem('unknown', `${who} call failed: ${message.slice(0, MAX_PROVIDER_MESSAGE)}`);
}

/** Whether a problem is worth an automatic retry (the provider asked for patience, nothing else). */
export function isRetryable(p: ModelProblem): boolean {
  return p.kind === 'rate-limit' || p.kind === 'overloaded' || (p.kind === 'server' && p.status !== 501);
}
