import { decodeBase64Url, encodeBase64Url } from '../share/base64url';

/**
 * Opaque tokens the server hands to clients and must be able to trust when they come back: MRTR
 * `requestState` and the demo's basket handles. A token is `v1.<payload>.<mac>`, both parts
 * base64url; the MAC is HMAC-SHA256 (WebCrypto) over the payload with the server's secret. The
 * payload is readable (it is not encrypted: nothing secret goes in) but cannot be changed.
 *
 * Every server instance that may receive the token must share the secret: with several instances
 * behind a load balancer, a retry often reaches another instance than the first round did. Hosts
 * take it from `MCP_TOOL_LAB_STATE_SECRET` and otherwise make a random one per process, which is
 * right for one process and wrong for a fleet.
 */
export interface StateSealer {
  /** Seals `data` for `purpose`, valid for `ttlMs` from now. */
  seal(purpose: string, data: unknown, ttlMs: number): Promise<string>;
  /** Opens a token sealed for `purpose`; says why when it cannot be trusted. */
  open(purpose: string, token: string): Promise<OpenedState>;
}

export type OpenedState =
  | { ok: true; data: unknown }
  | { ok: false; reason: 'malformed' | 'signature' | 'purpose' | 'expired' };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A random 32-byte secret (for a single process; see {@link StateSealer} on scale-out). */
export function randomStateSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

/**
 * Where the secret comes from: the bytes themselves (text is used as its UTF-8 bytes), or a
 * function that fetches them (a fleet's shared secret in Redis), called again after a failure.
 */
export type StateSecret = string | Uint8Array | (() => Promise<string | Uint8Array>);

/** A sealer keyed by `secret`; `now` is injectable for tests. */
export function createStateSealer(secret: StateSecret, now: () => number = Date.now): StateSealer {
  const toKey = (value: string | Uint8Array) => {
    const raw = typeof value === 'string' ? encoder.encode(value) : value;
    if (raw.byteLength === 0) throw new Error('The state secret must not be empty.');
    return crypto.subtle.importKey('raw', raw as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  };
  if (secret === '' || (secret instanceof Uint8Array && secret.byteLength === 0))
    throw new Error('The state secret must not be empty.');
  let cached: Promise<CryptoKey> | undefined;
  // A secret that could not be fetched fails this seal or open (an internal error for that one
  // request) and is fetched again next time, so a Redis that was slow at start costs no restart.
  const key = (): Promise<CryptoKey> => {
    cached ??= (typeof secret === 'function' ? secret() : Promise.resolve(secret)).then(toKey);
    cached.catch(() => {
      cached = undefined;
    });
    return cached;
  };
  return {
    async seal(purpose, data, ttlMs) {
      const payload = encodeBase64Url(
        encoder.encode(JSON.stringify({ p: purpose, exp: now() + ttlMs, d: data })),
      );
      const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key(), encoder.encode(payload)));
      return `v1.${payload}.${encodeBase64Url(mac)}`;
    },
    async open(purpose, token) {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== 'v1') return { ok: false, reason: 'malformed' };
      const payloadText = parts[1]!;
      const mac = decodeBase64Url(parts[2]!);
      if (!mac) return { ok: false, reason: 'malformed' };
      // verify() compares in constant time.
      const genuine = await crypto.subtle.verify(
        'HMAC',
        await key(),
        mac as BufferSource,
        encoder.encode(payloadText),
      );
      if (!genuine) return { ok: false, reason: 'signature' };
      const bytes = decodeBase64Url(payloadText);
      let payload: { p?: unknown; exp?: unknown; d?: unknown };
      try {
        payload = JSON.parse(decoder.decode(bytes));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (payload.p !== purpose) return { ok: false, reason: 'purpose' };
      if (typeof payload.exp !== 'number' || payload.exp < now()) return { ok: false, reason: 'expired' };
      return { ok: true, data: payload.d };
    },
  };
}

/** SHA-256 of a text, base64url: binds a `requestState` to the arguments it was issued for. */
export async function digestText(text: string): Promise<string> {
  return encodeBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}
