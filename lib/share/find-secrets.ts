/** What kind of credential a finding looks like. */
export type SecretKind =
  | 'private-key'
  | 'bearer-token'
  | 'authorization-header'
  | 'credential-member'
  | 'api-key'
  | 'jwt'
  | 'url-password'
  | 'header-value';

export interface SecretFinding {
  kind: SecretKind;
  /** What it looks like, in words: "an API key (sk-…)". */
  label: string;
  /** 0-based UTF-16 offset of the match in the scanned text. */
  offset: number;
  /** 1-based line and column of the match. */
  line: number;
  column: number;
  /** The first characters of the match followed by "…", never the whole secret. */
  preview: string;
  /** Which field of a shared state held it ("text", "headers.Authorization"…), when known. */
  field?: string;
}

interface Detector {
  kind: SecretKind;
  label: string;
  /** Global, linear-time patterns: no nested or overlapping quantifiers. */
  pattern: RegExp;
}

// Known key formats are matched by prefix and length; the generic members catch the rest where the
// JSON itself says "this is a credential".
const DETECTORS: readonly Detector[] = [
  { kind: 'private-key', label: 'a private key', pattern: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----/g },
  {
    kind: 'bearer-token',
    label: 'a bearer token',
    pattern: /\bbearer[ \t]+[A-Za-z0-9\-._~+/]{16,}=*/gi,
  },
  {
    kind: 'authorization-header',
    label: 'an Authorization header value',
    pattern:
      /\b(?:proxy-)?authorization[ \t]*:[ \t]*(?:basic|digest|token|negotiate)[ \t]+[A-Za-z0-9\-._~+/]{6,}/gi,
  },
  {
    kind: 'credential-member',
    label: 'a credential (a member such as "authorization", "api_key" or "password" with a value)',
    pattern:
      /"(?:proxy-)?(?:authorization|x-api-key|api[-_]?key|apikey|access[-_]?token|refresh[-_]?token|auth[-_]?token|x-auth-token|client[-_]?secret|secret[-_]?key|private[-_]?key|password|passwd|secret|cookie|set-cookie)"[ \t\r\n]*:[ \t\r\n]*"[^"\\\r\n]/gi,
  },
  { kind: 'api-key', label: 'an API key (sk-…)', pattern: /\b(?:sk|rk)-[A-Za-z0-9_-]{16,}/g },
  { kind: 'api-key', label: 'a Stripe key', pattern: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  {
    kind: 'api-key',
    label: 'a GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g,
  },
  { kind: 'api-key', label: 'a GitLab token', pattern: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { kind: 'api-key', label: 'an AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'api-key', label: 'a Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: 'api-key', label: 'a Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: 'api-key', label: 'an npm token', pattern: /\bnpm_[A-Za-z0-9]{36}/g },
  {
    kind: 'jwt',
    label: 'a JSON Web Token',
    pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  },
  {
    kind: 'url-password',
    label: 'a password inside a URL',
    pattern: /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s/:@"'<>]{1,100}:[^\s/@"'<>]{1,100}@/gi,
  },
];

function preview(match: string): string {
  return `${match.slice(0, Math.min(8, Math.ceil(match.length / 3)))}…`;
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Finds text that looks like a credential: bearer tokens, Authorization header values, JSON members
 * named like credentials ("authorization", "api_key", "password"…) with a non-empty string value,
 * well-known API key formats (sk-…, ghp_…, AKIA…, AIza…, xox…), JSON Web Tokens, private keys and
 * URLs with a password. Heuristic on purpose: it errs towards refusing. Returns at most `limit`
 * findings (default 10), in text order. Every pattern is linear, so it is safe on large text.
 */
export function findSecrets(text: string, limit = 10): SecretFinding[] {
  const found: SecretFinding[] = [];
  for (const { kind, label, pattern } of DETECTORS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      found.push({ kind, label, offset: m.index, ...positionOf(text, m.index), preview: preview(m[0]) });
      if (found.length >= limit * 2) break;
    }
  }
  found.sort((a, b) => a.offset - b.offset);
  // One finding per place: a bearer token inside an "authorization" member is one secret.
  const distinct: SecretFinding[] = [];
  for (const f of found) {
    const last = distinct.at(-1);
    if (last && last.line === f.line) continue;
    distinct.push(f);
  }
  return distinct.slice(0, limit);
}
