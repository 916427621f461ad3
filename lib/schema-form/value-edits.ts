import { isObject } from '../json/is-object';
import { defineKey } from './json-value';

/**
 * Immutable edits of JSON values, as the form makes them. Keys are written as own properties (a
 * key named "__proto__" stays data) and key order is kept.
 */

/**
 * `object` with `key` set to `value`, or removed when `value` is undefined. A non-object starts
 * empty. Existing keys keep their place; a new key goes where `order` (the schema's property
 * order) puts it among the keys already there, or at the end when `order` does not list it.
 */
export function setProperty(
  object: unknown,
  key: string,
  value: unknown,
  order: readonly string[] = [],
): Record<string, unknown> {
  const source = isObject(object) ? object : {};
  const out: Record<string, unknown> = {};
  if (Object.hasOwn(source, key) || value === undefined) {
    for (const [k, v] of Object.entries(source)) {
      if (k !== key) defineKey(out, k, v);
      else if (value !== undefined) defineKey(out, k, value);
    }
    return out;
  }
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const mine = rank(key);
  let placed = false;
  for (const [k, v] of Object.entries(source)) {
    if (!placed && mine < rank(k)) {
      defineKey(out, key, value);
      placed = true;
    }
    defineKey(out, k, v);
  }
  if (!placed) defineKey(out, key, value);
  return out;
}

/** `object` with the key `from` renamed to `to` (in place, keeping the order); unchanged if `to` is taken. */
export function renameProperty(
  object: Record<string, unknown>,
  from: string,
  to: string,
): Record<string, unknown> {
  if (from === to || Object.hasOwn(object, to)) return object;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(object)) defineKey(out, k === from ? to : k, v);
  return out;
}

/** `list` with item `index` replaced. */
export function replaceItem(list: readonly unknown[], index: number, value: unknown): unknown[] {
  return list.map((item, i) => (i === index ? value : item));
}

/** `list` with `value` inserted before `index` (appended when `index` is the length). */
export function insertItem(list: readonly unknown[], index: number, value: unknown): unknown[] {
  return [...list.slice(0, index), value, ...list.slice(index)];
}

/** `list` without item `index`. */
export function removeItem(list: readonly unknown[], index: number): unknown[] {
  return list.filter((_, i) => i !== index);
}

/** `list` with item `from` moved to position `to` (both clamped to the list). */
export function moveItem(list: readonly unknown[], from: number, to: number): unknown[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}
