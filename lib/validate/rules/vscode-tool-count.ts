import { defineClientCountRule } from './client-tool-count';
import { VSCODE_CHAT_TOOLS, VSCODE_TOOL_LIMIT_ISSUE } from './vscode-sources';

export const vscodeToolCount = defineClientCountRule({
  id: 'vscode-tool-count',
  profile: 'vscode',
  max: 128,
  severity: 'error',
  limit:
    'VS Code refuses a chat request with more than 128 tools ("Cannot have more than 128 tools per request"), counting built-in tools and every server.',
  title: 'VS Code: at most 128 tools enabled in a chat request',
  description:
    'VS Code chat sends at most 128 tools with a request, counting built-in tools and every MCP server. A server with more tools can never be enabled whole, and users must untick tools by hand. Fewer, broader tools (or toolsets) fit better.',
  sources: [
    {
      ...VSCODE_CHAT_TOOLS,
      quote: 'A chat request can have a maximum of 128 tools enabled at a time',
    },
    { ...VSCODE_TOOL_LIMIT_ISSUE, quote: 'Cannot have more than 128 tools per request.' },
  ],
});
