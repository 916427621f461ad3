import { isObject } from '../json/is-object';
import { allowsNull } from './make-nullable';
import { setOwn } from './set-own';

const MAX_DEPTH = 64;

/** A local `$ref` ("#/$defs/x", "#/definitions/x") resolved against the root; other schemas as they are. */
function resolve(schema: unknown, root: unknown): unknown {
  if (!isObject(schema) || typeof schema.$ref !== 'string' || !isObject(root)) return schema;
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(schema.$ref);
  if (!match) return schema;
  const defs = root[match[1]!];
  const name = match[2]!.replaceAll('~1', '/').replaceAll('~0', '~');
  return isObject(defs) && Object.hasOwn(defs, name) ? defs[name] : schema;
}

/** The schemas that describe a value here: the schema and the branches of its combinators. */
function facets(schema: unknown, root: unknown, depth = 0): Record<string, unknown>[] {
  const node = resolve(schema, root);
  if (!isObject(node) || depth > 8) return [];
  const out = [node];
  for (const keyword of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(node[keyword]))
      for (const branch of node[keyword] as unknown[]) out.push(...facets(branch, root, depth + 1));
  return out;
}

/**
 * Undoes the one change strict mode makes to arguments: an optional property the rewrite made
 * nullable comes back as null when the model meant "left out". Walking the tool's original MCP
 * `inputSchema`, this removes every null whose property is optional there and does not allow null,
 * in nested objects and arrays too, so the MCP server receives arguments its own schema accepts.
 * Everything else is returned unchanged (a copy where something was removed).
 */
export function dropAddedNulls(inputSchema: unknown, args: unknown): unknown {
  return walk(inputSchema, args, inputSchema, 0);
}

function walk(schema: unknown, value: unknown, root: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  const here = facets(schema, root);
  if (here.length === 0) return value;
  if (Array.isArray(value)) {
    const items = here.map((f) => f.items).find((i) => i !== undefined && !Array.isArray(i));
    return items === undefined ? value : value.map((v) => walk(items, v, root, depth + 1));
  }
  if (!isObject(value)) return value;
  const required = new Set<string>();
  for (const f of here) if (Array.isArray(f.required)) for (const n of f.required) required.add(String(n));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const property = here
      .map((f) =>
        isObject(f.properties) && Object.hasOwn(f.properties, key) ? f.properties[key] : undefined,
      )
      .find((p) => p !== undefined);
    if (property === undefined) {
      setOwn(out, key, v);
      continue;
    }
    if (v === null && !required.has(key)) {
      const resolved = resolve(property, root);
      if (!(isObject(resolved) && allowsNull(resolved))) continue;
    }
    setOwn(out, key, walk(property, v, root, depth + 1));
  }
  return out;
}
