import { joinPointer } from '../json/json-pointer';
import { checkSchema, type SchemaCheck } from '../schema/index';
import { textKeyedCache } from '../schema/lru-cache';
import { analyzeMcpHeaders, type McpHeaderAnalysis } from '../wire/mcp-header-declarations';

/** A string inside a schema that may reach a model (a description, an enum value, a property name). */
export interface SchemaText {
  /** Pointer relative to the schema ("" = the schema itself), to append to the schema's own pointer. */
  path: string;
  value: string;
  field: 'schema text' | 'schema key';
}

/** What the rules derive from one schema's content alone, computed once per distinct schema text. */
export interface SchemaFacts {
  /** Strings of the schema that become model-text targets, in walk order. */
  readonly texts: readonly SchemaText[];
  /** checkSchema of the schema with default limits; filled on first use (see schemaCheckOf). */
  check: SchemaCheck | undefined;
  /** The x-mcp-header analysis (meaningful for an inputSchema); filled on first use (see mcpHeadersOf). */
  mcpHeaders: McpHeaderAnalysis | undefined;
  /** Results of schemaMemo, by name. */
  memo: Map<string, unknown> | undefined;
}

/** Bounds on how much schema text is collected for the model-text rules (a hostile schema can be huge). */
const MAX_SCHEMA_DEPTH = 64;
const MAX_SCHEMA_STRINGS = 20_000;

/**
 * Schema keys and values such as "object", "additionalProperties" or "user_id" are plain ASCII
 * identifiers: they can hide no invisible character and no sentence. Only other strings become
 * model-text targets, which keeps a 500-tool list from producing tens of thousands of them.
 */
function isIdentifier(text: string): boolean {
  // Same set as /^[\w.$#/-]*$/, tested by hand: most schema strings are short, and the call into
  // the regular-expression engine costs more than the loop.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (
      !(
        (c >= 97 && c <= 122) || // a-z
        (c >= 65 && c <= 90) || // A-Z
        (c >= 48 && c <= 57) || // 0-9
        c === 95 || // _
        c === 46 || // .
        c === 36 || // $
        c === 35 || // #
        c === 47 || // /
        c === 45 // -
      )
    )
      return false;
  }
  return true;
}

/** The model-text strings of a schema. Pointers are built only for strings that become targets. */
function collectTexts(schema: unknown): SchemaText[] {
  const out: SchemaText[] = [];
  const budget = { left: MAX_SCHEMA_STRINGS };
  const walk = (value: unknown, path: string, depth: number) => {
    if (depth > MAX_SCHEMA_DEPTH || budget.left <= 0 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      // The budget is checked per item: one flat enum or object can be huge.
      for (let i = 0; i < value.length && budget.left > 0; i++) {
        const item: unknown = value[i];
        budget.left--;
        if (typeof item === 'string') {
          if (!isIdentifier(item))
            out.push({ path: joinPointer(path, i), value: item, field: 'schema text' });
        } else walk(item, joinPointer(path, i), depth + 1);
      }
      return;
    }
    for (const key in value) {
      if (budget.left <= 0) return;
      if (!Object.hasOwn(value, key)) continue;
      const item = (value as Record<string, unknown>)[key];
      // Not JSON (only a value handed in directly can hold it); JSON.stringify leaves it out too.
      if (item === undefined) continue;
      budget.left--;
      if (!isIdentifier(key)) out.push({ path: joinPointer(path, key), value: key, field: 'schema key' });
      if (typeof item === 'string') {
        if (!isIdentifier(item))
          out.push({ path: joinPointer(path, key), value: item, field: 'schema text' });
      } else if (typeof item === 'object' && item !== null) {
        walk(item, joinPointer(path, key), depth + 1);
      }
    }
  };
  walk(schema, '', 0);
  return out;
}

/**
 * Facts by schema content: a JSON text of the schema is the key (its source text in the document,
 * else JSON.stringify of it), so an editor re-checking a big tools/list on every keystroke walks
 * and checks only the schemas that changed. Every fact depends on nothing but the value that text
 * parses to (key order included), so equal texts give equal facts, whichever way they were made.
 */
// Bounded by the characters of the texts kept too: a count alone lets megabyte-long keys stay.
const byText = textKeyedCache<SchemaFacts>(2000, 8_000_000);
/** Facts by schema object, for the rules that look at the same schema after the walk. */
const byObject = new WeakMap<object, SchemaFacts>();

/** A string with its own storage (JSON.parse builds a fresh one), not a view into a larger one. */
function copyOf(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

function textOf(schema: object): string | undefined {
  try {
    return JSON.stringify(schema);
  } catch {
    return undefined; // cycles, BigInt, a stack too deep to serialise: no caching
  }
}

/**
 * The facts of a tool's `inputSchema` or `outputSchema` value (anything; non-objects have none).
 * `source`, when given, must be JSON text that parses to `schema` (its slice of the document):
 * it serves as the key instead of serialising the schema again.
 */
export function schemaFactsOf(schema: unknown, source?: string): SchemaFacts {
  if (typeof schema !== 'object' || schema === null)
    return { texts: [], check: undefined, mcpHeaders: undefined, memo: undefined };
  const known = byObject.get(schema);
  if (known !== undefined) return known;
  const key = source ?? textOf(schema);
  let facts = key === undefined ? undefined : byText.get(key);
  if (facts === undefined) {
    facts = { texts: collectTexts(schema), check: undefined, mcpHeaders: undefined, memo: undefined };
    // A slice of the document would keep the whole document alive in the cache: store a copy.
    if (key !== undefined) byText.set(key === source ? copyOf(key) : key, facts);
  }
  byObject.set(schema, facts);
  return facts;
}

/** checkSchema of a tool's input or output schema, run once per distinct schema for all the rules. */
export function schemaCheckOf(schema: object): SchemaCheck {
  const facts = schemaFactsOf(schema);
  facts.check ??= checkSchema(schema);
  return facts.check;
}

/** The x-mcp-header analysis of an inputSchema, run once per distinct schema for all the rules. */
export function mcpHeadersOf(schema: unknown): McpHeaderAnalysis {
  if (typeof schema !== 'object' || schema === null) return analyzeMcpHeaders(schema);
  const facts = schemaFactsOf(schema);
  facts.mcpHeaders ??= analyzeMcpHeaders(schema);
  return facts.mcpHeaders;
}

/**
 * `compute()` once per distinct schema content and `name`: for a rule whose findings depend on
 * the schema alone (kept with pointers relative to the schema). Non-objects are not cached.
 */
export function schemaMemo<T>(schema: unknown, name: string, compute: () => T): T {
  if (typeof schema !== 'object' || schema === null) return compute();
  const facts = schemaFactsOf(schema);
  facts.memo ??= new Map();
  if (facts.memo.has(name)) return facts.memo.get(name) as T;
  const value = compute();
  facts.memo.set(name, value);
  return value;
}
