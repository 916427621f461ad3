import { isObject } from '../../json/is-object';
import { joinPointer } from '../../json/json-pointer';
import { SUBSCHEMA_KEYWORDS } from '../../schema/schema-keywords';

/** One subschema of a schema, where it sits and how deep it is in object nesting. */
export interface SchemaNode {
  /** The subschema (an object; boolean subschemas are skipped: they hold no keywords). */
  node: Record<string, unknown>;
  /** Pointer relative to the schema root ("" = the root). */
  path: string;
  /** Object schemas on the way from the root down to this node, this one included (root object = 1). */
  objectDepth: number;
  /** The key under which this node sits in its parent's `properties`, if it does. */
  propertyName?: string;
  /**
   * True when the node describes (part of) the instance itself: reached from the root only through
   * properties, items, prefixItems, anyOf, additionalProperties and definitions. Subschemas of
   * conditions and other applicators (if/then/else, not, allOf, oneOf, contains…) are not shapes.
   */
  shape: boolean;
}

const SHAPE_KEYWORDS = new Set([
  'properties',
  'items',
  'prefixItems',
  'anyOf',
  'additionalProperties',
  '$defs',
  'definitions',
]);

/** True for a schema that describes objects: `"type": "object"` (or a list with it), or `properties`. */
export function describesObject(node: Record<string, unknown>): boolean {
  const type = node.type;
  return type === 'object' || (Array.isArray(type) && type.includes('object')) || isObject(node.properties);
}

/** Subschemas nested deeper than this are not visited (a hostile schema could nest thousands deep). */
const MAX_LEVEL = 100;

/**
 * Every object subschema of a 2020-12 schema, root first, following every keyword that holds
 * subschemas (properties, items, anyOf, $defs…). Stops after `limit` nodes and below MAX_LEVEL
 * levels, so a huge or hostile schema cannot make a rule slow; cycles cannot occur in parsed JSON.
 */
export function schemaNodes(root: unknown, limit = 20_000): SchemaNode[] {
  const out: SchemaNode[] = [];
  const keywords = SUBSCHEMA_KEYWORDS['2020-12'];
  const visit = (
    value: unknown,
    path: string,
    depth: number,
    shape: boolean,
    propertyName?: string,
    level = 0,
  ): void => {
    if (out.length >= limit || level > MAX_LEVEL || !isObject(value)) return;
    const objectDepth = depth + (describesObject(value) ? 1 : 0);
    out.push({
      node: value,
      path,
      objectDepth,
      shape,
      ...(propertyName !== undefined ? { propertyName } : {}),
    });
    for (const [keyword, holds] of Object.entries(keywords)) {
      const child = value[keyword];
      if (child === undefined) continue;
      const at = joinPointer(path, keyword);
      const childShape = shape && SHAPE_KEYWORDS.has(keyword);
      if (Array.isArray(child)) {
        if (holds === 'array' || holds === 'schema-or-array')
          for (const [n, c] of child.entries())
            visit(c, joinPointer(at, n), objectDepth, childShape, undefined, level + 1);
      } else if (holds === 'map' || holds === 'map-of-schema-or-names') {
        if (isObject(child))
          for (const [key, c] of Object.entries(child))
            visit(
              c,
              joinPointer(at, key),
              objectDepth,
              childShape,
              keyword === 'properties' ? key : undefined,
              level + 1,
            );
      } else visit(child, at, objectDepth, childShape, undefined, level + 1);
    }
  };
  visit(root, '', 0, true);
  return out;
}
