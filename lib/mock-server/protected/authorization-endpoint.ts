import { randomToken } from '../../client/auth/pkce';
import { isObject } from '../../json/is-object';
import { checkFormToken, issueFormToken } from './consent-form-token';
import { type ConsentDescriptor, consentPage, errorPage, scopeDescription } from './consent-page';
import { lookUpClient, redirectUriAllowed } from './mock-clients';
import { BASE_SCOPE, MOCK_SCOPES, splitScope } from './mock-scopes';
import { CODE_TTL_MS, CONSENT_TTL_MS, type ProtectedContext, PURPOSE, readForm } from './protected-context';

/** Where the browser goes back to: the redirect URI with the response, `state` and `iss` (RFC 9207). */
function back(
  ctx: ProtectedContext,
  redirectUri: string,
  params: Record<string, string | undefined>,
): Response {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  url.searchParams.set('iss', ctx.issuer);
  return new Response(null, {
    status: 302,
    headers: { Location: url.toString(), 'Cache-Control': 'no-store', ...ctx.cors },
  });
}

function invalid(ctx: ProtectedContext, description: string, wantsJson: boolean, status = 400): Response {
  return wantsJson
    ? new Response(JSON.stringify({ error: 'invalid_request', error_description: description }), {
        status,
        headers: { 'Content-Type': 'application/json', ...ctx.cors },
      })
    : new Response(errorPage(description), {
        status,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': "default-src 'none'",
        },
      });
}

/**
 * GET: checks the authorization request and answers the consent screen — JSON for a page that
 * renders it itself (`Accept: application/json`, the site's in-page scenario), HTML otherwise.
 * A request whose client or redirect URI cannot be trusted is answered here, never redirected.
 */
