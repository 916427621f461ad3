import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { decodeBase64Url, encodeBase64Url } from './base64url';
import { decodeShare } from './decode-share';
import { encodeShare } from './encode-share';
import { fromShareHash, MAX_SHARE_LENGTH, SHARE_VERSION, toShareHash } from './share-format';
import type { ValidateShareState } from './share-state';

const state: ValidateShareState = {
  kind: 'call-result',
  profile: 'claude-api',
  text: '{\n  "resultType": "complete",\n  "content": [{"type": "text", "text": "Grüße 😀"}]\n}\n',
  toolText: '{"name": "get_weather", "inputSchema": {"type": "object"}}',
};

function encoded(kind: 'validate' | 'playground', value: unknown, version = SHARE_VERSION): string {
  const result = encodeShare(kind, value as ValidateShareState, { version });
  assert.ok(result.ok, result.ok ? '' : result.error.message);
  return result.value;
}

/** A payload built by hand, to test what encodeShare never writes. */
function rawPayload(version: number, kindCode: number, json: string): string {
  const compressed = deflateSync(new TextEncoder().encode(json));
  return encodeBase64Url(new Uint8Array([version, kindCode, ...compressed]));
}

test('round trip: the validator state comes back exactly, with its kind and version', () => {
  const decoded = decodeShare(encoded('validate', state));
  assert.deepEqual(decoded, { ok: true, value: { kind: 'validate', state, version: SHARE_VERSION } });
});

test('round trip: the playground kind carries any JSON object', () => {
  const playground = { url: 'https://example.com/mcp', tool: 'search', arguments: { q: 'x' } };
  const decoded = decodeShare(encoded('playground', playground));
  assert.ok(decoded.ok);
  assert.equal(decoded.value.kind, 'playground');
  assert.deepEqual(decoded.value.state, playground);
});

test('property: any text and tool text survive the round trip', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme', maxLength: 400 }),
      fc.string({ maxLength: 100 }),
      (text, toolText) => {
        const s: ValidateShareState = { kind: 'auto', profile: 'default', text, toolText };
        const result = encodeShare('validate', s);
        if (!result.ok) return result.error.code === 'secret'; // random text may look like a key
        const decoded = decodeShare(result.value);
        return decoded.ok && JSON.stringify(decoded.value.state) === JSON.stringify(s);
      },
    ),
    { numRuns: 300 },
  );
});

test('the payload is compressed, URL-safe and starts with the version and kind bytes', () => {
  const big = {
    ...state,
    text: JSON.stringify({ tools: Array.from({ length: 200 }, (_, i) => ({ name: `tool_${i}` })) }),
  };
  const payload = encoded('validate', big);
  assert.match(payload, /^[A-Za-z0-9_-]+$/);
  assert.ok(payload.length < big.text.length / 4, `payload ${payload.length} vs text ${big.text.length}`);
  const bytes = decodeBase64Url(payload)!;
  assert.equal(bytes[0], SHARE_VERSION);
  assert.equal(bytes[1], 1);
});

test('the fragment helpers put the payload in #s= and read it back', () => {
  assert.equal(toShareHash('abc'), '#s=abc');
  assert.equal(fromShareHash('#s=abc'), 'abc');
  assert.equal(fromShareHash('x=1&s=abc'), 'abc');
  assert.equal(fromShareHash('#main'), undefined);
  assert.equal(fromShareHash(''), undefined);
});

test('versioning: a link of an older format is migrated to the current shape', () => {
  // Pretend format 2 renamed "toolText" to "definition": a version-1 link must still open.
  const v1 = rawPayload(
    1,
    1,
    JSON.stringify({ kind: 'tool', profile: 'default', text: '{}', toolText: 'T' }),
  );
  const migrations = {
    1: (old: unknown) => {
      const { toolText, ...rest } = old as Record<string, unknown>;
      return { ...rest, definition: toolText };
    },
  };
  const decoded = decodeShare(v1, { version: 2, migrations });
  // The current parser does not know "definition", so it defaults toolText: what matters is that
  // the migration ran and its output was checked.
  assert.ok(decoded.ok);
  assert.equal(decoded.value.version, 1);
  assert.deepEqual(decoded.value.state, { kind: 'tool', profile: 'default', text: '{}', toolText: '' });
  const without = decodeShare(v1, { version: 2, migrations: {} });
  assert.ok(!without.ok);
  assert.equal(without.error.code, 'unsupported-version');
});

