import { isObject } from '../../json/is-object';
import type { StorageLike } from '../client-options';
import type { PendingAuthorization, TokenEndpointAuthMethod } from './oauth-options';

/** Tokens for one MCP endpoint, as stored (JSON). */
export interface StoredTokens {
  format: 'mcp-tool-lab-tokens';
  accessToken: string;
  refreshToken?: string;
  /** Epoch ms; absent when the server did not say. */
  expiresAt?: number;
  /** Granted scope (the token response's, else what was requested). */
  scope?: string;
  /** What the authorization request asked for (kept for step-up unions). */
  requestedScope?: string;
  endpoint: string;
  resource: string;
  issuer: string;
  tokenEndpoint: string;
  clientId: string;
  authMethod: TokenEndpointAuthMethod;
  registration: PendingAuthorization['registration'];
  obtainedAt: number;
}

/** A client registered dynamically (RFC 7591) with one authorization server. */
export interface StoredRegistration {
  format: 'mcp-tool-lab-registration';
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Epoch ms; absent or 0: does not expire. */
  clientSecretExpiresAt?: number;
  authMethod: TokenEndpointAuthMethod;
  redirectUris: string[];
}

const PREFIX = 'mcp-tool-lab:oauth:';
const tokensKey = (endpoint: string) => `${PREFIX}tokens:${endpoint}`;
const registrationKey = (issuer: string) => `${PREFIX}client:${issuer}`;

async function readJson(storage: StorageLike, key: string): Promise<Record<string, unknown> | undefined> {
  try {
    const text = await storage.getItem(key);
    if (text === null) return undefined;
    const value = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

async function writeJson(storage: StorageLike, key: string, value: unknown): Promise<void> {
  try {
    if (value === undefined) await storage.removeItem(key);
    else await storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refusing storage only loses persistence; the flow goes on from memory.
  }
}

/** Typed access to tokens (per MCP endpoint) and registrations (per issuer) in a key-value storage. */
export interface AuthStorage {
  tokens(endpoint: string): Promise<StoredTokens | undefined>;
  setTokens(endpoint: string, tokens: StoredTokens | undefined): Promise<void>;
  registration(issuer: string): Promise<StoredRegistration | undefined>;
  setRegistration(issuer: string, registration: StoredRegistration | undefined): Promise<void>;
}

export function createAuthStorage(storage: StorageLike): AuthStorage {
  return {
    async tokens(endpoint) {
      const value = await readJson(storage, tokensKey(endpoint));
      return value?.format === 'mcp-tool-lab-tokens' &&
        typeof value.accessToken === 'string' &&
        typeof value.issuer === 'string' &&
        typeof value.resource === 'string'
        ? (value as unknown as StoredTokens)
        : undefined;
    },
    setTokens: (endpoint, tokens) => writeJson(storage, tokensKey(endpoint), tokens),
    async registration(issuer) {
      const value = await readJson(storage, registrationKey(issuer));
      return value?.format === 'mcp-tool-lab-registration' &&
        typeof value.clientId === 'string' &&
        value.issuer === issuer
        ? (value as unknown as StoredRegistration)
        : undefined;
    },
    setRegistration: (issuer, registration) => writeJson(storage, registrationKey(issuer), registration),
  };
}
