import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildJsonTree } from './build-json-tree';
import { findDuplicateKeys } from './find-duplicate-keys';
import { hasDuplicateKeys } from './has-duplicate-keys';

const check = (text: string) => hasDuplicateKeys(text, JSON.parse(text));

test('finds repeated names at any depth', () => {
  assert.equal(check('{"a":1,"a":2}'), true);
  assert.equal(check('[{"x":{"y":[{"b":1,"c":2,"b":3}]}}]'), true);
  assert.equal(check('{"a":1,"\\u0061":2}'), true);
  assert.equal(check('{"__proto__":1,"__proto__":2}'), true);
  assert.equal(check('{"a":1,"b":{"a":2},"c":[{"a":3}]}'), false);
});

test('is not fooled by quotes, colons and backslashes inside strings', () => {
  assert.equal(check('{"a":"x\\":","b":"\\\\","c":":"}'), false);
  assert.equal(check('["a","b"]'), false);
  assert.equal(check('{"a\\\\":1,"a\\\\" :2}'), true);
  assert.equal(check('{"k" \r\n\t: 1, "v": "k\\"\\" : "}'), false);
  assert.equal(check('"just a string: with a colon"'), false);
  assert.equal(check('[]'), false);
});

test('works on deep values without recursion', () => {
  const n = 50_000;
  const text = `${'{"a":['.repeat(n)}{"b":1,"b":2}${']}'.repeat(n)}`;
  assert.equal(check(text), true);
  assert.equal(check(text.replace('"b":2', '"c":2')), false);
});

const keyText = fc.constantFrom('a', 'b', '\\u0061', 'a\\"', 'a\\\\', ':', '', '__proto__');
const objectText: fc.Arbitrary<string> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('1', '"s:"', 'null', '"\\""'),
    tie('object'),
    tie('array'),
  ),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(', ')}]`),
  object: fc
    .array(fc.tuple(keyText, tie('value')), { maxLength: 5 })
    .map((members) => `{${members.map(([key, value]) => `"${key}" : ${value}`).join(',\n')}}`),
})).object as fc.Arbitrary<string>;

test('property: agrees with the full parser on objects whose names may repeat', () => {
  fc.assert(
    fc.property(objectText, (text) => {
      const expected = findDuplicateKeys(buildJsonTree(text).root).length > 0;
      assert.equal(check(text), expected);
    }),
    { numRuns: 1000 },
  );
});
