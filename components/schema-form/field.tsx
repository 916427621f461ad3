'use client';

import { type ReactNode, useMemo } from 'react';
import { describeField, fieldId, fitsNode, misfitReason, type SchemaSlot } from '@/lib/schema-form';
import { ArrayField } from './array-field';
import { BooleanField } from './boolean-field';
import { ConstField } from './const-field';
import type { ControlProps } from './control-props';
import { EnumField } from './enum-field';
import { useSchemaForm } from './form-context';
import { MultiSelectField } from './multi-select-field';
import { NullableField } from './nullable-field';
import { NumberField } from './number-field';
import { ObjectField } from './object-field';
import { RawJsonField } from './raw-json-field';
import { StringField } from './string-field';
import { VariantField } from './variant-field';

export interface FieldProps {
  slot: SchemaSlot;
  /** RFC 6901 pointer of this value in the form's value. */
  pointer: string;
  /** The label when the schema has no title to use ("Item 2", or the property name). */
  label: string;
  /** The property name, for a property: its `title` becomes the label and the name is shown beside it. */
  name?: string;
  required: boolean;
  inArray?: boolean;
  embedded?: boolean;
  value: unknown;
  onChange(value: unknown): void;
  actions?: ReactNode;
  /** Help from the enclosing schema, shown with the field's description. */
  note?: string;
}

// Controls that can stand empty: an array item of these kinds holds its blank ("" or null) meanwhile.
const CAN_BE_BLANK = new Set(['string', 'number', 'enum', 'boolean']);

/** One value of the form: describes its schema and renders the control or group for it. */
export function Field({
  slot,
  pointer,
  label,
  name,
  required,
  inArray = false,
  embedded = false,
  ...rest
}: FieldProps) {
  const { doc, idPrefix, errors, touch } = useSchemaForm();
  const node = useMemo(() => describeField(doc, slot), [doc, slot]);
  const blank = inArray ? (node.kind === 'string' ? '' : null) : undefined;
  const common = {
    id: fieldId(idPrefix, pointer, embedded ? `in${slot.depth}` : undefined),
    text: name !== undefined && node.title !== undefined ? node.title : label,
    name,
    required,
    pointer,
    blank,
    // Embedded, the enclosing group shows this value's own errors.
    errors: embedded ? [] : errors.at(pointer),
    embedded,
    inArray,
    ...rest,
    // A change touches this field and, as it travels up, every field around it.
    onChange: (next: unknown) => {
      touch(pointer);
      rest.onChange(next);
    },
  } satisfies Omit<ControlProps, 'node'>;
  const { value } = rest;
  const inside = [...common.errors, ...errors.below(pointer)];
  if (node.kind === 'raw')
    return (
      <RawJsonField
        {...common}
        node={node}
        errors={inside}
        note={[rest.note, `Edit as JSON: ${node.reason}.`].filter(Boolean).join(' ')}
      />
    );
  if (node.kind === 'any') return <RawJsonField {...common} node={node} errors={inside} />;
  const empty = value === blank && CAN_BE_BLANK.has(node.kind);
  if (value !== undefined && !empty && !fitsNode(node, value)) {
    return (
      <RawJsonField
        {...common}
        node={node}
        errors={inside}
        note={`Shown as JSON because ${misfitReason(node, value)}.`}
      />
    );
  }
  switch (node.kind) {
    case 'string':
      return <StringField {...common} node={node} />;
    case 'number':
      return <NumberField {...common} node={node} />;
    case 'boolean':
      return <BooleanField {...common} node={node} />;
    case 'enum':
      return <EnumField {...common} node={node} />;
    case 'const':
      return <ConstField {...common} node={node} fixed={node.value} />;
    case 'null':
      return <ConstField {...common} node={node} fixed={null} />;
    case 'multi-select':
      return <MultiSelectField {...common} node={node} />;
    case 'object':
      return <ObjectField {...common} node={node} />;
    case 'array':
      return <ArrayField {...common} node={node} />;
    case 'variants':
      return <VariantField {...common} node={node} />;
    case 'nullable':
      return <NullableField {...common} node={node} />;
    case 'never':
      return (
        <RawJsonField
          {...common}
          node={node}
          note={rest.note ?? `No value is allowed here: ${node.reason}.`}
        />
      );
  }
}
