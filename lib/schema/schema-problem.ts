/**
 * What can be wrong with a schema.
 * - `not-a-schema`: not an object or boolean, or holds something JSON cannot (undefined, NaN, a
 *   function, a cycle…);
 * - `invalid`: breaks the meta-schema of its dialect (or another structural rule, e.g. two
 *   subschemas claiming the same `$id`);
 * - `dialect-unsupported`: `$schema` names a dialect this module does not implement;
 * - `network-ref`: a `$ref` that points outside the document to an absolute URI (http, https,
 *   file, urn…); it is reported and never fetched;
 * - `unresolved-ref`: a `$ref` that should be local but finds nothing (unknown pointer, anchor or
 *   relative document);
 * - `too-complex`: beyond {@link SchemaLimits};
 * - `regex-unsafe`: a valid pattern that the linear-time engine cannot run and that could
 *   backtrack catastrophically on the native engine (a warning: the schema still compiles);
 * - `regex-backtracking`: a pattern that runs in linear time here but has the classic exponential
 *   shape (`(a+)+`) that hangs backtracking engines in other clients (a warning);
 * - `regex-invalid`: a pattern that is not an ECMA-262 regular expression under the `u` flag;
 * - `empty-enum`: an `enum` with no element, which matches nothing (a warning: 2020-12 only says it
 *   SHOULD have one; the schema still compiles).
 */
export type SchemaProblemKind =
  | 'not-a-schema'
  | 'invalid'
  | 'dialect-unsupported'
  | 'network-ref'
  | 'unresolved-ref'
  | 'too-complex'
  | 'regex-unsafe'
  | 'regex-backtracking'
  | 'regex-invalid'
  | 'empty-enum';

/**
 * `error`: the schema is refused (compileSchema returns no validator).
 * `warning`: the schema compiles, with a caveat callers should show (`regex-unsafe`,
 * `regex-backtracking`, `empty-enum`).
 */
export type SchemaProblemSeverity = 'error' | 'warning';

export interface SchemaProblem {
  kind: SchemaProblemKind;
  severity: SchemaProblemSeverity;
  /** RFC 6901 pointer inside the schema ("" = the schema root), e.g. "/properties/a/type". */
  path: string;
  /** What is wrong and what to change, in plain words. */
  message: string;
}

/** Bounds that keep hostile or accidental giant schemas from tying up a thread. */
export interface SchemaLimits {
  /**
   * Deepest allowed nesting of subschemas (the root is depth 0, `properties.a` is depth 1,
   * `properties.a.items` depth 2…). Plain values inside a schema (`enum`, `const`, `default`,
   * `examples`, unknown keywords) may also nest at most this many objects/arrays deep.
   */
  maxDepth: number;
  /** Most subschemas (root included, boolean subschemas included) one schema may contain. */
  maxSubschemas: number;
  /**
   * Soft time budget in milliseconds for checking (and, in compileSchema, for checking before the
   * compile starts). The work is synchronous and cannot be interrupted from inside, so the hard stop
   * is the caller's: run untrusted schemas in a Web Worker / worker thread and terminate it.
   */
  timeBudgetMs: number;
}

/**
 * Defaults: depth 64, 2,000 subschemas, 1,000 ms. Realistic tool schemas nest under 15 levels and
 * hold a few dozen to a few hundred subschemas. ajv compiles about 0.2 ms per subschema, so the
 * default maximum keeps one compile around half a second (5,000 took about a second when measured).
 */
export const DEFAULT_SCHEMA_LIMITS: Readonly<SchemaLimits> = Object.freeze({
  maxDepth: 64,
  maxSubschemas: 2000,
  timeBudgetMs: 1000,
});

/** Fills missing or unusable (non-positive, NaN) fields from {@link DEFAULT_SCHEMA_LIMITS}. */
export function resolveLimits(limits: Partial<SchemaLimits> | undefined): SchemaLimits {
  const pick = (key: keyof SchemaLimits): number => {
    const value = limits?.[key];
    return typeof value === 'number' && value > 0 ? value : DEFAULT_SCHEMA_LIMITS[key];
  };
  return {
    maxDepth: pick('maxDepth'),
    maxSubschemas: pick('maxSubschemas'),
    timeBudgetMs: pick('timeBudgetMs'),
  };
}

/** True when at least one problem stops the schema from being used. */
export function hasErrors(problems: readonly SchemaProblem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}
