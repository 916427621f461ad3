'use client';

import { createContext, useContext } from 'react';
import type { ErrorIndex, FieldError, SchemaDocument } from '@/lib/schema-form';

/** What every field of one form shares. */
export interface SchemaFormContextValue {
  readonly doc: SchemaDocument;
  readonly idPrefix: string;
  /** The errors shown, by field. */
  readonly errors: ErrorIndex;
  /** Every error given (for a part that re-indexes them, such as a oneOf's active variant). */
  readonly rawErrors: readonly FieldError[];
  /** Whether the field at a pointer shows its errors yet (touched, or every field after Run). */
  readonly shown: (pointer: string) => boolean;
  /** Marks the field at a pointer as touched (changed or left). */
  readonly touch: (pointer: string) => void;
  readonly disabled: boolean;
}

export const SchemaFormContext = createContext<SchemaFormContextValue | null>(null);

export function useSchemaForm(): SchemaFormContextValue {
  const context = useContext(SchemaFormContext);
  if (context === null) throw new Error('A schema-form field was rendered outside <SchemaForm>.');
  return context;
}
