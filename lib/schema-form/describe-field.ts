import { isObject } from '../json/is-object';
import type { EnumOption, FieldNode, PropertySlot, SchemaSlot, Variant } from './field-node';
import { ANNOTATIONS, resolveSlot } from './resolve-slot';
import { childSlot, type SchemaDocument } from './schema-document';
import { optionLabel, uniqueLabels, variantLabel } from './variant-label';

/** Fields nested deeper than this are edited as JSON (a guard for huge or recursive schemas). */
export const MAX_FIELD_DEPTH = 32;

type Schema = Record<string, unknown>;
type Base = Omit<Extract<FieldNode, { kind: 'any' }>, 'kind'>;

/** Keywords that change which fields exist depending on the value: the form cannot lay them out. */
const SHAPE_KEYWORDS = ['if', 'dependentSchemas', 'patternProperties', '$dynamicRef', '$recursiveRef'];
const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);
/** Keywords that neither constrain nor shape the field: annotations and document bookkeeping. */
const QUIET = new Set([...ANNOTATIONS, '$schema', '$id', 'id', '$defs', 'definitions', '$anchor']);
const OBJECT_HINTS = ['properties', 'required', 'additionalProperties', 'minProperties', 'maxProperties'];
const ARRAY_HINTS = ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'];
const STRING_HINTS = ['minLength', 'maxLength', 'pattern', 'format'];
const NUMBER_HINTS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];

/** What a `then` or `else` branch may hold and still leave the fields as they are. */
const BRANCH_KEYS = new Set([
  ...QUIET,
  'properties',
  'required',
  'const',
  'enum',
  'not',
  ...STRING_HINTS,
  ...NUMBER_HINTS,
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
]);

/**
 * True when an `if` only tightens fields the schema already has: each of `then` and `else` names no
 * property that `properties` lacks and holds only constraints. The form then lays out the fields as
 * usual and validation reports the conditional constraint ("start_hour ≤ 12 for room A01").
 */
function onlyConstrains(s: Schema): boolean {
  const known = isObject(s.properties) ? new Set(Object.keys(s.properties)) : new Set<string>();
  return ['then', 'else'].every((key) => {
    const branch = s[key];
    if (branch === undefined || typeof branch === 'boolean') return true;
    if (!isObject(branch) || !Object.keys(branch).every((k) => BRANCH_KEYS.has(k))) return false;
    const named = [
      ...(isObject(branch.properties) ? Object.keys(branch.properties) : []),
      ...(Array.isArray(branch.required) ? branch.required : []),
    ];
    return named.every((name) => typeof name === 'string' && known.has(name));
  });
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const has = (schema: Schema, keys: readonly string[]) => keys.some((key) => Object.hasOwn(schema, key));

function baseOf(schema: boolean | Schema, slot: SchemaSlot, recursive: boolean): Base {
  const s = isObject(schema) ? schema : {};
  return {
    slot,
    recursive,
    ...(typeof s.title === 'string' && s.title.trim() !== '' ? { title: s.title } : {}),
    ...(typeof s.description === 'string' && s.description.trim() !== ''
      ? { description: s.description }
      : {}),
    hasDefault: Object.hasOwn(s, 'default'),
    ...(Object.hasOwn(s, 'default') ? { default: s.default } : {}),
    readOnly: s.readOnly === true,
    deprecated: s.deprecated === true,
  };
}

function typesOf(schema: Schema): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  return undefined;
}

/** A branch that only allows null. */
function isNullSchema(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const types = typesOf(schema);
  if (types !== undefined) return types.length === 1 && types[0] === 'null';
  if (Object.hasOwn(schema, 'const')) return schema.const === null;
  return Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null;
}

/** A branch that is only a constant with labels: `{const, title?, description?}`. */
function isConstOption(schema: unknown): schema is Schema {
  if (!isObject(schema) || !Object.hasOwn(schema, 'const')) return false;
  return Object.keys(schema).every((key) => key === 'const' || key === 'type' || QUIET.has(key));
}

/** The keywords of `schema` that constrain the value (annotations stay with the outer field). */
function constraintsOf(schema: Schema): Schema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !QUIET.has(key)));
}

/** `outer`'s constraints joined to one branch. */
function withOuter(outer: Schema, branch: unknown): unknown {
  const constraints = constraintsOf(outer);
  return Object.keys(constraints).length === 0 ? branch : { allOf: [constraints, branch] };
}

