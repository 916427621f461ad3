import { isObject } from '../json/is-object';
import { joinPointer } from '../json/json-pointer';
import {
  OPENAI_STRICT_FORMATS,
  OPENAI_STRICT_NOT_LISTED,
  OPENAI_STRICT_UNSUPPORTED,
} from '../validate/rules/openai-strict-keywords';
import { measureStrictSchema, OPENAI_STRICT_LIMITS } from '../validate/rules/openai-strict-limits';
import { describesObject } from '../validate/rules/schema-nodes';
import { makeNullable } from './make-nullable';
import { mergeAllOf } from './merge-all-of';
import type { NoteSink } from './note-sink';
import { setOwn } from './set-own';

/**
 * The keywords OpenAI's Structured Outputs page lists as supported: the structure (type,
 * properties, required, additionalProperties, items, anyOf, enum, const, $ref, $defs) and the
 * constraints it names for strings, numbers and arrays. Everything else is removed from a strict
 * schema, so the request is not refused for it.
 */
const KEPT = new Set([
  'type',
  'description',
  'title',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'enum',
  'const',
  '$ref',
  '$defs',
  'definitions',
  'pattern',
  'format',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'minItems',
  'maxItems',
]);

const RULE_KEYWORDS = 'openai-strict-keywords';
const RULE_CLOSED = 'openai-strict-closed-objects';
const RULE_REQUIRED = 'openai-strict-all-required';
const RULE_LIMITS = 'openai-strict-limits';

/** Thrown inside the walk when the tool cannot be made strict; caught by toStrictSchema. */
class Refusal {
  constructor(
    readonly path: string,
    readonly reason: string,
    readonly rule: string,
  ) {}
}

const MAX_DEPTH = 100;

export type StrictSchemaResult =
  | { ok: true; schema: Record<string, unknown> }
  | { ok: false; path: string; reason: string; rule: string };

/**
 * Rewrites a tool's input schema the way OpenAI's strict mode requires (Structured Outputs'
 * supported subset): every object closed with `"additionalProperties": false` and every property
 * listed in `required`, optional ones made nullable; unsupported keywords removed (assertions only:
 * the MCP server still checks them), `oneOf` turned into `anyOf`, a one-branch `allOf` folded in.
 * Refuses what strict mode cannot express: a value of any type, a free-form object, an array
 * without `items`, a composition it cannot fold, a non-local `$ref`, or a schema over the limits.
 * `base` is where the schema sits in the tool ("/inputSchema"), for the notes' paths.
 */
export function toStrictSchema(
  schema: Record<string, unknown>,
  sink: NoteSink,
  base = '/inputSchema',
): StrictSchemaResult {
  try {
    const out = convert(schema, base, sink, true, 0);
    const size = measureStrictSchema(out);
    const L = OPENAI_STRICT_LIMITS;
    const over =
      size.properties > L.properties
        ? `it has ${size.properties} object properties (strict mode allows ${L.properties})`
        : size.enumValues > L.enumValues
          ? `it has ${size.enumValues} enum values (strict mode allows ${L.enumValues})`
          : size.strings > L.stringLength
            ? `its names, enum and const values add up to ${size.strings} characters (strict mode allows ${L.stringLength})`
            : size.deepest > L.nestingLatest
              ? `its objects nest ${size.deepest} levels deep (strict mode allows ${L.nestingLatest})`
              : undefined;
    if (over)
      return {
        ok: false,
        path: base,
        reason: `The schema is too big for strict mode: ${over}.`,
        rule: RULE_LIMITS,
      };
    return { ok: true, schema: out };
  } catch (error) {
    if (error instanceof Refusal)
      return { ok: false, path: error.path, reason: error.reason, rule: error.rule };
    throw error;
  }
}

function hasType(node: Record<string, unknown>): boolean {
  return ['type', 'anyOf', '$ref', 'enum', 'const'].some((k) => k in node);
}

function isArraySchema(node: Record<string, unknown>): boolean {
  return node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array'));
}

