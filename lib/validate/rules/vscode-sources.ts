/** Where the VS Code behaviour the vscode profile checks is published (copies read 2026-12). */
export const VSCODE_TOOL_NORMALIZATION = {
  title:
    'VS Code source: McpServer._normalizeTool, src/vs/workbench/contrib/mcp/common/mcpServer.ts (microsoft/vscode)',
  url: 'https://github.com/microsoft/vscode/blob/main/src/vs/workbench/contrib/mcp/common/mcpServer.ts',
  seen: 'stored copy read 2026-12',
} as const;

export const VSCODE_CHAT_TOOLS = {
  title: 'VS Code docs: Use tools in chat',
  url: 'https://code.visualstudio.com/docs/copilot/chat/chat-tools',
  seen: 'stored copy read 2026-12',
} as const;

export const VSCODE_TOOL_LIMIT_ISSUE = {
  title: 'microsoft/vscode-copilot-release#11653: the limit as Copilot Chat enforces it',
  url: 'https://github.com/microsoft/vscode-copilot-release/issues/11653',
  seen: 'reported 2025-06',
} as const;
