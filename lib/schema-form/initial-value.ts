import { describeField } from './describe-field';
import type { FieldNode, SchemaSlot } from './field-node';
import { cloneJson, defineKey } from './json-value';
import { createSchemaDocument, type SchemaDocument } from './schema-document';

/** Items created for `minItems` are capped, so a huge `minItems` cannot freeze the page. */
const MAX_PREFILLED_ITEMS = 20;

function initialOf(doc: SchemaDocument, node: FieldNode, required: boolean): unknown {
  if (node.hasDefault) return cloneJson(node.default);
  if (!required) return undefined;
  switch (node.kind) {
    case 'const':
      return cloneJson(node.value);
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties) {
        const child = describeField(doc, property.slot);
        // A recursive child is only created on demand: creating it here could never stop.
        if (child.recursive && !child.hasDefault) continue;
        const initial = initialOf(doc, child, property.required);
        if (initial !== undefined) defineKey(value, property.name, initial);
      }
      return value;
    }
    case 'array': {
      const count = Math.min(node.minItems ?? 0, MAX_PREFILLED_ITEMS);
      return Array.from({ length: count }, (_, i) => newItemValue(doc, node, i));
    }
    case 'multi-select':
      return [];
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'enum':
      return node.options.length === 1 ? cloneJson(node.options[0]!.value) : undefined;
    case 'nullable':
      return initialOf(doc, describeField(doc, node.inner), true);
    case 'variants': {
      const first = node.variants[0];
      return first === undefined ? undefined : initialOf(doc, describeField(doc, first.slot), true);
    }
    default:
      return undefined;
  }
}

/**
 * The starting value of a field: its `default` when it has one (copied); otherwise, for a required
 * field, the least a user has to fill — an object with its required children and every child
 * `default`, `minItems` items for an array, `false` for a checkbox, the value of a `const` or a
 * single-choice `enum`, `null` for a null-only field; `undefined` (absent) for the rest, and for an
 * optional field without a default. Recursive children are never created eagerly.
 */
export function initialValue(doc: SchemaDocument, slot: SchemaSlot, required = true): unknown {
  return initialOf(doc, describeField(doc, slot), required);
}

/** The starting value of a whole form for `schema` (`initialValue` at its root, as required). */
export function initialFormValue(schema: unknown): unknown {
  const doc = createSchemaDocument(schema);
  return initialValue(doc, doc.rootSlot, true);
}

/** The slot of the `index`-th item of an array node (a `prefixItems` entry or the rest schema). */
export function itemSlot(node: Extract<FieldNode, { kind: 'array' }>, index: number): SchemaSlot | null {
  return node.prefixItems[index] ?? node.items;
}

/**
 * The value of an item added at `index` of an array: its starting value, else the blank of its
 * control (see `blankValue`); an item that refers back to an enclosing schema starts as an empty
 * object or array. An array item cannot be absent, so this is never `undefined`.
 */
export function newItemValue(
  doc: SchemaDocument,
  node: Extract<FieldNode, { kind: 'array' }>,
  index: number,
) {
  const slot = itemSlot(node, index);
  if (slot === null) return null;
  const item = describeField(doc, slot);
  if (item.recursive && !item.hasDefault) {
    // One level only: its own children are added by the user, on demand.
    if (item.kind === 'object') return {};
    if (item.kind === 'array') return [];
    return blankValue(item);
  }
  const initial = initialOf(doc, item, true);
  return initial !== undefined ? initial : blankValue(item);
}

/**
 * What an array item holds while its control is empty: "" for a text field, `null` for anything
 * else (validation then reports the item until it is filled). Object properties have no blank:
 * an emptied property is left out.
 */
export function blankValue(node: FieldNode): unknown {
  return node.kind === 'string' ? '' : null;
}