function describeChoices(doc: SchemaDocument, slot: SchemaSlot, schema: Schema, base: Base): FieldNode {
  const keyword = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
  const branches = schema[keyword] as unknown[];
  if (branches.length === 0) return { ...base, kind: 'raw', reason: `its "${keyword}" is empty` };
  const { [keyword]: _drop, ...outer } = schema;
  const resolved = branches.map((branch, i) => resolveSlot(doc, childSlot(slot, branch, keyword, i)));
  const plain = resolved.map((r) => (r.ok ? r.schema : undefined));
  if (plain.every(isConstOption)) {
    const options: EnumOption[] = (plain as Schema[]).map((b) => ({
      value: b.const,
      label: typeof b.title === 'string' && b.title !== '' ? b.title : optionLabel(b.const),
      ...(typeof b.description === 'string' ? { description: b.description } : {}),
    }));
    return { ...base, kind: 'enum', options };
  }
  const others = branches.filter((_, i) => !isNullSchema(plain[i]));
  if (others.length === 0) return { ...base, kind: 'null' };
  if (others.length < branches.length) {
    const inner =
      others.length === 1 ? withOuter(outer, others[0]) : { ...constraintsOf(outer), [keyword]: others };
    return { ...base, kind: 'nullable', inner: { ...slot, schema: inner, depth: slot.depth + 1 } };
  }
  const labels = uniqueLabels(branches.map((branch, i) => variantLabel(branch, plain[i], i)));
  const variants: Variant[] = branches.map((branch, i) => ({
    label: labels[i]!,
    slot: childSlot(slot, withOuter(outer, branch), keyword, i),
  }));
  return { ...base, kind: 'variants', keyword, variants };
}

function describeObject(slot: SchemaSlot, s: Schema, base: Base): FieldNode {
  const required = Array.isArray(s.required)
    ? s.required.filter((r): r is string => typeof r === 'string')
    : [];
  const declared = isObject(s.properties) ? s.properties : {};
  const properties: PropertySlot[] = Object.entries(declared).map(([name, schema]) => ({
    name,
    required: required.includes(name),
    slot: childSlot(slot, schema, 'properties', name),
  }));
  const extra = s.additionalProperties;
  const closed = extra === false || (extra === undefined && s.unevaluatedProperties === false);
  // A name only `required` lists takes what the schema allows for undeclared names: the
  // additionalProperties schema, anything, or (closed) nothing at all.
  for (const name of required) {
    if (Object.hasOwn(declared, name) || properties.some((p) => p.name === name)) continue;
    properties.push(
      closed
        ? { name, required: true, undeclared: 'forbidden', slot: childSlot(slot, false, 'required', name) }
        : isObject(extra)
          ? {
              name,
              required: true,
              undeclared: 'additional',
              slot: childSlot(slot, extra, 'additionalProperties'),
            }
          : { name, required: true, undeclared: 'any', slot: childSlot(slot, true, 'required', name) },
    );
  }
  let additional: SchemaSlot | null = null;
  if (isObject(extra) || extra === true) additional = childSlot(slot, extra, 'additionalProperties');
  else if (extra === undefined && !closed && properties.length === 0) additional = childSlot(slot, true);
  return { ...base, kind: 'object', properties, additional, closed };
}

function describeArray(doc: SchemaDocument, slot: SchemaSlot, s: Schema, base: Base): FieldNode {
  let prefix: unknown[] = [];
  let rest: unknown = true;
  let restKey = 'items';
  if (Array.isArray(s.items)) {
    prefix = s.items;
    rest = s.additionalItems ?? true;
    restKey = 'additionalItems';
  } else {
    if (Array.isArray(s.prefixItems)) prefix = s.prefixItems;
    if (s.items !== undefined) rest = s.items;
  }
  const prefixKey = Array.isArray(s.items) ? 'items' : 'prefixItems';
  const bounds = {
    ...(num(s.minItems) !== undefined ? { minItems: num(s.minItems) } : {}),
    ...(num(s.maxItems) !== undefined ? { maxItems: num(s.maxItems) } : {}),
  };
  const items = rest === false ? null : childSlot(slot, rest, restKey);
  if (prefix.length === 0 && items !== null) {
    const itemNode = describeField(doc, items);
    const primitive = (o: EnumOption) => ['string', 'number', 'boolean'].includes(typeof o.value);
    if (itemNode.kind === 'enum' && itemNode.options.every(primitive))
      return { ...base, kind: 'multi-select', options: itemNode.options, ...bounds };
  }
  return {
    ...base,
    kind: 'array',
    prefixItems: prefix.map((p, i) => childSlot(slot, p, prefixKey, i)),
    items,
    ...bounds,
    uniqueItems: s.uniqueItems === true,
  };
}

