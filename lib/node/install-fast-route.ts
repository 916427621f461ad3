import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Serves one path of a Node HTTP server that this process runs but did not create (the Next.js
 * server) with a listener of our own, ahead of the server's listeners; every other request goes
 * to them unchanged.
 *
 * Why: under load, Next.js's per-request work for a route handler (router, request and response
 * adaptation, web-stream piping of the body) costs about seven times what the mock server itself
 * costs per `tools/call` (measured with `npm run bench`'s load section; docs/decisions/0009). The
 * route module stays for hosts that run no Node server of their own (serverless platforms, `next
 * dev`); both answer through the same hosted mock server code.
 */
export interface FastRoute {
  /** The exact path (no trailing slash); the query string does not matter. */
  path: string;
  /** HTTP methods served here; any other method goes to the server's own listeners. */
  methods: readonly string[];
  /** Headers set on every response of the path before `listener` runs (the site's headers). */
  headers?: readonly { key: string; value: string }[];
  listener: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const INSTALLED = Symbol.for('mcp-tool-lab.fast-route');
type Marked = typeof globalThis & { [INSTALLED]?: true };

/** True when `url` (a request target) names `path` exactly, with or without a query. */
export function matchesPath(url: string | undefined, path: string): boolean {
  if (url === undefined || !url.startsWith(path)) return false;
  const rest = url.slice(path.length);
  return rest === '' || rest.startsWith('?');
}

/**
 * Takes over `server`'s 'request' listeners: requests for `route` go to its listener, the rest to
 * the listeners that were there (in their order). The hook below calls it.
 */
function routeAhead(server: Server, route: FastRoute): void {
  const previous = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const methods = new Set(route.methods);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (methods.has(request.method ?? '') && matchesPath(request.url, route.path)) {
      for (const { key, value } of route.headers ?? []) response.setHeader(key, value);
      Promise.resolve(route.listener(request, response)).catch(() => {
        // The listener answers its own failures; this only keeps a bug from being unhandled.
        if (!response.headersSent) response.writeHead(500).end();
        else response.destroy();
      });
      return;
    }
    for (const listener of previous) listener.call(server, request, response);
  });
}

/**
 * Installs `route` on every HTTP server of this process, on its first request (Node's
 * `http.server.request.start` diagnostics channel runs before the 'request' event, so that first
 * request is routed too). Idempotent per process.
 */
export function installFastRoute(route: FastRoute): void {
  const marked = globalThis as Marked;
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const seen = new WeakSet<Server>();
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server: Server };
    if (seen.has(server)) return;
    seen.add(server);
    routeAhead(server, route);
  });
}
