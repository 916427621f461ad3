const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * True when `text` is standard Base64 (RFC 4648 §4: `+` and `/`, padded with `=`). The empty string
 * is valid (zero bytes). Whitespace and the URL-safe alphabet are not accepted.
 */
export function isBase64(text: string): boolean {
  return BASE64.test(text);
}

/** Why `text` is not standard Base64, in words (undefined when it is). */
export function base64Problem(text: string): string | undefined {
  if (isBase64(text)) return undefined;
  const bad = /[^A-Za-z0-9+/=]/.exec(text);
  if (bad) {
    const ch = bad[0];
    const shown = /\s/.test(ch)
      ? 'whitespace'
      : ch === '-' || ch === '_'
        ? `"${ch}" (URL-safe Base64 is not accepted)`
        : `"${ch}"`;
    return `it contains ${shown} at position ${bad.index}`;
  }
  // A loop, not /=+$/: that regex is quadratic on a long run of "=" followed by anything else.
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x3d) end--;
  if (end > 0 && text.lastIndexOf('=', end - 1) >= 0) return 'it has "=" padding in the middle';
  if (text.length % 4 === 0) return 'it ends with too much "=" padding (at most two)';
  return `its length (${text.length}) is not a multiple of 4: the padding is missing or wrong`;
}

/** Decodes standard Base64 to bytes; undefined when the text is not valid Base64. */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (!isBase64(text)) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Decodes at most the first `maxBytes` bytes (enough to sniff a media type) without decoding it all. */
export function decodeBase64Prefix(text: string, maxBytes: number): Uint8Array | undefined {
  const chars = Math.ceil(maxBytes / 3) * 4;
  return decodeBase64(text.length <= chars ? text : text.slice(0, chars));
}

/** Encodes bytes as standard padded Base64. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** UTF-8 text → standard Base64. */
export function encodeBase64Utf8(text: string): string {
  return encodeBase64(new TextEncoder().encode(text));
}

/** Standard Base64 → UTF-8 text; undefined when not valid Base64 or not valid UTF-8. */
export function decodeBase64Utf8(text: string): string | undefined {
  const bytes = decodeBase64(text);
  if (!bytes) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
