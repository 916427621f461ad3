/**
 * The HTTP response headers every page and asset of the site carries (set in next.config.ts).
 * Defence in depth behind the rule that every server string is rendered as text or sanitized
 * markdown: even if markup slipped through, no script from another origin loads, no plugin runs,
 * no <base> or form is redirected, and the site cannot be framed.
 *
 * What the site needs, and so allows:
 * - scripts: its own files, plus 'unsafe-inline' (Next.js writes inline scripts into statically
 *   prerendered pages, which cannot carry a per-request nonce). No 'unsafe-eval': the pages never
 *   compile a JSON Schema; ajv runs only in the Workers, whose scripts carry their own policy below;
 * - connections anywhere (`connect-src *`): the playground talks to any MCP server the user names,
 *   including http://localhost; no upgrade-insecure-requests, which would break exactly that;
 * - images from data:/blob: and https: (remote tool icons are shown only after the user opts in;
 *   the app enforces that, the policy cannot know it); audio and downloads from data:/blob:;
 * - Workers from its own files and blob: URLs; inline styles (CodeMirror injects style elements).
 */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ['*', 'data:', 'blob:', 'ws:', 'wss:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy of the Workers (validation, mock server). A dedicated worker loaded from a URL of the
 * site takes its policy from its own script response, not from the page that started it, so this
 * one can allow 'unsafe-eval' for ajv's compiled validators without the pages allowing it.
 * Everything else stays shut: scripts only from the site, no connections but to it.
 */
const WORKER_CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'connect-src': ["'self'"],
};

const serialize = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

export function contentSecurityPolicy(): string {
  return serialize(CONTENT_SECURITY_POLICY);
}

export function workerContentSecurityPolicy(): string {
  return serialize(WORKER_CONTENT_SECURITY_POLICY);
}

export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

interface HeaderRule {
  source: string;
  has?: { type: 'header'; key: string; value?: string }[];
  headers: { key: string; value: string }[];
}

/**
 * The rules for next.config.ts `headers()`. Later rules override earlier ones for the same header,
 * so worker scripts get the worker policy: recognised by the request (browsers send
 * `Sec-Fetch-Dest: worker` to https and loopback origins), and by the name of Turbopack's worker
 * bootstrap script (which loads the rest of a worker with importScripts), for plain-http hosts that
 * get no fetch metadata. `Vary` keeps a shared cache from serving one policy for the other.
 */
export function securityHeaderRules(): HeaderRule[] {
  const worker = [
    { key: 'Content-Security-Policy', value: workerContentSecurityPolicy() },
    { key: 'Vary', value: 'Sec-Fetch-Dest' },
  ];
  return [
    { source: '/:path*', headers: securityHeaders() },
    // The playground opens sign-in windows and must see them close (to offer a retry): it keeps
    // the link to the windows it opens. Pages that open it are still cut off, as everywhere else.
    // The sign-in page may navigate this tab through that link, which is no more than the
    // sign-in-in-this-tab mode hands it (docs/decisions/0015-consent-form-token.md).
    {
      source: '/playground',
      headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' }],
    },
    { source: '/:path*', has: [{ type: 'header', key: 'sec-fetch-dest', value: 'worker' }], headers: worker },
    { source: '/_next/static/chunks/:name(turbopack-worker-[^/]+\\.js)', headers: worker },
  ];
}
