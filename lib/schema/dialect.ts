import type { SchemaProblem } from './schema-problem';

/**
 * The JSON Schema dialects this module validates. 2020-12 is the MCP default (no `$schema`) and
 * the one the spec requires; 2019-09 and draft-07 are supported because real tool schemas use them
 * (zod-to-json-schema emits draft-07; an official example tool declares it). draft-06 and draft-04
 * are not: they are rare in tool schemas, and draft-04 would need another package (ajv-draft-04).
 */
export type Dialect = '2020-12' | '2019-09' | 'draft-07';

/** Every supported dialect, the default first. */
export const SUPPORTED_DIALECTS: readonly Dialect[] = ['2020-12', '2019-09', 'draft-07'];

/** The dialect of a schema without `$schema` (MCP tools, spec §5.4). */
export const DEFAULT_DIALECT: Dialect = '2020-12';

/** The canonical meta-schema URI of each dialect, as it is usually written in `$schema`. */
export const DIALECT_URIS: Readonly<Record<Dialect, string>> = {
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema#',
};

// Keyed by the URI without scheme and without the trailing "#", so http/https and "#"/no "#"
// spellings all match.
const BY_PATH: Readonly<Record<string, Dialect>> = {
  'json-schema.org/draft/2020-12/schema': '2020-12',
  'json-schema.org/draft/2019-09/schema': '2019-09',
  'json-schema.org/draft-07/schema': 'draft-07',
};

const KNOWN_UNSUPPORTED: Readonly<Record<string, string>> = {
  'json-schema.org/draft-06/schema': 'draft-06',
  'json-schema.org/draft-04/schema': 'draft-04',
  'json-schema.org/draft-03/schema': 'draft-03',
  'json-schema.org/schema': 'the unversioned "latest" meta-schema',
};

const SUPPORTED_LIST = `2020-12 (${DIALECT_URIS['2020-12']}, also the default when $schema is absent), 2019-09 (${DIALECT_URIS['2019-09']}) and draft-07 (${DIALECT_URIS['draft-07']})`;

/**
 * The dialect a `$schema` value names, or undefined when it names none this module supports.
 * Accepts http and https, with or without a trailing `#`.
 */
export function dialectFromUri(uri: string): Dialect | undefined {
  const key = uriKey(uri);
  return key === undefined ? undefined : BY_PATH[key];
}

function uriKey(uri: string): string | undefined {
  const match = /^https?:\/\/(.*?)#?$/.exec(uri);
  return match?.[1];
}

/**
 * Decides the dialect of a schema from its root `$schema` (absent = 2020-12; a boolean schema is
 * 2020-12). Returns a problem for a non-string or unsupported `$schema`.
 */
export function detectDialect(schema: unknown): { dialect: Dialect } | { problem: SchemaProblem } {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema))
    return { dialect: DEFAULT_DIALECT };
  if (!Object.hasOwn(schema, '$schema')) return { dialect: DEFAULT_DIALECT };
  const declared = (schema as Record<string, unknown>).$schema;
  if (typeof declared !== 'string') {
    return {
      problem: {
        kind: 'invalid',
        severity: 'error',
        path: '/$schema',
        message: `"$schema" must be a string naming a meta-schema URI; got ${describeJsonType(declared)}. Remove it to use 2020-12, or use one of: ${SUPPORTED_LIST}.`,
      },
    };
  }
  const dialect = dialectFromUri(declared);
  if (dialect !== undefined) return { dialect };
  const key = uriKey(declared);
  const known = key === undefined ? undefined : KNOWN_UNSUPPORTED[key];
  const what = known === undefined ? `the dialect "${declared}"` : `${known} ("${declared}")`;
  return {
    problem: {
      kind: 'dialect-unsupported',
      severity: 'error',
      path: '/$schema',
      message: `This schema declares ${what}, which is not supported. Supported dialects: ${SUPPORTED_LIST}. Rewrite the schema in one of them (2020-12 is the MCP default).`,
    },
  };
}

/** The JSON type name of a value ("null", "array", "object", "string", "number", "boolean"), or its JavaScript type. */
export function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
