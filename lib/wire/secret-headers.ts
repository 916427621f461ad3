/** One HTTP header as recorded: the name as sent or received, and a value that may be masked. */
export interface HeaderEntry {
  name: string;
  value: string;
  /** True when `value` is a mask, not the real value (a credential that must not be logged). */
  secret?: boolean;
}

/**
 * Headers that carry credentials. Their values never enter a log, a timeline or an export in plain
 * text unless the user asks; callers may name more (`X-Api-Key` is here because it is common, and
 * `Tool-Lab-Bridge-Token` because it opens a local bridge, see lib/bridge/bridge-endpoint.ts).
 */
export const SECRET_HEADER_NAMES: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'tool-lab-bridge-token',
];

/** The text that replaces a secret value. ASCII, so a copied curl line stays readable in any terminal. */
export const REDACTED = '<redacted>';

/** Case-insensitive set of secret header names: the defaults plus `extra`. */
export function secretHeaderSet(extra: Iterable<string> = []): ReadonlySet<string> {
  const names = new Set(SECRET_HEADER_NAMES);
  for (const name of extra) names.add(name.toLowerCase());
  return names;
}

/**
 * The masked form of a secret value. The authentication scheme of `Authorization` stays visible
 * (`Bearer <redacted>`), because "which scheme did I send" is a common question and not a secret.
 */
export function maskHeaderValue(name: string, value: string): string {
  const lower = name.toLowerCase();
  if (lower === 'authorization' || lower === 'proxy-authorization') {
    const scheme = /^([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*)\s+\S/.exec(value);
    if (scheme) return `${scheme[1]} ${REDACTED}`;
  }
  return REDACTED;
}

/**
 * Header entries ready to record: secrets (names in `secrets`, compared case-insensitively) are
 * masked unless `reveal` is true. Accepts a plain record or a `Headers` object.
 */
export function recordHeaders(
  headers: Record<string, string> | Headers,
  secrets: ReadonlySet<string>,
  reveal = false,
): HeaderEntry[] {
  const entries: [string, string][] =
    headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  return entries.map(([name, value]) =>
    !reveal && secrets.has(name.toLowerCase())
      ? { name, value: maskHeaderValue(name, value), secret: true }
      : { name, value },
  );
}

/** Longest header value a timeline keeps; a server can send a megabyte in one header. */
export const MAX_RECORDED_HEADER_CHARS = 4096;

/** Header entries with each value cut at MAX_RECORDED_HEADER_CHARS (marked, with the full length). */
export function capHeaderValues(entries: HeaderEntry[]): HeaderEntry[] {
  return entries.map((entry) =>
    entry.value.length > MAX_RECORDED_HEADER_CHARS
      ? {
          ...entry,
          value: `${entry.value.slice(0, MAX_RECORDED_HEADER_CHARS)}… (cut: ${entry.value.length.toLocaleString('en-US')} characters)`,
        }
      : entry,
  );
}
