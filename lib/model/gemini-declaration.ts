import { isObject } from '../json/is-object';
import { decodePointer, joinPointer } from '../json/json-pointer';
import { GEMINI_SCHEMA_FIELDS } from '../validate/rules/gemini-parameters-subset';
import { type GeminiRewrite, geminiAcceptsEnum, toGeminiOpenApiSchema } from './gemini-openapi-schema';
import { mergeAllOf } from './merge-all-of';
import type { NoteSink } from './note-sink';
import { setOwn } from './set-own';

const RULE_SUBSET = 'gemini-parameters-subset';

export type GeminiDeclarationResult =
  | {
      ok: true;
      /** The JSON Schema to hand to the AI SDK (the MCP schema with the repairs below). */
      inputSchema: Record<string, unknown>;
      /** What goes on the wire beside name and description. */
      fields: { parameters?: Record<string, unknown> } | { parametersJsonSchema: Record<string, unknown> };
    }
  | { ok: false; path: string; reason: string; rule?: string };

class Refusal {
  constructor(
    readonly path: string,
    readonly reason: string,
    readonly rule?: string,
  ) {}
}

const MAX_DEPTH = 100;

const REWRITE_NOTES: Record<GeminiRewrite, { message: string; rule?: string }> = {
  'type-list': {
    message:
      'A list of types became one type with "nullable": true (or an "anyOf" of types): Gemini\'s form.',
    rule: RULE_SUBSET,
  },
  'const-to-enum': { message: '"const" became an "enum" of one value.', rule: RULE_SUBSET },
  'enum-as-strings': {
    message: 'Gemini enums hold strings: the values were written as strings, with "format": "enum".',
    rule: RULE_SUBSET,
  },
  'null-branch': { message: 'A null branch of "anyOf" became "nullable": true.' },
  'ref-inlined': {
    message: '"$ref" was replaced by the definition it names: Gemini\'s "parameters" has no references.',
    rule: RULE_SUBSET,
  },
  'boolean-schema': {
    message:
      'The schema false (no value is valid) reaches Gemini as {"type": "boolean"} through the AI SDK\'s conversion.',
  },
};

/**
 * A Gemini function declaration's parameters for one MCP input schema, as the Vercel AI SDK sends
 * them. First this repairs what would make the SDK throw (and so fail the whole request) or Gemini
 * refuse the request: `oneOf` becomes `anyOf`; `allOf` is folded in where that keeps its meaning;
 * tuple `items`, enums the SDK cannot type and `true` subschemas are replaced; references it cannot
 * follow are inlined. Then it converts like the SDK (see gemini-openapi-schema.ts), noting every
 * keyword dropped on the way. A schema that refers to itself goes out as `parametersJsonSchema`,
 * as the SDK does. Refused: external references, cycles the SDK cannot express, and a property
 * named "__proto__" (the SDK's conversion loses it).
 */
export function geminiDeclaration(schema: Record<string, unknown>, sink: NoteSink): GeminiDeclarationResult {
  let repaired: Record<string, unknown>;
  try {
    repaired = repair(schema, '/inputSchema', sink, schema, [], 0) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof Refusal)
      return {
        ok: false,
        path: error.path,
        reason: error.reason,
        ...(error.rule ? { rule: error.rule } : {}),
      };
    throw error;
  }
  const converted = toGeminiOpenApiSchema(repaired, {
    dropped(path, keyword) {
      const hasField = GEMINI_SCHEMA_FIELDS.has(keyword);
      sink.add({
        path,
        kind: 'dropped',
        group: `gemini-drop-${keyword}`,
        message: hasField
          ? `Gemini's Schema has a "${keyword}" field, but the AI SDK's conversion does not carry it: the model never sees it (the MCP server still applies it).`
          : `"${keyword}" has no place in Gemini's "parameters" (an OpenAPI 3.0 subset) and is dropped: the model never sees it (the MCP server still applies it).`,
        ...(hasField ? {} : { rule: RULE_SUBSET }),
      });
    },
    rewritten(path, what) {
      const note = REWRITE_NOTES[what];
      sink.add({ path, kind: 'rewritten', group: `gemini-${what}`, ...note });
    },
  });
  if (converted.ok)
    return {
      ok: true,
      inputSchema: repaired,
      fields: converted.parameters === undefined ? {} : { parameters: converted.parameters },
    };
  if (converted.recursive) {
    // The SDK's notes on the failed attempt do not describe what is sent; say what is.
    sink.add({
      path: '/inputSchema',
      kind: 'rewritten',
      message: `${converted.message} The AI SDK then sends the JSON Schema as it is, as "parametersJsonSchema" instead of "parameters".`,
    });
    return { ok: true, inputSchema: repaired, fields: { parametersJsonSchema: repaired } };
  }
  return { ok: false, path: '/inputSchema', reason: converted.message, rule: RULE_SUBSET };
}

