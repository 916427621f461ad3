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
import {
  acceptedContent,
  createMcpHandler,
  fromJsonSchema,
  inputRequired,
  McpServer,
} from '@modelcontextprotocol/server';

const port = Number(process.argv[2] ?? process.env.PORT ?? 0);

function buildServer() {
  const server = new McpServer(
    { name: 'interop-sdk-v2-peer', version: '1.0.0' },
    {
      capabilities: { tools: { listChanged: true } },
      cacheHints: { 'tools/list': { ttlMs: 60_000, cacheScope: 'public' } },
    },
  );
  server.registerTool(
    'echo',
    {
      description: 'Echoes the message back.',
      inputSchema: fromJsonSchema({
        type: 'object',
        properties: { message: { type: 'string', 'x-mcp-header': 'Message' } },
        required: ['message'],
      }),
    },
    async ({ message }) => ({ content: [{ type: 'text', text: `echo: ${message}` }] }),
  );
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
  server.registerTool(
    'confirm_action',
    {
      description: 'Asks the user to confirm (MRTR elicitation), then acts.',
      inputSchema: fromJsonSchema({
        type: 'object',
        properties: { action: { type: 'string' } },
        required: ['action'],
      }),
    },
    async ({ action }, ctx) => {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.ok !== true) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Really ${action}?`,
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
            }),
          },
          requestState: `pending:${action}`,
        });
      }
      const state = ctx.mcpReq.requestState();
      return { content: [{ type: 'text', text: `done: ${action} (state ${state})` }] };
    },
  );
  server.registerTool(
    'touch_tools',
    {
      description: 'Announces that the tool list changed.',
      inputSchema: fromJsonSchema({ type: 'object', properties: {} }),
    },
    async () => {
      setTimeout(() => handler.notify.toolsChanged(), 50);
      return { content: [{ type: 'text', text: 'announced' }] };
    },
  );
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
