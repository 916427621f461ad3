import AjvDraft07Import from 'ajv';
import Ajv2020Import from 'ajv/dist/2020';
import type { JsonDoc } from './json-doc';

// ajv/dist/2020 is CommonJS; depending on the loader the class is the default export or its `.default`.
const Ajv2020 = ((Ajv2020Import as unknown as { default?: typeof Ajv2020Import }).default ??
  Ajv2020Import) as typeof Ajv2020Import;
const AjvDraft07 = ((AjvDraft07Import as unknown as { default?: typeof AjvDraft07Import }).default ??
  AjvDraft07Import) as typeof AjvDraft07Import;

/** Verdicts of an official JSON Schema for its `$defs`, the oracle of the agreement tests. */
export interface OfficialOracle {
  /** The `$defs` names of the schema. */
  readonly names: readonly string[];
  /** True when `doc` is valid against `$defs/<name>`. Throws for an unknown name. */
  validate(name: string, doc: unknown): boolean;
}

/**
 * Compiles `schema` with ajv's 2020-12 dialect, `strict: false` (the schema uses annotations ajv
 * does not know) and formats off (`format` is an annotation in MCP, not an assertion).
 */
export function createOfficialOracle(schema: JsonDoc, id: string): OfficialOracle {
  // Up to 2025-06-18 the official schemas are draft-07 with `definitions`; later ones 2020-12 with `$defs`.
  const draft07 =
    !(schema as { $defs?: unknown }).$defs && !!(schema as { definitions?: unknown }).definitions;
  const ajv = draft07
    ? new AjvDraft07({ strict: false, allErrors: false, validateFormats: false })
    : new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema(schema as object, id);
  const section = draft07 ? 'definitions' : '$defs';
  const defs = (schema as Record<string, Record<string, unknown> | undefined>)[section] ?? {};
  const cache = new Map<string, (doc: unknown) => boolean>();
  return {
    names: Object.keys(defs).sort(),
    validate(name, doc) {
      let fn = cache.get(name);
      if (fn === undefined) {
        const compiled = ajv.getSchema(`${id}#/${section}/${name}`);
        if (compiled === undefined || !(name in defs)) throw new RangeError(`no ${section}/${name} in ${id}`);
        fn = (d) => compiled(d) as boolean;
        cache.set(name, fn);
      }
      return fn(doc);
    },
  };
}