/** Resolves a local reference ("#", "#/…") in the root schema; undefined when it names nothing. */
function localTarget(ref: string, root: Record<string, unknown>): unknown {
  const segments = decodePointer(ref.slice(1));
  if (!segments) return undefined;
  let value: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isObject(value) && Object.hasOwn(value, segment)) value = value[segment];
    else return undefined;
  }
  return value;
}

/** A reference the SDK follows itself: a direct child of the root `$defs` or `definitions`. */
function sdkFollows(ref: string, root: Record<string, unknown>): boolean {
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  if (!match) return false;
  const defs = root[match[1]!];
  let name: string;
  try {
    name = decodeURIComponent(match[2]!);
  } catch {
    return false;
  }
  if (name.includes('/') || /~(?![01])/.test(name)) return false;
  return (
    isObject(defs) &&
    Object.hasOwn(
      defs,
      name.replace(/~[01]/g, (m) => (m === '~1' ? '/' : '~')),
    )
  );
}

function repair(
  input: unknown,
  path: string,
  sink: NoteSink,
  root: Record<string, unknown>,
  inlining: readonly string[],
  depth: number,
): unknown {
  if (depth > MAX_DEPTH) throw new Refusal(path, 'The schema nests too deeply to convert.');
  if (input === true) {
    sink.add({
      path,
      kind: 'rewritten',
      group: 'gemini-true',
      message:
        'The schema true (any value) would reach Gemini as {"type": "boolean"} through the AI SDK\'s conversion; it was written as {} (no constraint).',
    });
    return {};
  }
  if (!isObject(input)) return input;
  let node: Record<string, unknown> = input;
  if (typeof node.$ref === 'string' && !sdkFollows(node.$ref, root)) {
    const ref = node.$ref;
    const target = ref.startsWith('#') ? localTarget(ref, root) : undefined;
    if (target === undefined)
      throw new Refusal(
        joinPointer(path, '$ref'),
        `The reference ${JSON.stringify(ref)} does not point inside this schema; neither the AI SDK nor Gemini can follow it.`,
      );
    if (inlining.includes(ref) || ref === '#')
      throw new Refusal(
        joinPointer(path, '$ref'),
        `The schema refers to itself through ${JSON.stringify(ref)}, which the AI SDK's Gemini conversion cannot follow (only root "$defs" entries). Move the recursive part into "$defs".`,
      );
    sink.add({
      path: joinPointer(path, '$ref'),
      kind: 'rewritten',
      group: 'gemini-local-ref',
      message: `The reference ${JSON.stringify(ref)} was replaced by what it points to: the AI SDK follows only references to root "$defs" entries.`,
      rule: RULE_SUBSET,
    });
    const { $ref: _ref, ...siblings } = node;
    const resolved = target === true ? {} : isObject(target) ? target : {};
    return repair({ ...resolved, ...siblings }, path, sink, root, [...inlining, ref], depth + 1);
  }
  if (Array.isArray(node.allOf)) {
    const merged = mergeAllOf(node);
    if (merged) {
      sink.add({
        path: joinPointer(path, 'allOf'),
        kind: 'rewritten',
        group: 'gemini-allOf',
        message: '"allOf" was folded into the schema that holds it: Gemini\'s "parameters" has no "allOf".',
        rule: RULE_SUBSET,
      });
      node = merged;
    } else if (node.allOf.some((b) => isObject(b) && 'properties' in b))
      throw new Refusal(
        joinPointer(path, 'allOf'),
        'Gemini\'s "parameters" has no "allOf", and these branches cannot be folded into one object without changing their meaning.',
        RULE_SUBSET,
      );
  }
  if ('oneOf' in node) {
    const { oneOf, ...rest } = node;
    if (!('anyOf' in node)) {
      node = { ...rest, anyOf: oneOf };
      sink.add({
        path: joinPointer(path, 'oneOf'),
        kind: 'rewritten',
        group: 'gemini-oneOf',
        message:
          '"oneOf" became "anyOf": Gemini\'s "parameters" has only "anyOf" (the MCP server still checks "exactly one").',
        rule: RULE_SUBSET,
      });
    } else {
      node = rest;
      sink.add({
        path: joinPointer(path, 'oneOf'),
        kind: 'dropped',
        message:
          '"oneOf" was left out: Gemini\'s "parameters" has no "oneOf", and "anyOf" is already used beside it.',
        rule: RULE_SUBSET,
      });
    }
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const at = joinPointer(path, key);
    switch (key) {
      case 'allOf':
        // Left only when no branch has properties: assertions the model cannot see anyway.
        sink.add({
          path: at,
          kind: 'dropped',
          message:
            '"allOf" was left out: Gemini\'s "parameters" has no "allOf" (the MCP server still applies it).',
          rule: RULE_SUBSET,
        });
        break;
      case 'properties': {
        if (!isObject(value)) break;
        const properties: Record<string, unknown> = {};
        for (const [name, schema] of Object.entries(value)) {
          const propertyPath = joinPointer(at, name);
          if (name === '__proto__')
            throw new Refusal(
              propertyPath,
              'A property named "__proto__" is lost by the AI SDK\'s Gemini conversion (it builds the properties with plain assignment). Rename it.',
            );
          if (schema === false) {
            sink.add({
              path: propertyPath,
              kind: 'dropped',
              message: `The property "${name}" is forbidden (false); it was left out of what the model sees.`,
            });
            continue;
          }
          setOwn(properties, name, repair(schema, propertyPath, sink, root, inlining, depth + 1));
        }
        out.properties = properties;
        break;
      }
      case 'items':
        if (Array.isArray(value)) {
          sink.add({
            path: at,
            kind: 'dropped',
            message:
              'A tuple ("items" as a list of schemas) has no place in Gemini\'s "parameters"; it was left out.',
            rule: RULE_SUBSET,
          });
          break;
        }
        out.items = repair(value, at, sink, root, inlining, depth + 1);
        break;
      case 'anyOf':
        out.anyOf = Array.isArray(value)
          ? value.map((b, i) => repair(b, joinPointer(at, i), sink, root, inlining, depth + 1))
          : value;
        break;
      case '$defs':
      case 'definitions': {
        if (!isObject(value)) {
          out[key] = value;
          break;
        }
        const defs: Record<string, unknown> = {};
        for (const [name, def] of Object.entries(value))
          setOwn(defs, name, repair(def, joinPointer(at, name), sink, root, inlining, depth + 1));
        out[key] = defs;
        break;
      }
      case 'enum':
      case 'const': {
        const values = key === 'enum' ? value : [value];
        if (key === 'const' && 'enum' in node) {
          out[key] = value;
          break;
        }
        if (Array.isArray(values) && geminiAcceptsEnum(values, node.type)) out[key] = value;
        else
          sink.add({
            path: at,
            kind: 'dropped',
            group: `gemini-enum-${key}`,
            message: `This "${key}" was left out: Gemini enums need values of one primitive type that matches the schema's type, and the AI SDK fails the whole request otherwise.`,
            rule: RULE_SUBSET,
          });
        break;
      }
      default:
        setOwn(out, key, value);
    }
  }
  return out;
}
