// Measures parseJson against JSON.parse on a ~1 MB `tools/list` result (500 tool definitions with
// nested input/output schemas). Run: node --import tsx lib/json/parse-json.bench.ts
// The budget: validating such a result, positions included, stays within 10× JSON.parse.
import { encodePointer } from './json-pointer';
import { parseJson } from './parse-json';

/** Deterministic pseudo-random numbers (a linear congruential generator), so every run sees the same text. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS =
  'query limit offset cursor path file repository branch owner label title body status priority region zone'
    .split(' ')
    .concat(
      'format locale timezone currency amount account project issue comment user team channel message'.split(
        ' ',
      ),
    );

function schemaFor(next: () => number, depth: number): Record<string, unknown> {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const roll = next();
  if (depth > 1 || roll < 0.45) {
    const type = pick(['string', 'integer', 'number', 'boolean'] as const);
    const schema: Record<string, unknown> = {
      type,
      description: `The ${pick(WORDS)} to use for this ${pick(WORDS)}.`,
    };
    if (type === 'string' && next() < 0.3) schema.enum = [pick(WORDS), pick(WORDS), pick(WORDS)];
    if (type === 'string' && next() < 0.2) schema.pattern = '^[a-z][a-z0-9_-]{0,63}$';
    if (type === 'integer') Object.assign(schema, { minimum: 0, maximum: 1000, default: 10 });
    return schema;
  }
  if (roll < 0.6) return { type: 'array', items: schemaFor(next, depth + 1), maxItems: 50 };
  const properties: Record<string, unknown> = {};
  const count = 2 + Math.floor(next() * 3);
  for (let i = 0; i < count; i++) properties[`${pick(WORDS)}_${i}`] = schemaFor(next, depth + 1);
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).slice(0, 2),
    additionalProperties: false,
  };
}

function toolsListText(toolCount: number): string {
  const next = random(2026);
  const tools = Array.from({ length: toolCount }, (_, i) => ({
    name: `${WORDS[i % WORDS.length]}_tool_${i}`,
    title: `Tool ${i}`,
    description: `Looks up ${WORDS[(i * 7) % WORDS.length]} records and returns matching items.`,
    inputSchema: {
      ...schemaFor(next, 0),
      type: 'object',
      properties: { a: schemaFor(next, 1), b: schemaFor(next, 1) },
    },
    outputSchema: schemaFor(next, 0),
    annotations: { readOnlyHint: next() < 0.5, destructiveHint: false, openWorldHint: next() < 0.5 },
  }));
  return JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools, nextCursor: 'page-2' } }, null, 2);
}

function median(label: string, runs: number, body: () => unknown): number {
  for (let i = 0; i < 5; i++) body();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    body();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const middle = (times[(runs - 1) >> 1]! + times[runs >> 1]!) / 2;
  console.log(`${label.padEnd(44)} ${middle.toFixed(2).padStart(7)} ms`);
  return middle;
}

const text = toolsListText(500);
const pointers = Array.from({ length: 50 }, (_, i) =>
  encodePointer(['result', 'tools', i * 10, 'inputSchema', 'type']),
);
const duplicated = text.replace('"title": "Tool 250"', '"title": "Tool 250",\n      "name": "again"');
const broken = text.replace('"title": "Tool 250",', '"title": "Tool 250"');

console.log(
  `text: ${(text.length / 1_000_000).toFixed(2)} MB, ${pointers.length} rangeOf calls; median of 20 runs`,
);
const base = median('JSON.parse', 20, () => JSON.parse(text));
const plain = median('parseJson (value + duplicate check)', 20, () => {
  const document = parseJson(text);
  return [document.value, document.duplicateKeys];
});
const ranged = median('parseJson + 50 rangeOf', 20, () => {
  const document = parseJson(text);
  for (const pointer of pointers) if (document.rangeOf(pointer) === undefined) throw new Error(pointer);
  return document.value;
});
const withDuplicate = median(
  'parseJson, one repeated name (eager tree)',
  20,
  () => parseJson(duplicated).duplicateKeys,
);
const withError = median('parseJson, one syntax error (recovery)', 20, () => parseJson(broken).syntaxErrors);

console.log('ratios to JSON.parse:');
for (const [label, time] of [
  ['parseJson', plain],
  ['parseJson + 50 rangeOf', ranged],
  ['one repeated name', withDuplicate],
  ['one syntax error', withError],
] as const) {
  console.log(`  ${label.padEnd(42)} ${(time / base).toFixed(1)}×`);
}
