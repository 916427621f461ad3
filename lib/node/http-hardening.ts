import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Socket-level limits of a public HTTP server. Node's defaults let a client take 60 s to send its
 * headers and 300 s to send its body (`requestTimeout`), and never drop a silent socket: a few
 * hundred slow clients hold a server's connections for minutes. These are tighter; everything
 * that legitimately takes long (tools/call with progress, subscriptions/listen) is a response,
 * which none of them limit, and listen streams write a keep-alive comment every 15 s.
 */
export interface HttpLimits {
  /** Time to receive the request headers. */
  headersTimeoutMs: number;
  /** Time to receive the whole request, headers and body. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests, as told to clients. */
  keepAliveTimeoutMs: number;
  /**
   * How much longer than it tells clients the server really keeps an idle connection. A client
   * that reuses a connection just as the server closes it sees its request fail ("fetch failed",
   * ECONNRESET: a POST is never retried). Clients stop reusing a connection a little before the
   * advertised `Keep-Alive: timeout` (undici: 2 s before); under heavy load their timers run late
   * and they miss that margin. The grace covers a late client (Node 24 does the same with
   * `keepAliveTimeoutBuffer`, 1 s by default).
   */
  keepAliveGraceMs: number;
  /** A socket with no traffic either way for this long is closed. */
  idleTimeoutMs: number;
}

export const HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  keepAliveGraceMs: 5_000,
  idleTimeoutMs: 60_000,
};

/** Largest header section Node's parser accepts before answering 431 itself. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * The `Keep-Alive` response header that tells clients the advertised idle time. Node writes its
 * own from the server's real `keepAliveTimeout` unless a response carries this header, so every
 * response of a hardened server must carry it (see {@link HttpLimits.keepAliveGraceMs}).
 */
function keepAliveHint(limits: HttpLimits = HTTP_LIMITS): string {
  return `timeout=${Math.max(1, Math.floor(limits.keepAliveTimeoutMs / 1000))}`;
}

/**
 * Sets the {@link keepAliveHint} on a response about to be written, unless the exchange is not
 * kept alive anyway (HTTP/1.0, or the client asked to close).
 */
export function advertiseKeepAlive(
  request: IncomingMessage,
  response: ServerResponse,
  limits: HttpLimits = HTTP_LIMITS,
): void {
  if (request.httpVersion !== '1.1') return;
  if (/(^|,)\s*close\s*(,|$)/i.test(request.headers.connection ?? '')) return;
  if (!response.headersSent) response.setHeader('Keep-Alive', keepAliveHint(limits));
}

/** Options for `http.createServer` with the limits applied (a server of our own: `serve`). */
export function hardenedServerOptions(limits: HttpLimits = HTTP_LIMITS): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs + limits.keepAliveGraceMs,
    maxHeaderSize: MAX_HEADER_BYTES,
    // How often Node checks the two timeouts above (default 30 s, which would let them slip).
    connectionsCheckingInterval: 1_000,
  };
}

/** Applies the limits to a server that exists already. */
export function hardenHttpServer(server: Server, limits: HttpLimits = HTTP_LIMITS): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs + limits.keepAliveGraceMs;
  server.timeout = limits.idleTimeoutMs;
}

/** Headers the hook below writes; anything a client sends under these names is overwritten. */
export const PEER_HEADER = 'x-mcp-tool-lab-peer';
export const LOCAL_HEADER = 'x-mcp-tool-lab-local';

const INSTALLED = Symbol.for('mcp-tool-lab.http-hardening');
type Marked = typeof globalThis & { [INSTALLED]?: true };

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  server: Server;
}

/**
 * For HTTP servers this process runs but did not create (the Next.js server): through Node's
 * `http.server.request.start` diagnostics channel, applies `limits` to each server on its first
 * request (unless `limits` is undefined), advertises the keep-alive time on each response (so the
 * grace stays the server's secret), and writes each request's TCP peer and local address
 * into {@link PEER_HEADER} and {@link LOCAL_HEADER}, replacing whatever the client sent. A
 * web-standard route handler has no socket; those two headers are how it learns who called and
 * whether the call arrived on loopback. Idempotent.
 */
export function installHttpHardening(limits: HttpLimits | undefined = HTTP_LIMITS): void {
  const marked = globalThis as Marked;
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const seen = new WeakSet<Server>();
  subscribe('http.server.request.start', (message) => {
    const { request, response, socket, server } = message as RequestStart;
    if (limits && !seen.has(server)) {
      seen.add(server);
      hardenHttpServer(server, limits);
    }
    if (limits) advertiseKeepAlive(request, response, limits);
    request.headers[PEER_HEADER] = socket.remoteAddress ?? '';
    request.headers[LOCAL_HEADER] = socket.localAddress ?? '';
  });
}

/**
 * The addresses {@link installHttpHardening} wrote, or undefined when it is not installed in this
 * process (a serverless platform, say): then the headers may come from the client and mean nothing.
 */
export function stampedAddresses(headers: Headers): { peer: string; local: string } | undefined {
  if (!(globalThis as Marked)[INSTALLED]) return undefined;
  return { peer: headers.get(PEER_HEADER) ?? '', local: headers.get(LOCAL_HEADER) ?? '' };
}
