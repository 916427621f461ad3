// Serves the provider stand-in (lib/model/testing/stand-in/) on 127.0.0.1 at a free port, for unit
// tests, CLI tests and Playwright: real HTTP, so the AI SDK's providers and the browser's fetch
// talk to it exactly as to the real APIs. `stop()` closes every connection, hanging ones included.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  createProviderStandIn,
  type ProviderStandIn,
  type ProviderStandInOptions,
} from '../../model/testing/stand-in/provider-stand-in';
import { advertiseKeepAlive, HTTP_LIMITS, type HttpLimits, hardenedServerOptions } from '../http-hardening';

export interface RunningStandIn extends ProviderStandIn {
  /** http://127.0.0.1:PORT (no trailing slash). */
  origin: string;
  /** Base URLs to give each provider client (the AI SDK's `baseURL`). */
  baseUrls: { anthropic: string; openai: string; google: string; openaiCompatible: string };
  stop(): Promise<void>;
}

/**
 * Idle connections are kept far longer than clients are told (5 s): on a loaded machine a client's
 * timer runs late and it reuses a connection the server has just closed (ECONNRESET on a POST,
 * which is never retried). See lib/node/http-hardening.ts.
 */
const LIMITS: HttpLimits = { ...HTTP_LIMITS, keepAliveGraceMs: 55_000 };

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface StartOptions extends ProviderStandInOptions {
  /** Port on 127.0.0.1 (default 0: a free one). */
  port?: number;
}

export async function startProviderStandIn(options: StartOptions = {}): Promise<RunningStandIn> {
  const standIn = createProviderStandIn(options);
  const sockets = new Set<Socket>();
  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    const abort = new AbortController();
    res.once('close', () => abort.abort());
    const headers = new Headers();
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
    const response = await standIn.handle(
      new Request(new URL(req.url ?? '/', 'http://127.0.0.1'), {
        method,
        headers,
        ...(body ? { body: new Uint8Array(body) } : {}),
        signal: abort.signal,
      }),
    );
    const outgoing: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      outgoing[name] = value;
    });
    res.writeHead(response.status, outgoing);
    if (!response.body) {
      res.end();
      return;
    }
    res.flushHeaders();
    const reader = response.body.getReader();
    abort.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!res.write(value))
          await new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done).off('close', done);
              resolve();
            };
            res.on('drain', done).on('close', done);
          });
      }
      res.end();
    } catch {
      // A StandInReset, or the client went away: drop the connection without a proper end.
      res.destroy();
    }
  };
  const server = createServer(hardenedServerOptions(LIMITS), (req, res) => {
    advertiseKeepAlive(req, res, LIMITS);
    void listener(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return Object.assign(standIn, {
    origin,
    baseUrls: {
      anthropic: `${origin}/v1`,
      openai: `${origin}/v1`,
      google: `${origin}/v1beta`,
      openaiCompatible: `${origin}/compatible/v1`,
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  });
}
