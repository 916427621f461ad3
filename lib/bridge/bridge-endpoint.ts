import { encodeBase64Url } from '../share/base64url';
import { isLoopbackHost } from '../wire/loopback-host';

/**
 * What a client needs to reach a running `mcp-tool-lab bridge`: its URL and the headers to send on
 * every request (the launch's token). The same facts travel three ways — the first stdout line of
 * `--format json`, the text output, and the fragment of a playground link — and this file is the
 * one place that writes and reads all three.
 */
export interface BridgeEndpoint {
  url: string;
  headers: Record<string, string>;
}

/** The header that carries the per-launch token. Not an `Mcp-*` name: it is no protocol header. */
export const BRIDGE_TOKEN_HEADER = 'Tool-Lab-Bridge-Token';

/** The only path a bridge serves. */
export const BRIDGE_PATH = '/mcp';

/**
 * The `--format json` line, spelled exactly `{"url": "…", "headers": {"<name>": "<token>"}}`: keys
 * in this order, one space after each colon and comma, no newline inside.
 */
export function bridgeLine(endpoint: BridgeEndpoint): string {
  const headers = Object.entries(endpoint.headers)
    .map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`)
    .join(', ');
  return `{"url": ${JSON.stringify(endpoint.url)}, "headers": {${headers}}}`;
}

/**
 * A link that opens the playground of `site` with the bridge filled in. The token rides in the
 * fragment, which browsers never send to a server and which the playground removes from the
 * address bar once read; share links and storage never carry it.
 */
export function bridgeLink(site: string, endpoint: BridgeEndpoint): string {
  const params = new URLSearchParams({ bridge: endpoint.url });
  const token = endpoint.headers[BRIDGE_TOKEN_HEADER];
  if (token !== undefined) params.set('token', token);
  return `${site.replace(/\/+$/, '')}/playground#${params.toString()}`;
}

/** A fresh launch token: 32 random bytes as 43 base64url characters. */
export function newBridgeToken(): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What a pasted token may look like (the bridge makes 43 characters; anything odd is refused). */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export type ParsedBridge = { ok: true; endpoint: BridgeEndpoint } | { ok: false; error: string };

/** The URL of a bridge: plain http on a loopback address, on the bridge's path. */
function bridgeUrl(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' || !isLoopbackHost(url.hostname) || url.port === '') return undefined;
    if (url.pathname !== BRIDGE_PATH || url.search || url.hash || url.username || url.password)
      return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

function endpointOf(url: unknown, token: unknown): ParsedBridge {
  const href = typeof url === 'string' ? bridgeUrl(url) : undefined;
  if (!href) {
    return {
      ok: false,
      error: `A bridge address is http://127.0.0.1:<port>${BRIDGE_PATH} (or localhost); this one is not.`,
    };
  }
  if (typeof token !== 'string' || !TOKEN.test(token)) {
    return {
      ok: false,
      error: `The bridge token is missing or malformed: copy it again from the bridge's output.`,
    };
  }
  return { ok: true, endpoint: { url: href, headers: { [BRIDGE_TOKEN_HEADER]: token } } };
}

/**
 * Reads what a user pastes or a link carries: a playground link (`…/playground#bridge=…&token=…`),
 * its fragment alone, or the `--format json` line. Undefined when the text is none of those (an
 * ordinary server URL, say); an error when it is one of them but unusable. Untrusted input: the
 * URL must be a loopback bridge address, so a crafted link cannot point the token-shaped header at
 * another server.
 */
export function parseBridgeText(text: string): ParsedBridge | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      return undefined;
    }
    if (typeof value !== 'object' || value === null || !('url' in value) || !('headers' in value))
      return undefined;
    const { url, headers } = value as { url: unknown; headers: unknown };
    const token =
      typeof headers === 'object' && headers !== null
        ? (headers as Record<string, unknown>)[BRIDGE_TOKEN_HEADER]
        : undefined;
    return endpointOf(url, token);
  }
  const hashAt = trimmed.indexOf('#');
  const fragment = hashAt === -1 ? '' : trimmed.slice(hashAt + 1);
  if (!/(^|&)bridge=/.test(fragment)) return undefined;
  const params = new URLSearchParams(fragment);
  return endpointOf(params.get('bridge'), params.get('token'));
}

/** The part of a page address without a bridge fragment (what to put back in the address bar). */
export function withoutBridgeFragment(href: string): string {
  const hashAt = href.indexOf('#');
  if (hashAt === -1) return href;
  return /(^|&)bridge=/.test(href.slice(hashAt + 1)) ? href.slice(0, hashAt) : href;
}
