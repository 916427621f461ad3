import { BASE64_HEADER_PREFIX, BASE64_HEADER_SUFFIX } from '../spec/headers';
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64';

/** Control characters other than the tab (which HTTP allows inside field values). */
export function hasControlCharacter(value: string, allowTab = true): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && !(allowTab && code === 0x09)) || code === 0x7f) return true;
  }
  return false;
}

/** Visible ASCII and the space: what may travel as a plain header value. */
const PLAIN = /^[\x20-\x7e]*$/;

function looksLikeSentinel(value: string): boolean {
  return value.startsWith(BASE64_HEADER_PREFIX) && value.endsWith(BASE64_HEADER_SUFFIX) && value.length >= 11;
}

/**
 * The header form of a string (for `Mcp-Name` and `Mcp-Param-*`): the value itself when it is
 * visible ASCII or inner spaces, otherwise `=?base64?{UTF-8 Base64}?=`. Base64 is also used for
 * any tab, leading or trailing space, the empty string (some proxies drop empty headers), and a
 * value that itself looks like the sentinel.
 */
export function encodeHeaderValue(value: string): string {
  const plain = value !== '' && PLAIN.test(value) && value.trim() === value && !looksLikeSentinel(value);
  return plain ? value : `${BASE64_HEADER_PREFIX}${encodeBase64Utf8(value)}${BASE64_HEADER_SUFFIX}`;
}

export type DecodedHeaderValue = { ok: true; value: string; encoded: boolean } | { ok: false; error: string };

/**
 * Reads a header value as a server must before comparing it with the body: the exact lowercase
 * sentinel means Base64 (strict, standard alphabet, padded, valid UTF-8); anything else is
 * literal. Surrounding whitespace is ignored, as HTTP parsing does.
 */
export function decodeHeaderValue(raw: string): DecodedHeaderValue {
  const value = raw.replace(/^[ \t]+|[ \t]+$/g, '');
  if (
    !(value.startsWith(BASE64_HEADER_PREFIX) && value.endsWith(BASE64_HEADER_SUFFIX) && value.length >= 11)
  ) {
    if (hasControlCharacter(value)) return { ok: false, error: 'contains control characters' };
    return { ok: true, value, encoded: false };
  }
  const payload = value.slice(BASE64_HEADER_PREFIX.length, value.length - BASE64_HEADER_SUFFIX.length);
  const decoded = decodeBase64Utf8(payload);
  if (decoded === undefined) {
    return { ok: false, error: `"${payload.slice(0, 40)}" is not valid padded Base64 of UTF-8 text` };
  }
  return { ok: true, value: decoded, encoded: true };
}

export type ArgumentHeaderValue = { ok: true; value: string | undefined } | { ok: false; error: string };

/**
 * The `Mcp-Param-*` value of one argument: strings as they are, integers in decimal, booleans as
 * `true`/`false`, each then encoded for the header; absent or null → no header (`value` undefined).
 * A value of the wrong type, or an integer beyond ±(2^53−1), is an error: the call must not be sent.
 */
export function argumentHeaderValue(
  argument: unknown,
  type: 'string' | 'integer' | 'boolean',
): ArgumentHeaderValue {
  if (argument === undefined || argument === null) return { ok: true, value: undefined };
  switch (type) {
    case 'string':
      if (typeof argument !== 'string')
        return { ok: false, error: `expected a string, got ${typeof argument}` };
      return { ok: true, value: encodeHeaderValue(argument) };
    case 'integer':
      if (typeof argument !== 'number' || !Number.isInteger(argument)) {
        return { ok: false, error: `expected an integer, got ${JSON.stringify(argument)}` };
      }
      if (!Number.isSafeInteger(argument)) {
        return {
          ok: false,
          error: `${argument} is outside ±(2^53−1), so it cannot be mirrored exactly into a header`,
        };
      }
      return { ok: true, value: String(argument) };
    case 'boolean':
      if (typeof argument !== 'boolean')
        return { ok: false, error: `expected a boolean, got ${JSON.stringify(argument)}` };
      return { ok: true, value: argument ? 'true' : 'false' };
  }
}
