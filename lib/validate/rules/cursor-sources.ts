/** Where the Cursor behaviour the cursor profile checks is documented or reported (copies read 2026-12). */
export const CURSOR_MCP_DOCS = {
  title: 'Cursor docs: Model Context Protocol, Limitations (2025 revision)',
  url: 'https://docs.cursor.com/context/model-context-protocol#limitations',
  seen: '2025 revision; the current page (cursor.com/docs/mcp) states no number',
} as const;

export const CURSOR_NAME_WARNING = {
  title:
    "Cursor's MCP settings warning, as reported in awslabs/mcp#1283 (Cursor 1.6.14) and ComposioHQ/composio#2788",
  url: 'https://github.com/ComposioHQ/composio/issues/2788',
  seen: 'reported 2026-02',
} as const;
