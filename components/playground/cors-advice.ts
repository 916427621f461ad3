import { BRIDGE_TOKEN_HEADER } from '@/lib/bridge/bridge-endpoint';
import { shellWords } from '@/lib/bridge/shell-words';
import { type BridgeSuggestion, suggestBridge } from '@/lib/bridge/suggest-bridge';
import { HEADERS, LEGACY_HEADERS } from '@/lib/spec/headers';
import { type AddressSpace, addressSpaceOf, isLocalNetworkRequest } from '@/lib/wire/address-space';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, CORS_EXPOSED_HEADERS } from '@/lib/wire/cors';

/**
 * The CORS doctor's reasoning, as data: why a browser page may fail to reach a server, the exact
 * response headers the server must send so that a 2026-07-28 client on this page can talk to it,
 * what the browser itself asks the user first (Local Network Access), and when a bridge on the
 * user's machine is the way round. The header lists come from lib/wire/cors.ts.
 *
 * Browser facts (docs page "Connecting to local servers" cites the sources):
 * - Chrome 142 and later gate a page's requests to a more private address space (a public site
 *   calling 127.0.0.1, localhost or 192.168.x.x) behind a Local Network Access permission prompt.
 *   It replaced the Private Network Access preflight: `Access-Control-Allow-Private-Network` is
 *   not needed, and the permission does not replace CORS.
 * - Firefox asks the same (a permission for "device apps and services" and one for the local
 *   network), rolling out gradually.
 * - Safari has no such prompt; it has long refused https pages' fetches to http://localhost as
 *   mixed content (WebKit bug 171934), and how much it allows has changed between releases.
 */
export interface CorsAdvice {
  allowOrigin: string;
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  /** Set when the browser asks the user before this page may reach the server at all. */
  localNetwork?: LocalNetworkAdvice;
}

export interface LocalNetworkAdvice {
  /** Where the server is: this machine, or the local network. */
  space: Exclude<AddressSpace, 'public'>;
  /** One line per browser, plus what the server still owes. */
  chrome: string;
  firefox: string;
  safari: string;
  server: string;
}

