import { isObject } from '../json/is-object';
import type { FieldNode } from './field-node';
import { jsonEqual, jsonKindOf, showJson } from './json-value';

const ARTICLE: Record<string, string> = {
  null: 'null',
  boolean: 'a boolean',
  integer: 'a number',
  number: 'a number',
  string: 'a string',
  array: 'an array',
  object: 'an object',
};

/**
 * Whether a field's control can show `value` as it is (one level: children are checked by their
 * own fields). An absent value always fits (the control is empty). When it does not fit, the form
 * shows that part as raw JSON instead, so no data is ever dropped.
 *
 * An integer field accepts any number (a fraction stays visible and validation reports it); a
 * multi-select accepts an array of its options without repeats; an enum or const accepts only
 * its values; raw and any-value fields accept everything.
 */
export function fitsNode(node: FieldNode, value: unknown): boolean {
  if (value === undefined) return true;
  switch (node.kind) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'multi-select':
      return (
        Array.isArray(value) &&
        value.every((v) => node.options.some((o) => jsonEqual(o.value, v))) &&
        new Set(value.map((v) => JSON.stringify(v))).size === value.length
      );
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'enum':
      return node.options.some((o) => jsonEqual(o.value, value));
    case 'const':
      return jsonEqual(node.value, value);
    case 'never':
      return false;
    default:
      // nullable and variants pick a branch for the value; any and raw take anything.
      return true;
  }
}

/** Why a value does not fit a field, in words shown next to its raw JSON editor. */
export function misfitReason(node: FieldNode, value: unknown): string {
  const got = ARTICLE[jsonKindOf(value)] ?? 'a value';
  switch (node.kind) {
    case 'object':
    case 'array':
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return `it holds ${got}, but the schema expects ${ARTICLE[node.kind]}`;
    case 'multi-select':
      return 'it holds values that are not among the choices (or a choice twice)';
    case 'enum':
      return `it holds ${showJson(value)}, which is not one of the choices`;
    case 'const':
      return `it holds ${showJson(value)}, but the schema only allows ${showJson(node.value)}`;
    case 'never':
      return 'the schema allows no value here';
    default:
      return 'the form cannot show this value';
  }
}
