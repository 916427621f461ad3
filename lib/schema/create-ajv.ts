import type { Options } from 'ajv';
import Ajv from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import type AjvCore from 'ajv/dist/core';
import type { Dialect } from './dialect';

/**
 * Options every ajv instance here shares:
 * - `allErrors`: report every problem, not just the first;
 * - `strict: false`: tool schemas carry unknown keywords (`x-mcp-header`, `x-…`, vendor
 *   annotations) and must be accepted;
 * - `validateFormats: false`: `format` is an annotation, as 2020-12 specifies by default, in every
 *   dialect (so results do not depend on the dialect or on ajv-formats, which is not installed);
 * - `ownProperties`: `required: ["toString"]` must not be satisfied by Object.prototype;
 * - `logger: false`: no console output from a library running in workers and pages;
 * - no `loadSchema`: ajv can never fetch a `$ref`.
 */
const SHARED_OPTIONS: Options = {
  allErrors: true,
  strict: false,
  validateFormats: false,
  ownProperties: true,
  logger: false,
};

const CLASSES: Readonly<Record<Dialect, new (options: Options) => AjvCore>> = {
  '2020-12': Ajv2020,
  '2019-09': Ajv2019,
  'draft-07': Ajv,
};

/** The id under which each ajv class registers its dialect's meta-schema. */
export const META_SCHEMA_IDS: Readonly<Record<Dialect, string>> = {
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema',
};

/**
 * Keywords an ajv class implements although the dialect does not define them. They are removed from
 * validating instances so that they are ignored like any unknown keyword, as the dialect says:
 * `nullable` (OpenAPI: ajv would let null through `type: "string"`), `id` (draft-04: ajv throws on
 * it), in 2019-09 the 2020-12 `$dynamicRef`/`$dynamicAnchor`, and in 2020-12 the 2019-09
 * `$recursiveRef`/`$recursiveAnchor` (the 2020-12 meta-schema keeps them only as deprecated names,
 * with a type ajv does not accept). Kept on purpose: `definitions` and `dependencies`, which the
 * 2019-09 and 2020-12 meta-schemas still describe for compatibility and ajv applies.
 */
const FOREIGN_KEYWORDS: Readonly<Record<Dialect, readonly string[]>> = {
  '2020-12': ['id', 'nullable', '$recursiveRef', '$recursiveAnchor'],
  '2019-09': ['id', 'nullable', '$dynamicRef', '$dynamicAnchor'],
  'draft-07': ['id', 'nullable'],
};

/** A new ajv instance for a dialect with the shared options plus `extra`. */
export function createAjv(dialect: Dialect, extra: Options = {}): AjvCore {
  return new CLASSES[dialect]({ ...SHARED_OPTIONS, ...extra });
}

/** An instance for compiling instance validators: only the dialect's own keywords are active. */
export function createValidatorAjv(dialect: Dialect, extra: Options = {}): AjvCore {
  const ajv = createAjv(dialect, extra);
  for (const keyword of FOREIGN_KEYWORDS[dialect]) ajv.removeKeyword(keyword);
  return ajv;
}