const unique = (names: readonly string[]) => {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

function urls(pageUrl: string, targetUrl: string): { page: URL; target: URL } | undefined {
  try {
    return { page: new URL(pageUrl), target: new URL(targetUrl) };
  } catch {
    return undefined;
  }
}

/** What the browser asks before a page in one address space reaches a more private one. */
export function localNetworkAdvice(pageUrl: string, targetUrl: string): LocalNetworkAdvice | undefined {
  const parsed = urls(pageUrl, targetUrl);
  if (!parsed) return undefined;
  const from = addressSpaceOf(parsed.page.hostname);
  const to = addressSpaceOf(parsed.target.hostname);
  if (to === 'public' || !isLocalNetworkRequest(from, to)) return undefined;
  const where = to === 'loopback' ? 'apps on this device' : 'devices on your local network';
  return {
    space: to,
    chrome: `Chrome 142 and later ask first: a prompt under the address bar asks whether ${parsed.page.host} may connect to ${where} (Chrome 142 words it "Look for and connect to any device on your local network"). Choose Allow. If you chose Block, open the site controls left of the address (View site information → Site settings) and set Local network access to Allow, then reload. Only https pages can ask; an http page on the internet is refused without a prompt.`,
    firefox: `Firefox is rolling out the same check: its prompt asks to let the site reach ${to === 'loopback' ? '"device apps and services"' : 'local network devices'}; choose Allow (tick "remember" to keep it).`,
    safari: `Safari shows no prompt, but it may refuse an https page's request to a plain-http server on ${to === 'loopback' ? 'localhost' : 'your network'} as mixed content. Use the playground run locally (npm run dev, http://127.0.0.1:3000), or Chrome or Firefox.`,
    server:
      'The permission is not CORS: the server must still answer the preflight and every response with the headers below. No Access-Control-Allow-Private-Network header is needed any more (that was the retired Private Network Access preflight).',
  };
}

export function corsAdvice(input: {
  pageOrigin: string;
  targetUrl: string;
  /** Names of the custom headers the user set (Authorization, X-Api-Key…). */
  customHeaders: readonly string[];
  /** `Mcp-Param-*` names of the selected tool (or of every listed tool). */
  paramHeaders: readonly string[];
}): CorsAdvice {
  const allowHeaders = unique([
    ...CORS_ALLOWED_HEADERS.filter((name) => name !== HEADERS.authorization),
    ...input.paramHeaders,
    ...input.customHeaders,
    // Legacy fallback needs the session id on later requests.
    LEGACY_HEADERS.sessionId,
  ]);
  const localNetwork = localNetworkAdvice(input.pageOrigin, input.targetUrl);
  return {
    allowOrigin: input.pageOrigin,
    allowMethods: [...CORS_ALLOWED_METHODS, 'GET', 'DELETE'],
    allowHeaders,
    exposeHeaders: [...CORS_EXPOSED_HEADERS],
    ...(localNetwork ? { localNetwork } : {}),
  };
}

/** The headers as a server would send them, one per line (for copying into a config). */
export function corsHeaderLines(advice: CorsAdvice): string {
  return [
    `Access-Control-Allow-Origin: ${advice.allowOrigin}`,
    `Access-Control-Allow-Methods: ${advice.allowMethods.join(', ')}`,
    `Access-Control-Allow-Headers: ${advice.allowHeaders.join(', ')}`,
    `Access-Control-Expose-Headers: ${advice.exposeHeaders.join(', ')}`,
    'Access-Control-Max-Age: 7200',
    'Vary: Origin, Access-Control-Request-Headers',
  ].join('\n');
}

export type Reachability = 'unknown' | 'reachable' | 'unreachable';

/**
 * When a bridge on the user's machine is the way round, and the exact commands: a server on this
 * machine or the local network (no CORS, or nothing listening because it speaks stdio), and any
 * plain-http server an https page may not call (mixed content). A bridge listens on 127.0.0.1,
 * which browsers let https pages call.
 */
export function bridgeAdvice(input: {
  pageUrl: string;
  targetUrl: string;
  reachability: Reachability;
}): (BridgeSuggestion & { why: string }) | undefined {
  const parsed = urls(input.pageUrl, input.targetUrl);
  if (!parsed) return undefined;
  const { page, target } = parsed;
  const space = addressSpaceOf(target.hostname);
  const mixed = page.protocol === 'https:' && target.protocol === 'http:' && space !== 'loopback';
  if (space === 'public' && !mixed && input.reachability !== 'reachable') return undefined;
  const suggestion = suggestBridge({ pageOrigin: page.origin, targetUrl: target.href });
  const why =
    input.reachability === 'unreachable' && space === 'loopback'
      ? 'Nothing listens at that address. If your server speaks stdio, let the bridge start it; if it is an HTTP server, start it and put the bridge in front.'
      : mixed
        ? 'This https page may not call a plain-http server, but it may call a bridge on 127.0.0.1 that passes the requests on.'
        : 'Cannot change the server’s CORS headers? A bridge on your machine adds them and passes everything else through unchanged.';
  return { ...suggestion, why };
}

/** Probable causes, most likely first, for a `fetch` that failed with a network error. */
export function probableCauses(input: {
  pageUrl: string;
  targetUrl: string;
  reachability: Reachability;
}): string[] {
  const causes: string[] = [];
  const parsed = urls(input.pageUrl, input.targetUrl);
  if (!parsed) return ['The address is not a valid URL.'];
  const { page, target } = parsed;
  const space = addressSpaceOf(target.hostname);
  if (page.protocol === 'https:' && target.protocol === 'http:' && space !== 'loopback') {
    causes.push(
      'Mixed content: this page is served over https, so the browser blocks requests to a plain http server that is not on your own machine. Serve the MCP endpoint over https, or reach it through a bridge on 127.0.0.1.',
    );
  }
  if (input.reachability === 'unreachable') {
    causes.push(
      space === 'loopback'
        ? 'Nothing answered at that address on your machine: the server is not running, listens on another port or path, or speaks stdio (no URL at all). Check the URL with curl first.'
        : 'Nothing answered at that address: the server is not running, the port or path is wrong, or a firewall drops the connection. Check the URL with curl first.',
    );
  } else {
    causes.push(
      input.reachability === 'reachable'
        ? 'The server answered, but the browser refused to hand the answer to this page: its CORS headers do not allow this origin, the preflight (OPTIONS) failed, or a header the client sends (Mcp-Method, Mcp-Name, Mcp-Param-*, Authorization) is not allowed.'
        : 'Most likely CORS: a browser only lets this page read answers from another origin when the server allows it. The preflight (OPTIONS) must succeed and allow every header the client sends.',
    );
  }
  const lna = localNetworkAdvice(input.pageUrl, input.targetUrl);
  // A granted permission lets the reachability probe through too, so only a failed or pending probe
  // leaves the prompt as a suspect.
  if (lna && input.reachability !== 'reachable') {
    causes.push(
      `Local Network Access: Chrome 142 and later (and Firefox, as it rolls the check out) ask you before a page on ${page.host} may reach ${lna.space === 'loopback' ? 'your own machine' : 'your local network'}. If you chose Block or dismissed the prompt, the request fails like a CORS error: allow Local network access in the site settings (left of the address) and reload.`,
    );
  }
  return causes;
}

/** Whether the connection is to an `mcp-tool-lab bridge`: its launch token is among the headers. */
export function isBridgeConnection(customHeaders: readonly string[]): boolean {
  return customHeaders.some((name) => name.toLowerCase() === BRIDGE_TOKEN_HEADER.toLowerCase());
}

/**
 * The diagnosis when the server is an `mcp-tool-lab bridge`: bridging it again would not help. A
 * bridge lets in the pages of the site it was started for only (`--site`, the lab on port 3000 by
 * default) and answers any other page 403 without CORS headers, which the browser reports as
 * "Failed to fetch". So: restart it with `--site` naming this page, or start it again if nothing
 * answers.
 */
export function bridgeRestartAdvice(input: { pageOrigin: string; reachability: Reachability }): {
  cause: string;
  command: string;
} {
  const command = `${shellWords(['npx', 'mcp-tool-lab', 'bridge', '--site', input.pageOrigin])} …`;
  const cause =
    input.reachability === 'unreachable'
      ? `This is an mcp-tool-lab bridge (the ${BRIDGE_TOKEN_HEADER} header says so), and nothing answers at its address: it has stopped (Ctrl-C, or its terminal closed). Start it again with --site ${input.pageOrigin} and open the new link it prints (a new launch has a new token).`
      : `This is an mcp-tool-lab bridge (the ${BRIDGE_TOKEN_HEADER} header says so). A bridge lets in only the pages of the site it was started for (--site, http://127.0.0.1:3000 by default), and this page is ${input.pageOrigin}: it refused the request without CORS headers, which the browser reports as a network error. Restart it with --site ${input.pageOrigin}, keeping the rest of its command (-- <server command> or --target <url>), and open the new link it prints.`;
  return { cause, command };
}
