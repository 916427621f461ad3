/** The key of requests sent without credentials. */
export const ANONYMOUS = 'anonymous';

/**
 * The cache key of an authorization context: a SHA-256 of the credential headers in use
 * (`Authorization`, `Cookie`, and any header the caller marked secret), so private cache entries
 * are kept apart per token while the token itself is never stored. Header names are compared
 * case-insensitively; an empty credential set gives {@link ANONYMOUS}.
 */
export async function authorizationKey(
  headers: Record<string, string>,
  secrets: ReadonlySet<string>,
): Promise<string> {
  const credentials = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .filter(([name]) => secrets.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (credentials.length === 0) return ANONYMOUS;
  const text = credentials.map(([name, value]) => `${name}\n${value}`).join('\n\n');
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `sha256:${hex.slice(0, 32)}`;
}
