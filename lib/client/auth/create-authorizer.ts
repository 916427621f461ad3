import type { ClientError, Outcome } from '../client-error';
import type { StorageLike, Timers } from '../client-options';
import { createMemoryStorage } from '../era-memory';
import type { AuthEvent, NewTimelineEvent } from '../timeline-event';
import type { AuthHttpContext } from './auth-http';
import { type AuthStorage, createAuthStorage, type StoredTokens } from './auth-storage';
import { authorizationUrl, readAuthorizationResponse } from './authorization-url';
import { type ClientIdentity, chooseClient } from './choose-client';
import { chooseScope, scopesInclude } from './choose-scope';
import { type AuthorizationServer, discoverAuthorizationServer } from './discover-authorization-server';
import { discoverProtectedResource } from './discover-resource';
import { type FlowContext, type StepFailure, type StepOutcome, stepFail, stepOk } from './flow-context';
import type { AuthorizationState, OAuthOptions, PendingAuthorization } from './oauth-options';
import { createPkce, randomToken } from './pkce';
import { redactUrl } from './redact';
import { requestTokens } from './token-endpoint';
import { canonicalResource, isLoopbackHost, resourceCovers } from './url-policy';
import { type BearerChallenge, bearerChallenge } from './www-authenticate';

/** What the authorizer needs from its client. */
export interface AuthorizerHost {
  /** The MCP endpoint: the only place an access token is ever sent. */
  endpoint: string;
  fetch: AuthHttpContext['fetch'];
  record(event: NewTimelineEvent): unknown;
  nextId(kind: 'x'): string;
  now(): number;
  timers: Timers;
  secrets: ReadonlySet<string>;
  maxRecordedBodyChars: number;
  defaultTimeoutMs: number;
  /** True in a browser: network failures are then explained as missing CORS headers. */
  browser?: boolean;
}

export interface ChallengeInput {
  status: number;
  headers?: Headers;
  /** The token generation the failed request carried (0: none). */
  sentGeneration: number;
  /** How many challenges this one request has met so far, this one included. */
  attempt: number;
  operationId?: string;
  signal?: AbortSignal;
}

export type ChallengeDecision = { retry: true } | { retry: false; error?: ClientError };

/**
 * The OAuth 2.1 side of one MCP client. The request path asks it for credentials before each
 * request and hands it every 401/403; it discovers, registers, authorizes (through the injected
 * user-agent step), exchanges and refreshes, step by step on the timeline, and says whether the
 * request should be sent again.
 */
export interface Authorizer {
  /** Headers for the next request ({} without a token) and the generation of the token in them. */
  credentials(
    signal?: AbortSignal,
    operationId?: string,
  ): Promise<{ headers: Record<string, string>; generation: number }>;
  /** The `Authorization` header of the token held now ({} without one), with no side effect. */
  peekHeaders(): Record<string, string>;
  /** Handles a 401/403 of a request: refresh, authorize or step up, or give up with the reason. */
  challenge(input: ChallengeInput): Promise<ChallengeDecision>;
  /** Authorizes now, before any 401 (a "Sign in" button): discovery by the well-known URLs. */
  authorize(options?: { signal?: AbortSignal; operationId?: string }): Promise<Outcome<AuthorizationState>>;
  /** Finishes a flow whose user-agent step left the page (redirect mode), from its pending record. */
  resume(pending: PendingAuthorization, callbackUrl: string): Promise<Outcome<AuthorizationState>>;
  /** Forgets this endpoint's tokens (registrations stay: they belong to the authorization server). */
  signOut(): Promise<void>;
  state(): AuthorizationState;
  subscribe(listener: (state: AuthorizationState) => void): () => void;
  /** The secret values in use (tokens, client secrets), to scrub from anything exported. */
  knownSecrets(): string[];
}

/** Seconds before expiry at which a token is refreshed instead of sent. */
const REFRESH_LEEWAY_MS = 30_000;
const DEFAULT_MAX_BYTES = 512 * 1024;

const authError = (failure: StepFailure): ClientError => ({
  kind: 'auth',
  step: failure.step,
  message: failure.message,
  ...(failure.fix !== undefined ? { fix: failure.fix } : {}),
  ...(failure.status !== undefined ? { status: failure.status } : {}),
});

