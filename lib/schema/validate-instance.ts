import type { ErrorObject } from 'ajv';
import { getAtPointer, joinPointer } from '../json/json-pointer';
import { PatternUndecided } from './analyze-pattern';
import { type CompiledSchema, validatorOf } from './compiled-schema';
import { describeError, showValue } from './error-message';
import { fuelFor } from './validation-fuel';
import { formatUnits, WorkLimitReached, type WorkStop, withWorkLimit } from './work-meter';

export interface InstanceError {
  /** RFC 6901 pointer into the instance ("" = the whole instance). */
  instancePath: string;
  /** RFC 6901 pointer into the schema (or into the `$ref` target's resource) of the failing keyword. */
  schemaPath: string;
  /** The failing keyword, e.g. "type", "required", "pattern". */
  keyword: string;
  /**
   * Plain words, without the location: "must be a string, got number",
   * "is missing required property \"id\"", "must be one of: \"a\", \"b\"".
   */
  message: string;
  /** ajv's structured details (e.g. `missingProperty`, `allowedValues`, `limit`). */
  params?: Record<string, unknown>;
}

/** At most this many errors are returned (and turned into messages). */
export const MAX_INSTANCE_ERRORS = 200;

/** Why a validation could not decide (see InstanceValidation.unchecked). */
export interface UncheckedInstance {
  /** Where it stopped: the value a pattern could not decide, or "" for the whole instance. */
  instancePath: string;
  /** Starts with "could not be checked: " and says what was too expensive. */
  message: string;
}

/**
 * `valid: true` — the instance conforms. `valid: false` with errors — it does not. `valid: false`
 * with `unchecked` (and no errors) — the check could not finish within its limits, so the instance
 * is neither a pass nor a failure: callers must say "could not be checked", never "invalid".
 */
export interface InstanceValidation {
  valid: boolean;
  errors: InstanceError[];
  unchecked?: UncheckedInstance;
}

/** ajv writes schemaPath as a URI fragment ("#/properties/a%20b/type"); make it a plain pointer. */
function toPointer(fragment: string): string {
  const body = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  return body
    .split('/')
    .map((token) => {
      try {
        return decodeURIComponent(token);
      } catch {
        return token;
      }
    })
    .join('/');
}

function toInstanceError(error: ErrorObject, instance: unknown): InstanceError {
  const found = getAtPointer(instance, error.instancePath);
  const value = found.found ? found.value : undefined;
  let message: string;
  if (error.propertyName !== undefined && error.keyword !== 'propertyNames') {
    message = `has a property name ${JSON.stringify(error.propertyName)} that ${describeError(error, error.propertyName)}`;
  } else {
    message = describeError(error, value);
  }
  return {
    instancePath: error.instancePath,
    schemaPath: toPointer(error.schemaPath),
    keyword: error.keyword,
    message,
    params: { ...error.params },
  };
}

/** Pointer of the first string value (or the object owning the first key) equal to `text`. */
function locate(root: unknown, text: string): string {
  const stack: Array<[unknown, string, number]> = [[root, '', 0]];
  while (stack.length > 0) {
    const [node, path, depth] = stack.pop()!;
    if (node === text) return path;
    if (node === null || typeof node !== 'object' || depth > 256) continue;
    const entries: Array<[string, unknown]> = Array.isArray(node)
      ? node.map((v, i) => [String(i), v])
      : Object.entries(node as Record<string, unknown>);
    if (!Array.isArray(node) && Object.hasOwn(node, text)) return path;
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push([child, joinPointer(path, key), depth + 1]);
    }
  }
  return '';
}

function unchecked(instancePath: string, message: string): InstanceValidation {
  return {
    valid: false,
    errors: [],
    unchecked: { instancePath, message: `could not be checked: ${message}` },
  };
}

function describeStop(stop: WorkStop): string {
  return stop.cause === 'time'
    ? `validation ran past its deadline after ${Math.round(stop.elapsedMs)} ms, mostly ${stop.mostlyOnWords}. Simplify the schema or the value`
    : `validation needed more than ${formatUnits(stop.units)} work units (about one subschema application each; the limit grows with the size of the value), mostly ${stop.mostlyOnWords}. Simplify the schema or the value`;
}

/**
 * Validates an instance against a compiled schema. Never throws (except to hand a limit of an
 * enclosing work scope back to it).
 *
 * Every part of the work is metered (see work-meter.ts): subschema applications (unions over a
 * recursive `$ref`, `contains`, reference chains), pattern tests (re2js charged at their worst
 * case, the backtracker per step) and `uniqueItems` hashing. The limit is fuelFor(instance), linear
 * in the instance's size; past it — or when one pattern cannot decide a value within its own step
 * allowance, or the instance nests beyond the engine's stack — the result is `unchecked`.
 */
export function validateInstance(validator: CompiledSchema, instance: unknown): InstanceValidation {
  const validate = validatorOf(validator);
  if (validate === undefined) {
    return {
      valid: false,
      errors: [
        {
          instancePath: '',
          schemaPath: '',
          keyword: 'compile',
          message: 'was not checked: the validator was not made by compileSchema',
        },
      ],
    };
  }
  return withWorkLimit(
    { units: fuelFor(instance) },
    (): InstanceValidation => {
      try {
        if (validate(instance)) return { valid: true, errors: [] };
        // Unions report every failed branch; past a few hundred findings nobody reads on.
        const errors = (validate.errors ?? [])
          .slice(0, MAX_INSTANCE_ERRORS)
          .map((e) => toInstanceError(e, instance));
        return { valid: false, errors };
      } catch (error) {
        if (error instanceof WorkLimitReached) throw error;
        if (error instanceof PatternUndecided) {
          return unchecked(
            locate(instance, error.input),
            `${error.reason} (value ${showValue(error.input)})`,
          );
        }
        if (error instanceof RangeError) {
          return unchecked('', 'the value nests too deeply for the validator (it ran out of stack)');
        }
        const detail = error instanceof Error ? error.message : String(error);
        return unchecked('', `the validator failed (${detail})`);
      }
    },
    (stop) => unchecked('', describeStop(stop)),
  );
}
