import type { ErrorObject } from 'ajv';
import { plural } from '../text/plural';
import { describeJsonType } from './dialect';

const MAX_LISTED_VALUES = 20;

/** `a string`, `an object`, `an integer`… */
function withArticle(typeName: string): string {
  return /^[aeiou]/.test(typeName) ? `an ${typeName}` : `a ${typeName}`;
}

function listTypes(types: readonly string[]): string {
  if (types.length === 2 && types.includes('object') && types.includes('boolean')) {
    return 'a schema (an object or a boolean)';
  }
  const named = types.map(withArticle);
  return named.length <= 1 ? (named[0] ?? 'nothing') : `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`;
}

/** A short JSON rendering for messages; long values are cut. */
export function showValue(value: unknown, max = 60): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** ajv's limits are numbers; anything else is shown as it is, with the plural. */
function counted(n: unknown, one: string, many: string): string {
  return typeof n === 'number' ? plural(n, one, many) : `${String(n)} ${many}`;
}

function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_LISTED_VALUES).map((v) => showValue(v, 40));
  const more = values.length > MAX_LISTED_VALUES ? ` … (${values.length - MAX_LISTED_VALUES} more)` : '';
  return `${shown.join(', ')}${more}`;
}

/** Levenshtein distance, for "did you mean" hints on short enum values. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * The allowed string closest to `value` (case aside, fewer than three edits away), or undefined:
 * the "did you mean" of messages, and what the validator's quick fixes put in its place.
 */
export function closestAllowed(value: unknown, allowed: readonly unknown[]): string | undefined {
  if (typeof value !== 'string' || value.length > 40) return undefined;
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of allowed) {
    if (typeof candidate !== 'string') continue;
    const d = distance(value.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function suggestion(value: unknown, allowed: readonly unknown[]): string {
  const best = closestAllowed(value, allowed);
  return best === undefined ? '' : ` (did you mean ${JSON.stringify(best)}?)`;
}

const COMPARISON_WORDS: Readonly<Record<string, string>> = {
  '>=': 'at least',
  '<=': 'at most',
  '>': 'greater than',
  '<': 'less than',
};

/**
 * Plain-words text for one ajv error, without the location (callers show the pointer).
 * `value` is the data the error is about (the instance part at `instancePath`), used for
 * "got number" and "did you mean" hints.
 */
export function describeError(error: ErrorObject, value: unknown): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const types = Array.isArray(p.type) ? p.type.map(String) : String(p.type).split(',');
      return `must be ${listTypes(types)}, got ${describeJsonType(value)}`;
    }
    case 'required':
      return `is missing required property ${JSON.stringify(p.missingProperty)}`;
    case 'dependentRequired':
    case 'dependencies':
      if (p.missingProperty !== undefined) {
        return `has property ${JSON.stringify(p.property)}, so it must also have ${JSON.stringify(p.missingProperty)}`;
      }
      break;
    case 'additionalProperties':
      return `has unexpected property ${JSON.stringify(p.additionalProperty)} (additional properties are not allowed)`;
    case 'unevaluatedProperties':
      return `has unexpected property ${JSON.stringify(p.unevaluatedProperty)} (no subschema accepts it)`;
    case 'propertyNames':
      return `has a property name that is not allowed: ${JSON.stringify(p.propertyName)}`;
    case 'enum': {
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues : [];
      return `must be one of: ${listValues(allowed)}${suggestion(value, allowed)}`;
    }
    case 'const':
      return `must be exactly ${showValue(p.allowedValue)}`;
    case 'minLength':
      return `must be at least ${counted(p.limit, 'character', 'characters')} long`;
    case 'maxLength':
      return `must be at most ${counted(p.limit, 'character', 'characters')} long`;
    case 'minItems':
      return `must have at least ${counted(p.limit, 'item', 'items')}`;
    case 'maxItems':
    case 'additionalItems':
      return `must have at most ${counted(p.limit, 'item', 'items')}`;
    case 'items':
      if (p.limit !== undefined) return `must have at most ${counted(p.limit, 'item', 'items')}`;
      break;
    case 'unevaluatedItems':
      return `must have at most ${counted(p.limit, 'item', 'items')} (no subschema accepts the rest)`;
    case 'minProperties':
      return `must have at least ${counted(p.limit, 'property', 'properties')}`;
    case 'maxProperties':
      return `must have at most ${counted(p.limit, 'property', 'properties')}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words = COMPARISON_WORDS[String(p.comparison)];
      if (words !== undefined) return `must be ${words} ${String(p.limit)}`;
      break;
    }
    case 'multipleOf':
      return `must be a multiple of ${String(p.multipleOf)}`;
    case 'pattern':
      return `must match the pattern ${JSON.stringify(p.pattern)}`;
    case 'format':
      return `must be a valid ${JSON.stringify(p.format)}`;
    case 'uniqueItems':
      if (typeof p.i === 'number' && typeof p.j === 'number') {
        return `must not contain duplicates (items ${Math.min(p.i, p.j)} and ${Math.max(p.i, p.j)} are equal)`;
      }
      break;
    case 'contains':
      return p.maxContains === undefined
        ? `must contain at least ${counted(p.minContains, 'item', 'items')} matching "contains"`
        : `must contain between ${String(p.minContains)} and ${String(p.maxContains)} items matching "contains"`;
    case 'oneOf':
      return Array.isArray(p.passingSchemas)
        ? `must match exactly one "oneOf" schema, but matches several (schemas ${p.passingSchemas.join(' and ')}, counting from 0)`
        : 'must match exactly one "oneOf" schema, but matches none';
    case 'anyOf':
      return 'must match at least one "anyOf" schema';
    case 'not':
      return 'must not match the "not" schema';
    case 'if':
      return p.failingKeyword === 'then'
        ? 'must match the "then" schema (because it matches "if")'
        : 'must match the "else" schema (because it does not match "if")';
    case 'false schema':
      return 'is not allowed here (the schema at this place is false)';
  }
  return error.message ?? `fails the "${error.keyword}" keyword`;
}
