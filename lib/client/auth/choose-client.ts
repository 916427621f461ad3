import { isObject } from '../../json/is-object';
import { authRequest } from './auth-http';
import type { AuthStorage, StoredRegistration } from './auth-storage';
import type { AuthorizationServer } from './discover-authorization-server';
import { type FlowContext, networkFix, type StepOutcome, stepFail, stepOk } from './flow-context';
import {
  type OAuthOptions,
  type PendingAuthorization,
  TOKEN_ENDPOINT_AUTH_METHODS,
  type TokenEndpointAuthMethod,
} from './oauth-options';
import { isClientMetadataUrl, isLoopbackHost } from './url-policy';

/** The client identity an authorization uses with one authorization server. */
export interface ClientIdentity {
  clientId: string;
  clientSecret?: string;
  authMethod: TokenEndpointAuthMethod;
  registration: PendingAuthorization['registration'];
}

/**
 * How a client with a secret authenticates: `client_secret_basic` when the server allows it (the
 * RFC 8414 default when it lists nothing), else `client_secret_post`, else none that works.
 */
export function secretMethod(server: AuthorizationServer): TokenEndpointAuthMethod | undefined {
  const supported = server.tokenEndpointAuthMethods ?? ['client_secret_basic'];
  if (supported.includes('client_secret_basic')) return 'client_secret_basic';
  if (supported.includes('client_secret_post')) return 'client_secret_post';
  // A server that takes public clients only: the secret it handed out is not needed.
  if (supported.includes('none')) return 'none';
  return undefined;
}

export interface ChooseClientInput {
  server: AuthorizationServer;
  options: OAuthOptions;
  storage: AuthStorage;
  /** The issuer pre-registered credentials without one were first used with (bound on first use). */
  boundIssuer?: string;
  now: number;
}

/**
 * Picks the client identity in the MCP spec's order: pre-registered credentials for this issuer,
 * then a Client ID Metadata Document when the server supports it, then a registration made
 * before with this server, then Dynamic Client Registration. Credentials are bound to the issuer
 * that issued them and never offered to another server.
 */
