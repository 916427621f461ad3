'use client';

import { SchemaForm } from '@/components/schema-form';
import type { FieldError } from '@/lib/schema-form';

/**
 * The form generated from a JSON Schema (components/schema-form): a tool's inputSchema, or an
 * elicitation's requestedSchema. A thin adapter, so the playground names one place for it.
 */
export function ArgumentsForm({
  schema,
  value,
  onChange,
  errors,
  revealErrors,
  idPrefix,
  label,
}: {
  schema: unknown;
  value: unknown;
  onChange(value: unknown): void;
  errors: readonly FieldError[];
  /** Show every error now; otherwise each field shows its errors once touched. */
  revealErrors?: boolean;
  idPrefix: string;
  label: string;
}) {
  return (
    <SchemaForm
      schema={schema}
      value={value}
      onChange={onChange}
      errors={errors}
      revealErrors={revealErrors}
      idPrefix={idPrefix}
      label={label}
    />
  );
}
