// Deterministic, realistic tool definitions for benchmarks: descriptions that say when to use the
// tool, ~10 described parameters with formats, enums, nested objects and arrays, an output schema.

/** A seeded linear congruential generator, so every run measures the same text. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const NOUNS =
  'issue repository branch commit label milestone project ticket customer invoice order shipment calendar event document folder'.split(
    ' ',
  );
const FIELDS =
  'query limit cursor owner status priority region created_after created_before sort_by direction include_archived assignee_id label_names page_size locale timezone'.split(
    ' ',
  );

function property(next: () => number, name: string, depth: number): Record<string, unknown> {
  const roll = next();
  const describeField = (what: string) => `${what} Leave it out for the default.`;
  if (depth < 1 && roll < 0.12) {
    return {
      type: 'object',
      description: describeField(`Filter options for ${name}.`),
      properties: {
        field: { type: 'string', description: 'Field to filter on, e.g. "status".' },
        value: { type: 'string', description: 'Value the field must equal.' },
      },
      required: ['field', 'value'],
      additionalProperties: false,
    };
  }
  if (roll < 0.25) {
    return {
      type: 'array',
      description: describeField(`List of ${name}.`),
      items: { type: 'string', minLength: 1 },
      maxItems: 20,
    };
  }
  if (roll < 0.45)
    return {
      type: 'integer',
      description: describeField(`Number of ${name}.`),
      minimum: 1,
      maximum: 100,
      default: 20,
    };
  if (roll < 0.55)
    return { type: 'boolean', description: describeField(`Whether to ${name}.`), default: false };
  if (roll < 0.7)
    return {
      type: 'string',
      description: describeField(`Sort order for ${name}.`),
      enum: ['asc', 'desc', 'relevance'],
    };
  if (roll < 0.8)
    return { type: 'string', description: describeField(`Date for ${name}.`), format: 'date-time' };
  return { type: 'string', description: describeField(`Text for ${name}.`), pattern: '^[\\w .,:-]{1,200}$' };
}

/** One tool definition of about 2 kB. */
export function realisticTool(next: () => number, index: number): Record<string, unknown> {
  const noun = NOUNS[index % NOUNS.length]!;
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 7; i++) {
    const field = FIELDS[(index + i * 3) % FIELDS.length]!;
    properties[field] = property(next, field, 0);
  }
  return {
    name: `search_${noun}s_${index}`,
    title: `Search ${noun}s`,
    description: `Searches ${noun}s by keyword and filters, newest first, and returns up to 100 matches with their ids and titles. Use this when the user asks to find or list ${noun}s; use get_${noun} instead when you already know the id. Results are paginated: pass the returned cursor to get the next page.`,
    inputSchema: {
      type: 'object',
      properties,
      required: [Object.keys(properties)[0]],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              title: { type: 'string' },
              updated: { type: 'string', format: 'date-time' },
            },
            required: ['id', 'title'],
          },
        },
        cursor: { type: ['string', 'null'] },
      },
      required: ['items'],
    },
    annotations: { title: `Search ${noun}s`, readOnlyHint: true, openWorldHint: false },
  };
}

/** A `tools/list` result with `count` realistic tools (500 → about 1 MB). */
export function toolsListResultText(count: number, seed = 2026): string {
  const next = seededRandom(seed);
  const tools = Array.from({ length: count }, (_, i) => realisticTool(next, i));
  // Compact, as a server sends it.
  return JSON.stringify({
    resultType: 'complete',
    tools,
    nextCursor: 'eyJwYWdlIjoyfQ',
    ttlMs: 60000,
    cacheScope: 'public',
  });
}
