import { isObject } from '../json/is-object';
import { stableJson } from '../json/stable-json';
import type { NoteSink } from './note-sink';
import { setOwn } from './set-own';

export interface RootFlattenOptions {
  /** The combinators the provider refuses at the root, e.g. ["allOf", "anyOf", "oneOf"]. */
  combinators: readonly string[];
  /** Other root keywords it refuses, dropped outright (OpenAI: "enum", "not", "const"). */
  dropped?: readonly string[];
  /** Why the keyword cannot stay at the root, one sentence for the notes. */
  refusal(keyword: string): string;
  rule?: string;
}

/** A branch as an object schema: itself, or the root definition a lone `$ref` names. */
function branchSchema(branch: unknown, root: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!isObject(branch)) return undefined;
  if (typeof branch.$ref !== 'string') return branch;
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(branch.$ref);
  const defs = match ? root[match[1]!] : undefined;
  const name = match ? match[2]!.replaceAll('~1', '/').replaceAll('~0', '~') : '';
  const target = isObject(defs) && Object.hasOwn(defs, name) ? defs[name] : undefined;
  return isObject(target) ? target : undefined;
}

/**
 * Rewrites a root schema that uses combinators some APIs refuse at the top level (`allOf`, `anyOf`,
 * `oneOf`) into one plain object schema: the properties of every branch are offered; a property
 * stays required when `allOf` requires it in some branch, or `anyOf`/`oneOf` in every branch. What
 * only the combination expressed (which alternative applies) is lost to the model and said in a
 * note; the MCP server still checks its full schema when the tool is called.
 */
export function flattenRootCombinators(
  schema: Record<string, unknown>,
  sink: NoteSink,
  options: RootFlattenOptions,
): Record<string, unknown> {
  const present = options.combinators.filter((k) => k in schema);
  const droppedHere = (options.dropped ?? []).filter((k) => k in schema);
  if (present.length === 0 && droppedHere.length === 0) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    if (!present.includes(key) && !droppedHere.includes(key)) setOwn(out, key, value);
  const properties: Record<string, unknown> = {};
  if (isObject(schema.properties))
    for (const [name, value] of Object.entries(schema.properties)) setOwn(properties, name, value);
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required.map(String) : []);
  for (const keyword of present) {
    const branches = Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : [];
    const objects = branches.map((b) => branchSchema(b, schema));
    const conflicts: string[] = [];
    const lost = new Set<string>();
    let common: Set<string> | undefined;
    for (const branch of objects) {
      if (!branch) {
        lost.add('a branch that is not an object schema');
        continue;
      }
      for (const key of Object.keys(branch))
        if (!['type', 'properties', 'required', 'description', 'title'].includes(key)) lost.add(`"${key}"`);
      if (isObject(branch.properties))
        for (const [name, value] of Object.entries(branch.properties)) {
          if (!Object.hasOwn(properties, name)) setOwn(properties, name, value);
          else if (stableJson(properties[name]) !== stableJson(value)) conflicts.push(name);
        }
      const names = new Set(Array.isArray(branch.required) ? branch.required.map(String) : []);
      if (keyword === 'allOf') for (const n of names) required.add(n);
      else common = common ? new Set([...common].filter((n) => names.has(n))) : names;
    }
    for (const n of common ?? []) required.add(n);
    const what =
      keyword === 'allOf'
        ? `its ${branches.length} parts were merged into one object`
        : `its ${branches.length} alternatives were merged into one object: every property is offered, and only those that every alternative requires stay required`;
    const extra = [
      conflicts.length > 0
        ? `Properties defined differently in two branches keep the first definition (${[...new Set(conflicts)].map((c) => `"${c}"`).join(', ')}).`
        : '',
      lost.size > 0 ? `Not carried over: ${[...lost].join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    sink.add({
      path: `/inputSchema/${keyword}`,
      kind: 'rewritten',
      message: `${options.refusal(keyword)} So ${what}. ${extra ? `${extra} ` : ''}The server still checks the full schema when the tool is called; say in the description which combinations are valid.`,
      ...(options.rule ? { rule: options.rule } : {}),
    });
  }
  for (const keyword of droppedHere)
    sink.add({
      path: `/inputSchema/${keyword}`,
      kind: 'dropped',
      message: `${options.refusal(keyword)} So it is left out. The server still applies it when the tool is called.`,
      ...(options.rule ? { rule: options.rule } : {}),
    });
  if (present.length === 0) return out;
  if (out.type === undefined) out.type = 'object';
  out.properties = properties;
  if (required.size > 0) out.required = [...required];
  else delete out.required;
  return out;
}
