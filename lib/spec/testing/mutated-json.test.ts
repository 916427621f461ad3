import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { cloneJson, collectNodes, type JsonDoc } from './json-doc';
import { applyMutations, type MutationPools, mutatedJson } from './mutated-json';
import { schemaFacts } from './schema-facts';

const pools: MutationPools = {
  fragments: [{ type: 'text', text: 'x' }],
  keys: ['name'],
  values: ['complete'],
};

test('applyMutations edits a copy and reaches nested nodes', () => {
  const seed: JsonDoc = { a: [1, { b: 'x' }] };
  const nodes = collectNodes(seed).map((n) => n.path.join('/'));
  assert.deepEqual(nodes, ['', 'a', 'a/0', 'a/1', 'a/1/b']);
  const out = applyMutations(
    seed,
    [
      { kind: 'delete', at: 2 },
      { kind: 'set', at: 3, value: null },
      { kind: 'add', at: 0, key: '__proto__', value: 5 },
    ],
    pools,
  );
  assert.deepEqual(seed, { a: [1, { b: 'x' }] });
  // After the delete, node 3 is a/0/b.
  assert.equal(JSON.stringify(out), '{"a":[{"b":null}],"__proto__":5}');
  assert.equal(Object.getPrototypeOf(out), Object.prototype);
});

test('grafts and same-type edges', () => {
  const out = applyMutations({ n: 1 }, [{ kind: 'graft', at: 1, from: 0 }], pools);
  assert.deepEqual(out, { n: { type: 'text', text: 'x' } });
  const edged = applyMutations({ n: 1 }, [{ kind: 'edge', at: 1, pick: 7 }], pools) as { n: unknown };
  assert.equal(edged.n, 1e21);
  const longer = applyMutations({ v: ['a'] }, [{ kind: 'edge', at: 1, pick: 5 }], pools) as { v: unknown[] };
  assert.equal(longer.v.length, 101);
});

test('mutatedJson never changes its seeds and includes them unmodified', () => {
  const seeds: JsonDoc[] = [{ keep: [1, 2, { deep: true }] }];
  const before = JSON.stringify(seeds);
  let sawSeed = false;
  fc.assert(
    fc.property(mutatedJson(seeds, pools), (doc) => {
      if (JSON.stringify(doc) === before.slice(1, -1)) sawSeed = true;
      return true;
    }),
    { numRuns: 300 },
  );
  assert.equal(JSON.stringify(seeds), before);
  assert.ok(sawSeed);
});

test('cloneJson keeps -0 and __proto__ keys', () => {
  const source = JSON.parse('{"__proto__":{"x":1},"z":-0}') as JsonDoc;
  const copy = cloneJson(source) as Record<string, unknown>;
  assert.ok(Object.hasOwn(copy, '__proto__'));
  assert.ok(Object.is(copy.z, -0));
});

test('schemaFacts reads consts, enums and property names', () => {
  const facts = schemaFacts({
    $defs: { A: { properties: { kind: { const: 'a' }, mode: { enum: ['x', 'y'] } }, required: ['kind'] } },
  });
  assert.deepEqual(facts.literals, ['a', 'x', 'y']);
  assert.deepEqual(facts.propertyNames, ['kind', 'mode']);
});
