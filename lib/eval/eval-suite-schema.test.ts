import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { writeGenerated } from '../../scripts/generate-docs-output.mjs';
import { buildEvalSchema, COMMAND, evalSchemaFile } from '../../scripts/generate-eval-schema.mjs';
import { compileSchema } from '../schema/compile-schema';
import { validateInstance } from '../schema/validate-instance';
import { EVAL_FORMAT, EvalSuiteSchema } from './eval-suite-schema';

const repo = new URL('../../', import.meta.url);
const published = JSON.parse(readFileSync(new URL('public/schemas/eval-v1.schema.json', repo), 'utf8'));
const compiled = compileSchema(published, { timeBudgetMs: 60_000 });

// In-process rather than `node --import tsx scripts/generate-eval-schema.mjs --check`: the same build and
// comparison (biome-formatted), without one more process transpiling lib/ at its start.
test('the published JSON Schema is generated from the model and up to date', () => {
  const text = `${JSON.stringify(buildEvalSchema(), null, 2)}\n`;
  assert.ok(
    writeGenerated(evalSchemaFile, text, { check: true, command: COMMAND }),
    `${evalSchemaFile} is stale: run \`${COMMAND}\``,
  );
  assert.ok(compiled.ok, compiled.ok ? '' : JSON.stringify(compiled.problems));
});

test('the JSON Schema and the model agree on valid and invalid suites', () => {
  const validator = compiled.ok ? compiled.validator : undefined;
  assert.ok(validator);
  const base = { format: EVAL_FORMAT, version: 1, name: 'n' };
  const c = {
    id: 'a',
    prompt: 'p',
    expect: { tool: 'get_issue', arguments: { number: 1, deep: [{ x: null }] } },
  };
  const documents: unknown[] = [
    JSON.parse(readFileSync(new URL('content/evals/mock-tools.json', repo), 'utf8')),
    JSON.parse(readFileSync(new URL('content/evals/mock-actions.json', repo), 'utf8')),
    { ...base, cases: [] },
    { ...base, system: 's', runs: 3, cases: [c, { ...c, id: 'b', expect: { tool: null } }] },
    {
      ...base,
      cases: [
        {
          ...c,
          expect: { anyOf: [{ tool: 'x' }, { tool: 'y', argumentPatterns: { q: 'a+' } }], notCalled: ['z'] },
        },
      ],
    },
    { ...base, version: 2, cases: [] },
    { ...base, runs: 0, cases: [] },
    { ...base, cases: [{ ...c, expect: {} }] },
    { ...base, cases: [{ ...c, expect: { tool: 'x', anyOf: [{ tool: 'y' }] } }] },
    { ...base, cases: [{ ...c, expect: { anyOf: [] } }] },
    { ...base, cases: [{ ...c, prompt: '' }] },
    { ...base, cases: [{ ...c, runs: 1.5 }] },
    { ...base, extra: true, cases: [] },
    { ...base, cases: [{ ...c, expect: { tool: 7 } }] },
  ];
  const byModel = documents.map((d) => EvalSuiteSchema.safeParse(d).success);
  for (const [i, doc] of documents.entries())
    assert.equal(validateInstance(validator, doc).valid, byModel[i], JSON.stringify(doc).slice(0, 200));
  assert.deepEqual(byModel, [
    true,
    true,
    true,
    true,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
  ]);
});
