import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the proxy forwarded: to which upstream, and which MCP method (from `Mcp-Method`). */
export interface Routed {
  upstream: number;
  method: string;
  /** The request's path and query (the visitor key is in the query). */
  path: string;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request forwarded so far, in order. */
  routed: Routed[];
  /** The upstream the next request will go to. */
  peek(): number;
  close(): Promise<void>;
}

/**
 * A load balancer for the scale-out check, as small as one can be while behaving like the real
 * thing where it matters: each request goes to the next upstream in turn (no stickiness of any
 * kind), bodies and SSE streams are piped both ways without buffering, `X-Forwarded-For` gets the
 * client's address appended (so the instances, trusting one proxy, see distinct clients), and a
 * client that goes away takes its upstream request with it.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const routed: Routed[] = [];
  let next = 0;
  const server = createServer((req: IncomingMessage, res) => {
    const index = next++ % targets.length;
    const target = targets[index]!;
    routed.push({
      upstream: index,
      method: String(req.headers['mcp-method'] ?? req.method),
      path: req.url ?? '',
    });
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('bad gateway\n');
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routed,
    peek: () => next % targets.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
