import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildJsonTree } from './build-json-tree';
import { buildValidJsonTree } from './build-valid-json-tree';

const names = fc.constantFrom('a', 'b', 'a"b', 'a\\', '\\"', 'é', '😀', '\u2028', '/', '~', '', '__proto__');
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), tie('object'), tie('array')),
  array: fc.array(tie('any'), { maxLength: 4 }),
  // Entries, not an object, so that names can repeat in the text.
  object: fc.array(fc.tuple(names, tie('any')), { maxLength: 4 }).map((entries) => ({ entries })),
})).any;

/** JSON text with repeated names allowed and random (valid) whitespace. */
function toText(input: unknown, space: () => string): string {
  if (typeof input === 'object' && input !== null && 'entries' in input && Array.isArray(input.entries)) {
    const members = (input.entries as [string, unknown][]).map(
      ([name, member]) =>
        `${space()}${JSON.stringify(name)}${space()}:${space()}${toText(member, space)}${space()}`,
    );
    return `{${members.join(',')}${space()}}`;
  }
  if (Array.isArray(input))
    return `[${space()}${input.map((item) => toText(item, space)).join(`${space()},`)}${space()}]`;
  return JSON.stringify(input);
}

test('property: the same tree as buildJsonTree for every valid text', () => {
  fc.assert(
    fc.property(
      value,
      fc.array(fc.constantFrom('', ' ', '\n', '\r\n', '\t', '\r'), { minLength: 1 }),
      (input, spaces) => {
        let n = 0;
        const text = toText(input, () => spaces[n++ % spaces.length]!);
        JSON.parse(text);
        const expected = buildJsonTree(text);
        assert.equal(expected.errors.length, 0);
        assert.deepEqual(buildValidJsonTree(text), expected.root);
      },
    ),
    { numRuns: 1000 },
  );
});

test('scalars at the root, escaped names and deep nesting', () => {
  assert.deepEqual(buildValidJsonTree(' -1.5e+3 '), {
    type: 'number',
    start: 1,
    end: 8,
    keyStart: -1,
    keyEnd: -1,
    key: undefined,
    children: undefined,
  });
  const tree = buildValidJsonTree('{"a\\"b\\\\":"x\\"y", "\\u00e9":true}')!;
  assert.deepEqual(
    tree.children!.map((node) => [node.key, node.keyStart, node.keyEnd, node.type, node.start, node.end]),
    [
      ['a"b\\', 1, 9, 'string', 10, 16],
      ['é', 18, 26, 'boolean', 27, 31],
    ],
  );
  const n = 100_000;
  let node = buildValidJsonTree('['.repeat(n) + ']'.repeat(n));
  let depth = 0;
  while (node?.children?.length) {
    node = node.children[0];
    depth++;
  }
  assert.equal(depth, n - 1);
  assert.deepEqual(node && [node.start, node.end], [n - 1, n + 1]);
  assert.equal(buildValidJsonTree(''), undefined);
});
