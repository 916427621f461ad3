import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorMessage, reject } from '../mock-server/json-rpc';
import type { RequestContext } from '../mock-server/request-context';
import { ERROR_CODES } from '../spec/error-codes';
import { clientAddress, isLoopbackAddress, type ProxyTrust } from './client-address';

/** A web-standard handler, such as the mock server's `handle`. */
export type WebHandler = (request: Request, context?: RequestContext) => Promise<Response>;

export interface NodeAdapterOptions {
  /** The scheme and authority used to build `request.url` when `Host` is missing or unusable. */
  fallbackOrigin: string;
  /**
   * Bodies are buffered up to this many bytes plus one; a longer body is cut there and the
   * handler, which enforces the same limit, answers 413 without the rest being kept in memory.
   */
  maxBodyBytes: number;
  /** Time for the body to arrive in full; slower gets 408 and the connection closed. Default 10 s. */
  bodyTimeoutMs?: number;
  /** Which proxies to believe about the client's address (per-client limits). Default: none. */
  trust?: ProxyTrust;
  /**
   * Give the handler the disconnect signal in its context (`RequestContext.signal`) and build the
   * Request without one, for handlers that read it there (the mock server). Node 20's undici keeps
   * every Request made with a signal alive until a full GC: under load the heap grows by hundreds
   * of MB before it settles. Default false: the Request carries the signal.
   */
  signalInContext?: boolean;
}

class BodyTimeout extends Error {}

function toHeaders(raw: readonly string[]): Headers | undefined {
  const headers = new Headers();
  try {
    for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  } catch {
    return undefined;
  }
  return headers;
}

function requestUrl(req: IncomingMessage, fallback: string): string {
  const path = req.url ?? '/';
  try {
    return new URL(path, `http://${req.headers.host ?? ''}`).href;
  } catch {
    return new URL(path.startsWith('/') ? path : '/', fallback).href;
  }
}

/**
 * Reads the body up to `limit + 1` bytes (enough for the handler to see it is too large), within
 * `timeoutMs` (else rejects with BodyTimeout: a drip that would hold the connection).
 */
function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<Uint8Array> {
  return new Promise((resolve, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      req.off('data', onData);
      fail(new BodyTimeout());
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData);
      resolve(Buffer.concat(chunks, Math.min(size, limit + 1)));
    };
    const onData = (chunk: Buffer) => {
      if (size > limit) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) {
        // Stop buffering; the rest of the upload is drained and dropped.
        done();
        req.resume();
      }
    };
    req.on('data', onData);
    req.once('end', () => {
      if (size <= limit) done();
    });
    req.once('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
  });
}

/** The 408 the mock server itself gives a late body, for the body this adapter reads first. */
function bodyTimeoutAnswer(res: ServerResponse, timeoutMs: number): void {
  const reply = reject(
    408,
    ERROR_CODES.invalidRequest,
    `The request body did not arrive within ${Math.round(timeoutMs / 1000)} s. Send the whole JSON-RPC message at once.`,
  );
  const body = JSON.stringify(errorMessage(undefined, reply));
  res.writeHead(408, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  });
  // The rest of the drip is not read: the socket goes once the answer is out.
  res.end(body, () => res.socket?.destroy());
}

/**
 * Serves a web-standard handler on `node:http`: IncomingMessage → Request (headers as sent, the
 * body buffered within the limit, a signal that aborts when the client goes away) and
 * Response → ServerResponse. An SSE body is streamed chunk by chunk with backpressure; any other
 * body is complete when the handler returns, so it goes out in one write with its length. When
 * the client disconnects, the request's signal aborts and the response body is cancelled, which
 * is how the handler learns that the work should stop.
 */
export function createNodeListener(handler: WebHandler, options: NodeAdapterOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const headers = toHeaders(req.rawHeaders);
    if (!headers) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Malformed request headers.\n');
      return;
    }
    const method = req.method ?? 'GET';
    let body: Uint8Array | undefined;
    const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000;
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        body = await readBody(req, options.maxBodyBytes, bodyTimeoutMs);
      } catch (error) {
        if (error instanceof BodyTimeout) bodyTimeoutAnswer(res, bodyTimeoutMs);
        else res.destroy();
        return;
      }
    }
    const context: RequestContext = {
      client: clientAddress(headers, options.trust ?? { kind: 'none' }, req.socket.remoteAddress),
      loopback: isLoopbackAddress(req.socket.localAddress),
      ...(options.signalInContext ? { signal: controller.signal } : {}),
    };
    let response: Response;
    try {
      response = await handler(
        new Request(requestUrl(req, options.fallbackOrigin), {
          method,
          headers,
          body: body as BodyInit | undefined,
          ...(options.signalInContext ? {} : { signal: controller.signal }),
        }),
        context,
      );
    } catch {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal error.\n');
      return;
    }
    if (controller.signal.aborted) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    const outgoing: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      outgoing[name] = value;
    });
    if (!response.body) {
      res.writeHead(response.status, outgoing).end();
      return;
    }
    if (!(outgoing['content-type'] ?? '').includes('text/event-stream')) {
      // A JSON answer is complete when the handler returns it: send it in one write, with its length.
      const bytes = new Uint8Array(await response.arrayBuffer());
      outgoing['content-length'] = String(bytes.byteLength);
      res.writeHead(response.status, outgoing).end(bytes);
      return;
    }
    res.writeHead(response.status, outgoing);
    const reader = response.body.getReader();
    const stop = () => reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', stop, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!res.write(value))
          await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
        if (controller.signal.aborted) break;
      }
    } catch {
      // The body failed or was cancelled: end what was sent.
    } finally {
      controller.signal.removeEventListener('abort', stop);
    }
    res.end();
  };
}
