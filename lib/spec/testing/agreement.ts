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
 * The number of generated documents a property run gets: a quarter of `full` in `npm test`, where
 * the agreement runs are the largest single cost of the unit step, and all of it with
 * MCP_TOOL_LAB_DEEP=1 (`npm run test:deep`). Each run draws new documents (fast-check's random seed,
 * printed with any failure), so the quarter slices add up across runs. The largest property tests
 * of lib/json and lib/schema use it too.
 */
export function propertyRuns(full: number): number {
  // lib/ has no Node types; the tests run in Node, where process is there.
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  return env?.MCP_TOOL_LAB_DEEP === '1' ? full : Math.ceil(full / 4);
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

/** A run of {@link assertAgreement} over many definitions, as one test with a subtest per name. */
export interface AgreementRun {
  /** Names the summary line, e.g. the spec version. */
  readonly label: string;
  readonly names: readonly string[];
  readonly models: Readonly<Record<string, SafeParser>>;
  readonly oracle: OfficialOracle;
  readonly setup: AgreementSetup;
  /** Definitions that get `majorRuns` documents; the rest get `minorRuns`. */
  readonly major: ReadonlySet<string>;
  readonly majorRuns: number;
  readonly minorRuns: number;
}

/** The part of node:test's TestContext a run needs. */
interface RunContext {
  test(name: string, fn: () => void): Promise<unknown>;
  diagnostic(message: string): void;
}

/**
 * Compares every definition of `run.names`: each must have a seed the oracle accepts, agree on
 * every mutant, and meet both verdicts (or the comparison proves little). Reports the counts.
 */
export async function runAgreement(t: RunContext, run: AgreementRun): Promise<void> {
  const started = performance.now();
  let total = 0;
  const majors: string[] = [];
  for (const name of run.names) {
    const seeds = run.setup.seedsFor(name);
    if (!seeds.some((doc) => run.oracle.validate(name, doc)))
      throw new Error(`${name}: no valid seed; add one to HAND_SEEDS`);
    const runs = run.major.has(name) ? run.majorRuns : run.minorRuns;
    let count: AgreementCount = { compared: 0, valid: 0 };
    await t.test(name, () => {
      count = assertAgreement(name, run.models[name]!, run.oracle, seeds, run.setup.pools, runs);
    });
    total += count.compared;
    if (run.major.has(name)) majors.push(`${name} ${count.compared} (${count.valid} valid)`);
    if (!(count.valid > 0 && count.valid < count.compared))
      throw new Error(`${name}: ${count.valid}/${count.compared} valid`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  t.diagnostic(
    `${run.label}: compared ${total} documents over ${run.names.length} definitions in ${seconds}s`,
  );
  t.diagnostic(majors.join('; '));
}
