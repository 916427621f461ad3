/**
 * The scopes of the protected teaching scenario. Every request needs `tools:read`; calling
 * `deploy_release` needs `deploy` too, so the first call of it shows a step-up (403
 * insufficient_scope, then a second consent for the union). `offline_access` is offered by the
 * authorization server only (servers should not ask for it, SEP-2207).
 */
export const BASE_SCOPE = 'tools:read';

export const MOCK_SCOPES: Readonly<Record<string, string>> = {
  'tools:read': 'List the tools and call the read-only ones',
  deploy: 'Call deploy_release, which ships a release',
  offline_access: 'Stay authorized with a refresh token',
};

/** Scope a `tools/call` of these tools needs besides {@link BASE_SCOPE}. */
export const TOOL_SCOPES: Readonly<Record<string, string>> = { deploy_release: 'deploy' };

export const splitScope = (scope: string | null | undefined): string[] =>
  (scope ?? '').split(/\s+/).filter((s) => s !== '');

/** The scopes a request needs: the base scope, plus the tool's own for a `tools/call`. */
export function requiredScopes(method: string | null, toolName: string | null): string[] {
  const extra = method === 'tools/call' && toolName !== null ? TOOL_SCOPES[toolName] : undefined;
  return extra ? [BASE_SCOPE, extra] : [BASE_SCOPE];
}
