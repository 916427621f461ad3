import { isClientMetadataUrl, isLoopbackHost } from '../../client/auth/url-policy';
import { isObject } from '../../json/is-object';
import type { StateSealer } from '../sealed-state';

/** A client as the mock authorization server knows it. */
export interface MockClient {
  clientId: string;
  name: string;
  redirectUris: string[];
  /** `client-id-metadata-document`: the client_id is an HTTPS URL the server fetched; `dynamic`: RFC 7591. */
  kind: 'client-id-metadata-document' | 'dynamic';
}

export type ClientLookup = { ok: true; client: MockClient } | { ok: false; description: string };

/** Registered clients live inside their id: a sealed record, so the server keeps no state. */
const CLIENT_PURPOSE = 'oauth-client';
const CLIENT_TTL_MS = 30 * 24 * 3600 * 1000;

/** Checks redirect URIs a client asks for: HTTPS, or HTTP on loopback; absolute; no fragment. */
export function checkRedirectUris(
  value: unknown,
): { ok: true; uris: string[] } | { ok: false; description: string } {
  if (!Array.isArray(value) || value.length === 0 || value.length > 10) {
    return { ok: false, description: 'redirect_uris must be an array of 1 to 10 URLs' };
  }
  const uris: string[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string' || entry.length > 2000)
      return { ok: false, description: 'redirect_uris holds a non-URL' };
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return { ok: false, description: `${JSON.stringify(entry.slice(0, 100))} is not an absolute URL` };
    }
    if (url.hash !== '' || entry.includes('#'))
      return { ok: false, description: 'a redirect URI must not have a fragment' };
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      return { ok: false, description: 'redirect URIs must use HTTPS, or HTTP on a loopback address' };
    }
    uris.push(entry);
  }
  return { ok: true, uris };
}

/**
 * True when `uri` is one of the registered URIs. A loopback HTTP URI matches on any port (RFC 8252
 * §7.3: a native app's local listener gets a free port each run); everything else must match exactly.
 */
export function redirectUriAllowed(registered: readonly string[], uri: string): boolean {
  if (registered.includes(uri)) return true;
  let asked: URL;
  try {
    asked = new URL(uri);
  } catch {
    return false;
  }
  if (asked.protocol !== 'http:' || !isLoopbackHost(asked.hostname)) return false;
  return registered.some((entry) => {
    try {
      const r = new URL(entry);
      return (
        r.protocol === 'http:' &&
        r.hostname === asked.hostname &&
        r.pathname === asked.pathname &&
        r.search === asked.search
      );
    } catch {
      return false;
    }
  });
}

export async function registerClient(
  sealer: StateSealer,
  name: string,
  redirectUris: string[],
): Promise<string> {
  return sealer.seal(CLIENT_PURPOSE, { n: name, r: redirectUris }, CLIENT_TTL_MS);
}

/**
 * The client behind a `client_id`: an HTTPS URL is a Client ID Metadata Document, fetched with
 * `fetchDocument` (and refused when there is none); anything else must be a client this server
 * registered.
 */
export async function lookUpClient(
  sealer: StateSealer,
  clientId: string,
  fetchDocument?: (url: string) => Promise<unknown>,
): Promise<ClientLookup> {
  if (isClientMetadataUrl(clientId)) {
    if (!fetchDocument)
      return { ok: false, description: 'this server does not accept Client ID Metadata Documents' };
    let doc: unknown;
    try {
      doc = await fetchDocument(clientId);
    } catch (error) {
      return {
        ok: false,
        description: `the client metadata document could not be fetched (${error instanceof Error ? error.message : String(error)})`,
      };
    }
    if (!isObject(doc) || doc.client_id !== clientId) {
      return {
        ok: false,
        description: 'the client metadata document does not name its own URL as client_id',
      };
    }
    const uris = checkRedirectUris(doc.redirect_uris);
    if (!uris.ok)
      return { ok: false, description: `the client metadata document is invalid: ${uris.description}` };
    const name =
      typeof doc.client_name === 'string' && doc.client_name.trim() !== ''
        ? doc.client_name.slice(0, 100)
        : clientId;
    return {
      ok: true,
      client: { clientId, name, redirectUris: uris.uris, kind: 'client-id-metadata-document' },
    };
  }
  const opened = await sealer.open(CLIENT_PURPOSE, clientId);
  if (!opened.ok || !isObject(opened.data))
    return { ok: false, description: 'unknown client_id (register first)' };
  const { n, r } = opened.data;
  if (typeof n !== 'string' || !Array.isArray(r) || !r.every((u) => typeof u === 'string')) {
    return { ok: false, description: 'unknown client_id (register first)' };
  }
  return { ok: true, client: { clientId, name: n, redirectUris: r as string[], kind: 'dynamic' } };
}
