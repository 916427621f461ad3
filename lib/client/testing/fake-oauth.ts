import type { AuthorizationResult, UserAgentStep } from '../auth/oauth-options';
import { s256Challenge } from '../auth/pkce';
import {
  createFakeFetch,
  discoverReply,
  type FakeFetch,
  type FakeReply,
  type FakeRequest,
} from './fake-fetch';

/**
 * A protected MCP server and its authorization server in one fake fetch, with a knob for every
 * behaviour the OAuth tests need — the well-behaved flow and each way a hostile or broken
 * authorization server misbehaves. The user-agent step approves at once (`authorize`).
 */
export interface FakeOAuthOptions {
  mcpUrl?: string;
  issuer?: string;
  /** Where the resource metadata is served and whether the 401 names it. */
  prmLocation?: 'header' | 'path' | 'root' | 'none';
  /** `resource` in the metadata (default: the MCP URL, or its origin at the root). */
  resource?: string;
  resourceScopes?: string[];
  /** Scope named in the 401 challenge. */
  challengeScope?: string;
  /** Scope each `tools/call` needs, by tool name (a 403 insufficient_scope otherwise). */
  toolScopes?: Record<string, string>;
  /** Which well-known the authorization server metadata lives at. */
  metadataAt?: 'oauth' | 'openid';
  /** Members merged over (or, as `undefined`, removed from) the authorization server metadata. */
  metadata?: Record<string, unknown>;
  /** Dynamic registration: what the server issues (`false`: no registration endpoint). */
  registration?: false | { clientSecret?: string; method?: string; status?: number; body?: unknown };
  /** `iss` in the redirect (default `correct`). */
  iss?: 'correct' | 'wrong' | 'omit' | 'trailing-slash';
  /** Issue refresh tokens. */
  refreshTokens?: boolean;
  expiresIn?: number;
  /** Answer a request before the fake does (hostile behaviours); undefined lets the fake answer. */
  override?: (request: FakeRequest, url: URL) => FakeReply | undefined;
  /** Client ids (and secrets) the token endpoint accepts for confidential clients. */
  confidential?: Record<string, string>;
  /** Deny consent (the redirect carries error=access_denied). */
  deny?: boolean;
  /** `ttlMs` of the (private) tools/list result (default 0: not cacheable). */
  listTtlMs?: number;
}

export interface FakeOAuthWorld extends FakeFetch {
  authorize: UserAgentStep;
  /** Authorization URLs the user agent was sent to. */
  authorizations: URL[];
  /** Token endpoint requests (parsed forms) with their Authorization header. */
  tokenRequests: { form: URLSearchParams; authorization: string | null }[];
  registrations: Record<string, unknown>[];
  /** Access tokens issued, newest last. */
  issued: string[];
  /** Points the resource at another authorization server (migration). */
  moveTo(issuer: string): void;
  /** Revokes every token issued so far (the next request with one gets 401). */
  revokeAll(): void;
  mcpUrl: string;
  issuer(): string;
}

