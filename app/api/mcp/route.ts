import { onShutdown } from '@/lib/node/graceful-shutdown';
import { createHostedMockServer, readHostedConfig } from '@/lib/node/hosted-mock-server';

// The hosted mock MCP server (2026-07-28, Streamable HTTP) at /api/mcp, configured from the
// environment (content/docs/host-it-yourself.mdx lists every variable). Stateless per request;
// the one piece of demo state (the beta-tools switch) is per visitor (`?visitor=`), and lives in
// Redis when REDIS_URL is set, so instances behind a load balancer behave as one.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const verdict = readHostedConfig(process.env);
// instrumentation.ts refuses to start with a bad environment; this only guards other entry points.
if (!verdict.ok) throw new Error(`/api/mcp: ${verdict.problems.join('; ')}`);
const server = createHostedMockServer(verdict.config);
// SIGTERM (instrumentation.ts listens): end listen streams cleanly so Next's wait for open
// responses ends and no client sees its stream cut.
onShutdown(() => server.close());

const handle = (request: Request) => server.handle(request);

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as POST };
