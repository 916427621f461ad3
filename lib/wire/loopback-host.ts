/**
 * Whether a URL's hostname names this machine: `localhost` and its subdomains (which browsers
 * resolve to loopback themselves), 127.0.0.0/8 and `::1` (with or without brackets).
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}
