/** The five kinds of document the validators understand. */
export const DOCUMENT_KINDS = ['tool', 'tools', 'tools-list-result', 'call-result', 'message'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the user can ask for: a kind, or `auto` to let the validator detect it. */
export type KindOption = DocumentKind | 'auto';

export const KIND_LABELS: Record<DocumentKind, string> = {
  tool: 'tool definition',
  tools: 'array of tool definitions',
  'tools-list-result': 'tools/list result',
  'call-result': 'tools/call result',
  message: 'JSON-RPC message',
};

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** Validation profiles: the spec alone, or the spec plus a strict client's own rules. */
export const PROFILES = ['default', 'claude-api'] as const;
export type Profile = (typeof PROFILES)[number];

export const PROFILE_LABELS: Record<Profile, string> = {
  default: 'MCP spec',
  'claude-api': 'MCP spec + Claude API',
};

export function isProfile(value: string): value is Profile {
  return (PROFILES as readonly string[]).includes(value);
}
