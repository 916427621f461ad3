import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkSchema } from './check-schema';
import type { SchemaProblem } from './schema-problem';

// References are checked through checkSchema, which feeds check-refs the walked index and the
// engine's reachable targets (ajv-targets).

const D2019 = 'https://json-schema.org/draft/2019-09/schema';
const D07 = 'http://json-schema.org/draft-07/schema#';

function summary(problems: readonly SchemaProblem[]): Array<[string, string]> {
  return problems.map((p) => [p.kind, p.path]);
}

function assertClean(schema: unknown): void {
  assert.deepEqual(checkSchema(schema).problems, [], JSON.stringify(schema));
}

test('local references resolve: pointers, definitions, anchors, $id-relative, recursion', () => {
  assertClean({ properties: { a: { $ref: '#/$defs/x' } }, $defs: { x: { type: 'string' } } });
  assertClean({
    $schema: D07,
    properties: { a: { $ref: '#/definitions/x' } },
    definitions: { x: { type: 'string' } },
  });
  assertClean({
    $schema: D07,
    properties: { a: { $ref: '#item' } },
    definitions: { x: { $id: '#item', type: 'string' } },
  });
  assertClean({ properties: { a: { $ref: '#item' } }, $defs: { x: { $anchor: 'item', type: 'string' } } });
  assertClean({ $schema: D2019, properties: { a: { $ref: '#item' } }, $defs: { x: { $anchor: 'item' } } });
  assertClean({ type: 'object', properties: { child: { $ref: '#' } } });
  assertClean({ $schema: D2019, $recursiveAnchor: true, properties: { child: { $recursiveRef: '#' } } });
  assertClean({ $dynamicAnchor: 'node', properties: { child: { $dynamicRef: '#node' } } });
  assertClean({
    properties: { a: { $ref: '#/$defs/a~1b' }, b: { $ref: '#/$defs/a%20c' } },
    $defs: { 'a/b': {}, 'a c': {} },
  });
  assertClean({
    $id: 'https://example.com/schemas/root.json',
    properties: {
      a: { $ref: 'address.json' },
      b: { $ref: 'https://example.com/schemas/address.json#/properties/street' },
      c: { $ref: 'root.json#/$defs/address' },
      d: { $ref: '/schemas/address.json' },
    },
    $defs: { address: { $id: 'address.json', type: 'object', properties: { street: { type: 'string' } } } },
  });
  // a relative root $id and an embedded resource without any absolute base
  assertClean({
    $id: 'tool.json',
    properties: { a: { $ref: 'part.json' } },
    $defs: { p: { $id: 'part.json' } },
  });
});

test('unresolvable local references are reported at the $ref', () => {
  const result = checkSchema({
    properties: {
      a: { $ref: '#/$defs/missing' },
      b: { $ref: '#nowhere' },
      c: { $ref: '#/$defs/x/enum' },
      d: { $ref: 'other.json' },
      e: { $ref: '#/$defs/x/%E0%A4%A' },
    },
    $defs: { x: { enum: [1] } },
  });
  assert.deepEqual(summary(result.problems), [
    ['unresolved-ref', '/properties/a/$ref'],
    ['unresolved-ref', '/properties/b/$ref'],
    ['unresolved-ref', '/properties/c/$ref'],
    ['unresolved-ref', '/properties/d/$ref'],
    ['unresolved-ref', '/properties/e/$ref'],
  ]);
  assert.match(result.problems[0]!.message, /"\/\$defs\/missing", which does not exist/);
  assert.match(result.problems[1]!.message, /anchor "nowhere"/);
  assert.match(result.problems[2]!.message, /not a schema/);
  assert.match(result.problems[3]!.message, /another document/);
  // an anchor of an embedded resource is not visible from the root resource
  const scoped = checkSchema({
    properties: { a: { $ref: '#inner' } },
    $defs: { r: { $id: 'https://example.com/r', $anchor: 'inner' } },
  });
  assert.deepEqual(summary(scoped.problems), [['unresolved-ref', '/properties/a/$ref']]);
});

