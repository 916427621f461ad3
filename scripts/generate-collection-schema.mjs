// Writes public/schemas/collection-v1.schema.json, the JSON Schema (2020-12) of collection files,
// from the zod model in lib/collection/collection-schema.ts. The site serves it at
// /schemas/collection-v1.schema.json, so editors can check a collection while it is written.
//
//   node --import tsx scripts/generate-collection-schema.mjs           rewrite the schema
//   node --import tsx scripts/generate-collection-schema.mjs --check   exit 1 if it is stale (tests)
import { join } from 'node:path';
import { z } from 'zod';
import { CollectionSchema } from '../lib/collection/collection-schema.ts';
import { isMain, repo, writeGenerated } from './generate-docs-output.mjs';

export const collectionSchemaFile = join(repo, 'public', 'schemas', 'collection-v1.schema.json');
export const COMMAND = 'node --import tsx scripts/generate-collection-schema.mjs';

/** The JSON Schema of a collection file, as the site publishes it. */
export function buildCollectionSchema() {
  const schema = z.toJSONSchema(CollectionSchema, { target: 'draft-2020-12', io: 'input' });
  // zod names the recursive JSON-value definition "__schema0"; give it a name a reader understands.
  return JSON.parse(
    JSON.stringify(schema)
      .replaceAll('"#/$defs/__schema0"', '"#/$defs/JsonValue"')
      .replace('"__schema0":', '"JsonValue":'),
  );
}

if (isMain(import.meta.url)) {
  const ok = writeGenerated(collectionSchemaFile, `${JSON.stringify(buildCollectionSchema(), null, 2)}\n`, {
    check: process.argv.includes('--check'),
    command: COMMAND,
  });
  process.exit(ok ? 0 : 1);
}
