import { deflateSync } from 'fflate';
import { encodeBase64Url } from './base64url';
import { findSecrets, type SecretFinding } from './find-secrets';
import {
  MAX_SHARE_LENGTH,
  MAX_STATE_BYTES,
  SHARE_KIND_CODES,
  SHARE_VERSION,
  type ShareFormatOptions,
  type ShareResult,
} from './share-format';
import { type ShareKind, type ShareStates, STATE_PARSERS } from './share-state';

const FIELD_NAMES: Record<string, string> = { text: 'the document', toolText: 'the tool definition' };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every secret-looking string in a state, and every non-empty header value, with the field it sits in. */
function scanState(value: unknown, field: string, out: SecretFinding[], depth = 0): void {
  if (out.length >= 10 || depth > 32) return;
  if (typeof value === 'string') {
    for (const finding of findSecrets(value, 10 - out.length)) out.push({ ...finding, field });
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) scanState(value[i], `${field}[${i}]`, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const path = field ? `${field}.${key}` : key;
    if (/^headers$/i.test(key) && isObject(child)) {
      for (const [name, headerValue] of Object.entries(child)) {
        if (typeof headerValue === 'string' && headerValue.trim() !== '') {
          out.push({
            kind: 'header-value',
            label: `a value for the header "${name}"`,
            offset: 0,
            line: 1,
            column: 1,
            preview: '…',
            field: `${path}.${name}`,
          });
        }
      }
      continue;
    }
    scanState(child, path, out, depth + 1);
  }
}

function describeFinding(f: SecretFinding): string {
  const where = f.field ? (FIELD_NAMES[f.field] ?? `"${f.field}"`) : 'the text';
  return f.kind === 'header-value'
    ? `${f.label} (${where})`
    : `${f.label}, "${f.preview}", in ${where} at line ${f.line}, column ${f.column}`;
}

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
  const findings: SecretFinding[] = [];
  scanState(checked.value, '', findings);
  if (findings.length > 0) {
    const first = findings[0]!;
    const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
    return {
      ok: false,
      error: {
        code: 'secret',
        message: `Not shared: this looks like it contains ${describeFinding(first)}${more}. Anyone with a link can read it, so secrets and header values never go into one. Replace them with placeholders, then share again.`,
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