test('references leaving the document are network-ref, whatever the scheme, and are never fetched', () => {
  const realFetch = globalThis.fetch;
  let fetched = 0;
  globalThis.fetch = (() => {
    fetched++;
    throw new Error('no fetching');
  }) as typeof fetch;
  try {
    const result = checkSchema({
      $id: 'https://example.com/s.json',
      properties: {
        a: { $ref: 'https://example.org/schema.json' },
        b: { $ref: 'http://example.org/schema.json#/$defs/x' },
        c: { $ref: 'other.json#/x' },
        d: { $ref: 'file:///etc/passwd' },
        e: { $ref: 'urn:example:thing' },
        f: { $dynamicRef: 'https://example.org/meta#node' },
      },
    });
    assert.deepEqual(summary(result.problems), [
      ['network-ref', '/properties/a/$ref'],
      ['network-ref', '/properties/b/$ref'],
      ['network-ref', '/properties/c/$ref'],
      ['network-ref', '/properties/d/$ref'],
      ['network-ref', '/properties/e/$ref'],
      ['network-ref', '/properties/f/$dynamicRef'],
    ]);
    assert.match(
      result.problems[2]!.message,
      /https:\/\/example\.com\/other\.json \(relative to the base URI https:\/\/example\.com\/s\.json\)/,
    );
    assert.match(result.problems[0]!.message, /never fetched/);
    assert.equal(fetched, 0);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('duplicate $id and anchors are invalid', () => {
  const result = checkSchema({
    $defs: {
      a: { $id: 'https://x.test/a' },
      b: { $id: 'https://x.test/a' },
      c: { $anchor: 'n' },
      d: { $anchor: 'n' },
    },
  });
  assert.deepEqual(summary(result.problems), [
    ['invalid', '/$defs/b/$id'],
    ['invalid', '/$defs/d/$anchor'],
  ]);
  // the engine also refuses one name used by $anchor and $dynamicAnchor, and a nested $id equal to the root's
  assert.deepEqual(summary(checkSchema({ $defs: { n: { $anchor: 'n', $dynamicAnchor: 'n' } } }).problems), [
    ['invalid', '/$defs/n/$dynamicAnchor'],
  ]);
  assert.deepEqual(summary(checkSchema({ $id: 'https://x.test/r', $defs: { n: { $id: 'r' } } }).problems), [
    ['invalid', '/$defs/n/$id'],
  ]);
});

test('references the validation engine cannot follow are refused with a way out', () => {
  const rootAnchor = checkSchema({ $anchor: 'root', type: 'object', properties: { a: { $ref: '#root' } } });
  assert.deepEqual(summary(rootAnchor.problems), [['unresolved-ref', '/properties/a/$ref']]);
  assert.match(rootAnchor.problems[0]!.message, /Refer to the root with "#"/);
  const prefix = checkSchema({ prefixItems: [{ $anchor: 'first' }], properties: { a: { $ref: '#first' } } });
  assert.deepEqual(summary(prefix.problems), [['unresolved-ref', '/properties/a/$ref']]);
  assert.match(prefix.problems[0]!.message, /declared at \/prefixItems\/0/);
  const colon = checkSchema({ $schema: D2019, $defs: { x: { $anchor: 'a:b' } } });
  assert.deepEqual(summary(colon.problems), [['invalid', '/$defs/x/$anchor']]);
  const dynamic = checkSchema({
    $defs: { n: { $dynamicAnchor: 'n' } },
    properties: { a: { $dynamicRef: '#n' }, b: { $dynamicRef: '#/$defs/n' } },
  });
  assert.deepEqual(summary(dynamic.problems), [
    ['unresolved-ref', '/properties/a/$dynamicRef'],
    ['unresolved-ref', '/properties/b/$dynamicRef'],
  ]);
  const recursive = checkSchema({
    $schema: D2019,
    $defs: { x: {} },
    properties: { a: { $recursiveRef: '#/$defs/x' } },
  });
  assert.deepEqual(summary(recursive.problems), [['unresolved-ref', '/properties/a/$recursiveRef']]);
  // anchors and pointers inside unknown keywords are reachable (ajv walks them)
  assertClean({
    'x-defs': { s: { $anchor: 'xs', type: 'string' } },
    properties: { a: { $ref: '#xs' }, b: { $ref: '#/x-defs/s' } },
  });
});
