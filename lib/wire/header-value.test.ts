import assert from 'node:assert/strict';
import { test } from 'node:test';
import { argumentHeaderValue, decodeHeaderValue, encodeHeaderValue } from './header-value';

// Test vectors of the digest (§9.4), plus the project's choices for tabs and the empty string.
const vectors: [string, string][] = [
  ['plain-ascii_1.0', 'plain-ascii_1.0'],
  ['with inner spaces', 'with inner spaces'],
  ['Zürich', '=?base64?WsO8cmljaA==?='],
  [' lead', '=?base64?IGxlYWQ=?='],
  ['trail ', '=?base64?dHJhaWwg?='],
  ['tab\there', '=?base64?dGFiCWhlcmU=?='],
  ['a\r\nb', '=?base64?YQ0KYg==?='],
  ['東京', '=?base64?5p2x5Lqs?='],
  ['=?base64?x?=', '=?base64?PT9iYXNlNjQ/eD89?='],
  ['', '=?base64??='],
];

test('header values encode as the spec says and decode back', () => {
  for (const [value, header] of vectors) {
    assert.equal(encodeHeaderValue(value), header, JSON.stringify(value));
    assert.deepEqual(decodeHeaderValue(header), { ok: true, value, encoded: header !== value });
  }
});

test('decoding: markers are case-sensitive, whitespace around is ignored, bad Base64 is an error', () => {
  assert.deepEqual(decodeHeaderValue('=?BASE64?WsO8cmljaA==?='), {
    ok: true,
    value: '=?BASE64?WsO8cmljaA==?=',
    encoded: false,
  });
  assert.deepEqual(decodeHeaderValue('  foo '), { ok: true, value: 'foo', encoded: false });
  assert.equal(decodeHeaderValue('=?base64?WsO8cmljaA?=').ok, false, 'missing padding');
  assert.equal(decodeHeaderValue('=?base64?Ws-8cmljaA==?=').ok, false, 'URL-safe alphabet');
  assert.equal(decodeHeaderValue('=?base64?/w==?=').ok, false, 'not UTF-8');
  assert.equal(decodeHeaderValue('a\u0000b').ok, false, 'control character');
});

test('argument values: strings, integers, booleans; null and absent omit the header', () => {
  assert.deepEqual(argumentHeaderValue('us-west1', 'string'), { ok: true, value: 'us-west1' });
  assert.deepEqual(argumentHeaderValue('Zürich', 'string'), { ok: true, value: '=?base64?WsO8cmljaA==?=' });
  assert.deepEqual(argumentHeaderValue(42, 'integer'), { ok: true, value: '42' });
  assert.deepEqual(argumentHeaderValue(-7, 'integer'), { ok: true, value: '-7' });
  assert.deepEqual(argumentHeaderValue(true, 'boolean'), { ok: true, value: 'true' });
  assert.deepEqual(argumentHeaderValue(null, 'string'), { ok: true, value: undefined });
  assert.deepEqual(argumentHeaderValue(undefined, 'integer'), { ok: true, value: undefined });
  assert.equal(argumentHeaderValue(2 ** 53, 'integer').ok, false);
  assert.equal(argumentHeaderValue(1.5, 'integer').ok, false);
  assert.equal(argumentHeaderValue('true', 'boolean').ok, false);
});
