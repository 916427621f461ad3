import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { JsonNode } from './build-json-tree';
import { buildValidJsonTree } from './build-valid-json-tree';
import { buildJsonOutline } from './json-outline';
import { encodePointer } from './json-pointer';
import { parseJson } from './parse-json';

/** The full tree cut below `depth`: what the outline of that depth must be. */
function cut(node: JsonNode | undefined, depth: number): JsonNode | undefined {
  if (node === undefined) return undefined;
  const children = node.children === undefined ? undefined : depth === 0 ? [] : node.children;
  return { ...node, children: children?.map((child) => cut(child, depth - 1)!) };
}

function keyCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + keyCount(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce((sum: number, item) => sum + 1 + keyCount(item), 0);
}

const jsonText = fc
  .tuple(fc.jsonValue(), fc.boolean())
  .map(([value, pretty]) => (pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value)));

test('property: the outline is the full tree cut at its depth, and counts every property name', () => {
  fc.assert(
    fc.property(jsonText, fc.integer({ min: 0, max: 5 }), (text, depth) => {
      const outline = buildJsonOutline(text, depth);
      assert.deepEqual(outline.root, cut(buildValidJsonTree(text), depth));
      // Texts written from a value repeat no name, so the count is the value's number of keys.
      assert.equal(outline.propertyNames, keyCount(JSON.parse(text)));
    }),
    { numRuns: 300 },
  );
});

test('repeated names are counted as written, and the last one is what sourceOf finds', () => {
  const text = '{"a":{"x":1},"b":[1,{"c":"}"}],"a":{"x":2, "y" : "\\"{"}}';
  assert.equal(buildJsonOutline(text, 1).propertyNames, 7);
  const doc = parseJson(text);
  assert.equal(doc.duplicateKeys.length, 1);
  assert.equal(doc.sourceOf('/a'), '{"x":2, "y" : "\\"{"}');
  assert.equal(doc.sourceOf('/b/1'), '{"c":"}"}');
});

test('sourceOf: the slice of each value within the outline, nothing below it or for invalid text', () => {
  const value = {
    result: { tools: [{ name: 'a', inputSchema: { type: 'object', properties: { q: {} } } }] },
  };
  const text = JSON.stringify(value, null, 2);
  const doc = parseJson(text);
  const schema = doc.sourceOf('/result/tools/0/inputSchema');
  assert.ok(schema !== undefined);
  assert.deepEqual(JSON.parse(schema), value.result.tools[0]!.inputSchema);
  assert.equal(doc.sourceOf(''), text);
  assert.equal(doc.sourceOf('/result/tools/0/name'), '"a"');
  // Level 5 is below the outline: no source until the full tree is built.
  assert.equal(doc.sourceOf('/result/tools/0/inputSchema/properties'), undefined);
  doc.rangeOf('/result/tools/0/inputSchema/properties');
  const properties = doc.sourceOf('/result/tools/0/inputSchema/properties');
  assert.match(properties ?? '', /^\{\s+"q": \{\}\s+\}$/);
  assert.equal(doc.sourceOf('/nowhere'), undefined);
  assert.equal(doc.sourceOf('not a pointer'), undefined);
  assert.equal(parseJson('{"a": [1,').sourceOf('/a'), undefined);
});

test('property: sourceOf gives text that parses to the value at the pointer', () => {
  fc.assert(
    fc.property(jsonText, (text) => {
      const doc = parseJson(text);
      const pending: [unknown, (string | number)[]][] = [[doc.value, []]];
      while (pending.length > 0) {
        const [current, path] = pending.pop()!;
        const source = doc.sourceOf(encodePointer(path));
        if (path.length <= 4) assert.ok(source !== undefined, encodePointer(path));
        if (source !== undefined) assert.deepEqual(JSON.parse(source), current);
        if (Array.isArray(current)) {
          for (let i = 0; i < current.length; i++) pending.push([current[i], [...path, i]]);
        } else if (typeof current === 'object' && current !== null)
          for (const [key, member] of Object.entries(current)) pending.push([member, [...path, key]]);
      }
    }),
    { numRuns: 200 },
  );
});
