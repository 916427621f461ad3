import { createSchemaDocument, initialValue } from '@/lib/schema-form';

/**
 * What a form starts with: the schema's defaults and the least a person must fill (see
 * lib/schema-form `initialValue`). `undefined` when the schema gives nothing to start from.
 */
export function startingValue(schema: unknown): unknown {
  const doc = createSchemaDocument(schema);
  return initialValue(doc, doc.rootSlot);
}
