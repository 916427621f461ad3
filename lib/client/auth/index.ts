/**
 * The OAuth 2.1 flow of the MCP client, step by step: discovery (RFC 9728, RFC 8414 / OpenID
 * Connect), client identity (pre-registered, Client ID Metadata Document, RFC 7591), the
 * authorization code with PKCE S256 and RFC 8707 `resource`, RFC 9207 `iss`, tokens, refresh,
 * step-up and authorization-server migration. Pure: fetch, storage and the user-agent step are
 * injected. Enable it with the client's `auth` option.
 */
export {
  type AuthChecklist,
  authChecklists,
  type ChecklistExchange,
  type ChecklistStatus,
  type ChecklistStep,
} from './auth-checklist';
export {
  type AuthStorage,
  createAuthStorage,
  type StoredRegistration,
  type StoredTokens,
} from './auth-storage';
export { authorizationUrl, readAuthorizationResponse } from './authorization-url';
export { type ClientIdentity, secretMethod } from './choose-client';
export { chooseScope, scopesInclude } from './choose-scope';
export {
  type Authorizer,
  type ChallengeDecision,
  type ChallengeInput,
  createAuthorizer,
} from './create-authorizer';
export { type AuthorizationServer, authorizationServerMetadataUrls } from './discover-authorization-server';
export { type ProtectedResource, resourceMetadataUrls } from './discover-resource';
export {
  type AuthorizationPrompt,
  type AuthorizationResult,
  type AuthorizationState,
  type OAuthOptions,
  type PendingAuthorization,
  type PreRegisteredClient,
  TOKEN_ENDPOINT_AUTH_METHODS,
  type TokenEndpointAuthMethod,
  type UserAgentStep,
} from './oauth-options';
export { createPkce, randomToken, s256Challenge } from './pkce';
export {
  redactForm,
  redactJson,
  redactSecrets,
  redactUrl,
  SECRET_OAUTH_FIELDS,
  scrubSecrets,
} from './redact';
export { basicCredentials } from './token-endpoint';
export {
  canonicalResource,
  checkEndpointUrl,
  isClientMetadataUrl,
  isLoopbackHost,
  resourceCovers,
  sameOrigin,
} from './url-policy';
export {
  type AuthChallenge,
  type BearerChallenge,
  bearerChallenge,
  parseWwwAuthenticate,
} from './www-authenticate';
