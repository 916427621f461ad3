import { hostedRouteHandler, readHostedConfig } from '@/lib/node/hosted-mock-server';

// The hosted mock MCP server (2026-07-28, Streamable HTTP) at /api/mcp, configured from the
// environment (content/docs/host-it-yourself.mdx lists every variable). Stateless per request;
// the one piece of demo state (the beta-tools switch) is per visitor (`?visitor=`), and lives in
// Redis when REDIS_URL is set, so instances behind a load balancer behave as one.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const verdict = readHostedConfig(process.env);
// instrumentation.ts refuses to start with a bad environment; this only guards other entry points.
if (!verdict.ok) throw new Error(`/api/mcp: ${verdict.problems.join('; ')}`);
// Built on the first request (see hostedRouteHandler): on a Node server of its own, instrumentation.ts
// answers /api/mcp ahead of this route, which then holds no second server.
const handle = hostedRouteHandler(verdict.config);

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as POST };
