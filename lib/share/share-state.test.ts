import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deflateSync } from 'fflate';
import { SPEC_OPTION_LABELS, type SpecOption } from '../validate/spec-version';
import { encodeBase64Url } from './base64url';
import { decodeShare } from './decode-share';
import { encodeShare } from './encode-share';
import { fromShareHash, toShareHash } from './share-format';
import { parseValidateShareState, specMember, specOfState, type ValidateShareState } from './share-state';

const text = '{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}';

/** What the validator page writes into a link for a selector value, and what it reads back. */
function roundTrip(spec: SpecOption): { link: string; state: ValidateShareState } {
  const state: ValidateShareState = {
    kind: 'auto',
    profile: 'default',
    ...specMember(spec),
    text,
    toolText: '',
  };
  const encoded = encodeShare('validate', state);
  assert.ok(encoded.ok);
  const link = `https://lab.example/validate${toShareHash(encoded.value)}`;
  const decoded = decodeShare(fromShareHash(new URL(link).hash) ?? '');
  assert.ok(decoded.ok && decoded.value.kind === 'validate');
  return { link, state: decoded.value.state as ValidateShareState };
}

test('a validator link keeps the chosen protocol version: every selector value comes back from the link', () => {
  const options = Object.keys(SPEC_OPTION_LABELS) as SpecOption[];
  assert.deepEqual([...options].sort(), ['2025-06-18', '2025-11-25', '2026-07-28', 'auto']);
  for (const spec of options) assert.equal(specOfState(roundTrip(spec).state), spec, spec);
  assert.equal(roundTrip('2025-06-18').state.spec, '2025-06-18');
  // 2026-07-28 is not written, so a link at that version is the one made before the selector existed.
  assert.deepEqual(roundTrip('2026-07-28').state, { kind: 'auto', profile: 'default', text, toolText: '' });
  assert.notEqual(roundTrip('2026-07-28').link, roundTrip('2025-11-25').link);
});

test('an old validator link without a version opens at 2026-07-28; an unknown version is refused, not guessed', () => {
  // Format 1, kind code 1 (validate): what links carried before the version selector.
  const raw = (state: object) =>
    encodeBase64Url(new Uint8Array([1, 1, ...deflateSync(new TextEncoder().encode(JSON.stringify(state)))]));
  const old = decodeShare(raw({ kind: 'tools-list-result', profile: 'default', text, toolText: '' }));
  assert.ok(old.ok && old.value.kind === 'validate');
  assert.equal((old.value.state as ValidateShareState).spec, undefined);
  assert.equal(specOfState(old.value.state as ValidateShareState), '2026-07-28');
  const unknown = decodeShare(
    raw({ kind: 'auto', profile: 'default', spec: '2024-11-05', text, toolText: '' }),
  );
  assert.ok(!unknown.ok);
  assert.match(unknown.error.message, /2024-11-05/);
  // The same checker reads what the page keeps in localStorage.
  const stored = parseValidateShareState({ kind: 'auto', profile: 'default', spec: '2025-11-25', text: '' });
  assert.ok(stored.ok);
  assert.equal(specOfState(stored.value), '2025-11-25');
});