export async function authorizationRequest(ctx: ProtectedContext, request: Request): Promise<Response> {
  const q = new URL(request.url).searchParams;
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const clientId = q.get('client_id');
  const redirectUri = q.get('redirect_uri');
  if (!clientId) return invalid(ctx, 'client_id is missing', wantsJson);
  const client = await lookUpClient(ctx.sealer, clientId, ctx.fetchClientMetadata);
  if (!client.ok) return invalid(ctx, client.description, wantsJson);
  if (!redirectUri || !redirectUriAllowed(client.client.redirectUris, redirectUri)) {
    return invalid(ctx, 'redirect_uri is not registered for this client', wantsJson);
  }
  const state = q.get('state') ?? undefined;
  if (q.get('response_type') !== 'code') {
    return back(ctx, redirectUri, {
      error: 'unsupported_response_type',
      error_description: 'only response_type=code',
      state,
    });
  }
  const challenge = q.get('code_challenge');
  if (!challenge || q.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
    return back(ctx, redirectUri, {
      error: 'invalid_request',
      error_description: 'PKCE with S256 is required',
      state,
    });
  }
  const resource = q.get('resource');
  if (resource !== ctx.resource) {
    return back(ctx, redirectUri, {
      error: 'invalid_target',
      error_description: `resource must be ${ctx.resource} (RFC 8707)`,
      state,
    });
  }
  const asked = splitScope(q.get('scope'));
  const unknown = asked.filter((s) => !(s in MOCK_SCOPES));
  if (unknown.length > 0) {
    return back(ctx, redirectUri, {
      error: 'invalid_scope',
      error_description: `unknown scope ${unknown[0]}`,
      state,
    });
  }
  // No scope asked: the base scope (RFC 6749 §3.3 lets the server pick a default).
  const scopes = asked.length > 0 ? asked : [BASE_SCOPE];
  const ticket = await ctx.sealer.seal(
    PURPOSE.consent,
    // `n` makes every ticket unique, so a decision can be recorded against it (single use).
    { c: clientId, r: redirectUri, s: state ?? null, x: challenge, sc: scopes, n: randomToken(12) },
    CONSENT_TTL_MS,
  );
  const consent: ConsentDescriptor = {
    ticket,
    decisionUrl: `${ctx.issuer}/authorize`,
    client: { id: clientId, name: client.client.name, kind: client.client.kind },
    redirectUri,
    redirectHost: new URL(redirectUri).host,
    resource: ctx.resource,
    scopes: scopes.map((name) => ({
      name,
      description: scopeDescription(name),
      required: name === BASE_SCOPE,
    })),
  };
  if (wantsJson) {
    return new Response(JSON.stringify({ consent }), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...ctx.cors },
    });
  }
  return new Response(consentPage(consent, await issueFormToken(ctx.sealer, ticket)), {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The form posts here and is then redirected to the client: allow exactly those two.
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(redirectUri).origin}; frame-ancestors 'none'; base-uri 'none'`,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/**
 * A decision that cannot be taken, answered to the client at its redirect URI (RFC 6749 §4.1.2.1:
 * errors other than an untrusted client or redirect URI go back to the client), so the page
 * waiting for the answer learns of it. Undefined when the ticket cannot be read: then neither the
 * redirect URI nor the state is known, and the error is shown on the page alone.
 */
async function returnError(
  ctx: ProtectedContext,
  ticket: string,
  description: string,
): Promise<Response | undefined> {
  const opened = await ctx.sealer.open(PURPOSE.consent, ticket);
  if (!opened.ok || !isObject(opened.data)) return undefined;
  const { r, s } = opened.data as { r?: unknown; s?: unknown };
  if (typeof r !== 'string') return undefined;
  return back(ctx, r, {
    error: 'invalid_request',
    error_description: description,
    state: typeof s === 'string' ? s : undefined,
  });
}

/**
 * POST: the decision on a consent ticket. Approved, the browser goes back with a code bound to the
 * client, redirect URI, PKCE challenge, granted scope and resource; denied, with access_denied.
 * The person may grant less than was asked (untick a scope), never more. A ticket is decided once.
 *
 * `opaqueOrigin` says the post came with `Origin: null`, which the router let through to here
 * (see docs/decisions/0015-consent-form-token.md): such a post is accepted only with the form
 * token of the HTML consent page it was shown on, and only when the browser's fetch metadata, if
 * sent, says the page was on this origin. A form token that is present is always checked.
 */
export async function authorizationDecision(
  ctx: ProtectedContext,
  request: Request,
  opaqueOrigin = false,
): Promise<Response> {
  const form = await readForm(request);
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  if (!form) return invalid(ctx, 'the decision must be a form post', wantsJson);
  const ticket = form.get('ticket') ?? '';
  const formToken = form.get('form_token');
  if (opaqueOrigin || formToken !== null) {
    const site = request.headers.get('sec-fetch-site');
    if (opaqueOrigin && site !== null && site !== 'same-origin') {
      return invalid(
        ctx,
        `the decision was posted from a page on another site (Sec-Fetch-Site: ${site.slice(0, 20)}); approve on this server's own consent page`,
        wantsJson,
        403,
      );
    }
    const checked = await checkFormToken(ctx.sealer, ticket, formToken);
    if (!checked.ok && checked.stale && !wantsJson) {
      // A genuine page left open too long: the person did nothing wrong, and the client waiting
      // for the answer (a window it opened) should hear of it and offer to start again.
      const stale = await returnError(ctx, ticket, `${checked.reason}; start the authorization again`);
      if (stale) return stale;
    }
    if (!checked.ok) {
      return invalid(
        ctx,
        `${checked.reason}. This server accepts a decision without a browser Origin only from its own consent page: open the authorization link again and decide there`,
        wantsJson,
        403,
      );
    }
  }
  const opened = await ctx.sealer.open(PURPOSE.consent, ticket);
  if (!opened.ok || !isObject(opened.data)) {
    return invalid(
      ctx,
      `the consent ticket is ${opened.ok ? 'malformed' : opened.reason}; start the authorization again`,
      wantsJson,
    );
  }
  const { c, r, s, x, sc, n } = opened.data as {
    c: string;
    r: string;
    s: string | null;
    x: string;
    sc: string[];
    n?: string;
  };
  const state = s ?? undefined;
  if (!ctx.usedConsents.use(n ?? ticket, ctx.now() + CONSENT_TTL_MS)) {
    const description =
      'this consent was already decided (a form is sent once); start the authorization again';
    // The form sent twice (a double click, a reload that posts again): the browser shows the
    // answer to the last post, so that answer goes back to the client too.
    return wantsJson
      ? invalid(ctx, description, wantsJson)
      : back(ctx, r, { error: 'invalid_request', error_description: description, state });
  }
  if (form.get('decision') !== 'approve') {
    return back(ctx, r, {
      error: 'access_denied',
      error_description: 'The person denied the request.',
      state,
    });
  }
  const chosen = form.getAll('scope');
  const granted = chosen.length > 0 ? sc.filter((scope) => chosen.includes(scope)) : sc;
  if (!granted.includes(BASE_SCOPE) && sc.includes(BASE_SCOPE)) granted.unshift(BASE_SCOPE);
  const code = await ctx.sealer.seal(
    PURPOSE.code,
    { c, r, x, sc: granted, res: ctx.resource, j: randomToken(12) },
    CODE_TTL_MS,
  );
  return back(ctx, r, { code, state });
}