export function createAuthorizer(host: AuthorizerHost, options: OAuthOptions): Authorizer {
  const storageLike: StorageLike = options.storage ?? createMemoryStorage();
  const storage: AuthStorage = createAuthStorage(storageLike);
  const endpoint = canonicalResource(host.endpoint);
  const maxAuthorizations = Math.max(1, options.maxAuthorizationsPerRequest ?? 3);
  const listeners = new Set<(state: AuthorizationState) => void>();
  const secrets = new Set<string>();
  let tokens: StoredTokens | undefined;
  let loaded = false;
  let generation = 0;
  let boundIssuer: string | undefined = options.preRegistered?.issuer;
  let pending: Promise<StepOutcome<StoredTokens>> | undefined;
  let refreshing: Promise<boolean> | undefined;
  let status: AuthorizationState['status'] = 'none';
  let lastError: AuthorizationState['error'];
  let flowCounter = 0;
  if (options.preRegistered?.clientSecret) secrets.add(options.preRegistered.clientSecret);

  const http: AuthHttpContext = {
    fetch: options.fetch ?? host.fetch,
    record: (event) => host.record(event),
    nextId: () => host.nextId('x'),
    now: () => host.now(),
    timers: host.timers,
    secrets: host.secrets,
    maxRecordedBodyChars: host.maxRecordedBodyChars,
    knownSecrets: () => [...secrets],
  };

  const snapshot = (): AuthorizationState => ({
    status,
    refreshable: tokens?.refreshToken !== undefined,
    ...(tokens
      ? {
          issuer: tokens.issuer,
          resource: tokens.resource,
          clientId: tokens.clientId,
          registration: tokens.registration,
          ...(tokens.scope !== undefined ? { scope: tokens.scope } : {}),
          ...(tokens.expiresAt !== undefined ? { expiresAt: tokens.expiresAt } : {}),
        }
      : {}),
    ...(lastError ? { error: lastError } : {}),
  });
  const changed = () => {
    const state = snapshot();
    for (const listener of listeners) {
      try {
        listener(state);
      } catch {
        // A broken subscriber must not break the flow.
      }
    }
  };
  const remember = (value: string | undefined) => {
    if (value) secrets.add(value);
  };
  const setTokens = async (next: StoredTokens | undefined) => {
    tokens = next;
    generation++;
    if (next) {
      remember(next.accessToken);
      remember(next.refreshToken);
    }
    await storage.setTokens(endpoint, next);
  };
  const load = async () => {
    if (loaded) return;
    loaded = true;
    const stored = await storage.tokens(endpoint);
    // A stored token is used only for the resource it was issued for.
    if (stored && stored.endpoint === endpoint && resourceCovers(stored.resource, endpoint)) {
      tokens = stored;
      generation++;
      remember(stored.accessToken);
      remember(stored.refreshToken);
      status = 'authorized';
      if (options.preRegistered && !options.preRegistered.issuer && stored.registration === 'pre-registered')
        boundIssuer = stored.issuer;
      changed();
    }
  };

  const flowContext = (flowId: string, operationId?: string, signal?: AbortSignal): FlowContext => ({
    http,
    flowId,
    ...(operationId !== undefined ? { operationId } : {}),
    ...(signal ? { signal } : {}),
    timeoutMs: options.timeoutMs ?? host.defaultTimeoutMs,
    maxBytes: options.maxDocumentBytes ?? DEFAULT_MAX_BYTES,
    browser: options.browser ?? host.browser ?? false,
    note(step, stepStatus, message, extra = {}) {
      const event: Omit<AuthEvent, 'id' | 'seq'> = {
        type: 'auth',
        at: host.now(),
        flowId,
        step,
        status: stepStatus,
        message,
        ...(operationId !== undefined ? { operationId } : {}),
        ...(extra.exchangeId !== undefined ? { exchangeId: extra.exchangeId } : {}),
        ...(extra.fix !== undefined ? { fix: extra.fix } : {}),
        ...(extra.detail !== undefined ? { detail: extra.detail } : {}),
      };
      host.record(event);
    },
  });

  const fail = (_ctx: FlowContext, failure: StepFailure): StepOutcome<StoredTokens> => {
    status = 'failed';
    lastError = {
      step: failure.step,
      message: failure.message,
      ...(failure.fix ? { fix: failure.fix } : {}),
    };
    changed();
    return { ok: false, failure };
  };

  /** Code → tokens, from a checked callback; shared by the in-flow path and `resume`. */
  async function finish(
    ctx: FlowContext,
    record: PendingAuthorization,
    callbackUrl: string,
  ): Promise<StepOutcome<StoredTokens>> {
    const code = readAuthorizationResponse(callbackUrl, record);
    if (!code.ok) {
      ctx.note('authorization-response', 'failed', code.failure.message, {
        ...(code.failure.fix ? { fix: code.failure.fix } : {}),
        detail: { callback: redactUrl(callbackUrl) },
      });
      return fail(ctx, code.failure);
    }
    ctx.note(
      'authorization-response',
      'ok',
      'The authorization response came back with a code, the right state and issuer.',
      {
        detail: { callback: redactUrl(callbackUrl) },
      },
    );
    const client: ClientIdentity = {
      clientId: record.clientId,
      ...(record.clientSecret !== undefined ? { clientSecret: record.clientSecret } : {}),
      authMethod: record.authMethod,
      registration: record.registration,
    };
    remember(record.clientSecret);
    const issued = await requestTokens(ctx, {
      tokenEndpoint: record.tokenEndpoint,
      client,
      grant: {
        type: 'authorization_code',
        code: code.value,
        codeVerifier: record.codeVerifier,
        redirectUri: record.redirectUri,
      },
      resource: record.resource,
    });
    if (!issued.ok) return fail(ctx, issued.failure);
    const t = issued.value;
    const next: StoredTokens = {
      format: 'mcp-tool-lab-tokens',
      accessToken: t.accessToken,
      ...(t.refreshToken !== undefined ? { refreshToken: t.refreshToken } : {}),
      ...(t.expiresInSeconds !== undefined ? { expiresAt: host.now() + t.expiresInSeconds * 1000 } : {}),
      ...(t.scope !== undefined
        ? { scope: t.scope }
        : record.scope !== undefined
          ? { scope: record.scope }
          : {}),
      ...(record.scope !== undefined ? { requestedScope: record.scope } : {}),
      endpoint: record.endpoint,
      resource: record.resource,
      issuer: record.issuer,
      tokenEndpoint: record.tokenEndpoint,
      clientId: record.clientId,
      authMethod: record.authMethod,
      registration: record.registration,
      obtainedAt: host.now(),
    };
    if (record.registration === 'pre-registered') boundIssuer ??= record.issuer;
    ctx.note(
      'token-request',
      'ok',
      `Got an access token${t.refreshToken ? ' and a refresh token' : ''} from ${record.issuer}.`,
      {
        exchangeId: t.exchangeId,
        detail: {
          ...(t.scope !== undefined ? { scope: t.scope } : {}),
          ...(t.expiresInSeconds !== undefined ? { expiresInSeconds: t.expiresInSeconds } : {}),
          refreshToken: t.refreshToken !== undefined,
        },
      },
    );
    await setTokens(next);
    status = 'authorized';
    lastError = undefined;
    ctx.note(
      'authorized',
      'ok',
      `Authorized for ${record.resource}${next.scope ? ` with scope "${next.scope}"` : ''}.`,
      {
        detail: {
          issuer: record.issuer,
          resource: record.resource,
          ...(next.scope ? { scope: next.scope } : {}),
          registration: record.registration,
        },
      },
    );
    changed();
    return stepOk(next);
  }

  /** The whole flow: discovery, client identity, consent, code exchange. */
  async function runFlow(
    trigger: { challenge?: BearerChallenge; status?: number; reason: string; stepUp?: boolean },
    operationId?: string,
    signal?: AbortSignal,
  ): Promise<StepOutcome<StoredTokens>> {
    const flowId = `auth-${++flowCounter}-${randomToken(3)}`;
    const ctx = flowContext(flowId, operationId, signal);
    status = 'authorizing';
    changed();
    ctx.note('challenge', 'started', trigger.reason, {
      detail: {
        ...(trigger.status !== undefined ? { status: trigger.status } : {}),
        ...(trigger.challenge?.scope ? { scope: trigger.challenge.scope } : {}),
        ...(trigger.challenge?.error ? { error: trigger.challenge.error } : {}),
        ...(trigger.challenge?.resourceMetadata
          ? { resourceMetadata: trigger.challenge.resourceMetadata }
          : {}),
      },
    });
    const target = new URL(endpoint);
    if (target.protocol !== 'https:' && !isLoopbackHost(target.hostname)) {
      const failure: StepFailure = {
        step: 'challenge',
        message: `${endpoint} is plain HTTP on a host that is not loopback; a bearer token would travel in clear text, so no authorization is started.`,
        fix: 'Serve the MCP endpoint over HTTPS.',
      };
      ctx.note('challenge', 'failed', failure.message, { fix: failure.fix! });
      return fail(ctx, failure);
    }
    const prm = await discoverProtectedResource(ctx, endpoint, trigger.challenge?.resourceMetadata);
    if (!prm.ok) return fail(ctx, prm.failure);
    const resource = prm.value;

    const previousIssuer = tokens?.issuer;
    const listed = resource.authorizationServers;
    const preferred = [options.preRegistered?.issuer ?? boundIssuer, previousIssuer].find(
      (issuer): issuer is string => issuer !== undefined && listed.includes(issuer),
    );
    const issuer = preferred ?? listed[0]!;
    if (previousIssuer !== undefined && previousIssuer !== issuer) {
      ctx.note(
        'migration',
        'ok',
        `The resource now names ${issuer} as its authorization server instead of ${previousIssuer}; the old tokens and client are not used with it.`,
        { detail: { from: previousIssuer, to: issuer } },
      );
      await setTokens(undefined);
    }
    const server = await discoverAuthorizationServer(ctx, issuer);
    if (!server.ok) return fail(ctx, server.failure);
    const as: AuthorizationServer = server.value;

    const client = await chooseClient(ctx, {
      server: as,
      options,
      storage,
      ...(boundIssuer !== undefined ? { boundIssuer } : {}),
      now: host.now(),
    });
    if (!client.ok) return fail(ctx, client.failure);
    remember(client.value.clientSecret);

    const previousScope =
      tokens !== undefined && tokens.issuer === issuer ? (tokens.requestedScope ?? tokens.scope) : undefined;
    const scope = chooseScope({
      ...(trigger.challenge?.scope !== undefined ? { challenge: trigger.challenge.scope } : {}),
      ...(previousScope !== undefined ? { previous: previousScope } : {}),
      ...(resource.scopesSupported ? { resourceScopes: resource.scopesSupported } : {}),
      ...(as.scopesSupported ? { serverScopes: as.scopesSupported } : {}),
      offlineAccess: options.offlineAccess ?? true,
    });
    const pkce = await createPkce();
    const record: PendingAuthorization = {
      format: 'mcp-tool-lab-pending-authorization',
      flowId,
      state: randomToken(32),
      codeVerifier: pkce.verifier,
      endpoint,
      resource: resource.resource,
      issuer,
      issParameterSupported: as.issParameterSupported,
      tokenEndpoint: as.tokenEndpoint,
      redirectUri: options.redirectUri,
      clientId: client.value.clientId,
      ...(client.value.clientSecret !== undefined ? { clientSecret: client.value.clientSecret } : {}),
      authMethod: client.value.authMethod,
      registration: client.value.registration,
      ...(scope !== undefined ? { scope } : {}),
      createdAt: host.now(),
    };
    const url = authorizationUrl(as.authorizationEndpoint, {
      clientId: record.clientId,
      redirectUri: record.redirectUri,
      state: record.state,
      codeChallenge: pkce.challenge,
      resource: record.resource,
      ...(scope !== undefined ? { scope } : {}),
    });
    ctx.note(
      'authorization-request',
      'started',
      `Asking ${issuer} for consent${scope ? ` to "${scope}"` : ' (no scope)'}.`,
      {
        detail: {
          url,
          clientId: record.clientId,
          redirectUri: record.redirectUri,
          resource: record.resource,
          ...(scope ? { scope } : {}),
        },
      },
    );
    let result: Awaited<ReturnType<OAuthOptions['authorize']>>;
    try {
      result = await options.authorize({
        url,
        redirectUri: record.redirectUri,
        issuer,
        clientId: record.clientId,
        ...(scope !== undefined ? { scope } : {}),
        pending: record,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      result = { cancelled: error instanceof Error ? error.message : String(error) };
    }
    if ('cancelled' in result) {
      const failure: StepFailure = {
        step: 'authorization-request',
        message: `The authorization was not completed: ${result.cancelled}`,
        fix: 'Authorize again and finish the consent in the window that opens.',
      };
      ctx.note('authorization-request', 'failed', failure.message, { fix: failure.fix! });
      return fail(ctx, failure);
    }
    return finish(ctx, record, result.callbackUrl);
  }

  /** One flow at a time: concurrent challenges share it. */
  const shared = (start: () => Promise<StepOutcome<StoredTokens>>) => {
    if (!pending) pending = start().finally(() => (pending = undefined));
    return pending;
  };

  async function refresh(operationId?: string, signal?: AbortSignal): Promise<boolean> {
    const current = tokens;
    if (!current?.refreshToken) return false;
    if (!refreshing) {
      refreshing = (async () => {
        const ctx = flowContext(`auth-${++flowCounter}-${randomToken(3)}`, operationId, signal);
        ctx.note('token-refresh', 'started', `Refreshing the access token at ${current.tokenEndpoint}.`);
        const registration =
          current.registration === 'dynamic-registration'
            ? await storage.registration(current.issuer)
            : undefined;
        const secret =
          current.registration === 'pre-registered'
            ? options.preRegistered?.clientSecret
            : registration?.clientSecret;
        const got = await requestTokens(ctx, {
          tokenEndpoint: current.tokenEndpoint,
          client: {
            clientId: current.clientId,
            ...(secret !== undefined ? { clientSecret: secret } : {}),
            authMethod: current.authMethod,
            registration: current.registration,
          },
          grant: { type: 'refresh_token', refreshToken: current.refreshToken! },
          resource: current.resource,
        });
        if (!got.ok) {
          // The refresh token is spent or revoked: forget it, so the next 401 authorizes afresh.
          const { refreshToken: _spent, ...rest } = current;
          await setTokens(rest);
          changed();
          return false;
        }
        const t = got.value;
        await setTokens({
          ...current,
          accessToken: t.accessToken,
          // Public clients get rotated refresh tokens (OAuth 2.1 §4.3.1); keep the old one otherwise.
          ...(t.refreshToken !== undefined ? { refreshToken: t.refreshToken } : {}),
          ...(t.expiresInSeconds !== undefined ? { expiresAt: host.now() + t.expiresInSeconds * 1000 } : {}),
          ...(t.scope !== undefined ? { scope: t.scope } : {}),
          obtainedAt: host.now(),
        });
        ctx.note('token-refresh', 'ok', 'Got a fresh access token.', {
          exchangeId: t.exchangeId,
          detail: { ...(t.expiresInSeconds !== undefined ? { expiresInSeconds: t.expiresInSeconds } : {}) },
        });
        status = 'authorized';
        changed();
        return true;
      })().finally(() => (refreshing = undefined));
    }
    return refreshing;
  }

  const toState = (outcome: StepOutcome<StoredTokens>): Outcome<AuthorizationState> =>
    outcome.ok ? { ok: true, value: snapshot() } : { ok: false, error: authError(outcome.failure) };

  return {
    async credentials(signal, operationId) {
      await load();
      if (pending) await pending;
      if (tokens?.expiresAt !== undefined && tokens.expiresAt - REFRESH_LEEWAY_MS <= host.now()) {
        await refresh(operationId, signal);
      }
      const headers: Record<string, string> = tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {};
      return { headers, generation: tokens ? generation : 0 };
    },

    peekHeaders: (): Record<string, string> =>
      tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {},

    async challenge(input) {
      await load();
      const bearer = bearerChallenge(input.headers);
      if (input.status === 403 && bearer?.error !== 'insufficient_scope') return { retry: false };
      // Another request already got a newer token: just send again with it.
      if (input.sentGeneration !== generation && tokens)
        return { retry: input.attempt <= maxAuthorizations + 1 };
      if (input.attempt > maxAuthorizations) {
        const failure: StepFailure = {
          step: 'step-up',
          message: `Gave up after ${maxAuthorizations} authorizations for one request; the server keeps answering HTTP ${input.status}.`,
          fix: 'Check which scope the server requires and that the authorization server grants it.',
          status: input.status,
        };
        const ctx = flowContext(`auth-${++flowCounter}-${randomToken(3)}`, input.operationId, input.signal);
        ctx.note('step-up', 'failed', failure.message, { fix: failure.fix! });
        fail(ctx, failure);
        return { retry: false, error: authError(failure) };
      }
      if (input.status === 403) {
        // Step-up (insufficient_scope): only worth it when the challenge asks for something new.
        if (tokens && scopesInclude(tokens.scope, bearer?.scope)) {
          const failure: StepFailure = {
            step: 'step-up',
            message: `The server answered 403 insufficient_scope asking for "${bearer?.scope ?? ''}", which the current token already has; authorizing again would not help.`,
            fix: 'The resource server and the authorization server disagree about this scope; check how the server checks it.',
            status: 403,
          };
          const ctx = flowContext(`auth-${++flowCounter}-${randomToken(3)}`, input.operationId, input.signal);
          ctx.note('step-up', 'failed', failure.message, {
            fix: failure.fix!,
            detail: { scope: bearer?.scope, granted: tokens.scope },
          });
          fail(ctx, failure);
          return { retry: false, error: authError(failure) };
        }
        const outcome = await shared(() =>
          runFlow(
            {
              ...(bearer ? { challenge: bearer } : {}),
              status: 403,
              reason: `HTTP 403 insufficient_scope${bearer?.scope ? ` asking for "${bearer.scope}"` : ''}: stepping up.`,
              stepUp: true,
            },
            input.operationId,
            input.signal,
          ),
        );
        return outcome.ok ? { retry: true } : { retry: false, error: authError(outcome.failure) };
      }
      // 401: a token was sent and refused (expired, revoked, another authorization server), or none.
      if (input.sentGeneration !== 0 && tokens?.refreshToken && input.attempt === 1) {
        if (await refresh(input.operationId, input.signal)) return { retry: true };
      }
      const outcome = await shared(() =>
        runFlow(
          {
            ...(bearer ? { challenge: bearer } : {}),
            status: 401,
            reason:
              input.sentGeneration === 0
                ? `HTTP 401: the server requires authorization${bearer ? '' : ' (no Bearer challenge could be read: if it sends one, a browser needs WWW-Authenticate in Access-Control-Expose-Headers)'}.`
                : `HTTP 401: the server refused the token${bearer?.errorDescription ? ` (${bearer.errorDescription.slice(0, 200)})` : ''}; authorizing again.`,
          },
          input.operationId,
          input.signal,
        ),
      );
      return outcome.ok ? { retry: true } : { retry: false, error: authError(outcome.failure) };
    },

    async authorize(opts = {}) {
      await load();
      return toState(
        await shared(() =>
          runFlow({ reason: 'Authorizing before the first request.' }, opts.operationId, opts.signal),
        ),
      );
    },

    async resume(record, callbackUrl) {
      await load();
      if (
        record.format !== 'mcp-tool-lab-pending-authorization' ||
        canonicalResource(record.endpoint) !== endpoint
      ) {
        return toState(
          stepFail(
            'authorization-response',
            'The pending authorization is for another endpoint; it is discarded.',
            'Authorize again.',
          ),
        );
      }
      const ctx = flowContext(record.flowId, undefined, undefined);
      return toState(await shared(() => finish(ctx, record, callbackUrl)));
    },

    async signOut() {
      await load();
      await setTokens(undefined);
      status = 'none';
      lastError = undefined;
      flowContext(`auth-${++flowCounter}-${randomToken(3)}`).note(
        'signed-out',
        'ok',
        'Signed out: the tokens for this endpoint are forgotten.',
      );
      changed();
    },

    state: snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    knownSecrets: () => [...secrets],
  };
}
