import type { FetchLike, StorageLike } from '../client-options';

/** How the client authenticates at the token endpoint (RFC 7591 §2). */
export type TokenEndpointAuthMethod = 'none' | 'client_secret_basic' | 'client_secret_post';

export const TOKEN_ENDPOINT_AUTH_METHODS: readonly TokenEndpointAuthMethod[] = [
  'none',
  'client_secret_basic',
  'client_secret_post',
];

/** Credentials registered with an authorization server beforehand (out of band). */
export interface PreRegisteredClient {
  clientId: string;
  clientSecret?: string;
  /**
   * The issuer these credentials belong to. Absent: the first authorization server the flow uses,
   * and the flow refuses (rather than reuses them) if the resource later names another one.
   */
  issuer?: string;
  /** Default: `client_secret_basic` with a secret (when the server allows it), `none` without. */
  tokenEndpointAuthMethod?: TokenEndpointAuthMethod;
}

/**
 * Everything needed to finish an authorization after the page navigated away and back (the
 * redirect mode of a browser). It holds the PKCE verifier and possibly a client secret: keep it no
 * longer than the round trip, in `sessionStorage` at most, and delete it when the page returns.
 */
export interface PendingAuthorization {
  format: 'mcp-tool-lab-pending-authorization';
  flowId: string;
  state: string;
  codeVerifier: string;
  /** The MCP endpoint the token is for. */
  endpoint: string;
  resource: string;
  issuer: string;
  issParameterSupported: boolean;
  tokenEndpoint: string;
  redirectUri: string;
  clientId: string;
  clientSecret?: string;
  authMethod: TokenEndpointAuthMethod;
  registration: 'pre-registered' | 'client-id-metadata-document' | 'dynamic-registration';
  /** The scope requested (absent: none was sent). */
  scope?: string;
  createdAt: number;
}

/** What the user agent shows: the authorization URL, and where the answer must come back to. */
export interface AuthorizationPrompt {
  /** The authorization endpoint with the request's query (no secrets in it: PKCE sends a hash). */
  url: string;
  redirectUri: string;
  issuer: string;
  clientId: string;
  scope?: string;
  pending: PendingAuthorization;
  signal?: AbortSignal;
}

/**
 * The outcome of the user-agent step: the URL the authorization server redirected to (with `code`,
 * `state`, maybe `iss`, or an `error`), or a cancellation (the popup was closed, consent denied
 * before any redirect, the page is navigating away for a redirect-mode flow).
 */
export type AuthorizationResult = { callbackUrl: string } | { cancelled: string };

/** Runs the authorization step in a user agent (popup, full-page redirect, system browser…). */
export type UserAgentStep = (prompt: AuthorizationPrompt) => Promise<AuthorizationResult>;

export interface OAuthOptions {
  /** Where the authorization server sends the browser back: on the site, or loopback for a CLI. */
  redirectUri: string;
  authorize: UserAgentStep;
  /**
   * This client's Client ID Metadata Document URL (HTTPS, with a path). Used as the `client_id`
   * when the authorization server supports CIMD; without it the flow registers dynamically.
   */
  clientMetadataUrl?: string;
  /** Pre-registered credentials, used before CIMD and DCR when they match the issuer. */
  preRegistered?: PreRegisteredClient;
  /** `client_name` of a dynamic registration (default "MCP Tool Lab"). */
  clientName?: string;
  clientUri?: string;
  /** RFC 7591 `application_type` (default: `native` for a loopback redirect URI, else `web`). */
  applicationType?: 'web' | 'native';
  /** Where tokens and registrations live (default: memory, gone with the client). */
  storage?: StorageLike;
  /** Ask for `offline_access` (a refresh token) when the authorization server offers it (default true). */
  offlineAccess?: boolean;
  /** Authorizations one request may start before it gives up (default 3: the first and two step-ups). */
  maxAuthorizationsPerRequest?: number;
  /** Largest metadata, registration or token response read (default 512 KiB). */
  maxDocumentBytes?: number;
  /** Per OAuth request (default: the client's connect timeout). */
  timeoutMs?: number;
  /** The fetch for OAuth endpoints (default: the client's). */
  fetch?: FetchLike;
  /**
   * True in a browser page: a network failure at an OAuth endpoint is then explained as the
   * missing CORS headers it most likely is (default false).
   */
  browser?: boolean;
}

/** What a UI may show about the authorization. No secret is in here. */
export interface AuthorizationState {
  status: 'none' | 'authorizing' | 'authorized' | 'failed';
  issuer?: string;
  resource?: string;
  /** Scopes granted (or, when the server did not say, requested). */
  scope?: string;
  /** Epoch ms. */
  expiresAt?: number;
  refreshable: boolean;
  clientId?: string;
  registration?: PendingAuthorization['registration'];
  /** The last failure, for a banner. */
  error?: { step: string; message: string; fix?: string };
}
