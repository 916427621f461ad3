'use client';

import { createContext, useContext } from 'react';
import type { ErrorIndex, SchemaDocument } from '@/lib/schema-form';

/** What every field of one form shares. */
export interface SchemaFormContextValue {
  readonly doc: SchemaDocument;
  readonly idPrefix: string;
  readonly errors: ErrorIndex;
  readonly disabled: boolean;
}

export const SchemaFormContext = createContext<SchemaFormContextValue | null>(null);

export function useSchemaForm(): SchemaFormContextValue {
  const context = useContext(SchemaFormContext);
  if (context === null) throw new Error('A schema-form field was rendered outside <SchemaForm>.');
  return context;
}
