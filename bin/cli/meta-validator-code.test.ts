import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import type { ValidateFunction } from 'ajv';
import { transformSync } from 'esbuild';
import fc from 'fast-check';
import { examples } from '../../content/examples/index';
import { createAjv, META_SCHEMA_IDS } from '../../lib/schema/create-ajv';
import { SUPPORTED_DIALECTS } from '../../lib/schema/dialect';
import { garbageSchema } from '../../lib/schema/testing/garbage-schema';
import { bundleDir, root } from '../load-cli.mjs';
import { metaValidatorCode } from './meta-validator-code';

/** Evaluates the generated ES module (which require()s ajv's runtime helpers) as the bundle would. */
function load(code: string): ValidateFunction {
  const module = { exports: {} as { default?: ValidateFunction } };
  const cjs = transformSync(code, { format: 'cjs', loader: 'js' }).code;
  new Function('module', 'exports', 'require', cjs)(module, module.exports, createRequire(`${root}/`));
  if (typeof module.exports.default !== 'function') throw new Error('no validator exported');
  return module.exports.default;
}

/** Every schema the examples hold, a few meta-schema failures, and plain JSON values. */
const known: unknown[] = [
  ...examples.flatMap((e) => {
    try {
      const value = JSON.parse(e.text) as Record<string, unknown>;
      return [value?.inputSchema, value?.outputSchema].filter((s) => s !== undefined);
    } catch {
      return [];
    }
  }),
  { type: 'strin' },
  { properties: { a: { minLength: -1 } } },
  { $defs: { x: { $ref: 1 } }, required: 'a' },
  { anyOf: [] },
  true,
  42,
];

test('the precompiled meta-schema validators judge exactly as ajv compiling the meta-schema at run time', () => {
  const code = metaValidatorCode();
  assert.deepEqual(Object.keys(code), [...SUPPORTED_DIALECTS]);
  for (const dialect of SUPPORTED_DIALECTS) {
    const precompiled = load(code[dialect]!);
    const runtime = createAjv(dialect).getSchema(META_SCHEMA_IDS[dialect]) as ValidateFunction;
    // The verdict and the errors, or what was thrown (generated values can hold objects without a
    // prototype, on which ajv's deep-equal throws: it must then throw the same either way).
    const outcome = (validate: ValidateFunction, schema: unknown) => {
      try {
        return { valid: validate(schema), errors: validate.errors ?? null };
      } catch (error) {
        return { threw: String(error) };
      }
    };
    const agree = (schema: unknown) => {
      const result = outcome(precompiled, schema);
      assert.deepEqual(result, outcome(runtime, schema), `${dialect}: ${JSON.stringify(schema)}`);
      return 'valid' in result ? result.valid : undefined;
    };
    const verdicts = known.map(agree);
    assert.ok(verdicts.includes(true) && verdicts.includes(false), 'the known schemas pass and fail');
    fc.assert(
      fc.property(fc.oneof(garbageSchema, fc.jsonValue()), (schema) => void agree(schema)),
      {
        numRuns: 300,
      },
    );
  }
});

test('in the bundle, the meta-schema validator is in one shared file, with the precompiled ones', async () => {
  const dir = await bundleDir();
  const files = readdirSync(dir).filter((name) => name.endsWith('.cjs'));
  const withValidator = files.filter((name) =>
    readFileSync(join(dir, name), 'utf8').includes('function setPrecompiledMetaValidators('),
  );
  // Split: validate's worker, serve, list, call, test and diff all load this one copy.
  assert.equal(withValidator.length, 1, withValidator.join(', '));
  const text = readFileSync(join(dir, withValidator[0]!), 'utf8');
  const call = /setPrecompiledMetaValidators\(\{([^}]*)\}\)/.exec(text);
  assert.deepEqual(
    [...(call?.[1] ?? '').matchAll(/"([^"]+)":/g)].map((m) => m[1]),
    [...SUPPORTED_DIALECTS],
  );
});
