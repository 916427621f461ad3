/**
 * Which browser origins may call the endpoint. The spec makes servers validate `Origin` (against
 * DNS rebinding) and answer 403 to an invalid one; which origins count as valid is the host's
 * choice, expressed here.
 *
 * An entry is `*` (any origin), an exact origin (`https://lab.example`), or an origin whose port
 * is `*` (`http://localhost:*`: any port on that scheme and host).
 */
export interface OriginPolicy {
  /** Any origin may call (the Worker host: no network exposure). */
  any: boolean;
  /** An `Origin` whose host equals the request's `Host` is allowed (the site's own pages). */
  sameOrigin: boolean;
  /** Allowed origins and port-wildcard patterns, parsed. */
  entries: OriginPattern[];
}

export interface OriginPattern {
  scheme: string;
  host: string;
  /** A port number as text, `''` for the scheme's default port, or `*` for any port. */
  port: string;
}

/** Local development origins: any port on localhost, 127.0.0.1 and [::1], over http. */
export const LOCAL_DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'] as const;

/** Hostnames a server bound to a loopback address answers for (checked against `Host`). */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Parses one allow-list entry; undefined when it is not an origin or a port-wildcard pattern. */
export function parseOriginPattern(entry: string): OriginPattern | undefined {
  const text = entry.trim().toLowerCase().replace(/\/+$/, '');
  const match = /^([a-z][a-z0-9+.-]*):\/\/(\[[0-9a-f:.]+\]|[^/:?#[\]@]+)(?::(\d{1,5}|\*))?$/.exec(text);
  if (!match) return undefined;
  return { scheme: match[1]!, host: match[2]!, port: match[3] ?? '' };
}

/** A policy from allow-list entries (invalid entries are ignored; `*` allows every origin). */
export function createOriginPolicy(options: {
  allowed?: readonly string[];
  sameOrigin?: boolean;
}): OriginPolicy {
  const allowed = options.allowed ?? [];
  const entries: OriginPattern[] = [];
  let any = false;
  for (const entry of allowed) {
    if (entry.trim() === '*') any = true;
    else {
      const pattern = parseOriginPattern(entry);
      if (pattern) entries.push(pattern);
    }
  }
  return { any, sameOrigin: options.sameOrigin ?? true, entries };
}

/** The entries of a comma- or space-separated list (e.g. an environment variable). */
export function splitOriginList(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

function samePort(pattern: OriginPattern, origin: OriginPattern): boolean {
  if (pattern.port === '*') return true;
  const fallback = DEFAULT_PORTS[origin.scheme] ?? '';
  return (pattern.port || fallback) === (origin.port || fallback);
}

/**
 * Whether `origin` (the header's value) may call. `host` is the request's `Host` header, used for
 * the same-origin rule; the literal origin `null` (sandboxed frames, files) only passes `*`.
 */
export function isOriginAllowed(origin: string, host: string | null, policy: OriginPolicy): boolean {
  if (policy.any) return true;
  const parsed = parseOriginPattern(origin);
  if (!parsed || parsed.port === '*') return false;
  if (policy.sameOrigin && host !== null) {
    const authority = parsed.port === '' ? parsed.host : `${parsed.host}:${parsed.port}`;
    const hostText = host.trim().toLowerCase();
    const withDefault = `${parsed.host}:${DEFAULT_PORTS[parsed.scheme] ?? ''}`;
    if (
      hostText === authority ||
      hostText === withDefault ||
      (parsed.port === '' && hostText === parsed.host)
    )
      return true;
  }
  return policy.entries.some(
    (pattern) =>
      pattern.scheme === parsed.scheme && pattern.host === parsed.host && samePort(pattern, parsed),
  );
}

/** The hostname part of a `Host` header value (`[::1]:8080` → `[::1]`, `a.b:80` → `a.b`). */
export function hostnameOf(host: string): string {
  const text = host.trim().toLowerCase();
  if (text.startsWith('[')) return text.slice(0, text.indexOf(']') + 1);
  const colon = text.lastIndexOf(':');
  return colon === -1 ? text : text.slice(0, colon);
}
