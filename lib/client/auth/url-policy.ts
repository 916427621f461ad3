/**
 * Which URLs the OAuth flow may talk to. OAuth 2.1 §1.5 and the MCP security considerations want
 * every authorization server endpoint on HTTPS and every redirect URI on HTTPS or loopback; this
 * client also accepts plain HTTP on loopback for endpoints, because local test servers (the
 * conformance suite's, `mcp-tool-lab serve`) live there and nothing leaves the machine.
 */

/** A host that resolves to this machine without DNS: `localhost`, 127.0.0.0/8, `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  return /^127(?:\.\d{1,3}){3}$/.test(host);
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; message: string; fix: string };

/**
 * Checks a URL the flow is about to use for `role` (e.g. "the token endpoint"): absolute, no
 * credentials in it, no fragment, and HTTPS unless the host is loopback.
 */
export function checkEndpointUrl(value: unknown, role: string): UrlCheck {
  if (typeof value !== 'string' || value.trim() === '') {
    return { ok: false, message: `${role} is missing`, fix: `Publish ${role} as an absolute HTTPS URL.` };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {
      ok: false,
      message: `${role} is not an absolute URL (${JSON.stringify(value.slice(0, 200))})`,
      fix: `Publish ${role} as an absolute HTTPS URL.`,
    };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    return {
      ok: false,
      message: `${role} uses ${url.protocol.replace(':', '')} on a host that is not loopback (${url.origin}); refusing to send OAuth data over it`,
      fix: `Serve ${role} over HTTPS (OAuth 2.1 §1.5). Plain HTTP is accepted only on localhost, 127.0.0.1 or [::1].`,
    };
  }
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      message: `${role} carries credentials in its URL`,
      fix: `Remove the user name and password from ${role}.`,
    };
  }
  if (url.hash !== '' || value.includes('#')) {
    return {
      ok: false,
      message: `${role} has a fragment (${url.hash || '#'})`,
      fix: `Endpoint URLs must not contain a fragment (RFC 6749 §3.1).`,
    };
  }
  return { ok: true, url };
}

export function sameOrigin(a: string | URL, b: string | URL): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * True when a protected resource identifier (RFC 9728 `resource`) covers the MCP endpoint: same
 * origin, and its path is the endpoint's path or a parent of it on a segment boundary. A server's
 * metadata at the root names the origin; metadata for `/mcp` names `…/mcp`.
 */
export function resourceCovers(resource: string, endpoint: string): boolean {
  let r: URL;
  let e: URL;
  try {
    r = new URL(resource);
    e = new URL(endpoint);
  } catch {
    return false;
  }
  if (r.origin !== e.origin || r.hash !== '' || r.search !== '') return false;
  const base = r.pathname.endsWith('/') ? r.pathname : `${r.pathname}/`;
  const path = e.pathname.endsWith('/') ? e.pathname : `${e.pathname}/`;
  return path.startsWith(base);
}

/** The endpoint's URL without query and fragment: the resource when the server publishes none. */
export function canonicalResource(endpoint: string): string {
  const url = new URL(endpoint);
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.protocol}//${url.host.toLowerCase()}${path}`;
}

/**
 * A URL that can serve as a Client ID Metadata Document `client_id`: HTTPS with a path (the CIMD
 * draft), or plain HTTP on loopback with a path — a development site on 127.0.0.1, which only a
 * local authorization server (the protected mock) can fetch anyway.
 */
export function isClientMetadataUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.pathname === '/' || url.hash !== '' || url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}