function describeType(doc: SchemaDocument, slot: SchemaSlot, s: Schema, type: string, base: Base): FieldNode {
  switch (type) {
    case 'object':
      return describeObject(slot, s, base);
    case 'array':
      return describeArray(doc, slot, s, base);
    case 'string': {
      const maxLength = num(s.maxLength);
      return {
        ...base,
        kind: 'string',
        ...(typeof s.format === 'string' ? { format: s.format } : {}),
        ...(num(s.minLength) !== undefined ? { minLength: num(s.minLength) } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(typeof s.pattern === 'string' ? { pattern: s.pattern } : {}),
        multiline: maxLength !== undefined && maxLength > 256,
      };
    }
    case 'number':
    case 'integer': {
      const bounds: Record<string, number> = {};
      for (const key of NUMBER_HINTS) {
        const value = num(s[key]);
        if (value !== undefined) bounds[key] = value;
      }
      return { ...base, kind: 'number', integer: type === 'integer', ...bounds };
    }
    case 'boolean':
      return { ...base, kind: 'boolean' };
    default:
      return { ...base, kind: 'null' };
  }
}

/**
 * Describes one level of a schema as a form field. Resolves `$ref` and merges `allOf` first; then,
 * in this order: shape keywords the form cannot lay out (`if`, `dependentSchemas`,
 * `patternProperties`, dynamic refs) give a `raw` node; `const`; `enum` (legacy `enumNames` as
 * labels); `oneOf`/`anyOf` (all branches `{const, title}` → an enum; a null branch → nullable; else
 * variants with the outer schema's constraints merged into each); `type` (a list with "null" →
 * nullable, several other types → variants); without `type`, the keywords present decide
 * (`properties` → object, `items` → array…), else any JSON value. Constraint-only keywords (`not`,
 * `pattern`, `uniqueItems`, `propertyNames`…) do not change the field; validation reports them.
 * Never throws and never loops.
 */
export function describeField(doc: SchemaDocument, slot: SchemaSlot): FieldNode {
  const resolved = resolveSlot(doc, slot);
  if (!resolved.ok) {
    return { ...baseOf({}, resolved.slot, resolved.recursive), kind: 'raw', reason: resolved.reason };
  }
  const { schema, recursive } = resolved;
  const here = resolved.slot;
  const base = baseOf(schema, here, recursive);
  if (slot.depth > MAX_FIELD_DEPTH)
    return { ...base, kind: 'raw', reason: `it is nested more than ${MAX_FIELD_DEPTH} levels deep` };
  if (schema === true) return { ...base, kind: 'any' };
  if (schema === false) return { ...base, kind: 'never', reason: 'the schema is false: no value is allowed' };
  const s = schema;
  const shape = SHAPE_KEYWORDS.filter((key) => Object.hasOwn(s, key) && !(key === 'if' && onlyConstrains(s)));
  if (isObject(s.dependencies) && Object.values(s.dependencies).some((d) => !Array.isArray(d)))
    shape.push('dependencies');
  if (shape.length > 0) {
    const list = shape.map((k) => `"${k}"`).join(', ');
    return { ...base, kind: 'raw', reason: `it uses ${list}, which the form cannot show as fields` };
  }
  if (Object.hasOwn(s, 'const')) return { ...base, kind: 'const', value: s.const };
  if (Array.isArray(s.enum)) {
    if (s.enum.length === 0)
      return { ...base, kind: 'never', reason: 'its "enum" is empty: no value is allowed' };
    const names =
      Array.isArray(s.enumNames) && s.enumNames.length === s.enum.length ? s.enumNames : undefined;
    const options = s.enum.map((value, i) => ({
      value,
      label: typeof names?.[i] === 'string' ? (names[i] as string) : optionLabel(value),
    }));
    return { ...base, kind: 'enum', options };
  }
  if (Array.isArray(s.oneOf) && Array.isArray(s.anyOf))
    return { ...base, kind: 'raw', reason: 'it has both "oneOf" and "anyOf", which the form cannot combine' };
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return describeChoices(doc, here, s, base);
  const types = typesOf(s);
  if (types !== undefined) {
    const unknown = types.filter((t) => !TYPES.has(t));
    if (unknown.length > 0 || types.length === 0)
      return { ...base, kind: 'raw', reason: `its "type" is not one of the JSON Schema types` };
    let others = [...new Set(types.filter((t) => t !== 'null'))];
    if (others.includes('number')) others = others.filter((t) => t !== 'integer');
    if (others.length < types.length && others.length > 0 && types.includes('null')) {
      const inner = { ...constraintsOf(s), type: others.length === 1 ? others[0] : others };
      return { ...base, kind: 'nullable', inner: { ...here, schema: inner, depth: here.depth + 1 } };
    }
    if (others.length > 1) {
      const variants = others.map((type) => ({
        label: type,
        slot: { ...here, schema: { ...constraintsOf(s), type }, depth: here.depth + 1 },
      }));
      return { ...base, kind: 'variants', keyword: 'type', variants };
    }
    return describeType(doc, here, s, others[0] ?? 'null', base);
  }
  if (has(s, OBJECT_HINTS)) return describeObject(here, s, base);
  if (has(s, ARRAY_HINTS)) return describeArray(doc, here, s, base);
  if (has(s, STRING_HINTS)) return describeType(doc, here, s, 'string', base);
  if (has(s, NUMBER_HINTS)) return describeType(doc, here, s, 'number', base);
  return { ...base, kind: 'any' };
}
