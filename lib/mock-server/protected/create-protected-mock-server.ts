import { isObject } from '../../json/is-object';
import { corsPreflightHeaders, corsResponseHeaders } from '../../wire/cors';
import { createMockServer, type MockServer } from '../create-mock-server';
import type { MockServerOptions } from '../mock-server-options';
import { createOriginPolicy } from '../origin-policy';
import { checkOrigin } from '../pipeline/check-origin';
import type { RequestContext } from '../request-context';
import { createStateSealer, randomStateSecret } from '../sealed-state';
import { authorizationDecision, authorizationRequest } from './authorization-endpoint';
import { createOnceLedger } from './consent-form-token';
import { errorPage } from './consent-page';
import { MOCK_SCOPES, requiredScopes } from './mock-scopes';
import { ISSUER_PATH, oauthError, type ProtectedContext, PURPOSE } from './protected-context';
import { registrationRequest } from './registration-endpoint';
import { tokenRequest } from './token-endpoint';

export interface ProtectedMockOptions extends MockServerOptions {
  /** Path of the MCP endpoint on the request's origin (default `/mcp`). */
  endpointPath?: string;
  /**
   * Fetches a Client ID Metadata Document. Without it the server does not advertise CIMD and
   * accepts registered clients only (a server that fetches any URL it is given is an SSRF hazard,
   * so a host passes a fetch limited to what it trusts).
   */
  fetchClientMetadata?: (url: string) => Promise<unknown>;
  /** Lifetime of access tokens (default 10 minutes). */
  accessTokenTtlMs?: number;
}

/**
 * The mock server as a protected resource with its own authorization server, on one origin: the
 * in-page teaching scenario (Worker) and its HTTP twin (`mcp-tool-lab serve --protected`).
 *
 *   POST <endpoint>                                         MCP; Bearer token with tools:read (deploy for deploy_release)
 *   GET  /.well-known/oauth-protected-resource<endpoint>    RFC 9728 metadata (and at the root)
 *   GET  /.well-known/oauth-authorization-server/oauth      RFC 8414 metadata of the issuer <origin>/oauth
 *   GET  /oauth/authorize                                   consent (JSON for the site, HTML for a browser)
 *   POST /oauth/authorize                                   the decision → redirect with code, state, iss
 *   POST /oauth/token                                       code + PKCE, or refresh token → Bearer token
 *   POST /oauth/register                                    Dynamic Client Registration (public clients)
 *
 * Stateless like the mock itself: clients, codes and tokens are sealed records (HMAC, the same
 * secret as `requestState`), so any instance sharing the secret accepts them. Codes are single-use
 * within an instance.
 */
