import { deflateSync } from 'fflate';
import { encodeBase64Url } from './base64url';
import { describeSecretFinding, secretsInState } from './secrets-in-state';
import {
  MAX_SHARE_LENGTH,
  MAX_STATE_BYTES,
  SHARE_KIND_CODES,
  SHARE_VERSION,
  type ShareFormatOptions,
  type ShareResult,
} from './share-format';
import { type ShareKind, type ShareStates, STATE_PARSERS } from './share-state';

/**
 * Turns a page's state into a compact, versioned link payload (see share-format.ts for the layout);
 * put it in a URL with `toShareHash`. Refuses, with a reason, when the state does not have the
 * kind's shape, when any string in it looks like a secret or any `headers` member has a value
 * (links are not private and end up in histories and chat logs), or when the payload would be
 * longer than MAX_SHARE_LENGTH characters. Never throws.
 */
export function encodeShare<K extends ShareKind>(
  kind: K,
  state: ShareStates[K],
  options: ShareFormatOptions = {},
): ShareResult<string> {
  const checked = STATE_PARSERS[kind](state);
  if (!checked.ok) {
    return {
      ok: false,
      error: { code: 'invalid-state', message: `Cannot share this state: ${checked.error}.` },
    };
  }
  const json = JSON.stringify(checked.value);
  if (json.length > MAX_STATE_BYTES) {
    return {
      ok: false,
      error: {
        code: 'too-large',
        message: `Too large to share as a link (${Math.round(json.length / 1024)} kB of text; at most ${MAX_STATE_BYTES / 1024 / 1024} MB before compression). Share a smaller document.`,
        size: json.length,
        limit: MAX_STATE_BYTES,
      },
    };
  }
  const findings = secretsInState(checked.value);
  if (findings.length > 0) {
    const first = findings[0]!;
    const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
    return {
      ok: false,
      error: {
        code: 'secret',
        message: `Not shared: this looks like it contains ${describeSecretFinding(first)}${more}. Anyone with a link can read it, so secrets and header values never go into one. Replace them with placeholders, then share again.`,
        findings,
      },
    };
  }
  const compressed = deflateSync(new TextEncoder().encode(json), { level: 9 });
  const bytes = new Uint8Array(compressed.length + 2);
  bytes[0] = options.version ?? SHARE_VERSION;
  bytes[1] = SHARE_KIND_CODES[kind];
  bytes.set(compressed, 2);
  const payload = encodeBase64Url(bytes);
  if (payload.length > MAX_SHARE_LENGTH) {
    return {
      ok: false,
      error: {
        code: 'too-large',
        message: `Too large to share as a link: even compressed it takes ${Math.round(payload.length / 1024)} kB, and links stay under ${MAX_SHARE_LENGTH / 1024} kB so that mail and chat keep them whole. Share a smaller document.`,
        size: payload.length,
        limit: MAX_SHARE_LENGTH,
      },
    };
  }
  return { ok: true, value: payload };
}
