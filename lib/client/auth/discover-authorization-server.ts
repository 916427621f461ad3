import { isObject } from '../../json/is-object';
import { fetchMetadata } from './fetch-metadata';
import { type FlowContext, type StepOutcome, stepFail, stepOk } from './flow-context';
import { checkEndpointUrl } from './url-policy';

/** Authorization server metadata (RFC 8414 / OpenID Connect Discovery), checked and reduced. */
export interface AuthorizationServer {
  issuer: string;
  metadataUrl: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  registrationEndpoint?: string;
  scopesSupported?: string[];
  tokenEndpointAuthMethods?: string[];
  clientIdMetadataDocumentSupported: boolean;
  issParameterSupported: boolean;
  grantTypesSupported?: string[];
}

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : undefined;

/**
 * Where an issuer's metadata may live, in the MCP spec's order. With a path (`…/tenant1`): OAuth
 * with path insertion, OpenID with path insertion, OpenID with path appending. Without: OAuth,
 * then OpenID.
 */
export function authorizationServerMetadataUrls(issuer: string): string[] {
  const url = new URL(issuer);
  const path = url.pathname.replace(/\/$/, '');
  if (path === '') {
    return [
      `${url.origin}/.well-known/oauth-authorization-server`,
      `${url.origin}/.well-known/openid-configuration`,
    ];
  }
  return [
    `${url.origin}/.well-known/oauth-authorization-server${path}`,
    `${url.origin}/.well-known/openid-configuration${path}`,
    `${url.origin}${path}/.well-known/openid-configuration`,
  ];
}

/**
 * Fetches and checks the metadata of `issuer`: the document's `issuer` must be identical to it
 * (RFC 8414 §3.3, no normalisation), its endpoints HTTPS (or loopback), and it must support PKCE
 * with S256 — the MCP spec says to refuse an authorization server that does not say so.
 */
export async function discoverAuthorizationServer(
  ctx: FlowContext,
  issuer: string,
): Promise<StepOutcome<AuthorizationServer>> {
  const step = 'authorization-server-metadata' as const;
  const fetched = await fetchMetadata(ctx, step, authorizationServerMetadataUrls(issuer), {
    what: `the metadata of ${issuer}`,
    badTransportFix:
      'Serve the authorization server metadata directly from its well-known URL, as a small JSON document.',
    notFoundFix: `Serve RFC 8414 metadata at ${authorizationServerMetadataUrls(issuer)[0]} (or OpenID Connect discovery).`,
  });
  if (!fetched.ok) return fetched;
  const got = fetched.value;
  const url = got.url;
  const doc = got.json;
  const fail = (message: string, fix: string) => {
    ctx.note(step, 'failed', message, { exchangeId: got.exchangeId, fix, detail: { url } });
    return stepFail<AuthorizationServer>(step, message, fix);
  };
  if (!isObject(doc)) {
    return fail(
      `${url} did not answer with a JSON object.`,
      'Serve the authorization server metadata as application/json (RFC 8414 §3.2).',
    );
  }
  if (doc.issuer !== issuer) {
    return fail(
      `The metadata at ${url} names the issuer ${JSON.stringify(String(doc.issuer).slice(0, 200))}, not ${JSON.stringify(issuer)}; it must not be used (RFC 8414 §3.3).`,
      `Make "issuer" in ${url} exactly ${JSON.stringify(issuer)}, or list the real issuer in the resource's authorization_servers.`,
    );
  }
  const endpoints: Record<string, string> = {};
  for (const [field, role] of [
    ['authorization_endpoint', 'the authorization endpoint'],
    ['token_endpoint', 'the token endpoint'],
  ] as const) {
    const check = checkEndpointUrl(doc[field], role);
    if (!check.ok) return fail(`${check.message} (${field} in ${url}).`, check.fix);
    endpoints[field] = doc[field] as string;
  }
  let registrationEndpoint: string | undefined;
  if (doc.registration_endpoint !== undefined) {
    const check = checkEndpointUrl(doc.registration_endpoint, 'the registration endpoint');
    if (check.ok) registrationEndpoint = doc.registration_endpoint as string;
    else
      ctx.note(step, 'attempt', `${check.message}; Dynamic Client Registration will not be used.`, {
        fix: check.fix,
      });
  }
  const pkce = strings(doc.code_challenge_methods_supported);
  if (!pkce?.includes('S256')) {
    return fail(
      pkce
        ? `The authorization server supports PKCE only with ${pkce.join(', ') || 'no method'}, not S256; refusing to authorize without it.`
        : `The authorization server does not advertise PKCE (no code_challenge_methods_supported); the MCP spec says to refuse it.`,
      `Add "code_challenge_methods_supported": ["S256"] to ${url} (and support PKCE with S256).`,
    );
  }
  const responseTypes = strings(doc.response_types_supported);
  if (responseTypes && !responseTypes.includes('code')) {
    return fail(
      `The authorization server does not support the authorization code flow (response_types_supported: ${responseTypes.join(', ')}).`,
      'Support response_type "code" (OAuth 2.1 §4.1).',
    );
  }
  const scopes = strings(doc.scopes_supported);
  const methods = strings(doc.token_endpoint_auth_methods_supported);
  const grants = strings(doc.grant_types_supported);
  const found: AuthorizationServer = {
    issuer,
    metadataUrl: url,
    authorizationEndpoint: endpoints.authorization_endpoint!,
    tokenEndpoint: endpoints.token_endpoint!,
    ...(registrationEndpoint ? { registrationEndpoint } : {}),
    ...(scopes ? { scopesSupported: scopes } : {}),
    ...(methods ? { tokenEndpointAuthMethods: methods } : {}),
    ...(grants ? { grantTypesSupported: grants } : {}),
    clientIdMetadataDocumentSupported: doc.client_id_metadata_document_supported === true,
    issParameterSupported: doc.authorization_response_iss_parameter_supported === true,
  };
  ctx.note(step, 'ok', `Found the metadata of ${issuer} at ${url}.`, {
    exchangeId: got.exchangeId,
    detail: {
      url,
      issuer,
      authorizationEndpoint: found.authorizationEndpoint,
      tokenEndpoint: found.tokenEndpoint,
      ...(registrationEndpoint ? { registrationEndpoint } : {}),
      clientIdMetadataDocumentSupported: found.clientIdMetadataDocumentSupported,
      issParameterSupported: found.issParameterSupported,
      ...(scopes ? { scopesSupported: scopes } : {}),
      ...(methods ? { tokenEndpointAuthMethods: methods } : {}),
    },
  });
  return stepOk(found);
}
