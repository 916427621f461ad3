import { isObject } from '../json/is-object';

/** True when the schema already lets null through at its top (type, anyOf branch, enum or const). */
export function allowsNull(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (Array.isArray(schema.anyOf) && schema.anyOf.some((b) => isObject(b) && allowsNull(b))) return true;
  if (type === undefined && Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  return 'const' in schema && schema.const === null;
}

/**
 * The same schema, also accepting null: how strict mode writes an optional property. A plain
 * `type` gains "null" (and a null enum value, so the enum does not exclude it); `anyOf` gains a null
 * branch; anything else (`$ref`, `const`) is wrapped as `anyOf: [schema, {type: "null"}]` with its
 * description kept outside. Returns the input itself when null is already allowed.
 */
export function makeNullable(schema: Record<string, unknown>): Record<string, unknown> {
  if (allowsNull(schema)) return schema;
  const type = schema.type;
  const withNullEnum = (out: Record<string, unknown>) =>
    Array.isArray(schema.enum) ? { ...out, enum: [...schema.enum, null] } : out;
  if (!('$ref' in schema) && !('const' in schema)) {
    if (typeof type === 'string') return withNullEnum({ ...schema, type: [type, 'null'] });
    if (Array.isArray(type)) return withNullEnum({ ...schema, type: [...type, 'null'] });
    if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] };
    if (Array.isArray(schema.enum)) return { ...schema, enum: [...schema.enum, null] };
  }
  const { description, ...inner } = schema;
  return {
    ...(typeof description === 'string' ? { description } : {}),
    anyOf: [inner, { type: 'null' }],
  };
}
