'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { joinPointer } from '@/lib/json/json-pointer';
import {
  childSlot,
  describeField,
  fieldId,
  initialValue,
  type ObjectNode,
  renameProperty,
  type SchemaSlot,
  setProperty,
} from '@/lib/schema-form';
import { Field } from './field';
import { useSchemaForm } from './form-context';
import { errorClass, fieldsetClass, inputClass, labelClass, legendClass, smallButtonClass } from './styles';

interface Props {
  node: ObjectNode;
  record: Record<string, unknown> | undefined;
  /** The keys of `record` the schema does not declare, in order. */
  extras: readonly string[];
  pointer: string;
  onChange(next: Record<string, unknown>): void;
}

/** The name of one extra property: renamed as typed, unless the name is empty or taken. */
function KeyInput({
  id,
  name,
  taken,
  onRename,
}: {
  id: string;
  name: string;
  taken(name: string): boolean;
  onRename(next: string): void;
}) {
  const { disabled } = useSchemaForm();
  const [draft, setDraft] = useState(name);
  const [seen, setSeen] = useState(name);
  if (seen !== name) {
    setSeen(name);
    setDraft(name);
  }
  const problem =
    draft === name
      ? undefined
      : draft === ''
        ? 'A name is needed.'
        : taken(draft)
          ? 'Another property has this name.'
          : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        Name
      </label>
      <input
        id={id}
        className={`${inputClass} font-mono`}
        value={draft}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem !== undefined || undefined}
        aria-errormessage={problem !== undefined ? `${id}--err` : undefined}
        aria-describedby={problem !== undefined ? `${id}--err` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (next !== '' && next !== name && !taken(next)) onRename(next);
        }}
      />
      {problem !== undefined ? (
        <p id={`${id}--err`} className={errorClass}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The keys an object holds beyond its declared properties. With `additionalProperties` a schema
 * or `true` (or an object without declared properties) they are a key/value editor: a group per
 * key with its name and value, "Add property" and "Remove property N". Otherwise the schema has
 * no place for them, and they are still shown, as raw JSON, with a way to remove them.
 */
export function ExtraProperties({ node, record, extras, pointer, onChange }: Props) {
  const { doc, idPrefix, disabled } = useSchemaForm();
  const editable = node.additional !== null;
  const anySlot = useMemo<SchemaSlot>(() => childSlot(node.slot, true, 'extra'), [node.slot]);
  const valueSlot = node.additional ?? anySlot;
  const list = useRef<HTMLDivElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-row="${focusRow}"] input`);
    (row ?? list.current?.querySelector<HTMLElement>('[data-action="add-property"]'))?.focus();
    setFocusRow(null);
  }, [focusRow]);
  const taken = (name: string) => Object.hasOwn(record ?? {}, name);
  const add = () => {
    let n = extras.length + 1;
    while (taken(`property${n}`)) n++;
    const item = describeField(doc, valueSlot);
    const start = initialValue(doc, valueSlot, true) ?? (item.kind === 'string' ? '' : null);
    onChange(setProperty(record, `property${n}`, start));
    setFocusRow(extras.length);
  };
  const legend = editable ? 'Other properties' : 'Properties the schema does not declare';
  const rows = (
    <div ref={list} className="space-y-3">
      {extras.map((key, i) => (
        <fieldset
          key={i}
          data-row={i}
          className="min-w-0 space-y-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700"
        >
          <legend className={`${labelClass} sr-only`}>Property {i + 1}</legend>
          {editable ? (
            <KeyInput
              id={fieldId(idPrefix, pointer, `key${i}`)}
              name={key}
              taken={taken}
              onRename={(next) => onChange(renameProperty(record ?? {}, key, next))}
            />
          ) : null}
          <Field
            slot={valueSlot}
            pointer={joinPointer(pointer, key)}
            label={editable ? 'Value' : key}
            required={false}
            inArray
            value={record?.[key]}
            onChange={(next) => onChange(setProperty(record, key, next === undefined ? null : next))}
            actions={
              <button
                type="button"
                className={smallButtonClass}
                disabled={disabled}
                aria-label={`Remove property ${i + 1}`}
                onClick={() => {
                  onChange(setProperty(record, key, undefined));
                  setFocusRow(i < extras.length - 1 ? i : i - 1);
                }}
              >
                Remove
              </button>
            }
          />
        </fieldset>
      ))}
      {editable ? (
        <button
          type="button"
          className={smallButtonClass}
          disabled={disabled}
          data-action="add-property"
          onClick={add}
        >
          Add property
        </button>
      ) : null}
    </div>
  );
  // An object made only of free keys needs no second group around them.
  if (editable && node.properties.length === 0) return rows;
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{legend}</legend>
      {rows}
    </fieldset>
  );
}
