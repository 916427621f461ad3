import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { isValidExtensionId, parseMetaKey } from './meta-key';

type Row = [key: string, valid: boolean, prefix: string | undefined, name: string, reserved: boolean];

const ROWS: Row[] = [
  // Reserved: the second label of the prefix is modelcontextprotocol or mcp.
  ['io.modelcontextprotocol/protocolVersion', true, 'io.modelcontextprotocol/', 'protocolVersion', true],
  ['io.modelcontextprotocol/subscriptionId', true, 'io.modelcontextprotocol/', 'subscriptionId', true],
  ['dev.mcp/x', true, 'dev.mcp/', 'x', true],
  ['org.modelcontextprotocol.api/x', true, 'org.modelcontextprotocol.api/', 'x', true],
  ['com.mcp.tools/x', true, 'com.mcp.tools/', 'x', true],
  ['io.modelcontextprotocol/', true, 'io.modelcontextprotocol/', '', true],
  // Not reserved.
  ['com.example.mcp/x', true, 'com.example.mcp/', 'x', false],
  ['mcp/x', true, 'mcp/', 'x', false],
  ['modelcontextprotocol.io/x', true, 'modelcontextprotocol.io/', 'x', false],
  ['io.MCP/x', true, 'io.MCP/', 'x', false],
  ['io.modelcontextprotocol2/x', true, 'io.modelcontextprotocol2/', 'x', false],
  ['com.example/', true, 'com.example/', '', false],
  ['com.example/trace.id_2-b', true, 'com.example/', 'trace.id_2-b', false],
  ['a-b/c', true, 'a-b/', 'c', false],
  ['x1.y2/z', true, 'x1.y2/', 'z', false],
  ['a/0', true, 'a/', '0', false],
  // No prefix.
  ['', true, undefined, '', false],
  ['progressToken', true, undefined, 'progressToken', false],
  ['traceparent', true, undefined, 'traceparent', false],
  ['a', true, undefined, 'a', false],
  ['9', true, undefined, '9', false],
  ['a.b_c-d', true, undefined, 'a.b_c-d', false],
  // Invalid prefixes.
  ['/x', false, '/', 'x', false],
  ['a..b/x', false, 'a..b/', 'x', false],
  ['.a/x', false, '.a/', 'x', false],
  ['a./x', false, 'a./', 'x', false],
  ['1a/x', false, '1a/', 'x', false],
  ['a-/x', false, 'a-/', 'x', false],
  ['-a/x', false, '-a/', 'x', false],
  ['a_b/x', false, 'a_b/', 'x', false],
  ['ü.mcp/x', false, 'ü.mcp/', 'x', false],
  ['com.mcp./x', false, 'com.mcp./', 'x', false],
  ['a b/x', false, 'a b/', 'x', false],
  // Invalid names.
  ['a/b/c', false, 'a/', 'b/c', false],
  ['io.modelcontextprotocol/a/b', false, 'io.modelcontextprotocol/', 'a/b', true],
  ['io.modelcontextprotocol/bad name', false, 'io.modelcontextprotocol/', 'bad name', true],
  ['a/-x', false, 'a/', '-x', false],
  ['a/x-', false, 'a/', 'x-', false],
  ['a/.x', false, 'a/', '.x', false],
  ['a/ü', false, 'a/', 'ü', false],
  ['-x', false, undefined, '-x', false],
  ['_x', false, undefined, '_x', false],
  ['x.', false, undefined, 'x.', false],
  ['x y', false, undefined, 'x y', false],
  ['x\n', false, undefined, 'x\n', false],
];

test('parseMetaKey splits and classifies keys', () => {
  for (const [key, valid, prefix, name, reserved] of ROWS) {
    const parsed = parseMetaKey(key);
    const label = JSON.stringify(key);
    assert.equal(parsed.valid, valid, `${label} valid`);
    assert.equal(parsed.prefix, prefix, `${label} prefix`);
    assert.equal(parsed.name, name, `${label} name`);
    assert.equal(parsed.reserved, reserved, `${label} reserved`);
    if (valid) assert.equal(parsed.problem, undefined, `${label} has no problem`);
    else assert.equal(typeof parsed.problem, 'string', `${label} explains the problem`);
  }
});

test('parseMetaKey problems name the failing part', () => {
  assert.match(parseMetaKey('1a/x').problem ?? '', /label "1a" must start with a letter/);
  assert.match(parseMetaKey('a-/x').problem ?? '', /label "a-" must end with a letter or digit/);
  assert.match(parseMetaKey('a_b/x').problem ?? '', /label "a_b" may only contain/);
  assert.match(parseMetaKey('a..b/x').problem ?? '', /empty label/);
  assert.match(parseMetaKey('a/b/c').problem ?? '', /only one "\/"/);
  assert.match(parseMetaKey('a/-x').problem ?? '', /name "-x" must start/);
  assert.match(parseMetaKey('x-').problem ?? '', /name "x-" must end/);
  assert.match(parseMetaKey('x y').problem ?? '', /name "x y" may only contain/);
});

test('parseMetaKey agrees with a regular expression of the key grammar', () => {
  const label = '[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
  const grammar = new RegExp(
    `^(?:${label}(?:\\.${label})*/)?(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$`,
  );
  const key = fc.string({ unit: fc.constantFrom(...'aZ09.-_/ üm'.split('')), maxLength: 14 });
  fc.assert(
    fc.property(key, (k) => {
      const parsed = parseMetaKey(k);
      if (parsed.valid !== grammar.test(k)) return false;
      // A valid key is its prefix followed by its name.
      return !parsed.valid || `${parsed.prefix ?? ''}${parsed.name}` === k;
    }),
    { numRuns: 3000 },
  );
});

test('extension ids must be valid keys with a prefix', () => {
  assert.ok(isValidExtensionId('io.modelcontextprotocol/tasks'));
  assert.ok(isValidExtensionId('io.modelcontextprotocol/ui'));
  assert.ok(isValidExtensionId('com.example/feature'));
  assert.ok(!isValidExtensionId('tasks'));
  assert.ok(!isValidExtensionId(''));
  assert.ok(!isValidExtensionId('1com/x'));
});
