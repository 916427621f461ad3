/**
 * The field model of a schema-driven form: what one (sub)schema looks like as a form control.
 *
 * A model is described one level at a time (`describeField`): container nodes hold their children
 * as `SchemaSlot`s, not as nodes, so a recursive schema is never expanded further than the form
 * shows it.
 */

/** A subschema in its place: where it sits in the root document and which `$ref`s led to it. */
export interface SchemaSlot {
  /** The subschema as written (it may still hold `$ref` or `allOf`). */
  readonly schema: unknown;
  /** RFC 6901 pointer to the subschema in the root schema document (where known). */
  readonly pointer: string;
  /** `$ref` targets resolved on the way here, the root ("#") first: used to spot recursion. */
  readonly trail: readonly string[];
  /** How many fields deep this slot is in the form (the root is 0). */
  readonly depth: number;
}

/** One choice of an `enum`, or of a `oneOf`/`anyOf` of `const`s. */
export interface EnumOption {
  readonly value: unknown;
  /** The visible text: the branch's `title`, a legacy `enumNames` entry, or the value itself. */
  readonly label: string;
  readonly description?: string;
}

/** A declared property of an object node (or a name only listed in `required`). */
export interface PropertySlot {
  readonly name: string;
  readonly required: boolean;
  readonly slot: SchemaSlot;
  /**
   * Set for a name only `required` lists (no `properties` entry), saying what the schema allows
   * for it: the `additionalProperties` schema (its slot), any value (`any`: the schema says
   * nothing), or nothing (`forbidden`: `additionalProperties: false` rejects the name, so no
   * arguments satisfy the schema). The form says so beside the field.
   */
  readonly undeclared?: 'additional' | 'any' | 'forbidden';
}

/** One branch of a `oneOf`/`anyOf` (or one member of a `type` array), ready to describe. */
export interface Variant {
  /** A unique, human label for the picker. */
  readonly label: string;
  readonly slot: SchemaSlot;
}

interface NodeBase {
  /** The slot after resolving `$ref`s and merging `allOf` (its schema is the merged one). */
  readonly slot: SchemaSlot;
  readonly title?: string;
  readonly description?: string;
  /** True when the schema has a `default` (which may be any JSON value, `null` included). */
  readonly hasDefault: boolean;
  readonly default?: unknown;
  readonly readOnly: boolean;
  readonly deprecated: boolean;
  /** Reached again through a `$ref` cycle: render it only on demand, never eagerly. */
  readonly recursive: boolean;
}

export interface ObjectNode extends NodeBase {
  readonly kind: 'object';
  readonly properties: readonly PropertySlot[];
  /**
   * Where keys that are not declared go: a slot for their values (a key/value editor is shown) or
   * null (no editor; undeclared keys found in the value are kept and shown as raw JSON).
   */
  readonly additional: SchemaSlot | null;
  /** `additionalProperties: false`: no other keys are allowed. */
  readonly closed: boolean;
}

export interface ArrayNode extends NodeBase {
  readonly kind: 'array';
  /** Positional schemas (`prefixItems`, or draft-07 `items: [...]`). */
  readonly prefixItems: readonly SchemaSlot[];
  /** The schema of the other items; null when no more items are allowed (`items: false`). */
  readonly items: SchemaSlot | null;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems: boolean;
}

/** An array whose items are a fixed set of choices: rendered as a group of checkboxes. */
export interface MultiSelectNode extends NodeBase {
  readonly kind: 'multi-select';
  readonly options: readonly EnumOption[];
  readonly minItems?: number;
  readonly maxItems?: number;
}

/** String formats that get a dedicated control or hint; others are only named in the hint. */
export type StringFormat = 'date' | 'date-time' | 'time' | 'email' | 'uri' | (string & {});

export interface StringNode extends NodeBase {
  readonly kind: 'string';
  readonly format?: StringFormat;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  /** Long text (a `maxLength` above 256): a multi-line control. */
  readonly multiline: boolean;
}

export interface NumberNode extends NodeBase {
  readonly kind: 'number';
  readonly integer: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
}

export interface BooleanNode extends NodeBase {
  readonly kind: 'boolean';
}

export interface NullNode extends NodeBase {
  readonly kind: 'null';
}

export interface EnumNode extends NodeBase {
  readonly kind: 'enum';
  readonly options: readonly EnumOption[];
}

export interface ConstNode extends NodeBase {
  readonly kind: 'const';
  readonly value: unknown;
}

export interface VariantsNode extends NodeBase {
  readonly kind: 'variants';
  /** Where the choice comes from: a `oneOf`, an `anyOf`, or a `type` listing several types. */
  readonly keyword: 'oneOf' | 'anyOf' | 'type';
  readonly variants: readonly Variant[];
}

/** `type: [T, "null"]` or `anyOf`/`oneOf` of `{type: "null"}` and something else. */
export interface NullableNode extends NodeBase {
  readonly kind: 'nullable';
  readonly inner: SchemaSlot;
}

/** Any JSON value (`{}`, `true`, or no shape keywords): edited as JSON, without a warning. */
export interface AnyNode extends NodeBase {
  readonly kind: 'any';
}

/** The `false` schema or contradictory constraints: no value is valid. */
export interface NeverNode extends NodeBase {
  readonly kind: 'never';
  readonly reason: string;
}

/** A part the form cannot show as fields: edited as JSON, with the reason shown. */
export interface RawNode extends NodeBase {
  readonly kind: 'raw';
  readonly reason: string;
}

export type FieldNode =
  | ObjectNode
  | ArrayNode
  | MultiSelectNode
  | StringNode
  | NumberNode
  | BooleanNode
  | NullNode
  | EnumNode
  | ConstNode
  | VariantsNode
  | NullableNode
  | AnyNode
  | NeverNode
  | RawNode;
