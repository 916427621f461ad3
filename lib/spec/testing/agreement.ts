import fc from 'fast-check';
import { collectNodes, type JsonDoc } from './json-doc';
import { type MutationPools, mutatedJson } from './mutated-json';
import type { OfficialOracle } from './official-oracle';
import { schemaFacts } from './schema-facts';

/** Anything with zod's `safeParse`; kept structural so this module needs no zod import. */
export interface SafeParser {
  safeParse(input: unknown): { success: boolean };
}

/** Seeds and pools for comparing a model with an official schema. */
export interface AgreementSetup {
  readonly pools: MutationPools;
  /** Examples and hand seeds of `name`, then fragments the oracle accepts as `name`, up to `maxSeeds`. */
  seedsFor(name: string): JsonDoc[];
}

export interface AgreementInput {
  readonly schema: JsonDoc;
  readonly oracle: OfficialOracle;
  /** Official examples per definition name. */
  readonly examples: ReadonlyMap<string, readonly JsonDoc[]>;
  /** Hand-written seeds per definition name. */
  readonly handSeeds: Readonly<Record<string, readonly JsonDoc[] | undefined>>;
  readonly maxSeeds?: number;
}

/** Collects every distinct subtree of the examples and hand seeds as graft material. */
export function createAgreementSetup(input: AgreementInput): AgreementSetup {
  const maxSeeds = input.maxSeeds ?? 16;
  const roots: JsonDoc[] = [];
  for (const docs of input.examples.values()) roots.push(...docs);
  for (const docs of Object.values(input.handSeeds)) roots.push(...(docs ?? []));
  const distinct = new Map<string, JsonDoc>();
  for (const root of roots)
    for (const { value } of collectNodes(root)) distinct.set(JSON.stringify(value), value);
  const fragments = [...distinct.values()];
  const facts = schemaFacts(input.schema);
  return {
    pools: { fragments, keys: facts.propertyNames, values: facts.literals },
    seedsFor(name) {
      const seeds = new Map<string, JsonDoc>();
      for (const doc of input.examples.get(name) ?? []) seeds.set(JSON.stringify(doc), doc);
      for (const doc of input.handSeeds[name] ?? []) seeds.set(JSON.stringify(doc), doc);
      for (const doc of fragments) {
        if (seeds.size >= maxSeeds) break;
        if (input.oracle.validate(name, doc)) seeds.set(JSON.stringify(doc), doc);
      }
      return [...seeds.values()];
    },
  };
}

/** How many documents were compared and how many of them the oracle accepted. */
export interface AgreementCount {
  compared: number;
  valid: number;
}

/**
 * Generates `numRuns` mutants of `seeds` and asserts (with fast-check, which shrinks a failure to
 * a small counterexample) that `model` accepts exactly the documents the oracle accepts as `name`.
 * Throws on the first disagreement; otherwise returns the counts.
 */
export function assertAgreement(
  name: string,
  model: SafeParser,
  oracle: OfficialOracle,
  seeds: readonly JsonDoc[],
  pools: MutationPools,
  numRuns: number,
): AgreementCount {
  const count: AgreementCount = { compared: 0, valid: 0 };
  fc.assert(
    fc.property(mutatedJson(seeds, pools), (doc) => {
      const expected = oracle.validate(name, doc);
      count.compared++;
      if (expected) count.valid++;
      return model.safeParse(doc).success === expected;
    }),
    { numRuns },
  );
  return count;
}
