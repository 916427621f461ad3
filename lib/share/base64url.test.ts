import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { decodeBase64Url, encodeBase64Url } from './base64url';

const bytes = (...values: number[]) => new Uint8Array(values);

test('encodes the RFC 4648 test vectors in the URL alphabet without padding', () => {
  const vectors: Array<[string, string]> = [
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
  ];
  for (const [plain, encoded] of vectors) {
    assert.equal(encodeBase64Url(new TextEncoder().encode(plain)), encoded);
    assert.equal(new TextDecoder().decode(decodeBase64Url(encoded)), plain);
  }
  assert.equal(encodeBase64Url(bytes(0xfb, 0xff, 0xbf)), '-_-_');
  assert.deepEqual(decodeBase64Url('-_-_'), bytes(0xfb, 0xff, 0xbf));
});

test('rejects other alphabets, padding, impossible lengths and stray bits', () => {
  for (const text of ['+/+/', 'Zg==', 'Zm9v!', 'Z', 'Zm9vY', 'Zh', 'ä']) {
    assert.equal(decodeBase64Url(text), undefined, text);
  }
});

test('property: decode(encode(bytes)) is the identity', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
      assert.deepEqual(decodeBase64Url(encodeBase64Url(data)), data);
    }),
  );
});
