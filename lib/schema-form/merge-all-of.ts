import { isObject } from '../json/is-object';
import { defineKey, jsonEqual } from './json-value';

export type MergeResult =
  | { ok: true; schema: boolean | Record<string, unknown> }
  | { ok: false; reason: string };

// The first member's annotations win: the outer schema is passed first, so its title and
// description stay the field's own.
const FIRST_WINS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$schema',
  '$id',
  'id',
  '$anchor',
  '$defs',
  'definitions',
]);
const TAKE_MAX = new Set([
  'minimum',
  'exclusiveMinimum',
  'minLength',
  'minItems',
  'minProperties',
  'minContains',
]);
const TAKE_MIN = new Set([
  'maximum',
  'exclusiveMaximum',
  'maxLength',
  'maxItems',
  'maxProperties',
  'maxContains',
]);
// Keywords whose value is one subschema: two of them combine into an allOf, described later.
const SUBSCHEMA = new Set([
  'additionalProperties',
  'items',
  'additionalItems',
  'propertyNames',
  'contains',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

function typesOf(type: unknown): string[] {
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

function intersectTypes(a: unknown, b: unknown): string[] {
  const left = typesOf(a);
  const right = typesOf(b);
  const out: string[] = [];
  for (const t of left) {
    if (right.includes(t)) out.push(t);
    else if (t === 'integer' && right.includes('number')) out.push('integer');
    else if (t === 'number' && right.includes('integer')) out.push('integer');
  }
  return [...new Set(out)];
}

function combine(key: string, a: unknown, b: unknown): { ok: true; value: unknown } | { ok: false } {
  if (FIRST_WINS.has(key)) return { ok: true, value: a };
  if (jsonEqual(a, b)) return { ok: true, value: a };
  if (key === 'type') {
    const types = intersectTypes(a, b);
    return { ok: true, value: types.length === 1 ? types[0] : types };
  }
  if (TAKE_MAX.has(key) && typeof a === 'number' && typeof b === 'number')
    return { ok: true, value: Math.max(a, b) };
  if (TAKE_MIN.has(key) && typeof a === 'number' && typeof b === 'number')
    return { ok: true, value: Math.min(a, b) };
  if (key === 'required' && Array.isArray(a) && Array.isArray(b))
    return { ok: true, value: [...new Set([...a, ...b])] };
  if (key === 'uniqueItems') return { ok: true, value: a === true || b === true };
  if (key === 'enum' && Array.isArray(a) && Array.isArray(b))
    return { ok: true, value: a.filter((x) => b.some((y) => jsonEqual(x, y))) };
  if (key === 'properties' && isObject(a) && isObject(b)) {
    const merged: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(a)) defineKey(merged, name, schema);
    for (const [name, schema] of Object.entries(b)) {
      const mine = Object.hasOwn(merged, name) ? merged[name] : undefined;
      defineKey(
        merged,
        name,
        mine === undefined || jsonEqual(mine, schema) ? schema : { allOf: [mine, schema] },
      );
    }
    return { ok: true, value: merged };
  }
  if (SUBSCHEMA.has(key) && !Array.isArray(a) && !Array.isArray(b))
    return { ok: true, value: { allOf: [a, b] } };
  return { ok: false };
}

/**
 * Merges resolved `allOf` members (no `$ref` or `allOf` left at their top) into one schema, for the
 * simple cases forms meet: properties and required lists side by side, narrowed types and bounds,
 * annotations (the first member's win). A keyword that two members set differently and that has
 * no simple merge (two `oneOf`s, two `pattern`s, two different `const`s…) fails the merge, with the
 * reason, so the caller can fall back to raw JSON editing. A `false` member makes the result `false`.
 *
 * The merge is a form's approximation: `additionalProperties: false` in one member is kept as is,
 * even though, strictly, it would also reject the other members' properties.
 */
export function mergeAllOf(members: ReadonlyArray<unknown>): MergeResult {
  const result: Record<string, unknown> = {};
  for (const member of members) {
    if (member === false) return { ok: true, schema: false };
    if (member === true) continue;
    if (!isObject(member)) return { ok: false, reason: 'an allOf member is not a schema' };
    for (const [key, value] of Object.entries(member)) {
      if (!Object.hasOwn(result, key)) {
        defineKey(result, key, value);
        continue;
      }
      const combined = combine(key, result[key], value);
      if (!combined.ok) {
        const why =
          key === 'oneOf' || key === 'anyOf'
            ? `several allOf members have their own "${key}"`
            : `allOf members set "${key}" to different values`;
        return { ok: false, reason: `${why}, which the form cannot merge` };
      }
      defineKey(result, key, combined.value);
    }
  }
  return { ok: true, schema: result };
}
