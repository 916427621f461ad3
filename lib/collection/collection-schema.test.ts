import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  buildCollectionSchema,
  COMMAND,
  collectionSchemaFile,
} from '../../scripts/generate-collection-schema.mjs';
import { writeGenerated } from '../../scripts/generate-docs-output.mjs';
import { compileSchema } from '../schema/compile-schema';
import { validateInstance } from '../schema/validate-instance';
import {
  COLLECTION_FORMAT,
  CollectionSchema,
  EXPECTATION_TYPES,
  ExpectationSchema,
} from './collection-schema';

const repo = new URL('../../', import.meta.url);
const published = JSON.parse(readFileSync(new URL('public/schemas/collection-v1.schema.json', repo), 'utf8'));
const compiled = compileSchema(published, { timeBudgetMs: 60_000 });

// In-process rather than `node --import tsx scripts/generate-collection-schema.mjs --check`: the same build and
// comparison (biome-formatted), without one more process transpiling lib/ at its start.
test('the published JSON Schema is generated from the model and up to date', () => {
  const text = `${JSON.stringify(buildCollectionSchema(), null, 2)}\n`;
  assert.ok(
    writeGenerated(collectionSchemaFile, text, { check: true, command: COMMAND }),
    `${collectionSchemaFile} is stale: run \`${COMMAND}\``,
  );
  assert.ok(compiled.ok, compiled.ok ? '' : JSON.stringify(compiled.problems));
});

test('EXPECTATION_TYPES lists every expectation of the model', () => {
  assert.deepEqual(
    [...EXPECTATION_TYPES].sort(),
    [...ExpectationSchema.options.map((o) => o.shape.type.value)].sort(),
  );
});

test('the JSON Schema and the model agree on valid and invalid collections', () => {
  const validator = compiled.ok ? compiled.validator : undefined;
  assert.ok(validator);
  const base = { format: COLLECTION_FORMAT, version: 1, name: 'n' };
  const call = { id: 'a', tool: 't', arguments: { nested: [1, { x: null }] }, expect: [] };
  const documents: unknown[] = [
    JSON.parse(readFileSync(new URL('content/collections/mock-smoke.json', repo), 'utf8')),
    JSON.parse(readFileSync(new URL('content/collections/mock-failing.json', repo), 'utf8')),
    { ...base, calls: [] },
    { ...base, server: { url: 'http://127.0.0.1/mcp' }, calls: [call] },
    {
      ...base,
      calls: [{ ...call, expect: [{ type: 'json-path-equals', path: '$.a', value: { deep: [true] } }] }],
    },
    { ...base, version: 2, calls: [] },
    { ...base, calls: [{ ...call, expect: [{ type: 'latency-under', ms: 1.5 }] }] },
    { ...base, calls: [{ ...call, expect: [{ type: 'text-contains' }] }] },
    { ...base, calls: [{ ...call, headers: {} }] },
    { ...base, calls: [{ ...call, arguments: [] }] },
    { ...base, name: '', calls: [] },
    { ...base, extra: 1, calls: [] },
    { ...base, calls: [{ ...call, expect: [{ type: 'json-path-equals', path: '$.a' }] }] },
  ];
  for (const doc of documents) {
    const byModel = CollectionSchema.safeParse(doc).success;
    const bySchema: boolean = validateInstance(validator, doc).valid;
    assert.equal(bySchema, byModel, JSON.stringify(doc).slice(0, 200));
  }
  assert.deepEqual(
    documents.map((d) => CollectionSchema.safeParse(d).success),
    [true, true, true, true, true, false, false, false, false, false, false, false, false],
  );
});