export function createProtectedMockServer(options: ProtectedMockOptions = {}): MockServer {
  const secret = options.stateSecret ?? randomStateSecret();
  const now = options.now ?? Date.now;
  const inner = createMockServer({ ...options, stateSecret: secret });
  const sealer = createStateSealer(secret, now);
  const endpointPath = options.endpointPath ?? '/mcp';
  const policy = createOriginPolicy({ allowed: options.allowedOrigins, sameOrigin: options.allowSameOrigin });
  const usedCodes = new Set<string>();
  const usedConsents = createOnceLedger(now);
  const prmPaths = new Set([
    `/.well-known/oauth-protected-resource${endpointPath}`,
    '/.well-known/oauth-protected-resource',
  ]);

  function contextFor(request: Request, corsOrigin: string | undefined): ProtectedContext {
    const origin = new URL(request.url).origin;
    return {
      sealer,
      now,
      origin,
      resource: `${origin}${endpointPath}`,
      issuer: `${origin}${ISSUER_PATH}`,
      cors: corsOrigin ? corsResponseHeaders(corsOrigin) : {},
      ...(options.fetchClientMetadata ? { fetchClientMetadata: options.fetchClientMetadata } : {}),
      accessTokenTtlMs: options.accessTokenTtlMs ?? 600_000,
      usedCodes,
      usedConsents,
    };
  }

  const prmUrl = (ctx: ProtectedContext) =>
    `${ctx.origin}/.well-known/oauth-protected-resource${endpointPath}`;

  function resourceMetadata(ctx: ProtectedContext): Response {
    return new Response(
      JSON.stringify({
        resource: ctx.resource,
        authorization_servers: [ctx.issuer],
        scopes_supported: ['tools:read'],
        bearer_methods_supported: ['header'],
        resource_name: 'MCP Tool Lab mock (protected)',
      }),
      { status: 200, headers: { 'Content-Type': 'application/json', ...ctx.cors } },
    );
  }

  function serverMetadata(ctx: ProtectedContext): Response {
    return new Response(
      JSON.stringify({
        issuer: ctx.issuer,
        authorization_endpoint: `${ctx.issuer}/authorize`,
        token_endpoint: `${ctx.issuer}/token`,
        registration_endpoint: `${ctx.issuer}/register`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        scopes_supported: Object.keys(MOCK_SCOPES),
        authorization_response_iss_parameter_supported: true,
        client_id_metadata_document_supported: options.fetchClientMetadata !== undefined,
      }),
      { status: 200, headers: { 'Content-Type': 'application/json', ...ctx.cors } },
    );
  }

  /** 401 or 403 with the Bearer challenge the client's discovery starts from. */
  function challenge(
    ctx: ProtectedContext,
    status: 401 | 403,
    scopes: string[],
    error?: string,
    description?: string,
  ) {
    const parts = [
      ...(error ? [`error="${error}"`] : []),
      ...(description ? [`error_description="${description}"`] : []),
      `scope="${scopes.join(' ')}"`,
      `resource_metadata="${prmUrl(ctx)}"`,
    ];
    return new Response(
      JSON.stringify({
        error: error ?? 'unauthorized',
        ...(description ? { error_description: description } : {}),
      }),
      {
        status,
        headers: {
          'Content-Type': 'application/json',
          'WWW-Authenticate': `Bearer ${parts.join(', ')}`,
          ...ctx.cors,
        },
      },
    );
  }

  /** The MCP endpoint behind its gate: a valid token for this resource with the scopes the request needs. */
  async function guarded(
    ctx: ProtectedContext,
    request: Request,
    context: RequestContext,
  ): Promise<Response> {
    const needed = requiredScopes(request.headers.get('mcp-method'), request.headers.get('mcp-name'));
    const header = request.headers.get('authorization');
    if (!header) return challenge(ctx, 401, needed);
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return challenge(ctx, 401, needed, 'invalid_request', 'use Authorization: Bearer <token>');
    const opened = await sealer.open(PURPOSE.access, match[1]!);
    if (!opened.ok || !isObject(opened.data)) {
      return challenge(
        ctx,
        401,
        needed,
        'invalid_token',
        opened.ok ? 'the token is malformed' : `the token is ${opened.reason}`,
      );
    }
    const { sc, aud } = opened.data as { sc: string[]; aud: string };
    if (aud !== ctx.resource)
      return challenge(ctx, 401, needed, 'invalid_token', 'the token was issued for another resource');
    if (!needed.every((s) => sc.includes(s))) {
      return challenge(ctx, 403, needed, 'insufficient_scope', `this request needs ${needed.join(' ')}`);
    }
    return inner.handle(request, context);
  }

  async function route(request: Request, context: RequestContext): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    const ours =
      prmPaths.has(path) ||
      path === `/.well-known/oauth-authorization-server${ISSUER_PATH}` ||
      path.startsWith(`${ISSUER_PATH}/`);
    if (!ours && path !== endpointPath) return inner.handle(request, context);
    if (path === endpointPath && request.method !== 'POST') return inner.handle(request, context);
    // The consent page's own form post arrives with `Origin: null` (the page sends no referrer,
    // so Chromium hides its origin). Its Origin cannot be checked; the decision endpoint checks
    // the page's form token instead. Every other endpoint, and any other Origin, is checked here.
    const decision = path === `${ISSUER_PATH}/authorize` && request.method === 'POST';
    const opaqueOrigin = decision && request.headers.get('origin') === 'null';
    const origin = checkOrigin(
      opaqueOrigin ? null : request.headers.get('origin'),
      request.headers.get('host'),
      policy,
      options.allowedHosts,
      context.loopback === true,
    );
    if (!origin.ok) {
      // A person at a browser reads the refusal as a page; programs get the OAuth error as JSON.
      const html = (request.headers.get('accept') ?? '').includes('text/html');
      return html
        ? new Response(errorPage(origin.reply.message.replace(/\.$/, '')), {
            status: 403,
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Content-Security-Policy': "default-src 'none'",
            },
          })
        : new Response(
            JSON.stringify({ error: 'invalid_request', error_description: origin.reply.message }),
            { status: 403, headers: { 'Content-Type': 'application/json' } },
          );
    }
    const ctx = contextFor(request, origin.corsOrigin);
    if (path === endpointPath) return guarded(ctx, request, context);
    if (request.method === 'OPTIONS') {
      const headers = corsPreflightHeaders(
        origin.corsOrigin ?? '*',
        request.headers.get('access-control-request-headers'),
      );
      return new Response(null, {
        status: 204,
        headers: { ...headers, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' },
      });
    }
    if (request.method === 'GET' && prmPaths.has(path)) return resourceMetadata(ctx);
    if (request.method === 'GET' && path === `/.well-known/oauth-authorization-server${ISSUER_PATH}`)
      return serverMetadata(ctx);
    if (path === `${ISSUER_PATH}/authorize` && request.method === 'GET')
      return authorizationRequest(ctx, request);
    if (decision) return authorizationDecision(ctx, request, opaqueOrigin);
    if (path === `${ISSUER_PATH}/token` && request.method === 'POST') return tokenRequest(ctx, request);
    if (path === `${ISSUER_PATH}/register` && request.method === 'POST')
      return registrationRequest(ctx, request);
    return oauthError(
      ctx,
      404,
      'not_found',
      `${request.method} ${path} is not an endpoint of this authorization server`,
    );
  }

  return {
    async handle(request, context = {}) {
      try {
        return await route(request, context);
      } catch (error) {
        // Like the mock itself: the detail goes to the host's log, never to the client.
        try {
          options.onError?.(error);
        } catch {
          // A failing logger must not turn one failed request into a crash.
        }
        return new Response(
          JSON.stringify({
            error: 'server_error',
            error_description: 'the authorization server failed on this request',
          }),
          { status: 500, headers: { 'Content-Type': 'application/json' } },
        );
      }
    },
    problems: inner.problems,
    listTools: () => inner.listTools(),
    close: () => inner.close(),
  };
}
