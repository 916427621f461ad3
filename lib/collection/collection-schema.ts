import { z } from 'zod';

/** The `format` marker of a collection file; with `version` it names the layout below. */
export const COLLECTION_FORMAT = 'mcp-tool-lab/collection';
export const COLLECTION_VERSION = 1;
/** Where the site serves the JSON Schema generated from this model (scripts/generate-collection-schema.mjs). */
export const COLLECTION_SCHEMA_PATH = '/schemas/collection-v1.schema.json';

/** Limits that keep an imported file from freezing the page or the runner. */
export const COLLECTION_LIMITS = { calls: 500, expectations: 50, textBytes: 5_000_000 } as const;

const Text = (max: number) => z.string().max(max);
/** One instance, so the generated schema has one definition of a JSON value. */
const JsonValue = z.json();

const NotError = z
  .strictObject({ type: z.literal('not-error') })
  .meta({ description: 'The call returns a result whose isError is not true.' });

const StructuredContentValid = z.strictObject({ type: z.literal('structured-content-valid') }).meta({
  description:
    "The result carries structuredContent and it is valid against the tool's outputSchema (as listed by the server at run time).",
});

const TextContains = z
  .strictObject({
    type: z.literal('text-contains'),
    text: Text(10_000).min(1).meta({ description: 'The substring to look for.' }),
    ignoreCase: z.boolean().optional().meta({ description: 'Compare case-insensitively (default false).' }),
  })
  .meta({ description: 'The text content blocks of the result, joined by newlines, contain this text.' });

const TextMatches = z
  .strictObject({
    type: z.literal('text-matches'),
    pattern: Text(2_000).min(1).meta({
      description:
        'An ECMAScript regular expression (Unicode mode, as in JSON Schema "pattern"), not anchored unless it says ^ or $.',
    }),
  })
  .meta({ description: 'The text content blocks of the result, joined by newlines, match this pattern.' });

const JsonPathEquals = z
  .strictObject({
    type: z.literal('json-path-equals'),
    path: Text(1_000).min(1).meta({
      description:
        'A JSONPath singular query (RFC 9535) into the tools/call result, e.g. "$.structuredContent.total" or "$.content[0].text".',
    }),
    value: JsonValue,
  })
  .meta({
    description:
      'The value at a JSON path of the result equals `value` (compared deeply, key order ignored).',
  });

const LatencyUnder = z
  .strictObject({
    type: z.literal('latency-under'),
    ms: z.number().int().min(1).max(3_600_000).meta({ description: 'Milliseconds.' }),
  })
  .meta({
    description:
      'The call (all its requests, including input rounds) takes less than this many milliseconds.',
  });

export const ExpectationSchema = z.discriminatedUnion('type', [
  NotError,
  StructuredContentValid,
  TextContains,
  TextMatches,
  JsonPathEquals,
  LatencyUnder,
]);
export type Expectation = z.infer<typeof ExpectationSchema>;
export type ExpectationType = Expectation['type'];

export const EXPECTATION_TYPES = [
  'not-error',
  'structured-content-valid',
  'text-contains',
  'text-matches',
  'json-path-equals',
  'latency-under',
] as const satisfies readonly ExpectationType[];

export const SavedCallSchema = z
  .strictObject({
    id: Text(100).min(1).meta({
      description: 'Unique within the collection; names the call in reports (JUnit test case ids).',
    }),
    name: Text(200)
      .optional()
      .meta({ description: 'A label for people, e.g. "search finds the crash report".' }),
    tool: Text(1_000).min(1).meta({ description: 'The tool name to call.' }),
    arguments: z
      .record(z.string(), JsonValue)
      .meta({ description: 'The arguments object, sent as is. Never put secrets here: files get shared.' }),
    expect: z.array(ExpectationSchema).max(COLLECTION_LIMITS.expectations).meta({
      description:
        'Checks on the result; the call passes when all pass. Without any, it passes when the server returns a result.',
    }),
  })
  .meta({ description: 'One saved tools/call and the checks its result must pass.' });
export type SavedCall = z.infer<typeof SavedCallSchema>;

export const CollectionSchema = z
  .strictObject({
    $schema: z
      .string()
      .optional()
      .meta({ description: 'Optional: the URL of this JSON Schema, for editors.' }),
    format: z.literal(COLLECTION_FORMAT),
    version: z.literal(COLLECTION_VERSION),
    name: Text(200).min(1),
    description: Text(5_000).optional(),
    server: z
      .strictObject({
        url: z.string().max(2_000).optional().meta({
          description: 'The server the calls were saved against (informational; never with credentials).',
        }),
      })
      .optional(),
    calls: z.array(SavedCallSchema).max(COLLECTION_LIMITS.calls),
  })
  .meta({
    title: 'MCP Tool Lab collection',
    description:
      'Saved tools/call requests with expectations on their results, run by the MCP Tool Lab playground and by `mcp-tool-lab test`. Holds no headers, tokens or other secrets.',
  });
export type Collection = z.infer<typeof CollectionSchema>;

/** An empty collection with the format markers set. */
export function emptyCollection(name: string): Collection {
  return { format: COLLECTION_FORMAT, version: COLLECTION_VERSION, name, calls: [] };
}
