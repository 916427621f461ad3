/**
 * Forms from JSON Schema (tool `inputSchema`, elicitation `requestedSchema`), as pure functions:
 * describe a schema one field at a time, start values, pick and switch `oneOf`/`anyOf` variants,
 * map a value back onto fields (and find what must stay raw JSON), place validation errors.
 * The React rendering lives in components/schema-form; the value is the form's only state.
 */
export { describeField, MAX_FIELD_DEPTH } from './describe-field';
export { type ErrorIndex, type FieldError, indexErrors } from './error-index';
export { constraintHints } from './field-hint';
export { fieldId } from './field-id';
export type {
  AnyNode,
  ArrayNode,
  BooleanNode,
  ConstNode,
  EnumNode,
  EnumOption,
  FieldKind,
  FieldNode,
  MultiSelectNode,
  NeverNode,
  NullableNode,
  NullNode,
  NumberNode,
  ObjectNode,
  PropertySlot,
  RawNode,
  SchemaSlot,
  StringFormat,
  StringNode,
  Variant,
  VariantsNode,
} from './field-node';
export { findRawParts, isFullyRepresentable, type RawPart } from './find-raw-parts';
export { fitsNode, misfitReason } from './fits-node';
export { blankValue, initialFormValue, initialValue, itemSlot, newItemValue } from './initial-value';
export { cloneJson, isRecord, type JsonKind, jsonEqual, jsonKindOf, showJson } from './json-value';
export { pickVariant, scoreVariants, switchVariant } from './match-variant';
export { type MergeResult, mergeAllOf } from './merge-all-of';
export { type ResolvedSlot, resolveSlot } from './resolve-slot';
export { childSlot, createSchemaDocument, type RefLookup, type SchemaDocument } from './schema-document';
export { insertItem, moveItem, removeItem, renameProperty, replaceItem, setProperty } from './value-edits';
export { optionLabel, uniqueLabels, variantLabel } from './variant-label';
