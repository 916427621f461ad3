import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  type Node as JsoncNode,
  parse as jsoncParse,
  parseTree as jsoncParseTree,
  type ParseError,
} from 'jsonc-parser';
import { propertyRuns } from '../spec/testing/agreement';
import { buildJsonTree, type JsonNode } from './build-json-tree';

const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** Small edits that break JSON in the ways people do: drop, insert or replace one character. */
function mutate(text: string, position: number, kind: number, char: string): string {
  const at = text.length === 0 ? 0 : position % (text.length + 1);
  if (kind === 0) return text.slice(0, at) + text.slice(at + 1);
  if (kind === 1) return text.slice(0, at) + char + text.slice(at);
  return text.slice(0, at) + char + text.slice(at + 1);
}
const mutationChar = fc.constantFrom(
  ...'{}[],:"\\ \n\r\t0123456789-+.eEtrufalsn/*\'x😀\u0000\u00a0'.split(''),
);
const mutatedJson = fc
  .tuple(
    fc.jsonValue({ maxDepth: 3 }),
    fc.boolean(),
    fc.array(fc.tuple(fc.nat(), fc.nat(2), mutationChar), { maxLength: 3 }),
  )
  .map(([value, pretty, edits]) => {
    let text = JSON.stringify(value, null, pretty ? 2 : undefined);
    for (const [position, kind, char] of edits) text = mutate(text, position, kind, char);
    return text;
  });

test('property: recovered value and error/no-error verdict match jsonc-parser in strict mode', () => {
  fc.assert(
    fc.property(
      fc.oneof(mutatedJson, fc.string(), fc.string({ unit: fc.constantFrom(...'{}[],:"1 a'.split('')) })),
      (text) => {
        // jsonc-parser assigns "__proto__" with `=`, which changes the prototype instead of adding a member.
        fc.pre(!text.includes('__proto__'));
        const errors: ParseError[] = [];
        const expected = jsoncParse(text, errors, STRICT);
        const tree = buildJsonTree(text, { collectValue: true });
        assert.deepEqual(tree.value, expected);
        assert.equal(tree.errors.length > 0, errors.length > 0);
        if (errors.length > 0) {
          // Both start complaining at the same token (except where we flag a trailing comma on the comma,
          // or the end of the text right after the last token).
          const first = tree.errors[0]!;
          const comparable = first.trailingCommaOffset < 0 && !first.atEnd;
          if (comparable) assert.equal(first.offset, errors[0]!.offset);
        }
      },
    ),
    // A quarter of 3000 in npm test, all with MCP_TOOL_LAB_DEEP=1 (propertyRuns).
    { numRuns: propertyRuns(3000) },
  );
});

function shape(node: JsonNode): unknown {
  return {
    type: node.type,
    start: node.start,
    end: node.end,
    key: node.key,
    children: node.children?.map(shape),
  };
}
function jsoncShape(node: JsoncNode, key?: string, keyNode?: JsoncNode): unknown {
  return {
    type: node.type,
    start: node.offset,
    end: node.offset + node.length,
    key: keyNode === undefined ? key : keyNode.value,
    children:
      node.type === 'object'
        ? node.children!.map((property) =>
            jsoncShape(property.children![1]!, undefined, property.children![0]),
          )
        : node.type === 'array'
          ? node.children!.map((item) => jsoncShape(item))
          : undefined,
  };
}

test('property: offsets of every node match jsonc-parser parseTree on valid JSON', () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), (value, indent) => {
      const text = JSON.stringify(value, null, indent);
      const ours = buildJsonTree(text);
      assert.equal(ours.errors.length, 0);
      assert.deepEqual(shape(ours.root!), jsoncShape(jsoncParseTree(text, [], STRICT)!));
    }),
  );
});

test('10 000 unclosed brackets: no exception, one end-of-text error, nested recovered value', () => {
  const text = '['.repeat(10_000);
  const tree = buildJsonTree(text, { collectValue: true });
  assert.equal(tree.errors.length, 1);
  assert.equal(tree.errors[0]!.atEnd, true);
  assert.equal(tree.errors[0]!.missingClosers, ']'.repeat(64));
  assert.equal(tree.errors[0]!.openerOffset, 9_999);
  let depth = 0;
  for (let value = tree.value; Array.isArray(value); value = value[0]) depth++;
  assert.equal(depth, 10_000);
  assert.equal(tree.root!.end, 10_000);
});

test('100 000 levels of balanced nesting parse without recursion', () => {
  const n = 100_000;
  const text = `${'[{"a":'.repeat(n)}1${'}]'.repeat(n)}`;
  const tree = buildJsonTree(text);
  assert.equal(tree.errors.length, 0);
  let node = tree.root;
  let depth = 0;
  while (node?.children !== undefined) {
    node = node.children[0];
    depth++;
  }
  assert.equal(depth, 2 * n);
  assert.deepEqual(node && [node.type, node.start, node.key], ['number', 6 * n, 'a']);
});

test('"__proto__" becomes an own member, as with JSON.parse, also in recovered values', () => {
  const tree = buildJsonTree('{"__proto__":{"polluted":true},"x":[1,]}', { collectValue: true });
  const value = tree.value as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(value), Object.prototype);
  assert.ok(Object.hasOwn(value, '__proto__'));
  assert.deepEqual(Object.getOwnPropertyDescriptor(value, '__proto__')?.value, { polluted: true });
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test('without collectValue the value is undefined; errors stop at maxErrors but are counted', () => {
  const tree = buildJsonTree('[x x x x x]', { maxErrors: 2 });
  assert.equal(tree.value, undefined);
  assert.equal(tree.errors.length, 2);
  assert.equal(tree.errorCount, 5);
});
