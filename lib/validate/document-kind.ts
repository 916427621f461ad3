/** The kinds of document the validators understand (`task`: io.modelcontextprotocol/tasks). */
export const DOCUMENT_KINDS = [
  'tool',
  'tools',
  'tools-list-result',
  'call-result',
  'message',
  'task',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the user can ask for: a kind, or `auto` to let the validator detect it. */
export type KindOption = DocumentKind | 'auto';

export const KIND_LABELS: Record<DocumentKind, string> = {
  tool: 'tool definition',
  tools: 'array of tool definitions',
  'tools-list-result': 'tools/list result',
  'call-result': 'tools/call result',
  message: 'JSON-RPC message',
  task: 'task (a task handle, a tasks/get result or notifications/tasks params)',
};

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/**
 * Validation profiles: the spec alone, or the spec plus the rules of one strict client or model
 * API (each such rule cites its public source). A profile adds rules; it never removes any.
 */
export const PROFILES = ['default', 'claude-api', 'openai-strict', 'gemini', 'vscode', 'cursor'] as const;
export type Profile = (typeof PROFILES)[number];

export const PROFILE_LABELS: Record<Profile, string> = {
  default: 'MCP spec',
  'claude-api': 'MCP spec + Claude API',
  'openai-strict': 'MCP spec + OpenAI strict function calling',
  gemini: 'MCP spec + Gemini function declarations',
  vscode: 'MCP spec + VS Code',
  cursor: 'MCP spec + Cursor',
};

/** What each profile adds, in a few words (for `--help` and the profile selectors). */
export const PROFILE_SUMMARIES: Record<Profile, string> = {
  default: 'the 2026-07-28 specification only (default)',
  'claude-api': 'Claude API tool names',
  'openai-strict': 'OpenAI function calling with strict: true',
  gemini: 'Gemini function declarations',
  vscode: 'VS Code tool names and its 128-tool limit',
  cursor: 'Cursor name length and its 40-tool limit',
};

export function isProfile(value: string): value is Profile {
  return (PROFILES as readonly string[]).includes(value);
}
