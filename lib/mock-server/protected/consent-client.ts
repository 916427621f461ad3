import { isObject } from '../../json/is-object';
import type { ConsentDescriptor } from './consent-page';

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type ConsentLoad = { ok: true; consent: ConsentDescriptor } | { ok: false; message: string };

/**
 * Asks the protected mock for the consent screen of an authorization URL, as JSON, so a page can
 * render it itself (the in-page scenario has no browser window to send to the Worker). The answer
 * is the mock's, so it is checked like any server data before it is shown.
 */
export async function loadConsent(
  fetch: FetchLike,
  authorizationUrl: string,
  signal?: AbortSignal,
): Promise<ConsentLoad> {
  let response: Response;
  try {
    response = await fetch(authorizationUrl, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      redirect: 'manual',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    return {
      ok: false,
      message: `the authorization server could not be reached (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    // An error the server sends straight back to the client (bad PKCE, resource…): no consent to show.
    return { ok: false, message: `redirect:${location}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, message: `the authorization server answered HTTP ${response.status} without JSON` };
  }
  if (!response.ok || !isObject(body) || !isObject(body.consent)) {
    const description =
      isObject(body) && typeof body.error_description === 'string'
        ? body.error_description.slice(0, 300)
        : '';
    return {
      ok: false,
      message: `the authorization request was refused (HTTP ${response.status})${description ? `: ${description}` : ''}`,
    };
  }
  const c = body.consent;
  const client = isObject(c.client) ? c.client : {};
  const scopes = Array.isArray(c.scopes) ? c.scopes.filter(isObject) : [];
  if (
    typeof c.ticket !== 'string' ||
    typeof c.decisionUrl !== 'string' ||
    typeof c.redirectUri !== 'string'
  ) {
    return { ok: false, message: 'the consent screen is incomplete' };
  }
  return {
    ok: true,
    consent: {
      ticket: c.ticket,
      decisionUrl: c.decisionUrl,
      client: {
        id: String(client.id ?? ''),
        name: String(client.name ?? '').slice(0, 100),
        kind: client.kind === 'client-id-metadata-document' ? 'client-id-metadata-document' : 'dynamic',
      },
      redirectUri: c.redirectUri,
      redirectHost: String(c.redirectHost ?? ''),
      resource: String(c.resource ?? ''),
      scopes: scopes.map((s) => ({
        name: String(s.name),
        description: String(s.description ?? ''),
        required: s.required === true,
      })),
    },
  };
}

/**
 * Posts the decision on a consent screen and returns where the authorization server sends the
 * browser back (the callback URL with code or error, state and iss).
 */
export async function submitConsent(
  fetch: FetchLike,
  consent: ConsentDescriptor,
  decision: 'approve' | 'deny',
  grantedScopes: readonly string[] = consent.scopes.map((s) => s.name),
): Promise<{ ok: true; callbackUrl: string } | { ok: false; message: string }> {
  const form = new URLSearchParams({ ticket: consent.ticket, decision });
  for (const scope of grantedScopes) form.append('scope', scope);
  let response: Response;
  try {
    response = await fetch(consent.decisionUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      redirect: 'manual',
    });
  } catch (error) {
    return {
      ok: false,
      message: `the decision could not be sent (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const location = response.headers.get('location');
  await response.body?.cancel().catch(() => {});
  if (response.status < 300 || response.status >= 400 || !location) {
    return {
      ok: false,
      message: `the authorization server answered the decision with HTTP ${response.status} and no redirect`,
    };
  }
  return { ok: true, callbackUrl: new URL(location, consent.decisionUrl).toString() };
}
