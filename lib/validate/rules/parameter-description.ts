import { isObject } from '../../json/is-object';
import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { schemaMemo } from '../schema-facts';

const NON_BLANK = /\S/;

/** Properties deeper than this are not checked: the advice is about what a model reads first. */
const MAX_DEPTH = 3;

/** The properties without a description, as pointers relative to the schema, in walk order. */
function undescribed(root: unknown): { at: string; name: string }[] {
  const found: { at: string; name: string }[] = [];
  const visit = (schema: unknown, at: string, depth: number) => {
    if (!isObject(schema) || depth > MAX_DEPTH || !isObject(schema.properties)) return;
    for (const name in schema.properties) {
      if (!Object.hasOwn(schema.properties, name)) continue;
      const property = schema.properties[name];
      if (!isObject(property)) continue;
      const hasText =
        (typeof property.description === 'string' && NON_BLANK.test(property.description)) ||
        typeof property.$ref === 'string';
      // Pointers are built only where they are used: most properties are described and flat.
      const nested = depth < MAX_DEPTH && (isObject(property.properties) || isObject(property.items));
      if (hasText && !nested) continue;
      const propertyPath = joinPointer(at, 'properties', name);
      if (!hasText) found.push({ at: propertyPath, name });
      visit(property, propertyPath, depth + 1);
      if (isObject(property.items)) visit(property.items, joinPointer(propertyPath, 'items'), depth + 1);
    }
  };
  visit(root, '', 0);
  return found;
}

export const parameterDescription = defineRule({
  id: 'parameter-description',
  severity: 'info',
  basis: 'advice',
  title: 'Parameters have descriptions',
  description:
    'Each property of `inputSchema` should say what it means, its format and its units. Without that, models guess from the name alone and pass wrong values (a date in the wrong format, an id of the wrong kind).',
  target: 'json-schema',
  check({ target, path, report }) {
    if (target.role !== 'input') return;
    // The findings depend on the schema alone: computed once per distinct schema, with pointers
    // relative to it.
    const missing = schemaMemo(target.value, 'parameter-description', () => undescribed(target.value));
    for (const { at, name } of missing) {
      report({
        path: path + at,
        part: 'key',
        message: `Parameter "${name}" has no description. Say what it means, its format or units, and an example value.`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: { city: { type: 'string', description: 'City name, e.g. "Paris".' } },
          },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: { name: 'a', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } },
        path: '/inputSchema/properties/city',
      },
    ],
  },
});
