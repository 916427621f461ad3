import { type StepOutcome, stepFail, stepOk } from './flow-context';
import type { PendingAuthorization } from './oauth-options';

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  resource: string;
  scope?: string;
}

/**
 * The authorization URL: the endpoint (its own query kept, RFC 6749 §3.1) with the code flow's
 * parameters — PKCE S256, the RFC 8707 `resource`, and `scope` only when there is one.
 */
export function authorizationUrl(endpoint: string, request: AuthorizationRequest): string {
  const url = new URL(endpoint);
  const set = (name: string, value: string) => url.searchParams.set(name, value);
  set('response_type', 'code');
  set('client_id', request.clientId);
  set('redirect_uri', request.redirectUri);
  set('state', request.state);
  set('code_challenge', request.codeChallenge);
  set('code_challenge_method', 'S256');
  set('resource', request.resource);
  if (request.scope !== undefined) set('scope', request.scope);
  else url.searchParams.delete('scope');
  return url.toString();
}

/** Longest error text from an authorization server that is shown (it is untrusted text). */
const MAX_ERROR_TEXT = 300;

const ERROR_FIXES: Record<string, string> = {
  access_denied: 'Consent was denied. Authorize again and approve the request.',
  invalid_scope:
    'The authorization server does not know a requested scope; check scopes_supported and the challenge.',
  invalid_request:
    'The authorization server rejected the request; check that it accepts the redirect URI, PKCE (S256) and the resource parameter.',
  unauthorized_client:
    'The client may not use the authorization code flow at this server; check its registration.',
  invalid_client:
    'The authorization server does not know this client; check the client id or register again.',
  server_error: 'The authorization server failed; try again later.',
  temporarily_unavailable: 'The authorization server is busy; try again later.',
};

/**
 * Checks the redirect the authorization server sent the browser to, in the order that keeps a
 * mix-up or injection from doing harm: it must come back to our redirect URI, carry our `state`,
 * and pass the RFC 9207 `iss` rules (exact string comparison; required when the server
 * advertised it) before its `error` is even read. Returns the code.
 */
export function readAuthorizationResponse(
  callbackUrl: string,
  pending: PendingAuthorization,
): StepOutcome<string> {
  const step = 'authorization-response' as const;
  let url: URL;
  let expected: URL;
  try {
    url = new URL(callbackUrl);
    expected = new URL(pending.redirectUri);
  } catch {
    return stepFail(
      step,
      'The authorization response is not a URL.',
      'Finish the authorization through the redirect URI.',
    );
  }
  if (url.origin !== expected.origin || url.pathname !== expected.pathname) {
    return stepFail(
      step,
      `The authorization server sent the browser to ${url.origin}${url.pathname}, not to the redirect URI ${pending.redirectUri}.`,
      'Register exactly this redirect URI with the authorization server.',
    );
  }
  // RFC 6749 §4.1.2: the response is in the query. A fragment is a different response mode.
  const params =
    url.searchParams.size > 0 ? url.searchParams : new URLSearchParams(url.hash.replace(/^#/, ''));
  const state = params.get('state');
  if (state !== pending.state) {
    return stepFail(
      step,
      state === null
        ? 'The authorization response has no state; it is not the answer to this request and is discarded.'
        : 'The state of the authorization response does not match this request; it is discarded (a forged or stale response).',
      'Start the authorization again from this page.',
    );
  }
  const iss = params.get('iss');
  if (iss !== null && iss !== pending.issuer) {
    return stepFail(
      step,
      `The authorization response says it comes from ${JSON.stringify(iss.slice(0, 200))}, but it was sent to ${pending.issuer}; the code is not sent anywhere (RFC 9207 mix-up defence).`,
      `The authorization server must send iss exactly equal to its issuer ${JSON.stringify(pending.issuer)}.`,
    );
  }
  if (iss === null && pending.issParameterSupported) {
    return stepFail(
      step,
      `${pending.issuer} advertises authorization_response_iss_parameter_supported but its response has no iss; the code is not used (RFC 9207 §2.4).`,
      'Send the iss parameter in every authorization response, or stop advertising authorization_response_iss_parameter_supported.',
    );
  }
  const error = params.get('error');
  if (error !== null) {
    const description = params.get('error_description');
    const text = `${error.slice(0, 100)}${description ? `: ${description.slice(0, MAX_ERROR_TEXT)}` : ''}`;
    return stepFail(
      step,
      `The authorization server answered with an error (${text}).`,
      ERROR_FIXES[error] ?? 'See the authorization server error above.',
    );
  }
  const code = params.get('code');
  if (code === null || code === '') {
    return stepFail(
      step,
      'The authorization response carries no code.',
      'The authorization server must return code (OAuth 2.1 §4.1.2).',
    );
  }
  return stepOk(code);
}
