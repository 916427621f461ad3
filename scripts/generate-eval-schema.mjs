// Writes public/schemas/eval-v1.schema.json, the JSON Schema (2020-12) of eval suite files, from
// the zod model in lib/eval/eval-suite-schema.ts. The site serves it at /schemas/eval-v1.schema.json,
// so editors can check a suite while it is written.
//
//   node --import tsx scripts/generate-eval-schema.mjs           rewrite the schema
//   node --import tsx scripts/generate-eval-schema.mjs --check   exit 1 if it is stale (tests)
import { join } from 'node:path';
import { z } from 'zod';
import { EvalSuiteSchema } from '../lib/eval/eval-suite-schema.ts';
import { isMain, repo, writeGenerated } from './generate-docs-output.mjs';

export const evalSchemaFile = join(repo, 'public', 'schemas', 'eval-v1.schema.json');
export const COMMAND = 'node --import tsx scripts/generate-eval-schema.mjs';

/** The JSON Schema of an eval suite file, as the site publishes it. */
export function buildEvalSchema() {
  const schema = z.toJSONSchema(EvalSuiteSchema, { target: 'draft-2020-12', io: 'input' });
  // zod names the recursive JSON-value definition "__schema0"; give it a name a reader understands.
  return JSON.parse(
    JSON.stringify(schema)
      .replaceAll('"#/$defs/__schema0"', '"#/$defs/JsonValue"')
      .replace('"__schema0":', '"JsonValue":'),
  );
}

if (isMain(import.meta.url)) {
  const ok = writeGenerated(evalSchemaFile, `${JSON.stringify(buildEvalSchema(), null, 2)}\n`, {
    check: process.argv.includes('--check'),
    command: COMMAND,
  });
  process.exit(ok ? 0 : 1);
}
