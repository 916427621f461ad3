import type { Dialect } from './dialect';

/** Where a keyword keeps its subschemas. */
export type SubschemaShape =
  /** the value is one schema */
  | 'schema'
  /** the value is an object whose values are schemas */
  | 'map'
  /** the value is an array of schemas */
  | 'array'
  /** the value is one schema or an array of schemas (pre-2020 `items`) */
  | 'schema-or-array'
  /** draft-07 `dependencies`: an object whose values are schemas or arrays of property names */
  | 'map-of-schema-or-names';

const COMMON: Readonly<Record<string, SubschemaShape>> = {
  additionalProperties: 'schema',
  propertyNames: 'schema',
  contains: 'schema',
  not: 'schema',
  if: 'schema',
  // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword
  then: 'schema',
  else: 'schema',
  properties: 'map',
  patternProperties: 'map',
  // `definitions` is honoured in every dialect, as ajv does, so "#/definitions/x" refs keep working
  // in 2020-12 schemas converted from draft-07.
  definitions: 'map',
  allOf: 'array',
  anyOf: 'array',
  oneOf: 'array',
};

/**
 * The keywords whose values are (or contain) subschemas, per dialect. Everything else in a schema
 * object is a plain value (`enum`, `const`, `default`, unknown keywords such as `x-mcp-header`…):
 * it is never searched for `$ref`, `$id` or patterns, exactly as a validator ignores it.
 */
export const SUBSCHEMA_KEYWORDS: Readonly<Record<Dialect, Readonly<Record<string, SubschemaShape>>>> = {
  '2020-12': {
    ...COMMON,
    items: 'schema',
    prefixItems: 'array',
    unevaluatedItems: 'schema',
    unevaluatedProperties: 'schema',
    dependentSchemas: 'map',
    contentSchema: 'schema',
    $defs: 'map',
    // Deprecated, still described by the 2019-09/2020-12 meta-schemas, and applied by ajv.
    dependencies: 'map-of-schema-or-names',
  },
  '2019-09': {
    ...COMMON,
    items: 'schema-or-array',
    additionalItems: 'schema',
    unevaluatedItems: 'schema',
    unevaluatedProperties: 'schema',
    dependentSchemas: 'map',
    contentSchema: 'schema',
    $defs: 'map',
    dependencies: 'map-of-schema-or-names',
  },
  'draft-07': {
    ...COMMON,
    items: 'schema-or-array',
    additionalItems: 'schema',
    dependencies: 'map-of-schema-or-names',
    // ajv accepts `$defs` in draft-07 too.
    $defs: 'map',
  },
};

/** The reference keywords of each dialect; their values are URI references to resolve. */
export const REF_KEYWORDS: Readonly<Record<Dialect, readonly string[]>> = {
  '2020-12': ['$ref', '$dynamicRef'],
  '2019-09': ['$ref', '$recursiveRef'],
  'draft-07': ['$ref'],
};
