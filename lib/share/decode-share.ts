import { inflateSync } from 'fflate';
import { decodeBase64Url } from './base64url';
import {
  MAX_STATE_BYTES,
  SHARE_KIND_CODES,
  SHARE_MIGRATIONS,
  SHARE_VERSION,
  type ShareError,
  type ShareFormatOptions,
  type ShareResult,
} from './share-format';
import { type ShareKind, type ShareStates, STATE_PARSERS } from './share-state';

/** A decoded link: the kind of page it is for, its state (upgraded to the current shape) and the version it was written in. */
export type DecodedShare = {
  [K in ShareKind]: { kind: K; state: ShareStates[K]; version: number };
}[ShareKind];

const KIND_BY_CODE = new Map<number, ShareKind>(
  (Object.entries(SHARE_KIND_CODES) as Array<[ShareKind, number]>).map(([kind, code]) => [code, kind]),
);

/** How many format versions ahead a link may be and still be taken for one from a newer site. */
const FUTURE_VERSIONS = 8;

const fail = (error: ShareError): ShareResult<never> => ({ ok: false, error });
const corrupted = (why: string): ShareResult<never> =>
  fail({
    code: 'corrupted',
    message: `This link is damaged (${why}). It may have been cut off when it was copied: ask for it again.`,
  });

/**
 * Reads a payload made by encodeShare (the part after `#s=`), of this format version or an older
 * one, which is migrated step by step to the current shape. Every failure is a result with a
 * reason a person can act on: not a share payload, made by a newer version, damaged (cut off,
 * altered, or decompressing beyond MAX_STATE_BYTES), or holding a state of the wrong shape.
 * Never throws.
 */
export function decodeShare(text: string, options: ShareFormatOptions = {}): ShareResult<DecodedShare> {
  const current = options.version ?? SHARE_VERSION;
  const migrations = options.migrations ?? SHARE_MIGRATIONS;
  const bytes = decodeBase64Url(text.trim());
  if (bytes === undefined || bytes.length < 3) {
    return fail({
      code: 'malformed',
      message:
        'This is not a share link of MCP Tool Lab: its data part is not in the expected form. Check that the whole link was copied.',
    });
  }
  const version = bytes[0]!;
  // A newer format is one or a few versions ahead and names a page this site has. A first byte far
  // ahead, or a page code that means nothing, is a damaged or made-up link (`#s=zzzz` reads as
  // version 207), and saying "made by a newer version" would send the person to reload for nothing.
  if (version > current && (version > current + FUTURE_VERSIONS || !KIND_BY_CODE.has(bytes[1]!))) {
    return corrupted('its first bytes are not those of a share link of any version');
  }
  if (version === 0 || version > current) {
    return fail({
      code: 'unsupported-version',
      message:
        version > current
          ? `This link was made by a newer version of MCP Tool Lab (format ${version}; this page reads up to ${current}). Reload the page to get the newest version.`
          : 'This link uses an unknown format (version 0).',
      version,
    });
  }
  const kind = KIND_BY_CODE.get(bytes[1]!);
  if (kind === undefined) {
    return fail({
      code: 'unknown-kind',
      message: `This link is for a page this site does not have (code ${bytes[1]}).`,
    });
  }

  let inflated: Uint8Array;
  try {
    // One byte more than the limit tells "exactly at the limit" from "cut off by the limit".
    inflated = inflateSync(bytes.subarray(2), { out: new Uint8Array(MAX_STATE_BYTES + 1) });
  } catch (error) {
    return corrupted(error instanceof Error ? error.message : 'it does not decompress');
  }
  if (inflated.length > MAX_STATE_BYTES) return corrupted('it expands to more than the size limit');

  let state: unknown;
  try {
    state = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
  } catch {
    return corrupted('its content is not valid text');
  }
  for (let from = version; from < current; from++) {
    const migrate = migrations[from];
    if (migrate === undefined) {
      return fail({
        code: 'unsupported-version',
        message: `This link uses format ${version}, which this version of the site can no longer read.`,
        version,
      });
    }
    try {
      state = migrate(state, kind);
    } catch (error) {
      return corrupted(
        `upgrading it from format ${from} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const checked = STATE_PARSERS[kind](state);
  if (!checked.ok) {
    return fail({
      code: 'invalid-state',
      message: `This link's content does not fit the page (${checked.error}).`,
    });
  }
  return { ok: true, value: { kind, state: checked.value, version } as DecodedShare };
}
