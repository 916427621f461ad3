import { HEADERS, LEGACY_HEADERS } from '@/lib/spec/headers';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, CORS_EXPOSED_HEADERS } from '@/lib/wire/cors';
import { isLoopbackHost } from './safe-url';

/**
 * The CORS doctor's reasoning, as data: why a browser page may fail to reach a server, and the
 * exact response headers the server must send so that a 2026-07-28 client on this page can talk
 * to it. The header lists come from lib/wire/cors.ts, the project's one source for them.
 */
export interface CorsAdvice {
  allowOrigin: string;
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  /** Shown when the page is https and the server is not on loopback. */
  privateNetwork: boolean;
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
  let privateNetwork = false;
  try {
    const target = new URL(input.targetUrl);
    const page = new URL(input.pageOrigin);
    privateNetwork = isLoopbackHost(target.hostname) && !isLoopbackHost(page.hostname);
  } catch {
    privateNetwork = false;
  }
  return {
    allowOrigin: input.pageOrigin,
    allowMethods: [...CORS_ALLOWED_METHODS, 'GET', 'DELETE'],
    allowHeaders,
    exposeHeaders: [...CORS_EXPOSED_HEADERS],
    privateNetwork,
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
    ...(advice.privateNetwork ? ['Access-Control-Allow-Private-Network: true'] : []),
  ].join('\n');
}

export type Reachability = 'unknown' | 'reachable' | 'unreachable';

/** Probable causes, most likely first, for a `fetch` that failed with a network error. */
export function probableCauses(input: {
  pageUrl: string;
  targetUrl: string;
  reachability: Reachability;
}): string[] {
  const causes: string[] = [];
  let target: URL | undefined;
  let page: URL | undefined;
  try {
    target = new URL(input.targetUrl);
    page = new URL(input.pageUrl);
  } catch {
    return ['The address is not a valid URL.'];
  }
  if (page.protocol === 'https:' && target.protocol === 'http:' && !isLoopbackHost(target.hostname)) {
    causes.push(
      'Mixed content: this page is served over https, so the browser blocks requests to a plain http server that is not on your own machine. Serve the MCP endpoint over https.',
    );
  }
  if (input.reachability === 'unreachable') {
    causes.push(
      'Nothing answered at that address: the server is not running, the port or path is wrong, or a firewall drops the connection. Check the URL with curl first.',
    );
  } else {
    causes.push(
      input.reachability === 'reachable'
        ? 'The server answered, but the browser refused to hand the answer to this page: its CORS headers do not allow this origin, the preflight (OPTIONS) failed, or a header the client sends (Mcp-Method, Mcp-Name, Mcp-Param-*, Authorization) is not allowed.'
        : 'Most likely CORS: a browser only lets this page read answers from another origin when the server allows it. The preflight (OPTIONS) must succeed and allow every header the client sends.',
    );
  }
  if (isLoopbackHost(target.hostname) && !isLoopbackHost(page.hostname)) {
    causes.push(
      'Private network access: a public page calling a server on your machine needs the preflight answer to include Access-Control-Allow-Private-Network: true (Chromium).',
    );
  }
  return causes;
}
