import type { PrepareToolsResult, RenderTarget } from '../prepared-tool';
import {
  COUNT_PROVIDER_LABELS,
  type CountProvider,
  countProviderOf,
  countRequest,
  DEFAULT_COUNT_MODELS,
  readCount,
  readErrorMessage,
} from './count-endpoints';
import { payloadItems, sortToolTokens, type TokenReport } from './token-report';

/** The `fetch` this needs (the global one, or a test's). */
export type CountFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ExactCountOptions {
  apiKey: string;
  /** Default: DEFAULT_COUNT_MODELS[provider]. */
  model?: string;
  fetch: CountFetch;
  /** Another host that speaks the same API (a proxy, or a test's stand-in). */
  baseUrl?: string;
  /** Aborts every request in flight and every wait; the count then ends with an `aborted` error. */
  signal?: AbortSignal;
  /** Requests in flight at once for per-tool counts (default 4). */
  concurrency?: number;
  /** Retries after a 429, 503 or 529 (default 2), each after the reply's retry-after. */
  maxRetries?: number;
  /** The longest retry-after waited for; longer gives the error at once (default 20 s). */
  maxWaitMs?: number;
  /** Waits, injectable for tests (default: a timer that the signal cancels). */
  sleep?(ms: number, signal?: AbortSignal): Promise<void>;
}

export type ExactCountError =
  | { kind: 'auth'; status: number; message: string }
  | { kind: 'rate-limit'; status: number; retryAfterSeconds?: number; message: string }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'bad-reply'; message: string }
  | { kind: 'aborted'; message: string };

export type ExactResult<T> = { ok: true; value: T } | { ok: false; error: ExactCountError };

const DEFAULT_CONCURRENCY = 4;
const DEFAULT_RETRIES = 2;
const DEFAULT_MAX_WAIT_MS = 20_000;
const MAX_MESSAGE = 300;

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.ceil(Number(header.trim()));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Removes the key, and anything shaped like a provider key, from a message a provider wrote (OpenAI
 * echoes part of a wrong key back), and keeps it short: every message here may reach a screen.
 */
export function redactKey(text: string, apiKey: string): string {
  let out = text;
  if (apiKey.length >= 4) out = out.split(apiKey).join('[key]');
  out = out.replace(/\b(sk-[A-Za-z0-9_*.-]{6,}|AIza[0-9A-Za-z_-]{10,})/g, '[key]');
  return out.length > MAX_MESSAGE ? `${out.slice(0, MAX_MESSAGE)}…` : out;
}

/**
 * Exact token counts from a provider's count endpoint, with a key the user gave. One design:
 * `total()` costs two requests (the list, and the same prompt without tools, whose count is
 * subtracted); `perTool()` costs one more request per tool, `concurrency` at a time, so it is a
 * separate step the user asks for, cancelled with the signal. Keys travel only in headers (Gemini's
 * too: `x-goog-api-key`, never `?key=`), and no error message carries them.
 */
