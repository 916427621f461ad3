import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseMessage } from './parse-message';

const bytes = (text: string) => new TextEncoder().encode(text);

test('parses JSON', () => {
  assert.deepEqual(parseMessage(bytes('{"jsonrpc":"2.0"}')), { ok: true, value: { jsonrpc: '2.0' } });
});

test('malformed JSON, an empty body and invalid UTF-8 are -32700 with HTTP 400', () => {
  for (const body of [bytes('{"jsonrpc":'), bytes(''), bytes('   \n'), new Uint8Array([0x7b, 0xff, 0x7d])]) {
    const verdict = parseMessage(body);
    assert.equal(verdict.ok, false);
    if (verdict.ok) continue;
    assert.equal(verdict.reply.code, -32700);
    assert.equal(verdict.reply.status, 400);
  }
});

test('deeply nested JSON does not crash the parser', () => {
  const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
  assert.doesNotThrow(() => parseMessage(bytes(deep)));
});

test('text a host holds is parsed as the same text sent in UTF-8 would be', () => {
  const cases = [
    '{"jsonrpc":"2.0","text":"é ✓ 😀"}',
    // A byte order mark is dropped by decoding, so it must not break the text either.
    '\uFEFF{"jsonrpc":"2.0"}',
    // A lone surrogate cannot travel in UTF-8: encoding makes it U+FFFD.
    '{"jsonrpc":"2.0","text":"\uD800x"}',
    '{"jsonrpc":',
    '  ',
  ];
  for (const text of cases)
    assert.deepEqual(parseMessage(text), parseMessage(bytes(text)), JSON.stringify(text));
  assert.deepEqual(parseMessage('{"t":"\uD800"}'), { ok: true, value: { t: '\uFFFD' } });
});
