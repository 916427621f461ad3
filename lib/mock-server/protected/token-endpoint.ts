import { s256Challenge } from '../../client/auth/pkce';
import { isObject } from '../../json/is-object';
import { splitScope } from './mock-scopes';
import {
  oauthError,
  oauthJson,
  type ProtectedContext,
  PURPOSE,
  REFRESH_TTL_MS,
  readForm,
} from './protected-context';

const MAX_USED_CODES = 10_000;

async function issue(ctx: ProtectedContext, clientId: string, scopes: string[]): Promise<Response> {
  const scope = scopes.join(' ');
  const accessToken = await ctx.sealer.seal(
    PURPOSE.access,
    { c: clientId, sc: scopes, aud: ctx.resource },
    ctx.accessTokenTtlMs,
  );
  const refresh = scopes.includes('offline_access')
    ? await ctx.sealer.seal(PURPOSE.refresh, { c: clientId, sc: scopes, aud: ctx.resource }, REFRESH_TTL_MS)
    : undefined;
  return oauthJson(ctx, 200, {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: Math.floor(ctx.accessTokenTtlMs / 1000),
    scope,
    ...(refresh ? { refresh_token: refresh } : {}),
  });
}

/**
 * The token endpoint: a public client (`none`) exchanges a code with its PKCE verifier, or a
 * refresh token (rotated on every use). Codes are single-use per instance and bound to the
 * client, redirect URI, challenge and resource they were issued for.
 */
export async function tokenRequest(ctx: ProtectedContext, request: Request): Promise<Response> {
  const form = await readForm(request);
  if (!form) return oauthError(ctx, 400, 'invalid_request', 'send application/x-www-form-urlencoded');
  if (request.headers.has('authorization')) {
    return oauthError(
      ctx,
      401,
      'invalid_client',
      'this server registers public clients only (token_endpoint_auth_method none)',
    );
  }
  const clientId = form.get('client_id');
  if (!clientId) return oauthError(ctx, 400, 'invalid_request', 'client_id is missing');
  const resource = form.get('resource');
  if (resource !== null && resource !== ctx.resource) {
    return oauthError(ctx, 400, 'invalid_target', `resource must be ${ctx.resource}`);
  }
  const grant = form.get('grant_type');
  if (grant === 'authorization_code') {
    const code = form.get('code') ?? '';
    const opened = await ctx.sealer.open(PURPOSE.code, code);
    if (!opened.ok || !isObject(opened.data))
      return oauthError(ctx, 400, 'invalid_grant', `the code is ${opened.ok ? 'malformed' : opened.reason}`);
    const { c, r, x, sc, j } = opened.data as { c: string; r: string; x: string; sc: string[]; j: string };
    if (ctx.usedCodes.has(j)) return oauthError(ctx, 400, 'invalid_grant', 'the code was used already');
    if (c !== clientId) return oauthError(ctx, 400, 'invalid_grant', 'the code was issued to another client');
    if (r !== form.get('redirect_uri'))
      return oauthError(ctx, 400, 'invalid_grant', 'redirect_uri differs from the authorization request');
    const verifier = form.get('code_verifier') ?? '';
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) || (await s256Challenge(verifier)) !== x) {
      return oauthError(
        ctx,
        400,
        'invalid_grant',
        'the PKCE code_verifier does not match the code_challenge',
      );
    }
    if (ctx.usedCodes.size >= MAX_USED_CODES) ctx.usedCodes.clear();
    ctx.usedCodes.add(j);
    return issue(ctx, clientId, sc);
  }
  if (grant === 'refresh_token') {
    const opened = await ctx.sealer.open(PURPOSE.refresh, form.get('refresh_token') ?? '');
    if (!opened.ok || !isObject(opened.data))
      return oauthError(
        ctx,
        400,
        'invalid_grant',
        `the refresh token is ${opened.ok ? 'malformed' : opened.reason}`,
      );
    const { c, sc } = opened.data as { c: string; sc: string[] };
    if (c !== clientId)
      return oauthError(ctx, 400, 'invalid_grant', 'the refresh token was issued to another client');
    // A narrower scope may be asked for, never a wider one.
    const asked = splitScope(form.get('scope'));
    return issue(ctx, clientId, asked.length > 0 ? sc.filter((s) => asked.includes(s)) : sc);
  }
  return oauthError(ctx, 400, 'unsupported_grant_type', 'use authorization_code or refresh_token');
}
