import type { ErrorObject } from 'ajv';
import { getAtPointer, joinPointer } from '../json/json-pointer';
import { type CompiledSchema, validatorOf } from './compiled-schema';
import { describeError, showValue } from './error-message';
import { UnsafePatternError } from './regexp-engine';
import { FuelExhausted, fuelFor, refuel } from './validation-fuel';

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

export interface InstanceValidation {
  valid: boolean;
  errors: InstanceError[];
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

/**
 * Validates an instance against a compiled schema. Never throws: an internal failure (a pattern
 * that cannot run safely, an instance nested beyond the engine's stack) is returned as an error,
 * so the instance counts as invalid (fail-closed).
 *
 * Validation is synchronous and linear for patterns (re2js); its total work is capped by a fuel
 * budget (see validation-fuel.ts), so a union over a recursive `$ref` cannot take exponential time:
 * such a validation ends with a `budget` error and the instance counts as invalid (fail-closed).
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
  const fuel = fuelFor(instance);
  try {
    refuel(fuel);
    if (validate(instance)) return { valid: true, errors: [] };
    // Unions report every failed branch; past a few hundred findings nobody reads on.
    const errors = (validate.errors ?? [])
      .slice(0, MAX_INSTANCE_ERRORS)
      .map((e) => toInstanceError(e, instance));
    return { valid: false, errors };
  } catch (error) {
    if (error instanceof UnsafePatternError) {
      return {
        valid: false,
        errors: [
          {
            instancePath: locate(instance, error.input),
            schemaPath: '',
            keyword: 'pattern',
            message: `could not be checked against the pattern ${JSON.stringify(error.pattern)}, which cannot run safely, so it is treated as invalid (value ${showValue(error.input)})`,
            params: { pattern: error.pattern },
          },
        ],
      };
    }
    if (error instanceof FuelExhausted) {
      return {
        valid: false,
        errors: [
          {
            instancePath: '',
            schemaPath: '',
            keyword: 'budget',
            message: `could not be checked: validation stopped after ${fuel.toLocaleString('en-US')} schema applications. The schema combines unions (anyOf / oneOf / allOf) with recursion, so the work grows exponentially with how deeply the value nests; simplify the schema or the value`,
          },
        ],
      };
    }
    const detail = error instanceof Error ? error.message : String(error);
    return {
      valid: false,
      errors: [
        {
          instancePath: '',
          schemaPath: '',
          keyword: 'error',
          message: `could not be validated (${detail}); it is probably nested too deeply`,
        },
      ],
    };
  }
}
