// The container's health check (Dockerfile HEALTHCHECK): asks the site's own /api/mcp for
// server/discover over loopback and exits 0 only on a 200 carrying a discover result. It checks
// what a visitor needs (the server process, the route, its store when REDIS_URL is set), not
// merely that the port is open. Plain Node, no dependencies: it runs from the runtime image.
const port = process.env.PORT || '3000';
const version = '2026-07-28';
const body = JSON.stringify({
  jsonrpc: '2.0',
  id: 'healthcheck',
  method: 'server/discover',
  params: {
    _meta: {
      'io.modelcontextprotocol/protocolVersion': version,
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': { name: 'mcp-tool-lab-healthcheck', version: '1.0.0' },
    },
  },
});
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': version,
      'Mcp-Method': 'server/discover',
    },
    body,
    signal: AbortSignal.timeout(4000),
  });
  const message = await response.json();
  if (response.status !== 200 || !Array.isArray(message?.result?.supportedVersions)) {
    console.error(`unhealthy: /api/mcp answered ${response.status}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`unhealthy: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
