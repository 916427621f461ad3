import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readToolList } from './read-tool-list';

const tools = [{ name: 'a', inputSchema: { type: 'object' } }];

test('reads an array, a tools/list result and its JSON-RPC response', () => {
  assert.deepEqual(readToolList(tools), { ok: true, tools, shape: 'array' });
  assert.deepEqual(readToolList({ resultType: 'complete', tools }), {
    ok: true,
    tools,
    shape: 'tools-object',
  });
  assert.deepEqual(readToolList({ jsonrpc: '2.0', id: 1, result: { tools } }), {
    ok: true,
    tools,
    shape: 'json-rpc-response',
  });
});

test('says what is wrong with anything else', () => {
  const error = (value: unknown) => {
    const result = readToolList(value);
    assert.equal(result.ok, false);
    return result.ok ? '' : result.error;
  };
  assert.match(error({ name: 'a' }), /expected a tools\/list result/);
  assert.match(error(null), /expected a tools\/list result/);
  assert.match(
    error({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no such method' } }),
    /JSON-RPC error response \(no such method\)/,
  );
  assert.match(error([{ name: 'a' }, 'b']), /tools\[1\] is not an object/);
  assert.match(error({ tools: [{ title: 'x' }] }), /tools\[0\] has no string "name"/);
});
