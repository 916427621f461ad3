/** One challenge of a `WWW-Authenticate` header (RFC 9110 §11.6.1): a scheme and its parameters. */
export interface AuthChallenge {
  /** As sent; compare case-insensitively. */
  scheme: string;
  /** Parameter names lowercased; values unquoted. */
  params: Record<string, string>;
  /** A `token68` value instead of parameters (e.g. `Basic dXNlcg==`), when present. */
  token68?: string;
}

/** What a `Bearer` challenge tells an MCP client (RFC 6750 §3, RFC 9728 §5.1). */
export interface BearerChallenge {
  /** The protected resource metadata URL, when the server named one. */
  resourceMetadata?: string;
  /** Space-separated scopes the server asks for. */
  scope?: string;
  /** `invalid_token`, `insufficient_scope`, `invalid_request`… */
  error?: string;
  errorDescription?: string;
}

/** Longest header value read; longer ones are cut (a hostile server can send anything). */
const MAX_HEADER_CHARS = 16 * 1024;

const TOKEN_CHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z]/;
const TOKEN68_CHAR = /[A-Za-z0-9\-._~+/]/;

/**
 * Parses a `WWW-Authenticate` value into its challenges. Tolerant: a malformed part ends the parse
 * and what was read before it is kept, so a server's typo never throws.
 */
export function parseWwwAuthenticate(value: string | null | undefined): AuthChallenge[] {
  if (!value) return [];
  const text = value.slice(0, MAX_HEADER_CHARS);
  const challenges: AuthChallenge[] = [];
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  };
  const readToken = (): string => {
    const start = i;
    while (i < text.length && TOKEN_CHAR.test(text[i]!)) i++;
    return text.slice(start, i);
  };
  const readQuoted = (): string | undefined => {
    // at the opening quote
    i++;
    let out = '';
    while (i < text.length) {
      const c = text[i]!;
      if (c === '\\' && i + 1 < text.length) {
        out += text[i + 1];
        i += 2;
      } else if (c === '"') {
        i++;
        return out;
      } else {
        out += c;
        i++;
      }
    }
    return undefined;
  };

  // Lenient: RFC 9110 wants a token, but servers send `scope=files:read` unquoted.
  const readBareValue = (): string => {
    const start = i;
    while (i < text.length && !/[\s,"]/.test(text[i]!)) i++;
    return text.slice(start, i);
  };

  /** True when the text at `i` is `name = value` (a value is a token or a quoted string). */
  const startsParam = (): boolean => {
    let k = i;
    while (k < text.length && TOKEN_CHAR.test(text[k]!)) k++;
    if (k === i) return false;
    while (text[k] === ' ' || text[k] === '\t') k++;
    if (text[k] !== '=') return false;
    k++;
    while (text[k] === ' ' || text[k] === '\t') k++;
    return k < text.length && !/[\s,=]/.test(text[k]!);
  };

  while (i < text.length) {
    skipSpace();
    while (text[i] === ',') {
      i++;
      skipSpace();
    }
    if (i >= text.length) break;
    const scheme = readToken();
    if (scheme === '') break;
    const challenge: AuthChallenge = { scheme, params: {} };
    challenges.push(challenge);
    skipSpace();
    const mark = i;
    if (!startsParam()) {
      // Not `name=value`: perhaps a token68 (`Basic dXNlcg==`), which must end the challenge.
      while (i < text.length && TOKEN68_CHAR.test(text[i]!)) i++;
      while (text[i] === '=') i++;
      const end = i;
      skipSpace();
      if (end > mark && (i >= text.length || text[i] === ',')) challenge.token68 = text.slice(mark, end);
      else i = mark;
      continue;
    }
    i = mark;
    // auth-params: name = (token | quoted-string), separated by commas, until the next scheme.
    for (;;) {
      skipSpace();
      // Not a parameter: the start of the next challenge (or garbage).
      if (!startsParam()) break;
      const name = readToken();
      skipSpace();
      i++;
      skipSpace();
      let paramValue: string | undefined;
      if (text[i] === '"') paramValue = readQuoted();
      else paramValue = readBareValue();
      if (paramValue === undefined) return challenges;
      const key = name.toLowerCase();
      if (!(key in challenge.params)) challenge.params[key] = paramValue;
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
  }
  return challenges;
}

/** The `Bearer` challenge among the response's `WWW-Authenticate` headers, if any. */
export function bearerChallenge(headers: Headers | undefined): BearerChallenge | undefined {
  const value = headers?.get('www-authenticate');
  const bearer = parseWwwAuthenticate(value).find((c) => c.scheme.toLowerCase() === 'bearer');
  if (!bearer) return undefined;
  const p = bearer.params;
  return {
    ...(p.resource_metadata ? { resourceMetadata: p.resource_metadata } : {}),
    ...(p.scope !== undefined && p.scope.trim() !== '' ? { scope: p.scope.trim() } : {}),
    ...(p.error ? { error: p.error } : {}),
    ...(p.error_description ? { errorDescription: p.error_description } : {}),
  };
}