export function createExactCounter(target: RenderTarget, options: ExactCountOptions) {
  const provider: CountProvider = countProviderOf(target);
  const model = options.model?.trim() || DEFAULT_COUNT_MODELS[provider];
  const label = COUNT_PROVIDER_LABELS[provider];
  const sleep = options.sleep ?? defaultSleep;
  let baseline: Promise<ExactResult<number>> | undefined;

  const aborted = (): ExactResult<never> => ({
    ok: false,
    error: { kind: 'aborted', message: 'Counting was cancelled.' },
  });

  async function count(items: readonly unknown[] | undefined): Promise<ExactResult<number>> {
    const request = countRequest(
      provider,
      { apiKey: options.apiKey, model, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) },
      items,
    );
    const host = new URL(request.url).host;
    for (let attempt = 0; ; attempt++) {
      if (options.signal?.aborted) return aborted();
      let response: Response;
      try {
        response = await options.fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch {
        if (options.signal?.aborted) return aborted();
        return {
          ok: false,
          error: {
            kind: 'network',
            message: `Could not reach ${host}: the network failed, or the browser blocked the reply (CORS). Check the connection and any proxy or extension that blocks the request.`,
          },
        };
      }
      const text = await response.text().catch(() => '');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (response.ok) {
        const value = readCount(provider, body);
        return value === undefined
          ? { ok: false, error: { kind: 'bad-reply', message: `${label} answered without a token count.` } }
          : { ok: true, value };
      }
      const said = redactKey(
        readErrorMessage(body) ?? (text.slice(0, 200) || response.statusText),
        options.apiKey,
      );
      const status = response.status;
      const keyRefused =
        status === 401 ||
        status === 403 ||
        (provider === 'gemini' && status === 400 && /api key/i.test(said));
      if (keyRefused)
        return {
          ok: false,
          error: {
            kind: 'auth',
            status,
            message: `${label} refused the key (${status}): ${said} Check the key; it is kept only in this page's memory.`,
          },
        };
      if (status === 429 || status === 503 || status === 529) {
        const wait = retryAfterSeconds(response.headers.get('retry-after'));
        const waitMs = (wait ?? 2 ** attempt) * 1000;
        if (
          attempt < (options.maxRetries ?? DEFAULT_RETRIES) &&
          waitMs <= (options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS)
        ) {
          await sleep(waitMs, options.signal);
          continue;
        }
        return {
          ok: false,
          error: {
            kind: 'rate-limit',
            status,
            ...(wait !== undefined ? { retryAfterSeconds: wait } : {}),
            message: `${label} is ${status === 429 ? 'limiting the request rate' : 'overloaded'} (${status})${wait !== undefined ? `; try again in ${wait} s` : ''}: ${said}`,
          },
        };
      }
      return {
        ok: false,
        error: {
          kind: 'http',
          status,
          message: `${label} answered ${status}${status === 404 ? ` (is "${model}" a model it knows?)` : ''}: ${said}`,
        },
      };
    }
  }

  const baselineCount = () => {
    baseline ??= count(undefined).then((r) => {
      if (!r.ok) baseline = undefined;
      return r;
    });
    return baseline;
  };

  return {
    provider,
    model,
    methodLabel: `${label} token count, ${model}`,
    /** The list's tokens: the prompt with all the tools minus the same prompt without them. */
    async total(result: Pick<PrepareToolsResult, 'payload'>): Promise<ExactResult<number>> {
      const items = payloadItems(result);
      if (items.length === 0) return { ok: true, value: 0 };
      const [withTools, without] = await Promise.all([count(items), baselineCount()]);
      if (!withTools.ok) return withTools;
      if (!without.ok) return without;
      return { ok: true, value: withTools.value - without.value };
    },
    /**
     * Each tool alone (one request each), then the report. The first error stops the rest (a
     * refused key or a rate limit would fail them all) and is returned with the counts so far.
     */
    async perTool(
      result: PrepareToolsResult,
      onProgress?: (done: number, total: number) => void,
    ): Promise<ExactResult<TokenReport> & { partial?: TokenReport }> {
      const items = payloadItems(result);
      const counts: (number | undefined)[] = items.map(() => undefined);
      const base = await baselineCount();
      if (!base.ok) return base;
      const totalResult = await this.total(result);
      if (!totalResult.ok) return totalResult;
      let failure: ExactCountError | undefined;
      let next = 0;
      let done = 0;
      const worker = async () => {
        while (!failure && next < items.length) {
          const index = next++;
          const r = await count([items[index]]);
          if (!r.ok) {
            failure ??= r.error;
            return;
          }
          counts[index] = r.value - base.value;
          onProgress?.(++done, items.length);
        }
      };
      const lanes = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, items.length));
      await Promise.all(Array.from({ length: lanes }, worker));
      const rows = result.tools
        .map((t, i) => ({ mcpName: t.mcpName, modelName: t.modelName, tokens: counts[i] }))
        .filter((r): r is { mcpName: string; modelName: string; tokens: number } => r.tokens !== undefined);
      const alone = rows.reduce((sum, r) => sum + r.tokens, 0);
      // Each tool counted alone carries the provider's once-per-request overhead; the full list
      // carries it once, so n counts minus the total leave it (n - 1) times.
      const fixedOverhead =
        rows.length === items.length && items.length > 1
          ? Math.max(0, Math.round((alone - totalResult.value) / (items.length - 1)))
          : undefined;
      const report: TokenReport = {
        target,
        method: 'exact',
        methodLabel: `${label} token count, ${model}`,
        caveat: `Exact counts from ${label}'s count endpoint: the prompt with the tools minus the same prompt without them. Each tool's count is that tool alone${fixedOverhead !== undefined ? `, so it includes about ${fixedOverhead} tokens the provider adds once per request with tools` : ''}.`,
        perTool: sortToolTokens(rows),
        total: totalResult.value,
        ...(fixedOverhead !== undefined ? { fixedOverhead } : {}),
      };
      if (failure) return { ok: false, error: failure, partial: report };
      return { ok: true, value: report };
    },
  };
}
