import { createMockServer } from '@/lib/mock-server/create-mock-server';
import { hostSecurityOptions } from '@/lib/mock-server/host-defaults';

// The hosted mock MCP server (2026-07-28, Streamable HTTP) at /api/mcp. Stateless: every request
// carries its own version and capabilities, so any instance can answer any request. Two things
// are per instance, and both are demos: the beta-tools switch (toggle_beta_tools, whose
// list_changed reaches only listen streams on the same instance) and, unless
// MCP_TOOL_LAB_STATE_SECRET is set, the HMAC key of MRTR requestState and basket handles (set it
// on every instance when running more than one, or a retry reaching another instance fails).
// Origins: the site's own pages, http://localhost:* and http://127.0.0.1:* (browser clients in
// development), plus MCP_TOOL_LAB_ALLOWED_ORIGINS.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const server = createMockServer({
  ...hostSecurityOptions({
    stateSecret: process.env.MCP_TOOL_LAB_STATE_SECRET,
    allowedOrigins: process.env.MCP_TOOL_LAB_ALLOWED_ORIGINS,
  }),
  // Serverless platforms cap response time; end listen streams gracefully before a typical cap.
  listenMaxMs: 240_000,
});

const handle = (request: Request) => server.handle(request);

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as POST };
