import { isObject } from '../json/is-object';
import { stableJson } from '../json/stable-json';
import { setOwn } from './set-own';

/** Keys an `allOf` branch may hold for a merge of several branches to keep the schema's meaning. */
const MERGEABLE = new Set(['type', 'properties', 'required', 'description', 'title', 'additionalProperties']);

const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/**
 * Folds `allOf` into the schema that holds it, for providers that refuse `allOf`, when that keeps
 * the meaning: one branch (the `{ "allOf": [{ "$ref": … }], "description": … }` shape that Pydantic
 * writes) is spread into the holder; several branches merge when each is a plain object schema
 * (properties, required, description…) and no property is defined two different ways.
 * Returns undefined when the branches cannot be merged without changing what they accept.
 */
export function mergeAllOf(node: Record<string, unknown>): Record<string, unknown> | undefined {
  const branches = node.allOf;
  if (!Array.isArray(branches)) return undefined;
  const { allOf: _allOf, ...rest } = node;
  const members = branches.filter((b) => b !== true);
  if (members.some((b) => !isObject(b))) return undefined;
  const objects = members as Record<string, unknown>[];
  if (objects.length === 0) return rest;
  if (objects.length === 1) {
    const merged: Record<string, unknown> = { ...rest };
    for (const [key, value] of Object.entries(objects[0]!)) {
      if (!Object.hasOwn(merged, key)) setOwn(merged, key, value);
      else if (key !== 'description' && key !== 'title' && !same(merged[key], value)) return undefined;
    }
    return merged;
  }
  const merged: Record<string, unknown> = { ...rest };
  const properties: Record<string, unknown> = {};
  if (isObject(rest.properties))
    for (const [name, schema] of Object.entries(rest.properties)) setOwn(properties, name, schema);
  const required = new Set<string>(Array.isArray(rest.required) ? rest.required.map(String) : []);
  for (const branch of objects) {
    if (Object.keys(branch).some((k) => !MERGEABLE.has(k))) return undefined;
    if (branch.type !== undefined && branch.type !== 'object') return undefined;
    if (branch.additionalProperties !== undefined && branch.additionalProperties !== true) return undefined;
    if (isObject(branch.properties))
      for (const [name, schema] of Object.entries(branch.properties)) {
        if (Object.hasOwn(properties, name) && !same(properties[name], schema)) return undefined;
        setOwn(properties, name, schema);
      }
    if (Array.isArray(branch.required)) for (const name of branch.required) required.add(String(name));
    if (merged.description === undefined && typeof branch.description === 'string')
      merged.description = branch.description;
  }
  if (merged.type === undefined) merged.type = 'object';
  merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}
