/**
 * The HTTP response headers every page and asset of the site carries (set in next.config.ts).
 * Defence in depth behind the rule that every server string is rendered as text or sanitized
 * markdown: even if markup slipped through, no script from another origin loads, no plugin runs,
 * no <base> or form is redirected, and the site cannot be framed.
 *
 * What the site needs, and so allows:
 * - scripts: its own files, plus 'unsafe-inline' (Next.js writes inline scripts into statically
 *   prerendered pages, which cannot carry a per-request nonce) and 'unsafe-eval' (ajv compiles JSON
 *   Schemas into functions, in the page and in the Workers);
 * - connections anywhere (`connect-src *`): the playground talks to any MCP server the user names,
 *   including http://localhost; no upgrade-insecure-requests, which would break exactly that;
 * - images from data:/blob: and https: (remote tool icons are shown only after the user opts in;
 *   the app enforces that, the policy cannot know it); audio and downloads from data:/blob:;
 * - Workers from its own files and blob: URLs; inline styles (CodeMirror injects style elements).
 */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
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

export function contentSecurityPolicy(): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
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
