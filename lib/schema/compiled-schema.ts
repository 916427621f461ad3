import type { ValidateFunction } from 'ajv';
import type { Dialect } from './dialect';
import type { SchemaProblem } from './schema-problem';

/** A schema ready to validate instances with validateInstance. Opaque; immutable; cheap to share. */
export interface CompiledSchema {
  readonly dialect: Dialect;
  /** Caveats that did not stop compiling (e.g. `regex-unsafe`); empty for most schemas. */
  readonly warnings: readonly SchemaProblem[];
}

// The ajv function stays out of the public object so callers cannot depend on ajv's API.
const validators = new WeakMap<CompiledSchema, ValidateFunction>();

export function createCompiledSchema(
  dialect: Dialect,
  warnings: readonly SchemaProblem[],
  validate: ValidateFunction,
): CompiledSchema {
  const compiled: CompiledSchema = Object.freeze({ dialect, warnings: Object.freeze([...warnings]) });
  validators.set(compiled, validate);
  return compiled;
}

/** The ajv function behind a CompiledSchema, or undefined for an object not made by compileSchema. */
export function validatorOf(compiled: CompiledSchema): ValidateFunction | undefined {
  return validators.get(compiled);
}
