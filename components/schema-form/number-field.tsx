'use client';

import { type ChangeEvent, useState } from 'react';
import type { NumberNode } from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { FieldFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { inputClass } from './styles';

const show = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** Whether the text being typed already stands for `value` (so the value must not overwrite it). */
function agrees(draft: string, value: unknown): boolean {
  if (typeof value !== 'number') return draft.trim() === '';
  return draft.trim() !== '' && Number(draft) === value;
}

/**
 * A number field (a spin button with the schema's bounds and step). The typed text is kept while
 * it is incomplete ("-", "1e"): only complete numbers are emitted. A fraction in an integer field
 * is emitted too, so validation can point at it rather than the form silently rounding it.
 */
export function NumberField(props: ControlProps<NumberNode>) {
  const { disabled } = useSchemaForm();
  const { node, value, onChange, blank } = props;
  const [draft, setDraft] = useState(() => show(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!agrees(draft, value)) setDraft(show(value));
  }
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDraft(text);
    if (text.trim() === '') {
      // An unparsable entry reads as "" with badInput set: keep the last number until it parses.
      if (!event.target.validity.badInput) onChange(blank);
      return;
    }
    const parsed = Number(text);
    if (Number.isFinite(parsed)) onChange(parsed);
  };
  const step = node.multipleOf ?? (node.integer ? 1 : 'any');
  return (
    <FieldFrame {...props}>
      {(aria) => (
        <input
          {...aria}
          type="number"
          inputMode={node.integer ? 'numeric' : 'decimal'}
          className={inputClass}
          value={draft}
          min={node.minimum}
          max={node.maximum}
          step={step}
          disabled={disabled}
          onChange={onInput}
        />
      )}
    </FieldFrame>
  );
}
