// A small MCP server over stdio built with the official TypeScript SDK v2 (@modelcontextprotocol/server
// 2.4.0, serveStdio), used as a real 2026-07-28 peer by the bridge's interop tests. serveStdio is
// dual-era: the opening message pins the connection to 2026-07-28 (server/discover) or to the
// 2025 handshake (initialize). It logs to stderr only; stdout carries JSON-RPC lines.
//
// Tools: echo ("message" mirrored as Mcp-Param-Message), count_up (notifications/progress when the
// request carries a progress token), confirm_action (MRTR: an elicitation plus requestState),
// touch_tools (notifications/tools/list_changed to subscriptions/listen streams).
import { fromJsonSchema } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { interopServer, registerConfirmAction, registerEcho, registerTouchTools } from './sdk-v2-tools.mjs';

serveStdio(() => {
  const server = interopServer('interop-sdk-v2-stdio-peer');
  registerEcho(server);
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
  registerConfirmAction(server);
  registerTouchTools(server, () => server.sendToolListChanged());
  return server;
});
process.stderr.write('sdk-v2-stdio-peer ready\n');
