import type { StateSealer } from '../sealed-state';
import type { OnceLedger } from './consent-form-token';

/** What the protected scenario's endpoints share for one request. */
export interface ProtectedContext {
  sealer: StateSealer;
  now: () => number;
  /** `https://host` of the request: the scenario serves its resource and issuer from it. */
  origin: string;
  /** The MCP endpoint URL: the resource identifier and the audience of every token. */
  resource: string;
  /** `<origin>/oauth`: an issuer with a path, so discovery uses path insertion. */
  issuer: string;
  /** CORS headers for the caller (empty for same-origin and non-browser callers). */
  cors: Record<string, string>;
  fetchClientMetadata?: (url: string) => Promise<unknown>;
  accessTokenTtlMs: number;
  /** Codes already exchanged (per instance: a code is single-use while this instance lives). */
  usedCodes: Set<string>;
  /** Consent tickets already decided on (per instance, like the codes). */
  usedConsents: OnceLedger;
}

export const ISSUER_PATH = '/oauth';

/** Seal purposes: a token of one kind can never pass as another. */
export const PURPOSE = {
  consent: 'oauth-consent',
  code: 'oauth-code',
  access: 'oauth-access',
  refresh: 'oauth-refresh',
} as const;

export const CODE_TTL_MS = 120_000;
export const CONSENT_TTL_MS = 600_000;
export const REFRESH_TTL_MS = 24 * 3600 * 1000;

/** An OAuth error body (RFC 6749 §5.2) with the exchange's CORS headers; never cached. */
export function oauthError(
  ctx: ProtectedContext,
  status: number,
  error: string,
  description: string,
): Response {
  return new Response(JSON.stringify({ error, error_description: description }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...ctx.cors },
  });
}

export function oauthJson(ctx: ProtectedContext, status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...ctx.cors },
  });
}

/** A form body (the token and authorization endpoints), at most 64 KiB. */
export async function readForm(request: Request): Promise<URLSearchParams | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return undefined;
  const text = await request.text();
  return text.length > 64 * 1024 ? undefined : new URLSearchParams(text);
}
