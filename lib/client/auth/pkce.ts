import { encodeBase64Url } from '../../share/base64url';

/** A random value of `bytes` bytes, base64url: a PKCE verifier (32 bytes → 43 characters) or a state. */
export function randomToken(bytes = 32): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return encodeBase64Url(buffer);
}

/** The S256 challenge of a verifier: BASE64URL(SHA-256(ASCII(verifier))). */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return encodeBase64Url(new Uint8Array(digest));
}

export interface Pkce {
  verifier: string;
  challenge: string;
  method: 'S256';
}

export async function createPkce(): Promise<Pkce> {
  const verifier = randomToken(32);
  return { verifier, challenge: await s256Challenge(verifier), method: 'S256' };
}
