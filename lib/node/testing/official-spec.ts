import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the official JSON Schemas and example messages are: `../shared/spec` beside this checkout.
 * They are the oracle of the agreement tests and are never copied into the repository, so a clone
 * elsewhere has none: its tests skip, all with the same reason, which `npm test` counts in its summary.
 */
const OFFICIAL_SPEC_DIR = fileURLToPath(new URL('../../../../shared/spec/', import.meta.url));

const SKIP_WITHOUT_OFFICIAL_SPEC = 'needs ../shared/spec (the official schemas and examples are the oracle)';

/**
 * The given files or folders of `../shared/spec` (e.g. `schema-2026-07-28.json`), with the `skip`
 * option of a test that needs them: `false` when all are there, else the one skip reason.
 */
export function officialSpec<const Names extends readonly string[]>(...names: Names) {
  const paths = names.map((name) => join(OFFICIAL_SPEC_DIR, name)) as { [K in keyof Names]: string };
  const missing = paths.some((path) => !existsSync(path));
  return { paths, missing, skip: missing ? SKIP_WITHOUT_OFFICIAL_SPEC : (false as const) };
}
