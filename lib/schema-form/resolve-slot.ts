import { isObject } from '../json/is-object';
import type { SchemaSlot } from './field-node';
import { defineKey } from './json-value';
import { mergeAllOf } from './merge-all-of';
import type { SchemaDocument } from './schema-document';

/** A slot whose schema has no `$ref` or `allOf` left at its top. */
export type ResolvedSlot =
  | { ok: true; schema: boolean | Record<string, unknown>; slot: SchemaSlot; recursive: boolean }
  | { ok: false; reason: string; slot: SchemaSlot; recursive: boolean };

/** Annotations next to a `$ref` are laid over its target in every dialect (they only label the field). */
export const ANNOTATIONS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
]);
/** Keywords that do not constrain the value at this place. */
const STRUCTURAL = new Set(['$schema', '$id', 'id', '$defs', 'definitions', '$anchor', '$vocabulary']);

/** Bounds the work of one resolution (chains of references through merged allOf members). */
const MAX_HOPS = 64;

function split(schema: Record<string, unknown>) {
  const annotations: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' || STRUCTURAL.has(key)) continue;
    defineKey(ANNOTATIONS.has(key) ? annotations : rest, key, value);
  }
  return { annotations, rest };
}

function resolve(doc: SchemaDocument, start: SchemaSlot, budget: { hops: number }): ResolvedSlot {
  let schema = start.schema;
  let pointer = start.pointer;
  let trail = start.trail;
  let recursive = false;
  const seenHere = new Set<string>();
  const fail = (reason: string): ResolvedSlot => ({
    ok: false,
    reason,
    slot: { ...start, trail },
    recursive,
  });
  for (;;) {
    if (typeof schema === 'boolean')
      return { ok: true, schema, slot: { schema, pointer, trail, depth: start.depth }, recursive };
    if (!isObject(schema)) return fail('this part of the schema is neither an object nor a boolean');
    if (--budget.hops < 0) return fail('its references and allOf members nest too deeply to follow');
    const ref = schema.$ref;
    if (ref !== undefined) {
      if (typeof ref !== 'string') return fail('its "$ref" is not a string');
      const target = doc.lookup(ref);
      if (!target.found) return fail(target.reason);
      if (seenHere.has(target.key)) return fail(`the reference "${ref}" only leads back to itself`);
      seenHere.add(target.key);
      if (trail.includes(target.key)) recursive = true;
      else trail = [...trail, target.key];
      const { annotations, rest } = split(schema);
      const keepRest = doc.dialect !== 'draft-07' && Object.keys(rest).length > 0;
      if (!keepRest) {
        if (Object.keys(annotations).length === 0) {
          schema = target.schema;
          pointer = target.pointer;
        } else if (isObject(target.schema)) {
          schema = { ...target.schema, ...annotations };
          pointer = target.pointer;
        } else {
          schema = target.schema === true ? annotations : false;
        }
        continue;
      }
      // 2019-09+ evaluate keywords beside $ref too: treat them as one more allOf member.
      const own = Array.isArray(rest.allOf) ? rest.allOf : [];
      const { allOf: _drop, ...restWithoutAllOf } = rest;
      schema = { ...annotations, allOf: [target.schema, restWithoutAllOf, ...own] };
      continue;
    }
    if (schema.allOf !== undefined) {
      if (!Array.isArray(schema.allOf)) return fail('its "allOf" is not an array');
      const { allOf, ...outer } = schema;
      const members: unknown[] = [outer];
      for (let i = 0; i < allOf.length; i++) {
        const member = resolve(
          doc,
          { schema: allOf[i], pointer: `${pointer}/allOf/${i}`, trail, depth: start.depth },
          budget,
        );
        recursive ||= member.recursive;
        for (const key of member.slot.trail) if (!trail.includes(key)) trail = [...trail, key];
        if (!member.ok) return fail(member.reason);
        members.push(member.schema);
      }
      const merged = mergeAllOf(members);
      if (!merged.ok) return fail(merged.reason);
      schema = merged.schema;
      continue;
    }
    return { ok: true, schema, slot: { schema, pointer, trail, depth: start.depth }, recursive };
  }
}

/**
 * Follows local `$ref`s (laying annotations beside a `$ref` over its target, and in 2019-09+
 * merging constraint keywords beside it) and merges `allOf`, until the schema at the top is plain.
 * A reference already on the slot's trail marks the result `recursive` (the form then expands it
 * only on demand). Never loops: a reference chain that comes back to itself without any schema in
 * between, or more than 64 hops, is a failure with a reason, as are external references.
 */
export function resolveSlot(doc: SchemaDocument, slot: SchemaSlot): ResolvedSlot {
  return resolve(doc, slot, { hops: MAX_HOPS });
}
