// A short seeded slice of the fuzz run (scripts/fuzz.ts runs 100,000): random JSON, mutated
// examples and schema attacks must each end in a report — no throw, no internal error — and
// whatever could not be checked must say so as a warning. FUZZ_RUNS / FUZZ_SEED run another slice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type FuzzInput, fuzzInput, fuzzInputAt } from './testing/fuzz-inputs';
import { validateText } from './validate-document';

const runs = Number(process.env.FUZZ_RUNS ?? 100);
const seed = Number(process.env.FUZZ_SEED ?? 19);

/** The report on `input` is well formed: no internal error, and what was not checked says so. */
function checkReport(input: FuzzInput) {
  // No deadline: the result must not depend on how busy the machine is.
  const report = validateText(input.text, { kind: input.kind, tool: input.tool, budgetMs: 3_600_000 });
  assert.ok(Array.isArray(report.diagnostics), input.label);
  for (const d of report.diagnostics) {
    assert.notEqual(d.rule, 'internal-error', `${input.family}: ${input.label}: ${d.message}`);
    assert.equal(typeof d.message, 'string');
    assert.equal(typeof d.path, 'string');
    if (d.unchecked) {
      assert.equal(d.severity, 'warning', `${input.label}: an unchecked part is never an error`);
      assert.match(d.message, /could not be checked/);
    }
  }
  const errors = report.diagnostics.filter((d) => d.severity === 'error').length;
  assert.equal(report.counts.errors, errors);
}

test(`fuzz: ${runs} seeded inputs (seed ${seed}) all end in a well-formed report`, {
  timeout: 600_000,
}, () => {
  fc.assert(fc.property(fuzzInput, checkReport), { numRuns: runs, seed, endOnFailure: true });
});

// The 100,000-input run with seed 19 (scripts/fuzz.ts): the input that crashed (#4914, a
// capability 9,000 levels deep that ran zod out of stack) and those that took the most CPU
// (uniqueItems over 30,000 nested items, propertyNames over a lookahead, examples grown deep or
// with thousands of tools), regenerated from their seeds. None took a second of CPU time (most
// 716 ms, measured under load); here they must end in a sound report.
const FROM_THE_100K_RUN = [4914, 55209, 97943, 96557, 55225, 10375];

test(`fuzz seed 19: the crash and the costliest inputs of the 100,000-input run end in a well-formed report`, {
  timeout: 600_000,
}, () => {
  for (const index of FROM_THE_100K_RUN) checkReport(fuzzInputAt(19, index));
});
