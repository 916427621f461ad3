/**
 * The visitor key of this project's shared /api/mcp: `?visitor=<key>` in the endpoint URL names
 * whose demo state a request sees (see `lib/mock-server/visitor-scope.ts`). Here because both
 * sides use it: the server reads it, the playground's session adds one of its own.
 */
export const VISITOR_PARAM = 'visitor';

/** A fresh random visitor key (the playground makes one per tab). */
export function newVisitorKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** `url` with its visitor key set. */
export function withVisitorKey(url: string, key: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(VISITOR_PARAM, key);
  return parsed.href;
}
