import { joinPointer } from '../json/json-pointer';
import { describeField } from './describe-field';
import type { SchemaSlot } from './field-node';
import { fitsNode, misfitReason } from './fits-node';
import { itemSlot } from './initial-value';
import { pickVariant, scoreVariants } from './match-variant';
import type { SchemaDocument } from './schema-document';

/** A part of a value that the form shows as raw JSON rather than as fields, and why. */
export interface RawPart {
  /** RFC 6901 pointer into the value. */
  readonly pointer: string;
  readonly reason: string;
}

function walk(doc: SchemaDocument, slot: SchemaSlot, value: unknown, pointer: string, out: RawPart[]): void {
  const node = describeField(doc, slot);
  if (node.kind === 'raw') {
    out.push({ pointer, reason: node.reason });
    return;
  }
  if (value === undefined) return;
  if (!fitsNode(node, value)) {
    out.push({ pointer, reason: misfitReason(node, value) });
    return;
  }
  switch (node.kind) {
    case 'object': {
      const record = value as Record<string, unknown>;
      const declared = new Set(node.properties.map((p) => p.name));
      for (const property of node.properties) {
        if (Object.hasOwn(record, property.name))
          walk(doc, property.slot, record[property.name], joinPointer(pointer, property.name), out);
      }
      for (const [key, child] of Object.entries(record)) {
        if (declared.has(key)) continue;
        if (node.additional !== null) walk(doc, node.additional, child, joinPointer(pointer, key), out);
        else
          out.push({
            pointer: joinPointer(pointer, key),
            reason: 'the schema does not declare this property',
          });
      }
      return;
    }
    case 'array':
      (value as unknown[]).forEach((item, i) => {
        const slotOfItem = itemSlot(node, i);
        const at = joinPointer(pointer, i);
        if (slotOfItem === null)
          out.push({ pointer: at, reason: 'the schema allows no item at this position' });
        else walk(doc, slotOfItem, item, at, out);
      });
      return;
    case 'nullable':
      if (value !== null) walk(doc, node.inner, value, pointer, out);
      return;
    case 'variants': {
      const index = pickVariant(scoreVariants(doc, node, value));
      if (index === -1) out.push({ pointer, reason: 'it matches none of the variants' });
      else walk(doc, node.variants[index]!.slot, value, pointer, out);
      return;
    }
    default:
      return;
  }
}

/**
 * The parts of `value` the form cannot show as fields, as the form itself decides: schema parts it
 * edits as JSON (with the schema's reason), values a field cannot hold (a number where a string is
 * expected, an unknown enum value…), and undeclared keys of an object without a key/value editor.
 * Everything else maps onto fields. Lets a caller say "2 parts are shown as JSON" after loading a
 * value from the raw editor.
 */
export function findRawParts(doc: SchemaDocument, value: unknown): RawPart[] {
  const out: RawPart[] = [];
  walk(doc, doc.rootSlot, value, '', out);
  return out;
}

/** Whether a value, as a whole, maps onto fields (no part needs raw JSON). */
export function isFullyRepresentable(doc: SchemaDocument, value: unknown): boolean {
  return findRawParts(doc, value).length === 0;
}
