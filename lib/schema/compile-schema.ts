import type { ValidateFunction } from 'ajv';
import { canonicalJson } from './canonical-json';
import { checkSchemaDetailed, internalProblem } from './check-schema';
import { type CompiledSchema, createCompiledSchema } from './compiled-schema';
import { createValidatorAjv } from './create-ajv';
import { textKeyedCache } from './lru-cache';
import { schemaRegExpEngine } from './regexp-engine';
import { hasErrors, resolveLimits, type SchemaLimits, type SchemaProblem } from './schema-problem';
import { addUniqueItemsKeyword } from './unique-items';
import { addFuelKeyword, addFuelToSubschemas } from './validation-fuel';
import { charge, WorkLimitReached } from './work-meter';

/**
 * Work units charged per subschema compiled: ajv takes about 0.2 ms each (code generation and
 * `new Function`), so the 2,000-subschema maximum costs about as much as 4 million units.
 */
export const COMPILE_UNITS_PER_SUBSCHEMA = 2000;

/** How many compiled schemas are kept (least recently used are dropped first). */
export const SCHEMA_CACHE_SIZE = 500;
/**
 * And how much schema text they may come from, in characters: what a compiled schema holds (its
 * generated code, its private copy, the key) grows with its text, so 500 large schemas would hold
 * hundreds of megabytes (seen: 400 MB of heap after 20,000 fuzz inputs, before this bound). Eight
 * million characters keep every schema of a 5 MB tools/list.
 */
const SCHEMA_CACHE_CHARS = 8_000_000;

const cache = textKeyedCache<CompiledSchema>(SCHEMA_CACHE_SIZE, SCHEMA_CACHE_CHARS);

export type CompileResult =
  | { ok: true; validator: CompiledSchema }
  | { ok: false; problems: SchemaProblem[] };

function compileWithAjv(
  schema: unknown,
  dialect: CompiledSchema['dialect'],
): ValidateFunction | SchemaProblem {
  // A fresh instance per schema: ajv keeps every compiled schema, every embedded "$id" and every
  // pattern in instance-wide registries, which would leak across the LRU and let two unrelated
  // tool schemas that reuse an "$id" collide. Creating one costs about 0.2 ms next to a compile's
  // 1–5 ms. (addUsedSchema must stay on: without it ajv cannot resolve "$ref": "#".)
  // The schema was validated against its meta-schema already, hence validateSchema: false.
  const ajv = createValidatorAjv(dialect, {
    validateSchema: false,
    meta: false,
    code: { regExp: schemaRegExpEngine },
  });
  addFuelKeyword(ajv);
  addUniqueItemsKeyword(ajv);
  addFuelToSubschemas(schema, dialect);
  try {
    return ajv.compile(schema as object | boolean);
  } catch (error) {
    if (error instanceof WorkLimitReached) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof Error && 'missingRef' in error) {
      return {
        kind: 'unresolved-ref',
        severity: 'error',
        path: '',
        message: `A reference could not be resolved inside the schema (${message}); nothing is ever fetched. Point "$ref" at "#/$defs/<name>" or an "$anchor" in the same schema.`,
      };
    }
    return {
      kind: 'invalid',
      severity: 'error',
      path: '',
      message: `The schema could not be compiled: ${message}.`,
    };
  }
}

/**
 * Compiles a schema for validateInstance. Refuses (returns the problems) whatever checkSchema
 * reports as an error; warnings (e.g. `regex-unsafe`) ride along on `validator.warnings`.
 *
 * Results are cached by content: a canonical JSON text of the schema (key order does not matter)
 * together with the depth and subschema limits, so the same object or an equal copy returns the
 * very same CompiledSchema. The cache holds SCHEMA_CACHE_SIZE entries (LRU). The compiled validator
 * works on a private copy, so changing the caller's object afterwards changes nothing.
 * Never throws.
 */
export function compileSchema(schema: unknown, limits?: Partial<SchemaLimits>): CompileResult {
  try {
    const resolved = resolveLimits(limits);
    // Deepest nesting a schema within the limits can have: two levels per subschema (keyword and
    // map entry) plus a plain value nested maxDepth deep.
    const canonical = canonicalJson(schema, resolved.maxDepth * 3 + 4);
    if (canonical === undefined) {
      const check = checkSchemaDetailed(schema, resolved);
      return {
        ok: false,
        problems: hasErrors(check.problems) ? check.problems : [internalProblem('not plain JSON')],
      };
    }
    const key = `${resolved.maxDepth}/${resolved.maxSubschemas}|${canonical.key}`;
    const cached = cache.get(key);
    if (cached !== undefined) return { ok: true, validator: cached };

    const check = checkSchemaDetailed(canonical.copy, resolved);
    if (hasErrors(check.problems)) return { ok: false, problems: check.problems };
    // The walk inside the check enforces the time budget itself (and says where it stopped); the
    // check's total time also counts compiling the meta-schemas on first use, which is not this
    // schema's cost, so it is not held against it here.
    if (check.dialect === undefined) return { ok: false, problems: [internalProblem('no dialect')] };
    // ajv treats OpenAPI's `nullable` as a keyword no option can turn off; JSON Schema does not
    // know it, so it goes from the private copy (only from subschemas, never from data).
    for (const node of check.nullable) delete node.nullable;
    // ajv refuses an empty `enum`; what it means is "no value matches", which `false` says.
    for (const node of check.emptyEnums) {
      delete node.enum;
      node.allOf = [...(Array.isArray(node.allOf) ? node.allOf : []), false];
    }
    charge(Math.max(1, check.subschemas) * COMPILE_UNITS_PER_SUBSCHEMA, 'compile');
    const compiled = compileWithAjv(canonical.copy, check.dialect);
    if (typeof compiled !== 'function') return { ok: false, problems: [compiled] };
    const validator = createCompiledSchema(check.dialect, check.problems, compiled);
    cache.set(key, validator);
    return { ok: true, validator };
  } catch (error) {
    if (error instanceof WorkLimitReached) throw error;
    return { ok: false, problems: [internalProblem(error)] };
  }
}

/** Empties the compile cache (for tests, benchmarks, or to release memory). */
export function clearSchemaCache(): void {
  cache.clear();
}
