export interface ScopeInputs {
  /** `scope` of the 401/403 challenge that started this authorization. */
  challenge?: string;
  /** Scopes requested by the previous authorization for this resource (kept on step-up). */
  previous?: string;
  /** `scopes_supported` of the protected resource metadata. */
  resourceScopes?: readonly string[];
  /** `scopes_supported` of the authorization server metadata (only consulted for `offline_access`). */
  serverScopes?: readonly string[];
  /** Whether to ask for a refresh token when the server offers `offline_access`. */
  offlineAccess: boolean;
}

const split = (scope: string | undefined): string[] => (scope ?? '').split(/\s+/).filter((s) => s !== '');

/**
 * The `scope` of an authorization request, per the MCP scope selection strategy: the challenge's
 * scope (united with what was requested before, so a step-up keeps earlier permissions), else
 * every scope of the resource metadata's `scopes_supported`, else none at all. `offline_access`
 * is added only when the authorization server lists it (SEP-2207). Undefined: send no scope.
 */
export function chooseScope(inputs: ScopeInputs): string | undefined {
  const scopes: string[] = [];
  const add = (list: readonly string[]) => {
    for (const s of list) if (!scopes.includes(s)) scopes.push(s);
  };
  add(split(inputs.previous));
  if (inputs.challenge !== undefined && split(inputs.challenge).length > 0) add(split(inputs.challenge));
  else if (scopes.length === 0 && inputs.resourceScopes)
    add(inputs.resourceScopes.filter((s) => s.trim() !== ''));
  if (inputs.offlineAccess && inputs.serverScopes?.includes('offline_access') && scopes.length > 0)
    add(['offline_access']);
  return scopes.length > 0 ? scopes.join(' ') : undefined;
}

/** True when every scope of `wanted` is in `have` (space-separated lists). */
export function scopesInclude(have: string | undefined, wanted: string | undefined): boolean {
  const held = new Set(split(have));
  return split(wanted).every((s) => held.has(s));
}