export async function chooseClient(
  ctx: FlowContext,
  input: ChooseClientInput,
): Promise<StepOutcome<ClientIdentity>> {
  const step = 'client-registration' as const;
  const { server, options } = input;
  const pre = options.preRegistered;
  if (pre) {
    const bound = pre.issuer ?? input.boundIssuer;
    if (bound === undefined || bound === server.issuer) {
      const method = pre.tokenEndpointAuthMethod ?? (pre.clientSecret ? secretMethod(server) : 'none');
      if (!method) {
        const message = `The pre-registered client has a secret, but ${server.issuer} accepts none of client_secret_basic or client_secret_post (it lists ${server.tokenEndpointAuthMethods?.join(', ')}).`;
        const fix =
          'Register a client for an authentication method this client supports, or allow client_secret_basic.';
        ctx.note(step, 'failed', message, { fix });
        return stepFail(step, message, fix);
      }
      ctx.note(step, 'ok', `Using the pre-registered client ${pre.clientId} (${method}).`, {
        detail: {
          registration: 'pre-registered',
          clientId: pre.clientId,
          authMethod: method,
          issuer: server.issuer,
        },
      });
      return stepOk({
        clientId: pre.clientId,
        ...(pre.clientSecret !== undefined && method !== 'none' ? { clientSecret: pre.clientSecret } : {}),
        authMethod: method,
        registration: 'pre-registered',
      });
    }
    ctx.note(
      step,
      'skipped',
      `The pre-registered client belongs to ${bound}, not to ${server.issuer}; it is not offered to another authorization server.`,
    );
  }

  if (options.clientMetadataUrl && !isClientMetadataUrl(options.clientMetadataUrl)) {
    ctx.note(
      step,
      'skipped',
      `The client metadata URL ${options.clientMetadataUrl} is not an HTTPS URL with a path; it is not used.`,
    );
  } else if (options.clientMetadataUrl && server.clientIdMetadataDocumentSupported) {
    ctx.note(step, 'ok', `Using this client's Client ID Metadata Document as its client_id.`, {
      detail: {
        registration: 'client-id-metadata-document',
        clientId: options.clientMetadataUrl,
        issuer: server.issuer,
      },
    });
    return stepOk({
      clientId: options.clientMetadataUrl,
      authMethod: 'none',
      registration: 'client-id-metadata-document',
    });
  }

  const known = await input.storage.registration(server.issuer);
  if (
    known?.redirectUris.includes(options.redirectUri) &&
    !(
      known.clientSecretExpiresAt &&
      known.clientSecretExpiresAt > 0 &&
      known.clientSecretExpiresAt <= input.now
    )
  ) {
    ctx.note(step, 'ok', `Reusing the client ${known.clientId} registered with ${server.issuer} before.`, {
      detail: {
        registration: 'dynamic-registration',
        clientId: known.clientId,
        authMethod: known.authMethod,
        reused: true,
      },
    });
    return stepOk({
      clientId: known.clientId,
      ...(known.clientSecret !== undefined ? { clientSecret: known.clientSecret } : {}),
      authMethod: known.authMethod,
      registration: 'dynamic-registration',
    });
  }

  if (!server.registrationEndpoint) {
    const offers = server.clientIdMetadataDocumentSupported
      ? 'supports Client ID Metadata Documents, but this client has no metadata document URL,'
      : 'supports neither Client ID Metadata Documents nor Dynamic Client Registration';
    const message = `${server.issuer} ${offers} and no pre-registered client is configured for it.`;
    const fix = `Register a client with ${server.issuer} (redirect URI ${options.redirectUri}) and enter its client id (and secret, if it has one).`;
    ctx.note(step, 'failed', message, { fix });
    return stepFail(step, message, fix);
  }

  const applicationType =
    options.applicationType ?? (isLoopbackHost(new URL(options.redirectUri).hostname) ? 'native' : 'web');
  const got = await authRequest(ctx.http, {
    purpose: 'auth-registration',
    ...(ctx.operationId !== undefined ? { operationId: ctx.operationId } : {}),
    method: 'POST',
    url: server.registrationEndpoint,
    json: {
      client_name: options.clientName ?? 'MCP Tool Lab',
      ...(options.clientUri ? { client_uri: options.clientUri } : {}),
      redirect_uris: [options.redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      application_type: applicationType,
    },
    maxBytes: ctx.maxBytes,
    timeoutMs: ctx.timeoutMs,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
  const fail = (message: string, fix: string, exchangeId?: string, status?: number) => {
    ctx.note(step, 'failed', message, { ...(exchangeId ? { exchangeId } : {}), fix });
    return stepFail<ClientIdentity>(step, message, fix, status);
  };
  if (!got.ok) {
    if (got.problem === 'aborted') return stepFail(step, 'The authorization was cancelled.');
    return fail(
      `Dynamic Client Registration at ${server.registrationEndpoint} failed: ${got.message}`,
      got.problem === 'network'
        ? networkFix(ctx, server.registrationEndpoint, 'POST')
        : 'Answer the registration request directly with a small JSON document (RFC 7591 §3.2).',
      got.exchangeId,
    );
  }
  const doc = got.json;
  if (got.status !== 201 && got.status !== 200) {
    const error = isObject(doc) && typeof doc.error === 'string' ? doc.error.slice(0, 100) : undefined;
    const description =
      isObject(doc) && typeof doc.error_description === 'string'
        ? doc.error_description.slice(0, 300)
        : undefined;
    return fail(
      `${server.issuer} refused the registration (HTTP ${got.status}${error ? `, ${error}` : ''})${description ? `: ${description}` : '.'}`,
      error === 'invalid_redirect_uri'
        ? `The server does not accept the redirect URI ${options.redirectUri} for an application_type "${applicationType}" client; register a client by hand and enter its client id.`
        : 'Check the registration policy of the authorization server, or register a client by hand and enter its client id.',
      got.exchangeId,
      got.status,
    );
  }
  if (!isObject(doc) || typeof doc.client_id !== 'string' || doc.client_id === '') {
    return fail(
      `The registration response from ${server.registrationEndpoint} has no client_id.`,
      'Answer a registration with a JSON object holding "client_id" (RFC 7591 §3.2.1).',
      got.exchangeId,
    );
  }
  const secret =
    typeof doc.client_secret === 'string' && doc.client_secret !== '' ? doc.client_secret : undefined;
  const declared =
    typeof doc.token_endpoint_auth_method === 'string' ? doc.token_endpoint_auth_method : undefined;
  let method: TokenEndpointAuthMethod | undefined;
  if (declared !== undefined) {
    method = (TOKEN_ENDPOINT_AUTH_METHODS as readonly string[]).includes(declared)
      ? (declared as TokenEndpointAuthMethod)
      : undefined;
    if (!method) {
      return fail(
        `The server registered the client for token endpoint authentication "${declared.slice(0, 60)}", which this client does not support.`,
        'Register clients for none, client_secret_basic or client_secret_post.',
        got.exchangeId,
      );
    }
    if (method !== 'none' && !secret) {
      return fail(
        `The server registered the client for ${method} but sent no client_secret.`,
        'Return "client_secret" with the registration, or register the client for "none".',
        got.exchangeId,
      );
    }
  } else method = secret ? secretMethod(server) : 'none';
  if (!method) {
    return fail(
      `The server issued a client secret but accepts neither client_secret_basic nor client_secret_post.`,
      'Allow client_secret_basic or client_secret_post at the token endpoint.',
      got.exchangeId,
    );
  }
  const keptSecret = method === 'none' ? undefined : secret;
  const registration: StoredRegistration = {
    format: 'mcp-tool-lab-registration',
    issuer: server.issuer,
    clientId: doc.client_id,
    ...(keptSecret ? { clientSecret: keptSecret } : {}),
    ...(typeof doc.client_secret_expires_at === 'number' && doc.client_secret_expires_at > 0
      ? { clientSecretExpiresAt: doc.client_secret_expires_at * 1000 }
      : {}),
    authMethod: method,
    redirectUris: [options.redirectUri],
  };
  await input.storage.setRegistration(server.issuer, registration);
  // "none" is the token endpoint's auth method, which reads like a missing value: say what it means.
  const how =
    method === 'none'
      ? 'a public client: no client secret, so the token requests carry the PKCE verifier only (token_endpoint_auth_method "none")'
      : `it authenticates at the token endpoint with its client secret (${method})`;
  ctx.note(step, 'ok', `Registered the client ${doc.client_id} with ${server.issuer}: ${how}.`, {
    exchangeId: got.exchangeId,
    detail: {
      registration: 'dynamic-registration',
      clientId: doc.client_id,
      authMethod: method,
      applicationType,
    },
  });
  return stepOk({
    clientId: doc.client_id,
    ...(keptSecret ? { clientSecret: keptSecret } : {}),
    authMethod: method,
    registration: 'dynamic-registration',
  });
}
