// Run: node --import tsx lib/schema/check-schema.bench.ts
// Measures checkSchema over 500 realistic tool inputSchemas (~10 properties each), compileSchema
// cold (empty cache, 500 distinct schemas) and cached (equal copies), and validateInstance.
import { checkSchema } from './check-schema';
import { clearSchemaCache, compileSchema } from './compile-schema';
import type { CompiledSchema } from './compiled-schema';
import { validateInstance } from './validate-instance';

const COUNT = 500;

/** A deterministic, realistic tool inputSchema; `i` varies names, bounds and shape. */
function toolSchema(i: number): Record<string, unknown> {
  const properties: Record<string, unknown> = {
    query: { type: 'string', description: `Search text for tool ${i}`, minLength: 1, maxLength: 200 + i },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10, description: 'Maximum results' },
    offset: { type: 'integer', minimum: 0 },
    sort: { type: 'string', enum: ['relevance', 'date', `field_${i % 7}`] },
    ascending: { type: 'boolean', default: true },
    tags: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z0-9-]{1,32}$' },
      maxItems: 20,
      uniqueItems: true,
    },
    region: { type: 'string', 'x-mcp-header': `Region${i}`, pattern: '^[a-z]{2}-[a-z]+-\\d$' },
    since: { type: 'string', format: 'date-time' },
    filter: {
      type: 'object',
      properties: {
        owner: { type: 'string' },
        status: { enum: ['open', 'closed'] },
        score: { type: 'number', minimum: 0 },
      },
      additionalProperties: false,
    },
    [`extra_${i}`]: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  };
  const schema: Record<string, unknown> = {
    type: 'object',
    properties,
    required: ['query'],
    additionalProperties: false,
  };
  if (i % 5 === 0) {
    schema.$defs = { id: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' } };
    properties.id = { $ref: '#/$defs/id' };
  }
  if (i % 7 === 0) schema.$schema = 'http://json-schema.org/draft-07/schema#';
  return schema;
}

function argumentsFor(i: number): Record<string, unknown> {
  return {
    query: `q${i}`,
    limit: 5,
    tags: ['a', 'b-2'],
    region: 'eu-west-1',
    filter: { owner: 'me', status: 'open' },
  };
}

function time(label: string, rounds: number, run: () => void): number {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(
    `${label.padEnd(52)} ${median.toFixed(1).padStart(8)} ms total  ${((median / COUNT) * 1000).toFixed(1).padStart(8)} µs each (median of ${rounds})`,
  );
  return median;
}

const schemas = Array.from({ length: COUNT }, (_, i) => toolSchema(i));
const copies = schemas.map((s) => structuredClone(s));

let problems = 0;
time('checkSchema × 500, first call (builds meta-schemas)', 1, () => {
  for (const s of schemas) problems += checkSchema(s).problems.length;
});
if (problems !== 0) throw new Error(`realistic schemas should have no problems, got ${problems}`);
time('checkSchema × 500, warm', 7, () => {
  for (const s of schemas) checkSchema(s);
});

const validators: CompiledSchema[] = [];
time('compileSchema × 500, cold (empty cache, distinct)', 1, () => {
  clearSchemaCache();
  for (const s of schemas) {
    const result = compileSchema(s);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    validators.push(result.validator);
  }
});
time('compileSchema × 500, cached (equal copies)', 7, () => {
  copies.forEach((s, i) => {
    const result = compileSchema(s);
    if (!result.ok || result.validator !== validators[i]) throw new Error('expected a cache hit');
  });
});
time('validateInstance × 500 (valid arguments)', 7, () => {
  validators.forEach((v, i) => {
    if (!validateInstance(v, argumentsFor(i)).valid) throw new Error('expected valid arguments');
  });
});
time('validateInstance × 500 (3 errors each)', 7, () => {
  validators.forEach((v) => {
    validateInstance(v, { limit: 0, tags: ['A'], unknown: true });
  });
});