export function createFakeOAuthWorld(options: FakeOAuthOptions = {}): FakeOAuthWorld {
  const mcpUrl = options.mcpUrl ?? 'https://mcp.example.com/mcp';
  const mcp = new URL(mcpUrl);
  let issuer = options.issuer ?? 'https://auth.example.com';
  const prmLocation = options.prmLocation ?? 'header';
  const prmPath =
    prmLocation === 'root'
      ? '/.well-known/oauth-protected-resource'
      : `/.well-known/oauth-protected-resource${mcp.pathname}`;
  const prmUrl = `${mcp.origin}${prmPath}`;
  const tokens = new Map<string, { scope: string; resource: string | null }>();
  const refreshTokens = new Map<string, { scope: string; clientId: string }>();
  const codes = new Map<
    string,
    { challenge: string; scope: string; clientId: string; redirectUri: string; resource: string | null }
  >();
  const authorizations: URL[] = [];
  const tokenRequests: FakeOAuthWorld['tokenRequests'] = [];
  const registrations: Record<string, unknown>[] = [];
  const issued: string[] = [];
  let counter = 0;

  const metadata = () => {
    const base: Record<string, unknown> = {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      ...(options.registration !== false ? { registration_endpoint: `${issuer}/register` } : {}),
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
      authorization_response_iss_parameter_supported: true,
    };
    for (const [k, v] of Object.entries(options.metadata ?? {})) {
      if (v === undefined) delete base[k];
      else base[k] = v;
    }
    return base;
  };
  const metadataPath = () => {
    const path = new URL(issuer).pathname.replace(/\/$/, '');
    return options.metadataAt === 'openid'
      ? `/.well-known/openid-configuration${path}`
      : `/.well-known/oauth-authorization-server${path}`;
  };
  const challenge = (status: 401 | 403, scope?: string, error?: string): FakeReply => {
    const parts = [
      ...(error ? [`error="${error}"`] : []),
      ...(scope ? [`scope="${scope}"`] : []),
      ...(prmLocation === 'header' ? [`resource_metadata="${prmUrl}"`] : []),
    ];
    return {
      status,
      headers: { 'WWW-Authenticate': `Bearer ${parts.join(', ')}`.trim() },
      json: { error: error ?? 'invalid_token' },
    };
  };

  const handler = async (request: FakeRequest): Promise<FakeReply> => {
    const url = new URL(request.url);
    const overridden = options.override?.(request, url);
    if (overridden) return overridden;
    // The protected resource.
    if (url.origin === mcp.origin && url.pathname === prmPath && prmLocation !== 'none') {
      return {
        json: {
          resource: options.resource ?? (prmLocation === 'root' ? mcp.origin : mcpUrl),
          authorization_servers: [issuer],
          ...(options.resourceScopes ? { scopes_supported: options.resourceScopes } : {}),
        },
      };
    }
    if (url.toString() === mcpUrl && request.method === 'POST') {
      const auth = request.headers.get('authorization');
      const token = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
      const grant = token !== undefined ? tokens.get(token) : undefined;
      if (!grant) return challenge(401, options.challengeScope, token ? 'invalid_token' : undefined);
      const id = request.body?.id;
      const method = request.body?.method;
      if (method === 'server/discover') return discoverReply(id);
      if (method === 'tools/list') {
        return {
          json: {
            jsonrpc: '2.0',
            id,
            result: {
              resultType: 'complete',
              tools: [{ name: 'whoami', inputSchema: { type: 'object' } }],
              ttlMs: 0,
              cacheScope: 'private',
            },
          },
        };
      }
      if (method === 'tools/call') {
        const name = (request.body?.params as { name?: string } | undefined)?.name ?? '';
        const needed = options.toolScopes?.[name];
        if (needed && !grant.scope.split(' ').includes(needed))
          return challenge(403, needed, 'insufficient_scope');
        return {
          json: {
            jsonrpc: '2.0',
            id,
            result: { resultType: 'complete', content: [{ type: 'text', text: `scope: ${grant.scope}` }] },
          },
        };
      }
      return {
        status: 404,
        json: { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } },
      };
    }
    // The authorization server.
    const as = new URL(issuer);
    if (url.origin !== as.origin) return { status: 404, text: 'not found' };
    if (request.method === 'GET' && url.pathname === metadataPath()) return { json: metadata() };
    if (
      request.method === 'POST' &&
      url.pathname === new URL(`${issuer}/register`).pathname &&
      options.registration !== false
    ) {
      const body = JSON.parse(request.text) as Record<string, unknown>;
      registrations.push(body);
      const reg = options.registration ?? {};
      if (reg.status) return { status: reg.status, json: reg.body ?? { error: 'invalid_client_metadata' } };
      if (reg.body !== undefined) return { status: 201, json: reg.body };
      const clientId = `client-${++counter}@${as.host}`;
      return {
        status: 201,
        json: {
          client_id: clientId,
          ...(reg.clientSecret ? { client_secret: reg.clientSecret } : {}),
          ...(reg.method ? { token_endpoint_auth_method: reg.method } : {}),
          redirect_uris: body.redirect_uris,
        },
      };
    }
    if (request.method === 'POST' && url.pathname === new URL(`${issuer}/token`).pathname) {
      const form = new URLSearchParams(request.text);
      const authorization = request.headers.get('authorization');
      tokenRequests.push({ form, authorization });
      const clientId = authorization?.startsWith('Basic ')
        ? decodeURIComponent(atob(authorization.slice(6)).split(':')[0]!)
        : (form.get('client_id') ?? '');
      const wanted = options.confidential?.[clientId];
      if (wanted !== undefined) {
        const secret = authorization?.startsWith('Basic ')
          ? decodeURIComponent(atob(authorization.slice(6)).split(':')[1] ?? '')
          : form.get('client_secret');
        if (secret !== wanted) return { status: 401, json: { error: 'invalid_client' } };
      }
      let scope = '';
      let resource = form.get('resource');
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!code || code.clientId !== clientId || code.redirectUri !== form.get('redirect_uri'))
          return { status: 400, json: { error: 'invalid_grant' } };
        if ((await s256Challenge(form.get('code_verifier') ?? '')) !== code.challenge)
          return {
            status: 400,
            json: { error: 'invalid_grant', error_description: 'PKCE verifier mismatch' },
          };
        scope = code.scope;
        resource = code.resource;
      } else if (form.get('grant_type') === 'refresh_token') {
        const old = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!old) return { status: 400, json: { error: 'invalid_grant' } };
        refreshTokens.delete(form.get('refresh_token') ?? '');
        scope = old.scope;
      } else return { status: 400, json: { error: 'unsupported_grant_type' } };
      const access = `at-${++counter}-${as.host}-secret-value`;
      tokens.set(access, { scope, resource });
      issued.push(access);
      const refresh = options.refreshTokens ? `rt-${++counter}-secret-value` : undefined;
      if (refresh) refreshTokens.set(refresh, { scope, clientId });
      return {
        json: {
          access_token: access,
          token_type: 'Bearer',
          ...(options.expiresIn !== undefined ? { expires_in: options.expiresIn } : {}),
          ...(refresh ? { refresh_token: refresh } : {}),
          ...(scope ? { scope } : {}),
        },
      };
    }
    return { status: 404, text: 'not found' };
  };

  const fake = createFakeFetch(handler);
  const authorize: UserAgentStep = async (prompt): Promise<AuthorizationResult> => {
    const url = new URL(prompt.url);
    authorizations.push(url);
    const q = url.searchParams;
    const redirect = new URL(q.get('redirect_uri') ?? prompt.redirectUri);
    const put = (k: string, v: string | null) => {
      if (v !== null) redirect.searchParams.set(k, v);
    };
    if (options.deny) {
      put('error', 'access_denied');
      put('error_description', 'The user said no.');
    } else {
      const code = `code-${++counter}`;
      codes.set(code, {
        challenge: q.get('code_challenge') ?? '',
        scope: q.get('scope') ?? '',
        clientId: q.get('client_id') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        resource: q.get('resource'),
      });
      put('code', code);
    }
    put('state', q.get('state'));
    const iss = options.iss ?? 'correct';
    if (iss === 'correct') put('iss', issuer);
    else if (iss === 'wrong') put('iss', 'https://evil.example.com');
    else if (iss === 'trailing-slash') put('iss', `${issuer}/`);
    return { callbackUrl: redirect.toString() };
  };
  return {
    ...fake,
    authorize,
    authorizations,
    tokenRequests,
    registrations,
    issued,
    moveTo(next) {
      issuer = next;
    },
    revokeAll() {
      tokens.clear();
    },
    mcpUrl,
    issuer: () => issuer,
  };
}
