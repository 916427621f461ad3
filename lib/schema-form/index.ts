/**
 * Forms from JSON Schema (tool `inputSchema`, elicitation `requestedSchema`), as pure functions:
 * describe a schema one field at a time, start values, pick and switch `oneOf`/`anyOf` variants,
 * map a value back onto fields (and find what must stay raw JSON), place validation errors.
 * The React rendering lives in components/schema-form; the value is the form's only state.
 */
export { describeField } from './describe-field';
export { type ErrorIndex, errorsOfVariant, type FieldError, indexErrors } from './error-index';
export { constraintHints } from './field-hint';
export { fieldId, pointerOfFieldId } from './field-id';
export type {
  ArrayNode,
  BooleanNode,
  EnumNode,
  FieldNode,
  MultiSelectNode,
  NullableNode,
  NumberNode,
  ObjectNode,
  SchemaSlot,
  StringNode,
  VariantsNode,
} from './field-node';

export { fitsNode, misfitReason } from './fits-node';
export { blankValue, initialFormValue, initialValue, itemSlot, newItemValue } from './initial-value';
export { cloneJson, jsonEqual, showJson } from './json-value';
export { pickVariant, scoreVariants, switchVariant } from './match-variant';

export { childSlot, createSchemaDocument, type SchemaDocument } from './schema-document';
export { insertItem, moveItem, removeItem, renameProperty, replaceItem, setProperty } from './value-edits';
