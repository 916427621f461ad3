// Tools the official-SDK-v2 interop peers share (scripts/interop/sdk-v2-peer.mjs over HTTP and
// sdk-v2-stdio-peer.mjs over stdio), so both transports are tested against the same behaviour.
import { acceptedContent, fromJsonSchema, inputRequired, McpServer } from '@modelcontextprotocol/server';

/** An McpServer that announces tool-list changes and gives tools/list a public minute of caching. */
export function interopServer(name) {
  return new McpServer(
    { name, version: '1.0.0' },
    {
      capabilities: { tools: { listChanged: true } },
      cacheHints: { 'tools/list': { ttlMs: 60_000, cacheScope: 'public' } },
    },
  );
}

/** echo: a plain tool whose "message" is mirrored as Mcp-Param-Message. */
export function registerEcho(server) {
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
}

/** confirm_action: MRTR, an elicitation plus requestState, then the action. */
export function registerConfirmAction(server) {
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
}

/** touch_tools: calls `announce` shortly after answering (notifications/tools/list_changed). */
export function registerTouchTools(server, announce) {
  server.registerTool(
    'touch_tools',
    {
      description: 'Announces that the tool list changed.',
      inputSchema: fromJsonSchema({ type: 'object', properties: {} }),
    },
    async () => {
      setTimeout(announce, 50);
      return { content: [{ type: 'text', text: 'announced' }] };
    },
  );
}
