import { isObject } from '../json/is-object';
import { decodePointer, joinPointer } from '../json/json-pointer';
import { stableJson } from '../json/stable-json';
import { showValue } from '../schema/error-message';
import type { ChangeKind } from './tool-change';

/** Receives one classified change at a pointer relative to the tool definition. */
export type EmitChange = (change: ChangeKind, path: string, detail: string) => void;

type Schema = Record<string, unknown>;

/** Lower bounds: raising one (or adding it) accepts fewer values. */
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'];
/** Upper bounds: lowering one (or adding it) accepts fewer values. */
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'];
/** Keywords that never change which values validate. */
const ANNOTATIONS = new Set([
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  '$id',
  '$anchor',
  '$defs',
  'definitions',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
]);
/** Keywords this diff compares itself (the rest are judged generically). */
const HANDLED = new Set([
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'title',
  'description',
  'pattern',
  'format',
  'multipleOf',
  'uniqueItems',
  ...LOWER_BOUNDS,
  ...UPPER_BOUNDS,
]);
/** Applicators and assertions whose change this diff cannot prove harmless. */
const STRUCTURAL = new Set([
  '$ref',
  '$dynamicRef',
  '$schema',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'prefixItems',
  'contains',
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'unevaluatedItems',
  'unevaluatedProperties',
]);

const MAX_DEPTH = 64;

interface Side {
  root: unknown;
}

/**
 * Follows a `$ref` to a local pointer ("#/$defs/x") when the node holds nothing else that
 * constrains, so `{"$ref": "#/$defs/id"}` compares as the schema it names. Network and anchor
 * references stay as they are (never fetched).
 */
function resolve(side: Side, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 16; hops++) {
    if (!isObject(current) || typeof current.$ref !== 'string' || !current.$ref.startsWith('#'))
      return current;
    const others = Object.keys(current).filter(
      (k) => k !== '$ref' && !ANNOTATIONS.has(k) && k !== 'title' && k !== 'description',
    );
    if (others.length > 0) return current;
    const segments = decodePointer(decodeURIComponent(current.$ref.slice(1)));
    if (!segments) return current;
    let target: unknown = side.root;
    for (const segment of segments) {
      if (Array.isArray(target)) target = target[Number(segment)];
      else if (isObject(target)) target = target[segment];
      else return current;
    }
    if (target === undefined) return current;
    current = target;
  }
  return current;
}

/** `true` and `{}` accept anything; `false` accepts nothing. */
function asObject(node: unknown): Schema | false {
  if (node === false) return false;
  if (isObject(node)) return node;
  return {};
}

function typeSet(schema: Schema): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  return undefined;
}

/** Whether values of JSON type `t` are accepted by the type keyword `set` (integer ⊂ number). */
function typeCovered(set: string[] | undefined, t: string): boolean {
  return set === undefined || set.includes(t) || (t === 'integer' && set.includes('number'));
}

function showTypes(set: string[] | undefined): string {
  return set === undefined ? 'any type' : set.join(' | ');
}

/** How a node is named in details: `parameter "q"`, `property "filter.status"`, `the items of "tags"`. */
interface Where {
  path: string;
  label: string;
  /** The top level of inputSchema (whose properties are the tool's parameters). */
  top: boolean;
}

function childLabel(parent: Where, key: string): string {
  return parent.label === '' ? key : `${parent.label}.${key}`;
}

function subject(where: Where, role: 'input' | 'output'): string {
  if (where.label === '') return role === 'input' ? 'the arguments object' : 'the structured result';
  return `"${where.label}"`;
}

function requiredSet(schema: Schema): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : []);
}

function propertiesOf(schema: Schema): Schema {
  return isObject(schema.properties) ? schema.properties : {};
}

