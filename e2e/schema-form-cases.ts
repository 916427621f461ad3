// The table of the schema-form e2e test: a schema (inline, or an example tool's inputSchema by
// name), how a user fills its form — by role and label only — and the exact arguments expected.
import type { Locator, Page } from '@playwright/test';
import { STRUCTURE_CASES } from './schema-form-cases-structure';
import { VALUE_CASES } from './schema-form-cases-values';

export interface MountOptions {
  schema: unknown;
  value?: unknown;
  validate?: boolean;
  dark?: boolean;
  label?: string;
}

export interface FormCase {
  name: string;
  schema?: unknown;
  /** An example tool in content/examples/tool whose inputSchema is used instead of `schema`. */
  example?: string;
  /** A starting value; by default the schema's own (defaults and required parts). */
  value?: unknown;
  /** The arguments expected before anything is filled in. */
  initial?: unknown;
  fill(form: Locator, page: Page): Promise<void>;
  expected: unknown;
  /** Also scanned with axe-core, in both themes. */
  axe?: boolean;
}

export const FORM_CASES: FormCase[] = [...STRUCTURE_CASES, ...VALUE_CASES];
