import fc from 'fast-check';
import { cloneJson, collectNodes, defineKey, isJsonObject, type JsonDoc, type JsonPath } from './json-doc';

/** Material the mutations draw from, so that many mutants stay close to valid documents. */
export interface MutationPools {
  /** Sub-documents to graft in place of a node (e.g. every subtree of every official example). */
  readonly fragments: readonly JsonDoc[];
  /** Property names to add (e.g. every property name of the schema), besides random strings. */
  readonly keys: readonly string[];
  /** Values worth trying (schema consts and enum values, edge numbers, odd strings). */
  readonly values: readonly JsonDoc[];
}

/** One edit of a document. `at` picks a node modulo the node count at the time it applies. */
export type Mutation =
  | { readonly kind: 'delete'; readonly at: number }
  | { readonly kind: 'set'; readonly at: number; readonly value: JsonDoc }
  | { readonly kind: 'add'; readonly at: number; readonly key: string; readonly value: JsonDoc }
  | { readonly kind: 'edge'; readonly at: number; readonly pick: number }
  | { readonly kind: 'retype'; readonly at: number; readonly variant: number }
  | { readonly kind: 'graft'; readonly at: number; readonly from: number };

/** Numbers on a boundary of JSON Schema or zod semantics (integer beyond 2^53, -0, fractions, …). */
export const NUMBER_EDGES: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  -1.5,
  1e21,
  -1e21,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 60,
  -(2 ** 60),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  100,
  101,
];

/** Strings that tend to trip parsers and key handling. */
export const STRING_EDGES: readonly string[] = [
  '',
  ' ',
  'ü東京',
  '\u0000',
  '2.0',
  '__proto__',
  'constructor',
  'x'.repeat(300),
];

/** Every edge value, plus the other JSON types in their simplest forms. */
export const EDGE_VALUES: readonly JsonDoc[] = [
  ...NUMBER_EDGES,
  ...STRING_EDGES,
  null,
  true,
  false,
  [],
  {},
  [null],
  { '': null },
];

function parentOf(root: JsonDoc, path: JsonPath): JsonDoc {
  let node = root;
  for (const step of path.slice(0, -1)) node = (node as Record<string | number, JsonDoc>)[step] as JsonDoc;
  return node;
}

function replaceAt(root: JsonDoc, path: JsonPath, value: JsonDoc): JsonDoc {
  if (path.length === 0) return value;
  const parent = parentOf(root, path);
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(parent)) parent[last as number] = value;
  else if (isJsonObject(parent)) defineKey(parent, last as string, value);
  return root;
}

/** Re-expresses a value as another JSON type (object ↔ array, number ↔ string, …). */
function retype(value: JsonDoc, variant: number): JsonDoc {
  const choices: JsonDoc[] = [];
  if (typeof value === 'string') choices.push(Number(value.length), value === '' ? null : [value], { value });
  else if (typeof value === 'number') choices.push(String(value), value !== 0, [value], value + 0.5);
  else if (typeof value === 'boolean') choices.push(String(value), value ? 1 : 0, null);
  else if (value === null) choices.push({}, [], 'null', 0);
  else if (Array.isArray(value)) {
    const asObject: { [key: string]: JsonDoc } = {};
    for (const [i, item] of value.entries()) defineKey(asObject, String(i), item);
    choices.push(asObject, value[0] ?? null, JSON.stringify(value), value.length);
  } else {
    choices.push(Object.values(value), JSON.stringify(value), Object.keys(value).length, null);
  }
  return choices[variant % choices.length] as JsonDoc;
}

/** The array's items repeated up to 100 and 101 entries, to cross `maxItems: 100`. */
function lengthEdges(value: JsonDoc[]): JsonDoc[][] {
  if (value.length === 0) return [];
  return [100, 101].map((length) => Array.from({ length }, (_, i) => value[i % value.length] as JsonDoc));
}

