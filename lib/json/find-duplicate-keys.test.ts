import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildJsonTree } from './build-json-tree';
import { buildValidJsonTree } from './build-valid-json-tree';
import { findDuplicateKeys } from './find-duplicate-keys';

test('repeated names at every depth, in text order, with the object pointer and both key tokens', () => {
  const text = '{"a":1,"b":{"c":[{"d":1,"d":2}],"c":3},"a":4,"a":5,"x~/y":{"k":0,"k":1}}';
  const at = (needle: string) => text.indexOf(needle);
  const expected = [
    ['/b/c/0', 'd', at('"d"'), text.lastIndexOf('"d"'), 3],
    ['/b', 'c', at('"c"'), text.lastIndexOf('"c"'), 3],
    ['', 'a', 1, at('"a":4'), 3],
    ['', 'a', 1, at('"a":5'), 3],
    ['/x~0~1y', 'k', at('"k"'), text.lastIndexOf('"k"'), 3],
  ];
  for (const root of [buildJsonTree(text).root, buildValidJsonTree(text)]) {
    assert.deepEqual(
      findDuplicateKeys(root).map((d) => [d.pointer, d.key, d.firstStart, d.start, d.end - d.start]),
      expected,
    );
  }
});

test('names are compared decoded; large objects (map lookup) behave like small ones', () => {
  assert.deepEqual(
    findDuplicateKeys(buildValidJsonTree('{"a":1,"\\u0061":2}')).map((d) => [d.key, d.firstStart, d.start]),
    [['a', 1, 7]],
  );
  const members = Array.from({ length: 40 }, (_, i) => `"k${i}":${i}`);
  const text = `{${members.join(',')},"k3":0,"k39":0,"k3":1}`;
  assert.deepEqual(
    findDuplicateKeys(buildValidJsonTree(text)).map((d) => [d.key, d.firstStart, d.start]),
    [
      ['k3', text.indexOf('"k3"'), text.indexOf('"k3":0')],
      ['k39', text.indexOf('"k39"'), text.indexOf('"k39":0')],
      ['k3', text.indexOf('"k3"'), text.indexOf('"k3":1')],
    ],
  );
});

test('no repeats, no root, and deep nesting', () => {
  assert.deepEqual(findDuplicateKeys(buildValidJsonTree('{"a":{"a":{"a":[{"a":1}]}}}')), []);
  assert.deepEqual(findDuplicateKeys(undefined), []);
  const n = 20_000;
  const text = `${'{"a":['.repeat(n)}{"b":1,"b":2}${']}'.repeat(n)}`;
  const [duplicate] = findDuplicateKeys(buildValidJsonTree(text));
  assert.equal(duplicate?.pointer, '/a/0'.repeat(n));
});
