'use client';

import { type FocusEvent, useCallback, useMemo, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { isObject } from '@/lib/json/is-object';
import {
  createSchemaDocument,
  describeField,
  type FieldError,
  indexErrors,
  pointerOfFieldId,
} from '@/lib/schema-form';
import { Field } from './field';
import { SchemaFormContext, type SchemaFormContextValue } from './form-context';
import { errorClass } from './styles';

const NO_ERRORS: readonly FieldError[] = [];

export interface SchemaFormProps {
  /** A JSON Schema (2020-12, 2019-09 or draft-07): a tool's `inputSchema`, an elicitation's `requestedSchema`. */
  schema: unknown;
  /**
   * The value being edited (`undefined` = nothing yet). The form keeps no copy: render it with what
   * `onChange` gave. Start it with `initialFormValue(schema)` (lib/schema-form) to get the
   * schema's defaults and required parts.
   */
  value: unknown;
  /** Called with the whole new value after every edit; absent optional fields are left out. */
  onChange(value: unknown): void;
  /**
   * Validation errors (lib/schema `validateInstance(...).errors` fit), each shown once, at its field,
   * after that field was touched (changed or left) or, with `revealErrors`, at once.
   */
  errors?: readonly FieldError[];
  /** Show every error now, touched or not (e.g. after the user tried to send). */
  revealErrors?: boolean;
  /** Prefix of every DOM id in the form; unique on the page. */
  idPrefix: string;
  /** Accessible name of the whole form's group (default "Arguments"). */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A form generated from a JSON Schema: nested objects and arrays, enums and constants, `oneOf` /
 * `anyOf` with a variant picker, local `$ref`s (recursive ones expand on demand), nullable values,
 * defaults, titles and descriptions. What it cannot lay out (`if`/`then`/`else`, external
 * references, values that do not fit their field…) is edited as raw JSON in place, with the
 * reason, so no data is ever dropped. Every control is labelled, described and keyboard-usable.
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  errors,
  revealErrors = false,
  idPrefix,
  label = 'Arguments',
  disabled = false,
  className,
}: SchemaFormProps) {
  const doc = useMemo(() => createSchemaDocument(schema), [schema]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback(
    (pointer: string) =>
      setTouched((before) => (before.has(pointer) ? before : new Set(before).add(pointer))),
    [],
  );
  const shown = useCallback(
    (pointer: string) => revealErrors || touched.has(pointer),
    [revealErrors, touched],
  );
  const rawErrors = errors ?? NO_ERRORS;
  const index = useMemo(() => indexErrors(rawErrors, shown), [rawErrors, shown]);
  const context = useMemo<SchemaFormContextValue>(
    () => ({ doc, idPrefix, errors: index, rawErrors, shown, touch, disabled }),
    [doc, idPrefix, index, rawErrors, shown, touch, disabled],
  );
  // Leaving a control touches its field, so a required field left empty says so.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    const pointer = pointerOfFieldId(idPrefix, event.target.id);
    if (pointer !== undefined) touch(pointer);
  };
  const root = useMemo(() => describeField(doc, doc.rootSlot), [doc]);
  // An object at the root lays its fields out directly, without a fieldset around them all.
  const flat = root.kind === 'object' && !root.recursive && (value === undefined || isObject(value));
  const rootErrors = flat ? index.at('') : [];
  return (
    <SchemaFormContext value={context}>
      <fieldset
        aria-label={label}
        className={cn('min-w-0 space-y-4', className)}
        data-schema-form=""
        onBlur={onBlur}
      >
        {rootErrors.length > 0 ? (
          <ul className={cn(errorClass, 'space-y-0.5')}>
            {rootErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <Field
          slot={doc.rootSlot}
          pointer=""
          label={label}
          required
          embedded={flat}
          value={value}
          onChange={onChange}
        />
      </fieldset>
    </SchemaFormContext>
  );
}