/** A boundary value of the same JSON type as `value`, so the mutant only moves along one axis. */
function sameTypeEdge(value: JsonDoc, pick: number, pools: MutationPools): JsonDoc {
  let choices: readonly JsonDoc[];
  if (typeof value === 'number')
    choices = [...NUMBER_EDGES, ...pools.values.filter((v) => typeof v === 'number')];
  else if (typeof value === 'string')
    choices = [...STRING_EDGES, ...pools.values.filter((v) => typeof v === 'string')];
  else if (typeof value === 'boolean') choices = [!value];
  else if (Array.isArray(value))
    choices = [[], [...value, ...value], value.slice(1), [null], ...lengthEdges(value)];
  else if (value === null) choices = [null];
  else choices = [{}, { ...value, '': null }];
  return choices[pick % choices.length] as JsonDoc;
}

function applyOne(root: JsonDoc, mutation: Mutation, pools: MutationPools): JsonDoc {
  const nodes = collectNodes(root);
  const target = nodes[mutation.at % nodes.length];
  if (target === undefined) return root;
  const { path, value } = target;
  switch (mutation.kind) {
    case 'delete': {
      if (path.length === 0) return root;
      const parent = parentOf(root, path);
      const last = path[path.length - 1] as string | number;
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else if (isJsonObject(parent)) delete parent[last as string];
      return root;
    }
    case 'set':
      return replaceAt(root, path, cloneJson(mutation.value));
    case 'add':
      if (Array.isArray(value)) value.push(cloneJson(mutation.value));
      else if (isJsonObject(value)) defineKey(value, mutation.key, cloneJson(mutation.value));
      else return replaceAt(root, path, { [mutation.key]: cloneJson(mutation.value) } as JsonDoc);
      return root;
    case 'edge':
      return replaceAt(root, path, cloneJson(sameTypeEdge(value, mutation.pick, pools)));
    case 'retype':
      return replaceAt(root, path, cloneJson(retype(value, mutation.variant)));
    case 'graft': {
      const fragment = pools.fragments[mutation.from % Math.max(pools.fragments.length, 1)];
      return fragment === undefined ? root : replaceAt(root, path, cloneJson(fragment));
    }
  }
}

/** Applies mutations in order to a copy of `seed`; the seed itself is never changed. */
export function applyMutations(seed: JsonDoc, mutations: readonly Mutation[], pools: MutationPools): JsonDoc {
  let doc = cloneJson(seed);
  for (const mutation of mutations) doc = applyOne(doc, mutation, pools);
  return doc;
}

function mutationArbitrary(pools: MutationPools): fc.Arbitrary<Mutation> {
  const at = fc.nat();
  const value: fc.Arbitrary<JsonDoc> = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_VALUES, ...pools.values) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonDoc> },
    { weight: 2, arbitrary: fc.constantFrom(...(pools.fragments.length > 0 ? pools.fragments : [null])) },
  );
  const key = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(pools.keys.length > 0 ? pools.keys : ['x'])) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('set' as const), at, value }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('edge' as const), at, pick: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('add' as const), at, key, value }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('retype' as const), at, variant: fc.nat({ max: 7 }) }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('graft' as const), at, from: fc.nat() }) },
  );
}

/**
 * Documents derived from `seeds` by zero to `maxMutations` random edits: key deletion, replacement
 * by a random or boundary value, unknown or known keys added, JSON type changes and grafts of other
 * fragments, at any depth. Shrinks towards fewer and simpler edits of the first seed.
 */
export function mutatedJson(
  seeds: readonly JsonDoc[],
  pools: MutationPools,
  maxMutations = 4,
): fc.Arbitrary<JsonDoc> {
  if (seeds.length === 0) throw new RangeError('mutatedJson needs at least one seed');
  return fc
    .tuple(fc.nat({ max: seeds.length - 1 }), fc.array(mutationArbitrary(pools), { maxLength: maxMutations }))
    .map(([index, mutations]) => applyMutations(seeds[index] as JsonDoc, mutations, pools));
}