const numeric = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const equal = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/** True when every multiple of `b` is a multiple of `a` (so `b` accepts no more than `a`). */
function multipleOfImplies(b: number, a: number): boolean {
  const ratio = b / a;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

class SchemaDiff {
  constructor(
    private readonly oldSide: Side,
    private readonly newSide: Side,
    private readonly emit: EmitChange,
  ) {}

  input(oldNode: unknown, newNode: unknown, where: Where, depth = 0): void {
    if (depth > MAX_DEPTH) return;
    const a0 = resolve(this.oldSide, oldNode);
    const b0 = resolve(this.newSide, newNode);
    if (equal(a0, b0)) return;
    const a = asObject(a0);
    const b = asObject(b0);
    const who = subject(where, 'input');
    if (a === false || b === false) {
      if (b === false) this.emit('constraint-tightened', where.path, `${who} now accepts no value at all.`);
      else
        this.emit('constraint-loosened', where.path, `${who} used to accept no value and now accepts some.`);
      return;
    }
    this.inputTypes(a, b, where, who);
    this.inputEnum(a, b, where, who);
    this.inputBounds(a, b, where, who);
    this.inputProperties(a, b, where, depth);
    this.inputAdditional(a, b, where, who, depth);
    if (a.items !== undefined || b.items !== undefined) {
      if (a.items === undefined)
        this.emit(
          'constraint-tightened',
          joinPointer(where.path, 'items'),
          `${who} now constrains its items.`,
        );
      else if (b.items === undefined)
        this.emit(
          'constraint-loosened',
          joinPointer(where.path, 'items'),
          `${who} no longer constrains its items.`,
        );
      else
        this.input(
          a.items,
          b.items,
          { path: joinPointer(where.path, 'items'), label: `${where.label || 'arguments'}[]`, top: false },
          depth + 1,
        );
    }
    this.texts(a, b, where, who);
    this.others(a, b, where, who);
  }

  output(oldNode: unknown, newNode: unknown, where: Where, depth = 0): void {
    if (depth > MAX_DEPTH) return;
    const a0 = resolve(this.oldSide, oldNode);
    const b0 = resolve(this.newSide, newNode);
    if (equal(a0, b0)) return;
    const a = asObject(a0);
    const b = asObject(b0);
    const who = subject(where, 'output');
    if (a === false || b === false) {
      this.emit(
        'output-type-changed',
        where.path,
        b === false
          ? `${who} can no longer be produced at all.`
          : `${who} was impossible and now has a schema.`,
      );
      return;
    }
    const ta = typeSet(a);
    const tb = typeSet(b);
    if (!equal(ta?.slice().sort(), tb?.slice().sort())) {
      if (ta === undefined)
        this.emit(
          'output-schema-changed',
          joinPointer(where.path, 'type'),
          `${who} is now typed ${showTypes(tb)}.`,
        );
      else
        this.emit(
          'output-type-changed',
          joinPointer(where.path, 'type'),
          `${who} changed type from ${showTypes(ta)} to ${showTypes(tb)}; consumers reading it may break.`,
        );
    }
    const pa = propertiesOf(a);
    const pb = propertiesOf(b);
    const ra = requiredSet(a);
    const rb = requiredSet(b);
    for (const key of Object.keys(pa)) {
      const path = joinPointer(where.path, 'properties', key);
      const label = childLabel(where, key);
      if (!(key in pb)) {
        this.emit(
          'output-property-removed',
          path,
          `Output property "${label}" was removed; consumers reading it will find nothing.`,
        );
        continue;
      }
      if (ra.has(key) && !rb.has(key))
        this.emit(
          'output-property-became-optional',
          path,
          `Output property "${label}" is no longer required, so it may be missing.`,
        );
      else if (!ra.has(key) && rb.has(key))
        this.emit('output-schema-changed', path, `Output property "${label}" is now always present.`);
      this.output(pa[key], pb[key], { path, label, top: false }, depth + 1);
    }
    for (const key of Object.keys(pb)) {
      if (key in pa) continue;
      this.emit(
        'output-property-added',
        joinPointer(where.path, 'properties', key),
        `Output property "${childLabel(where, key)}" was added${rb.has(key) ? ' (required)' : ''}.`,
      );
    }
    if (a.items !== undefined && b.items !== undefined)
      this.output(
        a.items,
        b.items,
        { path: joinPointer(where.path, 'items'), label: `${where.label || 'result'}[]`, top: false },
        depth + 1,
      );
    else if (a.items !== undefined || b.items !== undefined)
      this.emit(
        a.items === undefined ? 'output-schema-changed' : 'output-type-changed',
        joinPointer(where.path, 'items'),
        a.items === undefined ? `${who} now describes its items.` : `${who} no longer describes its items.`,
      );
    this.texts(a, b, where, who);
    const handledHere = new Set(['type', 'properties', 'required', 'items', 'title', 'description']);
    const changed = this.changedKeywords(a, b, handledHere);
    const rest = changed.filter((k) => !ANNOTATIONS.has(k) && !k.startsWith('x-'));
    if (rest.length > 0)
      this.emit(
        'output-schema-changed',
        where.path,
        `${who} changed ${rest.map((k) => `"${k}"`).join(', ')}.`,
      );
    const notes = changed.filter((k) => ANNOTATIONS.has(k) || k.startsWith('x-'));
    if (notes.length > 0)
      this.emit('keyword-changed', where.path, `${who} changed ${notes.map((k) => `"${k}"`).join(', ')}.`);
  }

  private inputTypes(a: Schema, b: Schema, where: Where, who: string): void {
    const ta = typeSet(a);
    const tb = typeSet(b);
    if (equal(ta?.slice().sort(), tb?.slice().sort())) return;
    const lost = ta === undefined ? ['(any)'] : ta.filter((t) => !typeCovered(tb, t));
    // `number` → `integer` loses the fractional numbers.
    if (ta?.includes('number') && tb !== undefined && !tb.includes('number') && tb.includes('integer'))
      lost.push('number');
    const path = joinPointer(where.path, 'type');
    if (lost.length > 0 || (ta === undefined && tb !== undefined))
      this.emit(
        'type-narrowed',
        path,
        `${who} changed type from ${showTypes(ta)} to ${showTypes(tb)}; values that were valid may now be refused.`,
      );
    else this.emit('type-widened', path, `${who} now accepts ${showTypes(tb)} (was ${showTypes(ta)}).`);
  }

  private inputEnum(a: Schema, b: Schema, where: Where, who: string): void {
    if (!equal(a.enum, b.enum)) {
      const path = joinPointer(where.path, 'enum');
      if (!Array.isArray(a.enum) && Array.isArray(b.enum))
        this.emit('constraint-tightened', path, `${who} is now limited to ${b.enum.length} listed value(s).`);
      else if (Array.isArray(a.enum) && !Array.isArray(b.enum))
        this.emit('constraint-loosened', path, `${who} is no longer limited to listed values.`);
      else if (Array.isArray(a.enum) && Array.isArray(b.enum)) {
        const inB = new Set(b.enum.map(stableJson));
        const inA = new Set(a.enum.map(stableJson));
        const removed = a.enum.filter((v) => !inB.has(stableJson(v)));
        const added = b.enum.filter((v) => !inA.has(stableJson(v)));
        if (removed.length > 0)
          this.emit(
            'enum-value-removed',
            path,
            `${who} no longer accepts ${removed.map((v) => showValue(v, 30)).join(', ')}.`,
          );
        if (added.length > 0)
          this.emit(
            'enum-value-added',
            path,
            `${who} now also accepts ${added.map((v) => showValue(v, 30)).join(', ')}.`,
          );
      }
    }
    if (!equal(a.const, b.const)) {
      const path = joinPointer(where.path, 'const');
      if (b.const === undefined)
        this.emit('constraint-loosened', path, `${who} is no longer fixed to ${showValue(a.const, 30)}.`);
      else
        this.emit(
          'constraint-tightened',
          path,
          a.const === undefined
            ? `${who} is now fixed to ${showValue(b.const, 30)}.`
            : `${who} is now fixed to ${showValue(b.const, 30)} instead of ${showValue(a.const, 30)}.`,
        );
    }
  }

  private inputBounds(a: Schema, b: Schema, where: Where, who: string): void {
    for (const key of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
      const va = a[key];
      const vb = b[key];
      if (equal(va, vb)) continue;
      const lower = LOWER_BOUNDS.includes(key);
      const path = joinPointer(where.path, key);
      if (vb === undefined) {
        this.emit('constraint-loosened', path, `${who} dropped ${key} ${showValue(va, 20)}.`);
      } else if (va === undefined) {
        this.emit('constraint-tightened', path, `${who} gained ${key} ${showValue(vb, 20)}.`);
      } else if (numeric(va) && numeric(vb)) {
        const tighter = lower ? vb > va : vb < va;
        this.emit(
          tighter ? 'constraint-tightened' : 'constraint-loosened',
          path,
          `${who}: ${key} ${vb > va ? 'raised' : 'lowered'} from ${va} to ${vb}.`,
        );
      } else {
        this.emit(
          'constraint-tightened',
          path,
          `${who}: ${key} changed from ${showValue(va, 20)} to ${showValue(vb, 20)}.`,
        );
      }
    }
    for (const key of ['pattern', 'format'] as const) {
      if (equal(a[key], b[key])) continue;
      const path = joinPointer(where.path, key);
      if (b[key] === undefined)
        this.emit('constraint-loosened', path, `${who} dropped ${key} ${showValue(a[key], 40)}.`);
      else
        this.emit(
          'constraint-tightened',
          path,
          a[key] === undefined
            ? `${who} gained ${key} ${showValue(b[key], 40)}.`
            : `${who}: ${key} changed from ${showValue(a[key], 40)} to ${showValue(b[key], 40)}; old values may no longer match.`,
        );
    }
    if (!equal(a.multipleOf, b.multipleOf)) {
      const path = joinPointer(where.path, 'multipleOf');
      const va = a.multipleOf;
      const vb = b.multipleOf;
      if (vb === undefined)
        this.emit('constraint-loosened', path, `${who} dropped multipleOf ${showValue(va)}.`);
      else if (numeric(va) && numeric(vb) && multipleOfImplies(va, vb))
        this.emit('constraint-loosened', path, `${who}: multipleOf changed from ${va} to ${vb}.`);
      else
        this.emit(
          'constraint-tightened',
          path,
          `${who}: multipleOf is now ${showValue(vb)}${va === undefined ? '' : ` (was ${showValue(va)})`}.`,
        );
    }
    if ((a.uniqueItems === true) !== (b.uniqueItems === true)) {
      const path = joinPointer(where.path, 'uniqueItems');
      if (b.uniqueItems === true)
        this.emit('constraint-tightened', path, `${who} now refuses duplicate items.`);
      else this.emit('constraint-loosened', path, `${who} now allows duplicate items.`);
    }
  }

  private inputProperties(a: Schema, b: Schema, where: Where, depth: number): void {
    const pa = propertiesOf(a);
    const pb = propertiesOf(b);
    const ra = requiredSet(a);
    const rb = requiredSet(b);
    const noun = where.top ? 'Parameter' : 'Property';
    const names = new Set([...Object.keys(pa), ...ra]);
    const newNames = new Set([...Object.keys(pb), ...rb]);
    for (const key of names) {
      const path = joinPointer(where.path, 'properties', key);
      const label = childLabel(where, key);
      if (!newNames.has(key)) {
        this.emit(
          'parameter-removed',
          path,
          `${noun} "${label}" was removed; callers that still send it may be refused or ignored.`,
        );
        continue;
      }
      if (!ra.has(key) && rb.has(key))
        this.emit(
          'parameter-became-required',
          joinPointer(where.path, 'required'),
          `${noun} "${label}" is now required; calls without it will be refused.`,
        );
      else if (ra.has(key) && !rb.has(key))
        this.emit(
          'parameter-became-optional',
          joinPointer(where.path, 'required'),
          `${noun} "${label}" is no longer required.`,
        );
      this.input(pa[key], pb[key], { path, label, top: false }, depth + 1);
    }
    for (const key of newNames) {
      if (names.has(key)) continue;
      const path = joinPointer(where.path, 'properties', key);
      const label = childLabel(where, key);
      if (rb.has(key))
        this.emit(
          'required-parameter-added',
          path,
          `New required ${noun.toLowerCase()} "${label}"; existing calls do not send it and will be refused.`,
        );
      else this.emit('optional-parameter-added', path, `New optional ${noun.toLowerCase()} "${label}".`);
    }
  }

  private inputAdditional(a: Schema, b: Schema, where: Where, who: string, depth: number): void {
    const va = a.additionalProperties;
    const vb = b.additionalProperties;
    if (equal(va, vb)) return;
    const path = joinPointer(where.path, 'additionalProperties');
    const open = (v: unknown) =>
      v === undefined || v === true || (isObject(v) && Object.keys(v).length === 0);
    if (open(va) && open(vb)) return;
    if (vb === false)
      this.emit('constraint-tightened', path, `${who} no longer accepts properties it does not list.`);
    else if (va === false)
      this.emit('constraint-loosened', path, `${who} now accepts properties it does not list.`);
    else if (open(va))
      this.emit('constraint-tightened', path, `${who} now constrains the properties it does not list.`);
    else if (open(vb))
      this.emit('constraint-loosened', path, `${who} no longer constrains the properties it does not list.`);
    else this.input(va, vb, { path, label: `${where.label || 'arguments'}.*`, top: false }, depth + 1);
  }

  private texts(a: Schema, b: Schema, where: Where, who: string): void {
    if (!equal(a.title, b.title))
      this.emit('title-changed', joinPointer(where.path, 'title'), `The title of ${who} changed.`);
    if (!equal(a.description, b.description))
      this.emit(
        'description-changed',
        joinPointer(where.path, 'description'),
        a.description === undefined
          ? `${who} gained a description.`
          : b.description === undefined
            ? `${who} lost its description.`
            : `The description of ${who} changed.`,
      );
  }

  /**
   * Keywords present on either side with different values, except the ones in `skip`. Definitions
   * are left out: what they define is compared where a `$ref` uses it.
   */
  private changedKeywords(a: Schema, b: Schema, skip: Set<string>): string[] {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys]
      .filter((k) => !skip.has(k) && k !== '$defs' && k !== 'definitions' && !equal(a[k], b[k]))
      .sort();
  }

  private others(a: Schema, b: Schema, where: Where, who: string): void {
    const changed = this.changedKeywords(a, b, HANDLED);
    const notes: string[] = [];
    for (const key of changed) {
      if (ANNOTATIONS.has(key) || !STRUCTURAL.has(key)) {
        notes.push(key);
        continue;
      }
      const path = joinPointer(where.path, key);
      if (a[key] === undefined) this.emit('constraint-tightened', path, `${who} gained "${key}".`);
      else if (b[key] === undefined) this.emit('constraint-loosened', path, `${who} dropped "${key}".`);
      else
        this.emit(
          'schema-changed',
          path,
          `"${key}" of ${who} changed; this diff cannot prove old arguments still pass, so check it.`,
        );
    }
    if (notes.length > 0)
      this.emit(
        'keyword-changed',
        where.path,
        `${who} changed ${notes.map((k) => `"${k}"`).join(', ')} (no effect on which arguments are valid).`,
      );
  }
}

/** Classifies every difference between two inputSchemas, from the caller's point of view. */
export function diffInputSchema(
  oldSchema: unknown,
  newSchema: unknown,
  path: string,
  emit: EmitChange,
): void {
  new SchemaDiff({ root: oldSchema }, { root: newSchema }, emit).input(oldSchema, newSchema, {
    path,
    label: '',
    top: true,
  });
}

/** Classifies every difference between two outputSchemas, from the consumer's point of view. */
export function diffOutputSchema(
  oldSchema: unknown,
  newSchema: unknown,
  path: string,
  emit: EmitChange,
): void {
  new SchemaDiff({ root: oldSchema }, { root: newSchema }, emit).output(oldSchema, newSchema, {
    path,
    label: '',
    top: true,
  });
}