function convert(
  input: unknown,
  path: string,
  sink: NoteSink,
  root: boolean,
  depth: number,
): Record<string, unknown> {
  if (depth > MAX_DEPTH) throw new Refusal(path, 'The schema nests too deeply to convert.', RULE_LIMITS);
  if (input === true || (isObject(input) && Object.keys(input).length === 0))
    throw new Refusal(
      path,
      'This schema accepts a value of any type; strict mode needs a "type" for every schema.',
      RULE_KEYWORDS,
    );
  if (!isObject(input))
    throw new Refusal(path, 'This schema can never be satisfied (false or not a schema).', RULE_KEYWORDS);
  let node = input;
  if ('allOf' in node) {
    const merged = Array.isArray(node.allOf) && node.allOf.length === 1 ? mergeAllOf(node) : undefined;
    if (!merged)
      throw new Refusal(
        joinPointer(path, 'allOf'),
        'Strict mode refuses "allOf", and these branches cannot be folded into one schema.',
        RULE_KEYWORDS,
      );
    sink.add({
      path: joinPointer(path, 'allOf'),
      kind: 'rewritten',
      message: 'Strict mode refuses "allOf": its single branch was folded into the schema that holds it.',
      rule: RULE_KEYWORDS,
      group: 'strict-allOf',
    });
    node = merged;
  }
  if ('oneOf' in node) {
    if ('anyOf' in node)
      throw new Refusal(
        joinPointer(path, 'oneOf'),
        'Strict mode has no "oneOf", and "anyOf" is already used beside it.',
        RULE_KEYWORDS,
      );
    const { oneOf, ...rest } = node;
    node = { ...rest, anyOf: oneOf };
    sink.add({
      path: joinPointer(path, 'oneOf'),
      kind: 'rewritten',
      message:
        'Strict mode does not list "oneOf": it became "anyOf" (a value may now match several branches; the server still checks "exactly one").',
      rule: RULE_KEYWORDS,
      group: 'strict-oneOf',
    });
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const at = joinPointer(path, key);
    if (key === 'format' && typeof value === 'string' && !OPENAI_STRICT_FORMATS.has(value)) {
      sink.add({
        path: at,
        kind: 'dropped',
        message: `Strict mode supports only the formats ${[...OPENAI_STRICT_FORMATS].join(', ')}; "format": "${value}" was removed.`,
        rule: RULE_KEYWORDS,
        group: `strict-format-${value}`,
      });
      continue;
    }
    if (!KEPT.has(key)) {
      const why = OPENAI_STRICT_UNSUPPORTED.includes(key)
        ? 'OpenAI documents it as not supported in strict mode'
        : OPENAI_STRICT_NOT_LISTED.includes(key)
          ? 'it is not among the keywords OpenAI lists for strict mode'
          : 'strict mode accepts only the keywords OpenAI lists';
      sink.add({
        path: at,
        kind: 'dropped',
        message: `"${key}" was removed: ${why}. The model no longer sees it; the MCP server still applies it.`,
        rule: RULE_KEYWORDS,
        group: `strict-drop-${key}`,
      });
      continue;
    }
    switch (key) {
      case 'properties':
      case 'additionalProperties':
      case 'required':
        break; // settled below, once the node is known to describe objects
      case 'items':
        if (Array.isArray(value))
          throw new Refusal(at, 'Strict mode has no tuples ("items" as a list of schemas).', RULE_KEYWORDS);
        out.items = convert(value, at, sink, false, depth + 1);
        break;
      case 'anyOf':
        if (!Array.isArray(value)) throw new Refusal(at, '"anyOf" is not a list of schemas.', RULE_KEYWORDS);
        out.anyOf = value.map((branch, i) => convert(branch, joinPointer(at, i), sink, false, depth + 1));
        break;
      case '$defs':
      case 'definitions': {
        if (!isObject(value)) throw new Refusal(at, `"${key}" is not a map of schemas.`, RULE_KEYWORDS);
        const defs: Record<string, unknown> = {};
        for (const [name, def] of Object.entries(value))
          setOwn(defs, name, convert(def, joinPointer(at, name), sink, false, depth + 1));
        out[key] = defs;
        break;
      }
      case '$ref':
        if (typeof value !== 'string' || !(value === '#' || value.startsWith('#/')))
          throw new Refusal(
            at,
            `Strict mode resolves only references inside the schema; ${JSON.stringify(value)} is not one.`,
            RULE_KEYWORDS,
          );
        out.$ref = value;
        break;
      default:
        out[key] = value;
    }
  }
  if (describesObject(node)) closeObject(node, out, path, sink, root, depth);
  if (!hasType(out))
    throw new Refusal(
      path,
      'This schema has no "type" (nor anyOf, enum or $ref); strict mode needs one for every schema.',
      RULE_KEYWORDS,
    );
  if (isArraySchema(out) && !('items' in out))
    throw new Refusal(
      path,
      'Strict mode needs "items" on every array schema, and this one has none.',
      RULE_KEYWORDS,
    );
  return out;
}

/** Makes an object schema strict: properties converted, all required (optional made nullable), closed. */
function closeObject(
  node: Record<string, unknown>,
  out: Record<string, unknown>,
  path: string,
  sink: NoteSink,
  root: boolean,
  depth: number,
): void {
  const source = isObject(node.properties) ? node.properties : {};
  const names = Object.keys(source);
  if (names.length === 0 && node.additionalProperties !== false && !root)
    throw new Refusal(
      path,
      'This object takes keys of its own choosing (no "properties"); strict mode closes every object, so the model could only send {}.',
      RULE_CLOSED,
    );
  const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
  const properties: Record<string, unknown> = {};
  const madeNullable: string[] = [];
  for (const name of names) {
    const at = joinPointer(path, 'properties', name);
    const value = source[name];
    if (value === false) {
      sink.add({
        path: at,
        kind: 'dropped',
        message: `The property "${name}" is forbidden (false) and was left out: a strict object lists only properties the model must send.`,
        rule: RULE_REQUIRED,
      });
      continue;
    }
    let converted = convert(value, at, sink, false, depth + 1);
    if (!required.has(name)) {
      const nullable = makeNullable(converted);
      if (nullable !== converted) madeNullable.push(name);
      converted = nullable;
    }
    setOwn(properties, name, converted);
  }
  out.properties = properties;
  out.required = Object.keys(properties);
  if (madeNullable.length > 0)
    sink.add({
      path,
      kind: 'rewritten',
      message: `Strict mode requires every property: ${madeNullable.map((n) => `"${n}"`).join(', ')} ${madeNullable.length === 1 ? 'was optional and is' : 'were optional and are'} now required and accept${madeNullable.length === 1 ? 's' : ''} null. The model sends null to leave ${madeNullable.length === 1 ? 'it' : 'them'} out; the host removes those nulls before calling the MCP tool.`,
      rule: RULE_REQUIRED,
    });
  if (node.additionalProperties !== false) {
    sink.add({
      path,
      kind: 'rewritten',
      message:
        node.additionalProperties === undefined || node.additionalProperties === true
          ? 'Strict mode closes every object: "additionalProperties": false was added.'
          : 'Strict mode closes every object: "additionalProperties" became false, so the model can no longer send keys beyond the listed properties.',
      rule: RULE_CLOSED,
      group: `strict-close-${node.additionalProperties === undefined || node.additionalProperties === true}`,
    });
  }
  out.additionalProperties = false;
}
