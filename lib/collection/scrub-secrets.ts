import { secretWord } from '../validate/rules/x-mcp-header-secret';

/**
 * Collections are files people share and commit, and the playground keeps them in localStorage:
 * neither may hold credentials. These helpers take out what looks like one and say what they took.
 */

/** Words of secretWord() that name personal data rather than credentials: fine as arguments. */
const PERSONAL_DATA = new Set([
  'email',
  'phone',
  'ssn',
  'iban',
  'cvv',
  'credit card',
  'card number',
  'social security',
]);

/** True for a key such as "api_key", "accessToken" or "password" (whole words, so "max_tokens" passes). */
export function looksLikeSecretKey(key: string): boolean {
  const word = secretWord(key);
  return word !== undefined && !PERSONAL_DATA.has(word);
}

export interface Scrubbed<T> {
  value: T;
  /** Where a value was taken out, e.g. "arguments.auth.token" or "the URL's user name". */
  removed: string[];
}

/** Replaces the value under every secret-looking key (at any depth) with "". */
export function scrubArguments(
  args: Record<string, unknown>,
  where = 'arguments',
): Scrubbed<Record<string, unknown>> {
  const removed: string[] = [];
  const visit = (node: unknown, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => visit(item, `${at}[${i}]`));
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (looksLikeSecretKey(key) && value !== '' && value !== null) {
        removed.push(`${at}.${key}`);
        out[key] = '';
      } else out[key] = visit(value, `${at}.${key}`);
    }
    return out;
  };
  return { value: visit(args, where) as Record<string, unknown>, removed };
}

/** Drops the user name, password and secret-looking query parameters from a server URL. */
export function scrubServerUrl(text: string): Scrubbed<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { value: text, removed: [] };
  }
  const removed: string[] = [];
  if (url.username || url.password) {
    removed.push("the URL's user name and password");
    url.username = '';
    url.password = '';
  }
  for (const key of [...url.searchParams.keys()]) {
    if (looksLikeSecretKey(key) || /^(key|sig|signature)$/i.test(key)) {
      removed.push(`the URL's "${key}" parameter`);
      url.searchParams.delete(key);
    }
  }
  return { value: removed.length > 0 ? url.href : text, removed };
}
