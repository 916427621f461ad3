import type { SecretFinding } from './find-secrets';
import type { ShareKind } from './share-state';

/*
 * A share payload, as bytes before base64url:
 *
 *   byte 0     format version (SHARE_VERSION when written; older ones are migrated on reading)
 *   byte 1     kind code (1 = validate, 2 = playground)
 *   byte 2…    raw DEFLATE (RFC 1951) of the UTF-8 JSON text of the state
 *
 * The text form is unpadded base64url, carried in a URL fragment (`#s=<payload>`), which browsers
 * never send to the server, so documents stay out of server logs.
 */

/** The version encodeShare writes. Bump it (and add a migration) when a state's shape changes. */
export const SHARE_VERSION = 1;

export const SHARE_KIND_CODES: Readonly<Record<ShareKind, number>> = { validate: 1, playground: 2 };

/** Longest payload encodeShare produces, in characters: links beyond this break in mail and chat. */
export const MAX_SHARE_LENGTH = 64 * 1024;

/** Largest decompressed state decodeShare accepts (a guard against decompression bombs). */
export const MAX_STATE_BYTES = 4 * 1024 * 1024;

/** The fragment parameter that holds the payload: `#s=…`. */
export const SHARE_PARAM = 's';

/**
 * Upgrades a state written with format version `from` to version `from + 1`. Migrations receive
 * untrusted data and may return anything; the result is checked against the current state shape.
 */
export type ShareMigration = (state: unknown, kind: ShareKind) => unknown;

/** Migrations by the version they upgrade from. Empty while version 1 is the only one. */
export const SHARE_MIGRATIONS: Readonly<Record<number, ShareMigration>> = {};

export type ShareError =
  | { code: 'secret'; message: string; findings: SecretFinding[] }
  | { code: 'too-large'; message: string; size: number; limit: number }
  | { code: 'invalid-state'; message: string }
  | { code: 'malformed'; message: string }
  | { code: 'unsupported-version'; message: string; version: number }
  | { code: 'unknown-kind'; message: string }
  | { code: 'corrupted'; message: string };

export type ShareResult<T> = { ok: true; value: T } | { ok: false; error: ShareError };

/** Options for tests and for reading links of other format versions. */
export interface ShareFormatOptions {
  /** The format version to write, or the newest one to read (default SHARE_VERSION). */
  version?: number;
  /** Migrations to apply when reading older versions (default SHARE_MIGRATIONS). */
  migrations?: Readonly<Record<number, ShareMigration>>;
}

/** `#s=<payload>` for a payload made by encodeShare. */
export function toShareHash(payload: string): string {
  return `#${SHARE_PARAM}=${payload}`;
}

/** The payload of a `#s=…` fragment (with or without the "#"), or undefined when there is none. */
export function fromShareHash(hash: string): string | undefined {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of body.split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === SHARE_PARAM) return part.slice(eq + 1);
  }
  return undefined;
}
