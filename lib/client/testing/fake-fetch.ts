import type { FetchLike } from '../client-options';

/** One request the fake server received. */
export interface FakeRequest {
  url: string;
  method: string;
  headers: Headers;
  text: string;
  /** The parsed JSON-RPC body (undefined for a DELETE or a body that is not JSON). */
  body: Record<string, unknown> | undefined;
  signal?: AbortSignal;
}

/** What the fake answers: a Response, or parts to build one. */
export type FakeReply =
  | Response
  | {
      status?: number;
      headers?: Record<string, string>;
      /** JSON body (Content-Type application/json). */
      json?: unknown;
      /** Raw text (Content-Type from `headers`, default none). */
      text?: string;
      /** SSE chunks, each written as is (use `sseData` / `sseMessage` to build them). */
      sse?: string[];
      /** Keep an SSE stream open after the chunks until the client aborts (an endless stream). */
      hold?: boolean;
      /** Milliseconds between SSE chunks. */
      chunkDelayMs?: number;
    };

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeFetch {
  fetch: FetchLike;
  requests: FakeRequest[];
  /** Requests whose body is a JSON-RPC message with this method. */
  calls(method: string): FakeRequest[];
}

/** An SSE event carrying one JSON-RPC message. */
export function sseMessage(message: unknown, eventType: string | null = 'message'): string {
  return `${eventType === null ? '' : `event: ${eventType}\n`}data: ${JSON.stringify(message)}\n\n`;
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function toResponse(reply: FakeReply, signal?: AbortSignal): Response {
  if (reply instanceof Response) return reply;
  const headers = new Headers(reply.headers);
  const status = reply.status ?? 200;
  if (reply.sse) {
    if (!headers.has('content-type')) headers.set('content-type', 'text/event-stream');
    const encoder = new TextEncoder();
    const chunks = reply.sse;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        let closed = false;
        signal?.addEventListener('abort', () => {
          if (closed) return;
          closed = true;
          controller.error(abortError());
        });
        for (const chunk of chunks) {
          if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs, signal);
          if (closed) return;
          controller.enqueue(encoder.encode(chunk));
        }
        if (!reply.hold && !closed) {
          closed = true;
          controller.close();
        }
      },
    });
    return new Response(body, { status, headers });
  }
  if (reply.json !== undefined) {
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    return new Response(JSON.stringify(reply.json), { status, headers });
  }
  return new Response(status === 202 || status === 204 ? null : (reply.text ?? ''), { status, headers });
}

/**
 * A fetch that routes every request to `handler` in process: the tests' stand-in for servers
 * that misbehave on purpose (legacy, broken, slow, hostile). Aborting the request's signal fails
 * fetch or errors the body stream, as real fetch does.
 */
export function createFakeFetch(handler: FakeHandler): FakeFetch {
  const requests: FakeRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const text = typeof init.body === 'string' ? init.body : '';
    let body: Record<string, unknown> | undefined;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      body = undefined;
    }
    const request: FakeRequest = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      text,
      body,
      ...(signal ? { signal } : {}),
    };
    requests.push(request);
    const reply = await Promise.race([
      Promise.resolve(handler(request)),
      new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(abortError()))),
    ]);
    return toResponse(reply, signal);
  };
  return { fetch, requests, calls: (method) => requests.filter((r) => r.body?.method === method) };
}

/** A 2026-07-28 DiscoverResult for request `id`, as a fake server's reply (no cache, public). */
export function discoverReply(id: unknown, capabilities: Record<string, unknown> = { tools: {} }): FakeReply {
  return {
    json: {
      jsonrpc: '2.0',
      id,
      result: {
        resultType: 'complete',
        supportedVersions: ['2026-07-28'],
        capabilities,
        ttlMs: 0,
        cacheScope: 'public',
      },
    },
  };
}
