// Runs once when the Next.js server starts (Node runtime): checks the /api/mcp environment, so a
// bad value stops the start with a message instead of failing the first request, and installs the
// HTTP hardening (socket timeouts; the peer and local addresses /api/mcp needs for per-client
// limits and DNS rebinding protection), and the graceful end of /api/mcp's listen streams.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readHostedConfig } = await import('./lib/node/hosted-mock-server');
  const verdict = readHostedConfig(process.env);
  if (!verdict.ok) throw new Error(`MCP Tool Lab cannot start: ${verdict.problems.join('; ')}`);
  const { HTTP_LIMITS, installHttpHardening } = await import('./lib/node/http-hardening');
  // The socket limits only in production: the dev server's own connections live by other rules.
  installHttpHardening(process.env.NODE_ENV === 'production' ? HTTP_LIMITS : undefined);
  // On SIGTERM/SIGINT, /api/mcp ends its listen streams gracefully while Next closes the server.
  const { installGracefulShutdown, installIdleConnectionDrain } = await import(
    './lib/node/graceful-shutdown'
  );
  installGracefulShutdown();
  installIdleConnectionDrain();
  // /api/mcp straight from node:http, ahead of Next's router (docs/decisions/0009-mcp-fast-route.md).
  if (process.env.NODE_ENV === 'production' && verdict.config.fastRoute) {
    const { installHostedFastRoute } = await import('./lib/node/install-hosted-fast-route');
    const { securityHeaders } = await import('./app/security-headers');
    installHostedFastRoute(verdict.config, securityHeaders());
  }
}
