import { z } from 'zod';
import { jsonInteger } from './json-integer';

/**
 * A JSON value as the official schema defines `JSONValue`. Mind the two gaps that come from the
 * schema generator: `null` is not a `JSONValue`, and numbers must be integral. Places typed `{}`
 * in the schema (e.g. `structuredContent`, `Error.data`) accept any JSON and use `z.unknown()`.
 */
export type JSONValue = string | number | boolean | JSONArray | JSONObject;
export type JSONArray = JSONValue[];
export interface JSONObject {
  [key: string]: JSONValue;
}

export const JSONValueSchema: z.ZodType<JSONValue> = z.lazy(() =>
  z.union([JSONObjectSchema, JSONArraySchema, z.string(), jsonInteger(), z.boolean()]),
);

export const JSONObjectSchema: z.ZodType<JSONObject> = z.lazy(() => z.record(z.string(), JSONValueSchema));

export const JSONArraySchema: z.ZodType<JSONArray> = z.lazy(() => z.array(JSONValueSchema));

/** An open object with no known keys (`{"type":"object"}` or `additionalProperties: {}`). */
export const AnyObjectSchema = z.record(z.string(), z.unknown());
