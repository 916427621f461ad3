import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { writeGenerated } from '../../scripts/generate-docs-output.mjs';
import {
  buildMetaValidatorModule,
  COMMAND,
  metaValidatorFile,
} from '../../scripts/generate-meta-validator.mjs';
import { createAjv, META_SCHEMA_IDS } from './create-ajv';
import { validateAgainstMetaSchema } from './meta-validator';
import precompiled from './meta-validator-2020-12.generated';
import { garbageSchema } from './testing/garbage-schema';

// In-process rather than running the generator with --check: the same generation and comparison.
test('the precompiled 2020-12 meta-schema validator is generated from the installed ajv and up to date', () => {
  assert.ok(
    writeGenerated(metaValidatorFile, buildMetaValidatorModule(), { check: true, command: COMMAND }),
    `${metaValidatorFile} is stale: run \`${COMMAND}\``,
  );
});

test('the precompiled 2020-12 meta-schema validator judges exactly as ajv compiling it at run time', () => {
  const runtime = createAjv('2020-12').getSchema(META_SCHEMA_IDS['2020-12']) as ValidateFunction;
  const generated = precompiled as unknown as ValidateFunction;
  // The verdict and the errors, or what was thrown (ajv's deep-equal can throw on values without
  // a prototype: it must then throw the same either way).
  const outcome = (validate: ValidateFunction, schema: unknown) => {
    try {
      return { valid: validate(schema), errors: validate.errors ?? null };
    } catch (error) {
      return { threw: String(error) };
    }
  };
  const agree = (schema: unknown) => {
    const result = outcome(generated, schema);
    assert.deepEqual(result, outcome(runtime, schema), JSON.stringify(schema));
    return 'valid' in result ? result.valid : undefined;
  };
  const verdicts = [
    { type: 'object', properties: { q: { type: 'string', minLength: 1 } }, required: ['q'] },
    { type: 'strin' },
    { properties: { a: { minLength: -1 } } },
    { $defs: { x: { $ref: 1 } }, required: 'a' },
    { enum: [{ a: 1 }, { a: 1 }], required: ['x', 'x'] },
    // Duplicate items in a type array: the one check that calls ajv's deep-equal helper.
    { type: [{ a: 1 }, { a: 1 }] },
    { type: ['string', 'string'] },
    { anyOf: [] },
    true,
    42,
  ].map(agree);
  assert.deepEqual(verdicts, [true, false, false, false, false, false, false, false, true, false]);
  fc.assert(
    fc.property(fc.oneof(garbageSchema, fc.jsonValue()), (schema) => void agree(schema)),
    { numRuns: 300 },
  );
});

test('validateAgainstMetaSchema uses it: 2020-12 findings name the meta-schema', () => {
  const problems = validateAgainstMetaSchema({ type: 'strin' }, '2020-12');
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.path, '/type');
  assert.match(problems[0]!.message, /JSON Schema 2020-12 meta-schema/);
});
