// A small MCP server over stdio built with the official TypeScript SDK v2 (@modelcontextprotocol/server
// 2.4.0, serveStdio), used as a real 2026-07-28 peer by the bridge's interop tests. serveStdio is
// dual-era: the opening message pins the connection to 2026-07-28 (server/discover) or to the
// 2025 handshake (initialize). It logs to stderr only; stdout carries JSON-RPC lines.
//
// Tools: echo ("message" mirrored as Mcp-Param-Message), count_up (notifications/progress when the
// request carries a progress token), confirm_action (MRTR: an elicitation plus requestState),
// touch_tools (notifications/tools/list_changed to subscriptions/listen streams).
import { acceptedContent, fromJsonSchema, inputRequired, McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

serveStdio(() => {
  const server = new McpServer(
    { name: 'interop-sdk-v2-stdio-peer', version: '1.0.0' },
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
    'count_up',
    {
      description: 'Counts to n, reporting progress on the way.',
      inputSchema: fromJsonSchema({
        type: 'object',
        properties: { n: { type: 'integer', minimum: 1, maximum: 10 } },
        required: ['n'],
      }),
    },
    async ({ n }, ctx) => {
      const token = ctx.mcpReq._meta?.progressToken;
      for (let i = 1; i <= n; i++) {
        if (token !== undefined) {
          await ctx.mcpReq.notify({
            method: 'notifications/progress',
            params: { progressToken: token, progress: i, total: n },
          });
        }
      }
      return { content: [{ type: 'text', text: `counted to ${n}` }] };
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
      return { content: [{ type: 'text', text: `done: ${action} (state ${ctx.mcpReq.requestState()})` }] };
    },
  );
  server.registerTool(
    'touch_tools',
    {
      description: 'Announces that the tool list changed.',
      inputSchema: fromJsonSchema({ type: 'object', properties: {} }),
    },
    async () => {
      setTimeout(() => server.sendToolListChanged(), 50);
      return { content: [{ type: 'text', text: 'announced' }] };
    },
  );
  return server;
});
process.stderr.write('sdk-v2-stdio-peer ready\n');
