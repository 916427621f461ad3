import { REDACTED } from '../../wire/secret-headers';

/**
 * OAuth fields that are secrets wherever they appear: in a form body, a JSON body or a callback
 * URL. Their values never reach the timeline, a log or an export.
 */
export const SECRET_OAUTH_FIELDS: readonly string[] = [
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'code',
  'code_verifier',
  'registration_access_token',
  'assertion',
  'client_assertion',
  'subject_token',
];

const secretSet = new Set(SECRET_OAUTH_FIELDS);

/** An `application/x-www-form-urlencoded` body or query with the secret fields masked. */
export function redactForm(text: string, fields: ReadonlySet<string> = secretSet): string {
  const params = new URLSearchParams(text);
  const out = new URLSearchParams();
  for (const [name, value] of params) out.append(name, fields.has(name) ? REDACTED : value);
  return out.toString();
}

/** A URL with the secret query parameters masked (e.g. a callback carrying `code`). */
export function redactUrl(url: string, fields: ReadonlySet<string> = secretSet): string {
  try {
    const parsed = new URL(url);
    if (parsed.search === '') return url;
    parsed.search = redactForm(parsed.search.slice(1), fields);
    return parsed.toString();
  } catch {
    return url;
  }
}

/** A JSON value with the secret members masked at any depth. */
export function redactJson(value: unknown, fields: ReadonlySet<string> = secretSet): unknown {
  if (Array.isArray(value)) return value.map((v) => redactJson(v, fields));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    out[name] =
      fields.has(name) && member !== null && member !== undefined ? REDACTED : redactJson(member, fields);
  }
  return out;
}

/**
 * Body text ready to record: JSON with secret members masked, a form with secret fields masked,
 * or, when it is neither, the text with any known secret value replaced.
 */
export function redactBodyText(text: string, contentType: string, known: readonly string[] = []): string {
  const type = contentType.toLowerCase();
  let out = text;
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      out = JSON.stringify(redactJson(JSON.parse(text)));
    } catch {
      // Not JSON after all: fall through to the value scrub.
    }
  } else if (type.includes('x-www-form-urlencoded')) {
    out = redactForm(text);
  }
  return redactSecrets(out, known);
}

/** Every occurrence of each known secret (8 characters or more) in `text` replaced by the mask. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < 8) continue;
    if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  return out;
}

/**
 * A deep copy of any JSON-like value (a timeline, a share state) with every string scrubbed of the
 * known secrets. Defence in depth for exports: a hostile server can echo a token back in a tool
 * result, and that text must not carry it out of the page either.
 */
export function scrubSecrets<T>(value: T, secrets: readonly string[]): T {
  const usable = secrets.filter((s) => s.length >= 8);
  if (usable.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redactSecrets(v, usable);
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object' && v !== null) {
      const out: Record<string, unknown> = {};
      for (const [k, member] of Object.entries(v)) out[redactSecrets(k, usable)] = walk(member);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}
