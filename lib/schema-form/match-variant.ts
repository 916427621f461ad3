import { isObject } from '../json/is-object';
import { describeField } from './describe-field';
import type { SchemaSlot, VariantsNode } from './field-node';
import { fitsNode } from './fits-node';
import { initialValue } from './initial-value';
import { defineKey, jsonEqual } from './json-value';
import type { SchemaDocument } from './schema-document';

const NO = Number.NEGATIVE_INFINITY;

function score(doc: SchemaDocument, slot: SchemaSlot, value: unknown, depth: number): number {
  const node = describeField(doc, slot);
  if (value === undefined) return 0;
  switch (node.kind) {
    case 'any':
    case 'raw':
      return 0;
    case 'never':
      return NO;
    case 'const':
      return jsonEqual(node.value, value) ? 10 : NO;
    case 'enum':
      return fitsNode(node, value) ? 5 : NO;
    case 'number':
      if (typeof value !== 'number') return NO;
      return node.integer === Number.isInteger(value) ? 3 : 1;
    case 'null':
    case 'boolean':
    case 'string':
    case 'array':
      return fitsNode(node, value) ? 2 : NO;
    case 'multi-select':
      return fitsNode(node, value) ? 3 : Array.isArray(value) ? 1 : NO;
    case 'nullable':
      return value === null ? 2 : score(doc, node.inner, value, depth);
    case 'variants':
      return depth >= 3 ? 0 : Math.max(...node.variants.map((v) => score(doc, v.slot, value, depth + 1)));
    case 'object': {
      if (!isObject(value)) return NO;
      let total = 2;
      for (const property of node.properties) {
        const child = Object.hasOwn(value, property.name) ? value[property.name] : undefined;
        // A missing property is no evidence: the user may still be filling the variant in.
        if (child === undefined) continue;
        const childNode = describeField(doc, property.slot);
        // A differing constant is a discriminator saying "not this branch".
        if (childNode.kind === 'const') {
          if (!jsonEqual(childNode.value, child)) return NO;
          total += 10;
        } else {
          total += fitsNode(childNode, child) ? 1 : -1;
        }
      }
      if (node.closed) {
        const declared = new Set(node.properties.map((p) => p.name));
        for (const key of Object.keys(value)) if (!declared.has(key)) total -= 3;
      }
      return total;
    }
  }
}

/**
 * How well `value` matches each variant: `-Infinity` when it cannot (wrong type, a differing
 * `const` discriminator), else a higher score for more evidence: matching constants and enum
 * values, declared properties present; undeclared keys count against a closed variant. Missing
 * properties count for nothing (a variant being filled in is still that variant), so an empty or
 * absent value ties everywhere and the user's choice is kept.
 */
export function scoreVariants(doc: SchemaDocument, node: VariantsNode, value: unknown): number[] {
  return node.variants.map((variant) => score(doc, variant.slot, value, 0));
}

/**
 * The variant to show: the best-scoring one, keeping `preferred` (the user's last choice) when it
 * scores as well as the best; the first on a tie. -1 when no variant can hold the value.
 */
export function pickVariant(scores: readonly number[], preferred?: number): number {
  const best = Math.max(...scores);
  if (scores.length === 0 || best === NO) return -1;
  if (preferred !== undefined && scores[preferred] === best) return preferred;
  return scores.indexOf(best);
}

/**
 * The value after the user switches to variant `to`. Fields the target variant declares and can
 * hold are kept (so switching between two object variants keeps their common fields); the rest is
 * dropped, then filled back from `stash` (what this variant held before the user left it, if any)
 * and from the variant's starting values (its defaults, constants and required children). A
 * non-object value is kept when the target can hold it.
 */
export function switchVariant(
  doc: SchemaDocument,
  node: VariantsNode,
  to: number,
  value: unknown,
  stash?: unknown,
): unknown {
  const variant = node.variants[to];
  if (variant === undefined) return value;
  const target = describeField(doc, variant.slot);
  const fresh = initialValue(doc, variant.slot, true);
  if (target.kind !== 'object') {
    if (value !== undefined && score(doc, variant.slot, value, 0) !== NO) return value;
    if (stash !== undefined && score(doc, variant.slot, stash, 0) !== NO) return stash;
    return fresh;
  }
  const picked = new Map<string, unknown>();
  const declared = new Map(target.properties.map((p) => [p.name, p]));
  const sources = [value, stash, fresh].filter(isObject);
  for (const source of sources) {
    for (const [key, child] of Object.entries(source)) {
      if (picked.has(key)) continue;
      const property = declared.get(key);
      if (property === undefined) {
        if (target.additional !== null && source !== fresh) picked.set(key, child);
        continue;
      }
      const childNode = describeField(doc, property.slot);
      if (childNode.kind === 'const' && !jsonEqual(childNode.value, child)) continue;
      if (fitsNode(childNode, child)) picked.set(key, child);
    }
  }
  // Declared properties in schema order, then the other keys: the JSON reads like the form.
  const out: Record<string, unknown> = {};
  for (const name of declared.keys()) if (picked.has(name)) defineKey(out, name, picked.get(name));
  for (const [key, child] of picked) if (!declared.has(key)) defineKey(out, key, child);
  return out;
}
