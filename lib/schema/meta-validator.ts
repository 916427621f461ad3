import type { ErrorObject, ValidateFunction } from 'ajv';
import { decodePointer, getAtPointer } from '../json/json-pointer';
import { createAjv, META_SCHEMA_IDS } from './create-ajv';
import type { Dialect } from './dialect';
import { describeError } from './error-message';
import precompiled2020 from './meta-validator-2020-12.generated';
import type { SchemaProblem } from './schema-problem';

/**
 * 2020-12, the dialect of nearly every tool schema, starts precompiled (ajv's standalone code,
 * scripts/generate-meta-validator.mjs): compiling its meta-schema cost every validation worker and
 * process a few hundred ms of CPU at start. The other dialects compile on first use.
 */
const validators = new Map<Dialect, ValidateFunction>([
  ['2020-12', precompiled2020 as unknown as ValidateFunction],
]);

/**
 * Installs meta-schema validators compiled ahead of time (ajv's standalone code, the same code ajv
 * would generate here), so a short-lived process need not compile them at start: the CLI bundle
 * calls it with the code bin/build-cli.mjs generates (so no TypeScript module imports it).
 * @public
 */
export function setPrecompiledMetaValidators(
  precompiled: Readonly<Partial<Record<Dialect, ValidateFunction>>>,
): void {
  for (const [dialect, validate] of Object.entries(precompiled) as [Dialect, ValidateFunction][]) {
    validators.set(dialect, validate);
  }
}

/** The compiled meta-schema validator of a dialect, built on first use (tens of ms) and kept. */
function metaValidator(dialect: Dialect): ValidateFunction {
  let validate = validators.get(dialect);
  if (validate === undefined) {
    const found = createAjv(dialect).getSchema(META_SCHEMA_IDS[dialect]);
    if (found === undefined) throw new Error(`ajv has no meta-schema for ${dialect}`);
    validate = found as ValidateFunction;
    validators.set(dialect, validate);
  }
  return validate;
}

const COMPOSITE = new Set(['anyOf', 'oneOf', 'allOf', 'if', '$ref', '$dynamicRef', '$recursiveRef']);

function subject(path: string): string {
  const tokens = decodePointer(path);
  const last = tokens?.at(-1);
  if (path === '' || last === undefined) return 'The schema';
  const parent = tokens?.at(-2);
  if (
    parent !== undefined &&
    ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].includes(parent)
  ) {
    return `The subschema for ${JSON.stringify(last)} in "${parent}"`;
  }
  return /^\d+$/.test(last) ? `Item ${last} of "${parent ?? ''}"` : `"${last}"`;
}

/**
 * ajv reports a meta-schema failure as several raw errors (one per branch of an `anyOf`, plus the
 * `anyOf` itself). Group them by place; when a branch got further (errors deeper inside the same
 * place), keep only those, since they say what is actually wrong.
 */
function groupErrors(errors: readonly ErrorObject[]): Map<string, ErrorObject[]> {
  const paths = new Set(errors.map((e) => e.instancePath));
  const groups = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    const path = error.instancePath;
    const hasDeeper = [...paths].some((p) => p.startsWith(`${path}/`));
    if (
      hasDeeper &&
      errors.some((e) => e.instancePath === path && (e.keyword === 'anyOf' || e.keyword === 'oneOf'))
    )
      continue;
    const group = groups.get(path) ?? [];
    group.push(error);
    groups.set(path, group);
  }
  return groups;
}

/** Meta-schema problems of a schema, one per place, with the pointer inside the schema. */
export function validateAgainstMetaSchema(schema: unknown, dialect: Dialect): SchemaProblem[] {
  const validate = metaValidator(dialect);
  if (validate(schema)) return [];
  const problems: SchemaProblem[] = [];
  for (const [path, group] of groupErrors(validate.errors ?? [])) {
    const simple = group.filter((e) => !COMPOSITE.has(e.keyword));
    const chosen = simple.length > 0 ? simple : group;
    const alternatives = group.some((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
    const found = getAtPointer(schema, path);
    const value = found.found ? found.value : undefined;
    const messages = [...new Set(chosen.map((e) => describeError(e, value)))];
    problems.push({
      kind: 'invalid',
      severity: 'error',
      path,
      message: `${subject(path)} ${messages.join(alternatives ? '; or it ' : '; it ')}. (JSON Schema ${dialect} meta-schema)`,
    });
  }
  return problems;
}
