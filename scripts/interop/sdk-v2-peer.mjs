// A small MCP server built with the official TypeScript SDK v2 (@modelcontextprotocol/server 2.4.0),
// used as a real peer by the client interop tests. It serves 2026-07-28 (and the SDK's stateless
// legacy fallback) on http://127.0.0.1:<port>/mcp with CORS that echoes the requested headers, and
// prints "listening <port>" once ready. Port: argv[2] or PORT (default 0 = any free port).
//
// Tools: echo (a plain tool whose "message" is mirrored as Mcp-Param-Message), get_forecast
// (structuredContent with an outputSchema), confirm_action (MRTR: an elicitation plus requestState),
// touch_tools (publishes notifications/tools/list_changed to subscriptions/listen streams).
import { createServer } from 'node:http';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, fromJsonSchema } from '@modelcontextprotocol/server';
import { interopServer, registerConfirmAction, registerEcho, registerTouchTools } from './sdk-v2-tools.mjs';

const port = Number(process.argv[2] ?? process.env.PORT ?? 0);

function buildServer() {
  const server = interopServer('interop-sdk-v2-peer');
  registerEcho(server);
  server.registerTool(
    'get_forecast',
    {
      description: 'A made-up forecast as structured content.',
      inputSchema: fromJsonSchema({
        type: 'object',
        properties: { city: { type: 'string' }, days: { type: 'integer', minimum: 1, maximum: 7 } },
        required: ['city'],
      }),
      outputSchema: fromJsonSchema({
        type: 'object',
        properties: { city: { type: 'string' }, temperatures: { type: 'array', items: { type: 'number' } } },
        required: ['city', 'temperatures'],
      }),
    },
    async ({ city, days = 3 }) => {
      const structured = { city, temperatures: Array.from({ length: days }, (_, i) => 20 + i) };
      return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
    },
  );
  registerConfirmAction(server);
  registerTouchTools(server, () => handler.notify.toolsChanged());
  return server;
}

const handler = createMcpHandler(() => buildServer());
const node = toNodeHandler(handler);

const http = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Expose-Headers', 'WWW-Authenticate, Mcp-Session-Id');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'POST, GET, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return;
  }
  if (req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  node(req, res);
});
http.listen(port, '127.0.0.1', () => {
  process.stdout.write(`listening ${http.address().port}\n`);
});
const stop = () => {
  handler.close().finally(() => http.close(() => process.exit(0)));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
