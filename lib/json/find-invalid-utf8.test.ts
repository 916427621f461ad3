import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { findInvalidUtf8 } from './find-invalid-utf8';

test('valid UTF-8 of any text is accepted', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      assert.equal(findInvalidUtf8(new TextEncoder().encode(text)), -1);
    }),
  );
});

test('agrees with a fatal TextDecoder on random bytes, and finds the first bad byte', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
      let decoderAccepts = true;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        decoderAccepts = false;
      }
      assert.equal(findInvalidUtf8(bytes) === -1, decoderAccepts);
    }),
    { numRuns: 5000 },
  );
  assert.equal(findInvalidUtf8(Uint8Array.of(0x7b, 0xff, 0x7d)), 1);
  assert.equal(findInvalidUtf8(Uint8Array.of(0x61, 0xc0, 0xaf)), 1, 'overlong');
  assert.equal(findInvalidUtf8(Uint8Array.of(0xed, 0xa0, 0x80)), 0, 'a surrogate');
  assert.equal(findInvalidUtf8(Uint8Array.of(0x61, 0x62, 0xe2, 0x82)), 2, 'cut short');
});
