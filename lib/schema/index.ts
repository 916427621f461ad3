/**
 * JSON Schema for tool `inputSchema`/`outputSchema` (MCP spec §5.4), with ajv inside and a small
 * results-not-exceptions surface:
 * - checkSchema: is this a usable schema? (cheap: meta-schema validation plus one walk, no compile)
 * - compileSchema: a cached validator, or the problems that prevent one;
 * - validateInstance: validate a value, errors in plain words with JSON Pointers.
 *
 * Decisions (details next to the code):
 * - dialects 2020-12 (the default without `$schema`), 2019-09 and draft-07; others are reported
 *   as `dialect-unsupported`;
 * - `format` is an annotation in every dialect (never asserted);
 * - unknown keywords are allowed and ignored; so are ajv's non-standard `nullable` and `id`;
 * - `$ref` never leaves the document: network, file and relative-to-nothing references are
 *   reported, never fetched;
 * - `pattern`/`patternProperties` run on re2js (linear time) with ECMAScript semantics; patterns it
 *   cannot express (lookahead, back-references) run on a step-limited backtracker, never on the
 *   native engine; those that could hang other clients are reported as `regex-unsafe` (a warning);
 * - limits (depth, subschema count) bound the work done before compiling; every part of a
 *   validation is charged to a work meter (work-meter.ts), and past its limit the result is
 *   `unchecked` ("could not be checked: …"), never a pass and never an error.
 */
export { checkSchema, MAX_PROBLEMS, type SchemaCheck } from './check-schema';
export { type CompileResult, clearSchemaCache, compileSchema, SCHEMA_CACHE_SIZE } from './compile-schema';
export type { CompiledSchema } from './compiled-schema';
export { DEFAULT_DIALECT, DIALECT_URIS, type Dialect, dialectFromUri, SUPPORTED_DIALECTS } from './dialect';
export {
  DEFAULT_SCHEMA_LIMITS,
  type SchemaLimits,
  type SchemaProblem,
  type SchemaProblemKind,
  type SchemaProblemSeverity,
} from './schema-problem';
export {
  type InstanceError,
  type InstanceValidation,
  type UncheckedInstance,
  validateInstance,
} from './validate-instance';
