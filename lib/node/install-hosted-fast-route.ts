import { createNodeListener } from './create-node-listener';
import { onShutdown } from './graceful-shutdown';
import { createHostedMockServer, type HostedConfig } from './hosted-mock-server';
import { installFastRoute } from './install-fast-route';

/** The path and methods of `app/api/mcp/route.ts`, which this serves ahead of Next.js. */
export const MCP_ROUTE_PATH = '/api/mcp';
const MCP_METHODS = ['POST', 'GET', 'DELETE', 'OPTIONS'] as const;
/** The mock server's own body limit (its default), so the listener buffers no more than it reads. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Serves /api/mcp on the Node server this process runs (`next start`, `.next/standalone/server.js`)
 * straight from node:http, with the same hosted mock server the route module builds, the site's
 * headers (`headers`, from next.config's rules) on every answer, and the graceful shutdown.
 * Requests for any other path, and other methods, go to Next.js as before.
 */
export function installHostedFastRoute(
  config: HostedConfig,
  headers: readonly { key: string; value: string }[],
): void {
  const server = createHostedMockServer(config);
  onShutdown(() => server.close());
  installFastRoute({
    path: MCP_ROUTE_PATH,
    methods: MCP_METHODS,
    headers,
    // The adapter holds the socket: it gives the client address (under the trusted-proxy rule)
    // and loopback arrival itself. The hardening's stamped headers are not in rawHeaders.
    listener: createNodeListener((request, context) => server.handle(request, context), {
      fallbackOrigin: 'http://127.0.0.1',
      maxBodyBytes: MAX_BODY_BYTES,
      trust: config.trust,
      signalInContext: true,
    }),
  });
}
