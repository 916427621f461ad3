'use client';

import { useState } from 'react';
import { jsonEqual } from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { FieldFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { monoInputClass } from './styles';

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

function agrees(draft: string, value: unknown, blank: unknown): boolean {
  if (draft.trim() === '') return value === undefined || value === blank;
  try {
    return jsonEqual(JSON.parse(draft), value);
  } catch {
    return false;
  }
}

/**
 * A part edited as JSON text: a schema part the form cannot lay out, a value a field cannot hold,
 * or a field that takes any JSON value. Text that does not parse stays in the box with its parse
 * error and is not emitted; emptying the box leaves the value out. Its errors include those of
 * everything inside it, with their relative paths.
 */
export function RawJsonField(props: ControlProps & { note?: string }) {
  const { disabled } = useSchemaForm();
  const { value, onChange, blank, node } = props;
  const [draft, setDraft] = useState(() => show(value));
  const [seen, setSeen] = useState(value);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!agrees(draft, value, blank)) {
      setDraft(show(value));
      setProblem(undefined);
    }
  }
  const errors = problem === undefined ? props.errors : [problem, ...props.errors];
  const note = props.note ?? (node.kind === 'any' ? 'Any JSON value, written as JSON.' : undefined);
  return (
    <FieldFrame {...props} errors={errors} note={note}>
      {(aria) => (
        <textarea
          {...aria}
          className={monoInputClass}
          rows={Math.min(12, Math.max(2, draft.split('\n').length))}
          value={draft}
          disabled={disabled}
          spellCheck={false}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            if (text.trim() === '') {
              setProblem(undefined);
              onChange(blank);
              return;
            }
            try {
              const parsed: unknown = JSON.parse(text);
              setProblem(undefined);
              onChange(parsed);
            } catch (error) {
              setProblem(`Not valid JSON yet: ${error instanceof Error ? error.message : String(error)}`);
            }
          }}
        />
      )}
    </FieldFrame>
  );
}
