import { z } from 'zod';
import { jsonInteger } from './json-integer';

/** A string field of an elicitation form. `minLength`/`maxLength` are integers of any size. */
export const StringSchemaSchema = z.looseObject({
  type: z.literal('string'),
  title: z.string().optional(),
  description: z.string().optional(),
  minLength: jsonInteger().optional(),
  maxLength: jsonInteger().optional(),
  format: z.enum(['email', 'uri', 'date', 'date-time']).optional(),
  default: z.string().optional(),
});
export type StringSchema = z.infer<typeof StringSchemaSchema>;

/** A number or integer field; bounds and default are any numbers. */
export const NumberSchemaSchema = z.looseObject({
  type: z.enum(['number', 'integer']),
  title: z.string().optional(),
  description: z.string().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  default: z.number().optional(),
});
export type NumberSchema = z.infer<typeof NumberSchemaSchema>;

export const BooleanSchemaSchema = z.looseObject({
  type: z.literal('boolean'),
  title: z.string().optional(),
  description: z.string().optional(),
  default: z.boolean().optional(),
});
export type BooleanSchema = z.infer<typeof BooleanSchemaSchema>;

/** Single choice from plain values. */
export const UntitledSingleSelectEnumSchemaSchema = z.looseObject({
  type: z.literal('string'),
  title: z.string().optional(),
  description: z.string().optional(),
  enum: z.array(z.string()),
  default: z.string().optional(),
});
export type UntitledSingleSelectEnumSchema = z.infer<typeof UntitledSingleSelectEnumSchemaSchema>;

const titledOption = z.looseObject({ const: z.string(), title: z.string() });

/** Single choice where each value has a display title (`oneOf` of `{const, title}`). */
export const TitledSingleSelectEnumSchemaSchema = z.looseObject({
  type: z.literal('string'),
  title: z.string().optional(),
  description: z.string().optional(),
  oneOf: z.array(titledOption),
  default: z.string().optional(),
});
export type TitledSingleSelectEnumSchema = z.infer<typeof TitledSingleSelectEnumSchemaSchema>;

/** Multiple choice from plain values. `minItems`/`maxItems` are integers of any size. */
export const UntitledMultiSelectEnumSchemaSchema = z.looseObject({
  type: z.literal('array'),
  title: z.string().optional(),
  description: z.string().optional(),
  minItems: jsonInteger().optional(),
  maxItems: jsonInteger().optional(),
  items: z.looseObject({ type: z.literal('string'), enum: z.array(z.string()) }),
  default: z.array(z.string()).optional(),
});
export type UntitledMultiSelectEnumSchema = z.infer<typeof UntitledMultiSelectEnumSchemaSchema>;

/** Multiple choice with titled values (`items.anyOf` of `{const, title}`). */
export const TitledMultiSelectEnumSchemaSchema = z.looseObject({
  type: z.literal('array'),
  title: z.string().optional(),
  description: z.string().optional(),
  minItems: jsonInteger().optional(),
  maxItems: jsonInteger().optional(),
  items: z.looseObject({ anyOf: z.array(titledOption) }),
  default: z.array(z.string()).optional(),
});
export type TitledMultiSelectEnumSchema = z.infer<typeof TitledMultiSelectEnumSchemaSchema>;

/** The older titled single choice with a parallel `enumNames` array. */
export const LegacyTitledEnumSchemaSchema = z.looseObject({
  type: z.literal('string'),
  title: z.string().optional(),
  description: z.string().optional(),
  enum: z.array(z.string()),
  enumNames: z.array(z.string()).optional(),
  default: z.string().optional(),
});
export type LegacyTitledEnumSchema = z.infer<typeof LegacyTitledEnumSchemaSchema>;

export const SingleSelectEnumSchemaSchema = z.union([
  UntitledSingleSelectEnumSchemaSchema,
  TitledSingleSelectEnumSchemaSchema,
]);
export type SingleSelectEnumSchema = z.infer<typeof SingleSelectEnumSchemaSchema>;

export const MultiSelectEnumSchemaSchema = z.union([
  UntitledMultiSelectEnumSchemaSchema,
  TitledMultiSelectEnumSchemaSchema,
]);
export type MultiSelectEnumSchema = z.infer<typeof MultiSelectEnumSchemaSchema>;

export const EnumSchemaSchema = z.union([
  UntitledSingleSelectEnumSchemaSchema,
  TitledSingleSelectEnumSchemaSchema,
  UntitledMultiSelectEnumSchemaSchema,
  TitledMultiSelectEnumSchemaSchema,
  LegacyTitledEnumSchemaSchema,
]);
export type EnumSchema = z.infer<typeof EnumSchemaSchema>;

/** One field of an elicitation form: a flat primitive or enum schema, never nested objects. */
export const PrimitiveSchemaDefinitionSchema = z.union([
  StringSchemaSchema,
  NumberSchemaSchema,
  BooleanSchemaSchema,
  UntitledSingleSelectEnumSchemaSchema,
  TitledSingleSelectEnumSchemaSchema,
  UntitledMultiSelectEnumSchemaSchema,
  TitledMultiSelectEnumSchemaSchema,
  LegacyTitledEnumSchemaSchema,
]);
export type PrimitiveSchemaDefinition = z.infer<typeof PrimitiveSchemaDefinitionSchema>;
