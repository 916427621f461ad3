import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  base64Problem,
  decodeBase64,
  decodeBase64Prefix,
  decodeBase64Utf8,
  encodeBase64,
  encodeBase64Utf8,
  isBase64,
} from './base64';

/** The UTF-8 test vectors of the digest (§9.4): value → the Base64 inside `=?base64?…?=`. */
const VECTORS: [string, string][] = [
  ['Zürich', 'WsO8cmljaA=='],
  [' lead', 'IGxlYWQ='],
  ['trail ', 'dHJhaWwg'],
  ['tab\there', 'dGFiCWhlcmU='],
  ['a\r\nb', 'YQ0KYg=='],
  ['東京', '5p2x5Lqs'],
  ['=?base64?x?=', 'PT9iYXNlNjQ/eD89'],
  ['', ''],
];

test('UTF-8 round trip: the digest test vectors', () => {
  for (const [value, encoded] of VECTORS) {
    assert.equal(encodeBase64Utf8(value), encoded, JSON.stringify(value));
    assert.equal(decodeBase64Utf8(encoded), value, encoded);
    assert.equal(isBase64(encoded), true, encoded);
    assert.equal(base64Problem(encoded), undefined, encoded);
  }
});

test('bytes: RFC 4648 test vectors, and every byte value', () => {
  const rfc: [string, string][] = [
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ];
  for (const [plain, encoded] of rfc) {
    const bytes = new TextEncoder().encode(plain);
    assert.equal(encodeBase64(bytes), encoded);
    assert.deepEqual(decodeBase64(encoded), bytes);
  }
  const all = Uint8Array.from({ length: 256 }, (_, i) => i);
  const encoded = encodeBase64(all);
  assert.ok(encoded.includes('+') && encoded.includes('/'), 'standard alphabet');
  assert.deepEqual(decodeBase64(encoded), all);
});

test('property: encode then decode gives the same bytes and the same text', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      const encoded = encodeBase64(bytes);
      assert.equal(isBase64(encoded), true);
      assert.equal(encoded.length % 4, 0);
      assert.deepEqual(decodeBase64(encoded), bytes);
    }),
  );
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      assert.equal(decodeBase64Utf8(encodeBase64Utf8(text)), text);
    }),
  );
});

test('large inputs are encoded in chunks without overflowing the stack', () => {
  const bytes = new Uint8Array(1_000_000).map((_, i) => i * 7);
  const encoded = encodeBase64(bytes);
  assert.equal(encoded.length, Math.ceil(1_000_000 / 3) * 4);
  assert.deepEqual(decodeBase64(encoded), bytes);
});

test('invalid padding is refused, with the reason', () => {
  const cases: [string, string][] = [
    ['YQ', 'its length (2) is not a multiple of 4: the padding is missing or wrong'],
    ['YQ=', 'its length (3) is not a multiple of 4: the padding is missing or wrong'],
    ['Y', 'its length (1) is not a multiple of 4: the padding is missing or wrong'],
    ['YQ===', 'its length (5) is not a multiple of 4: the padding is missing or wrong'],
    ['YQ=A', 'it has "=" padding in the middle'],
    ['YQ==YQ==', 'it has "=" padding in the middle'],
    ['=YQ=', 'it has "=" padding in the middle'],
    ['Y===', 'it ends with too much "=" padding (at most two)'],
    ['====', 'it ends with too much "=" padding (at most two)'],
  ];
  for (const [text, problem] of cases) {
    assert.equal(isBase64(text), false, text);
    assert.equal(decodeBase64(text), undefined, text);
    assert.equal(decodeBase64Utf8(text), undefined, text);
    assert.equal(base64Problem(text), problem, text);
  }
});

test('the URL-safe alphabet is refused, said so', () => {
  // "-" and "_" are the URL-safe forms of "+" and "/".
  assert.equal(encodeBase64(Uint8Array.of(0xfb, 0xff)), '+/8=');
  for (const [text, position, ch] of [
    ['-_8=', 0, '-'],
    ['+_8=', 1, '_'],
  ] as const) {
    assert.equal(isBase64(text), false);
    assert.equal(decodeBase64(text), undefined);
    assert.equal(
      base64Problem(text),
      `it contains "${ch}" (URL-safe Base64 is not accepted) at position ${position}`,
    );
  }
});

test('whitespace is refused anywhere, including line breaks of MIME Base64', () => {
  for (const [text, position] of [
    ['YQ ==', 2],
    [' YQ==', 0],
    ['YQ==\n', 4],
    ['Zm9v\r\nYmFy', 4],
    ['Zm9v\tYmFy', 4],
  ] as const) {
    assert.equal(isBase64(text), false, JSON.stringify(text));
    assert.equal(decodeBase64(text), undefined);
    assert.equal(base64Problem(text), `it contains whitespace at position ${position}`);
  }
});

test('other foreign characters are named with their position', () => {
  assert.equal(base64Problem('Y?=='), 'it contains "?" at position 1');
  assert.equal(base64Problem('Zm9vé'), 'it contains "é" at position 4');
});

test('bytes that are not UTF-8 do not decode as text', () => {
  assert.deepEqual(decodeBase64('/w=='), Uint8Array.of(0xff));
  assert.equal(decodeBase64Utf8('/w=='), undefined);
  // A lone surrogate half encoded as UTF-8 (CESU) is invalid too.
  assert.equal(decodeBase64Utf8(encodeBase64(Uint8Array.of(0xed, 0xa0, 0x80))), undefined);
});

test('a prefix decodes only the first bytes, enough to sniff a format', () => {
  const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8);
  const encoded = encodeBase64(png);
  assert.deepEqual(decodeBase64Prefix(encoded, 4), png.subarray(0, 6));
  assert.deepEqual(decodeBase64Prefix(encoded, 100), png);
  // Only the prefix is looked at, so garbage after it does not matter…
  assert.deepEqual(decodeBase64Prefix(`AAAA${'#'.repeat(10)}`, 3), Uint8Array.of(0, 0, 0));
  // …but a bad prefix does.
  assert.equal(decodeBase64Prefix('-AAA', 3), undefined);
});

test('isBase64: padded standard Base64 only, and one pass over a payload of megabytes', () => {
  assert.equal(isBase64('aGVsbG8='), true);
  assert.equal(isBase64('aGVsbG8h'), true);
  assert.equal(isBase64(''), true);
  assert.equal(isBase64('aGVsbG8'), false, 'length not a multiple of 4');
  assert.equal(isBase64('aGVs-G8_'), false, 'base64url characters');
  assert.equal(isBase64('aGVs bG8='), false, 'whitespace');
  assert.equal(isBase64('a=Vs'), false, 'padding in the middle');
  assert.equal(isBase64('a==='), false, 'three padding characters');
  // 16 MB: a regex over groups of four ran out of stack here (RangeError), failing the whole check.
  const big = 'QUJD'.repeat(4_000_000);
  assert.equal(isBase64(big), true);
  assert.equal(isBase64(`${big.slice(0, -1)}!`), false);
  assert.equal(base64Problem(big), undefined);
});
