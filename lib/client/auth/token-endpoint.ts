import { isObject } from '../../json/is-object';
import { authRequest } from './auth-http';
import type { ClientIdentity } from './choose-client';
import { type FlowContext, networkFix, type StepOutcome, stepFail, stepOk } from './flow-context';

/** A token response (RFC 6749 §5.1), checked. */
export interface TokenResponse {
  /** The token endpoint exchange, for the step's record. */
  exchangeId: string;
  accessToken: string;
  refreshToken?: string;
  expiresInSeconds?: number;
  scope?: string;
}

export type TokenGrant =
  | { type: 'authorization_code'; code: string; codeVerifier: string; redirectUri: string }
  | { type: 'refresh_token'; refreshToken: string };

/** `application/x-www-form-urlencoded` encoding of one value (RFC 6749 appendix B), for Basic. */
function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `Authorization: Basic …` of `client_secret_basic` (RFC 6749 §2.3.1: each part form-encoded first). */
export function basicCredentials(clientId: string, secret: string): string {
  const text = `${formEncode(clientId)}:${formEncode(secret)}`;
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

export interface TokenRequestInput {
  tokenEndpoint: string;
  client: ClientIdentity;
  grant: TokenGrant;
  resource: string;
}

/**
 * Calls the token endpoint with the client's authentication method and the RFC 8707 `resource`,
 * and checks the answer: a Bearer `access_token`, numbers and strings where they belong. Error
 * bodies come back as a failure with the server's text (cut; it is untrusted).
 */
export async function requestTokens(
  ctx: FlowContext,
  input: TokenRequestInput,
): Promise<StepOutcome<TokenResponse>> {
  const step =
    input.grant.type === 'authorization_code' ? ('token-request' as const) : ('token-refresh' as const);
  const form: Record<string, string> = { grant_type: input.grant.type };
  if (input.grant.type === 'authorization_code') {
    form.code = input.grant.code;
    form.redirect_uri = input.grant.redirectUri;
    form.code_verifier = input.grant.codeVerifier;
  } else form.refresh_token = input.grant.refreshToken;
  form.resource = input.resource;
  const headers: Record<string, string> = {};
  const { client } = input;
  if (client.authMethod === 'client_secret_basic' && client.clientSecret !== undefined) {
    headers.Authorization = basicCredentials(client.clientId, client.clientSecret);
  } else {
    form.client_id = client.clientId;
    if (client.authMethod === 'client_secret_post' && client.clientSecret !== undefined)
      form.client_secret = client.clientSecret;
  }
  const got = await authRequest(ctx.http, {
    purpose: 'auth-token',
    ...(ctx.operationId !== undefined ? { operationId: ctx.operationId } : {}),
    method: 'POST',
    url: input.tokenEndpoint,
    headers,
    form,
    maxBytes: ctx.maxBytes,
    timeoutMs: ctx.timeoutMs,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
  const fail = (message: string, fix: string, exchangeId?: string, status?: number) => {
    ctx.note(step, 'failed', message, { ...(exchangeId ? { exchangeId } : {}), fix });
    return stepFail<TokenResponse>(step, message, fix, status);
  };
  if (!got.ok) {
    if (got.problem === 'aborted') return stepFail(step, 'The authorization was cancelled.');
    return fail(
      `The token request to ${input.tokenEndpoint} failed: ${got.message}`,
      got.problem === 'network'
        ? networkFix(ctx, input.tokenEndpoint, 'POST')
        : 'Answer the token request directly (no redirect) with a small JSON document (RFC 6749 §5.1).',
      got.exchangeId,
    );
  }
  const doc = got.json;
  if (got.status !== 200) {
    const error = isObject(doc) && typeof doc.error === 'string' ? doc.error.slice(0, 100) : undefined;
    const description =
      isObject(doc) && typeof doc.error_description === 'string'
        ? doc.error_description.slice(0, 300)
        : undefined;
    const fix =
      error === 'invalid_client'
        ? `The token endpoint did not accept the client's authentication (${client.authMethod}); check the client id and secret.`
        : error === 'invalid_grant'
          ? step === 'token-refresh'
            ? 'The refresh token is no longer valid; authorize again.'
            : 'The code was rejected: it expired, was used already, or the PKCE verifier or redirect URI does not match.'
          : 'See the token endpoint error above.';
    return fail(
      `The token endpoint refused the ${input.grant.type === 'authorization_code' ? 'code' : 'refresh token'} (HTTP ${got.status}${error ? `, ${error}` : ''})${description ? `: ${description}` : '.'}`,
      fix,
      got.exchangeId,
      got.status,
    );
  }
  if (!isObject(doc)) {
    return fail(
      `The token endpoint did not answer with a JSON object.`,
      'Answer with application/json: {"access_token": …, "token_type": "Bearer"} (RFC 6749 §5.1).',
      got.exchangeId,
    );
  }
  if (typeof doc.access_token !== 'string' || doc.access_token === '') {
    return fail(
      'The token response has no access_token.',
      'Return "access_token" (RFC 6749 §5.1).',
      got.exchangeId,
    );
  }
  if (typeof doc.token_type !== 'string' || doc.token_type.toLowerCase() !== 'bearer') {
    return fail(
      `The token response has token_type ${JSON.stringify(String(doc.token_type).slice(0, 40))}; this client sends Bearer tokens only.`,
      'Issue Bearer tokens ("token_type": "Bearer").',
      got.exchangeId,
    );
  }
  // RFC 6750 §2.1: a b64token is printable ASCII without spaces.
  if (!/^[\x21-\x7e]+$/.test(doc.access_token) || doc.access_token.length > 16 * 1024) {
    return fail(
      'The access_token contains characters that cannot go in an Authorization header, or is longer than 16 KiB.',
      'Issue tokens made of printable characters (RFC 6750 §2.1 b64token).',
      got.exchangeId,
    );
  }
  const expires =
    typeof doc.expires_in === 'number' && Number.isFinite(doc.expires_in) && doc.expires_in > 0
      ? doc.expires_in
      : undefined;
  return stepOk({
    exchangeId: got.exchangeId,
    accessToken: doc.access_token,
    ...(typeof doc.refresh_token === 'string' && doc.refresh_token !== ''
      ? { refreshToken: doc.refresh_token }
      : {}),
    ...(expires !== undefined ? { expiresInSeconds: expires } : {}),
    ...(typeof doc.scope === 'string' && doc.scope.trim() !== '' ? { scope: doc.scope.trim() } : {}),
  });
}
