import { collectNodes, isJsonObject, type JsonDoc } from './json-doc';

/** Literal values and property names found in a JSON Schema document. */
export interface SchemaFacts {
  /** Every `const` value and every `enum` member. */
  readonly literals: JsonDoc[];
  /** Every key of every `properties` object, plus every `required` entry. */
  readonly propertyNames: string[];
}

/** Reads the literals and property names of a JSON Schema, to steer mutations towards the schema's edges. */
export function schemaFacts(schema: JsonDoc): SchemaFacts {
  const literals = new Map<string, JsonDoc>();
  const names = new Set<string>();
  for (const { value } of collectNodes(schema)) {
    if (!isJsonObject(value)) continue;
    if ('const' in value) literals.set(JSON.stringify(value.const), value.const as JsonDoc);
    if (Array.isArray(value.enum)) for (const item of value.enum) literals.set(JSON.stringify(item), item);
    if (isJsonObject(value.properties)) for (const key of Object.keys(value.properties)) names.add(key);
    if (Array.isArray(value.required))
      for (const key of value.required) if (typeof key === 'string') names.add(key);
  }
  return { literals: [...literals.values()], propertyNames: [...names].sort() };
}