test('versioning: a link from a newer version says so', () => {
  const future = rawPayload(SHARE_VERSION + 1, 1, JSON.stringify(state));
  const decoded = decodeShare(future);
  assert.ok(!decoded.ok);
  assert.equal(decoded.error.code, 'unsupported-version');
  assert.match(decoded.error.message, /newer version/);
});

test('garbage that happens to decode is damaged, not "made by a newer version"', () => {
  for (const garbage of ['zzzz', '____', rawPayload(200, 1, '{}'), rawPayload(SHARE_VERSION + 1, 77, '{}')]) {
    const decoded = decodeShare(garbage);
    assert.ok(!decoded.ok);
    assert.equal(decoded.error.code, 'corrupted', garbage);
    assert.match(decoded.error.message, /^This link is damaged/);
  }
});

test('corrupted input gives a clear error, never an exception', () => {
  const good = encoded('validate', state);
  const cases: Array<[string, string]> = [
    ['', 'malformed'],
    ['not a link!', 'malformed'],
    ['AQE', 'malformed'],
    [good.slice(0, good.length - (good.length % 4) - 8), 'corrupted'],
    [`${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`, 'corrupted'],
    [rawPayload(1, 9, '{}'), 'unknown-kind'],
    [rawPayload(1, 1, '{"kind": "tool"'), 'corrupted'],
    [rawPayload(1, 1, '{"kind": "poem", "profile": "default", "text": ""}'), 'invalid-state'],
    [rawPayload(0, 1, '{}'), 'unsupported-version'],
  ];
  for (const [text, code] of cases) {
    const decoded = decodeShare(text);
    assert.ok(!decoded.ok, `${code}: decoded`);
    assert.ok(
      decoded.error.code === code || (code === 'corrupted' && decoded.error.code === 'invalid-state'),
      `expected ${code}, got ${decoded.error.code}: ${decoded.error.message}`,
    );
    assert.ok(decoded.error.message.length > 20);
  }
});

test('a decompression bomb is refused', () => {
  const bomb = new Uint8Array(5 * 1024 * 1024).fill(0x20);
  const compressed = deflateSync(bomb, { level: 9 });
  const payload = encodeBase64Url(new Uint8Array([1, 1, ...compressed]));
  const decoded = decodeShare(payload);
  assert.ok(!decoded.ok);
  assert.equal(decoded.error.code, 'corrupted');
});

test('no secrets: credentials anywhere in the state are refused with where they are', () => {
  const leaky = {
    ...state,
    toolText: '{\n  "name": "x",\n  "token": "ghp_0123456789abcdefghijABCDEFGHIJ012345"\n}',
  };
  const result = encodeShare('validate', leaky);
  assert.ok(!result.ok);
  assert.equal(result.error.code, 'secret');
  assert.match(result.error.message, /GitHub token.*tool definition.*line 3/);
  assert.ok(!result.error.message.includes('0123456789abcdef'), 'the message does not repeat the secret');
});

test('no header values: a playground state with headers is refused even when they look harmless', () => {
  const result = encodeShare('playground', { url: 'https://x.test/mcp', headers: { 'X-Team': 'blue' } });
  assert.ok(!result.ok);
  assert.equal(result.error.code, 'secret');
  assert.match(result.error.message, /header "X-Team"/);
  assert.ok(encodeShare('playground', { url: 'https://x.test/mcp', headers: { 'X-Team': '' } }).ok);
});

test('a state of the wrong shape is refused before encoding', () => {
  const result = encodeShare('validate', { ...state, profile: 'strict' } as unknown as ValidateShareState);
  assert.ok(!result.ok);
  assert.equal(result.error.code, 'invalid-state');
});

test('a state too large for a link is refused with the sizes', () => {
  let seed = 1;
  const noise = Array.from({ length: 200_000 }, () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return String.fromCharCode(97 + ((seed >>> 16) % 26));
  }).join('');
  const result = encodeShare('validate', { ...state, text: noise });
  assert.ok(!result.ok);
  assert.equal(result.error.code, 'too-large');
  assert.ok(result.error.code === 'too-large' && result.error.limit === MAX_SHARE_LENGTH);
});
