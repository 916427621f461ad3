'use client';

import { useMemo, useRef } from 'react';
import { blankValue, describeField, fieldId, initialValue, type NullableNode } from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { Field } from './field';
import { GroupFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { checkboxClass, labelClass } from './styles';

const CONTAINERS = new Set(['object', 'array', 'variants', 'multi-select']);

/**
 * A value that may be null (`type: [T, "null"]`, or a null branch of `anyOf`/`oneOf`): the field
 * for T plus a "Set to null" checkbox. Unticking brings back what was there before (or T's start).
 */
export function NullableField(props: ControlProps<NullableNode>) {
  const { doc, idPrefix, disabled } = useSchemaForm();
  const { node, value, onChange, pointer, required, inArray, text } = props;
  const stash = useRef<unknown>(undefined);
  const inner = useMemo(() => describeField(doc, node.inner), [doc, node.inner]);
  const isNull = value === null;
  const checkId = fieldId(idPrefix, pointer, `null${node.slot.depth}`);
  const toggle = (on: boolean) => {
    if (on) {
      stash.current = value;
      onChange(null);
      return;
    }
    const back = stash.current ?? initialValue(doc, node.inner, required || inArray);
    onChange(back !== undefined ? back : inArray ? blankValue(inner) : undefined);
  };
  return (
    <GroupFrame {...props} plain={!CONTAINERS.has(inner.kind)}>
      <div className="flex items-center gap-2">
        <input
          id={checkId}
          type="checkbox"
          className={checkboxClass}
          checked={isNull}
          disabled={disabled}
          onChange={(event) => toggle(event.target.checked)}
        />
        <label htmlFor={checkId} className={labelClass}>
          Set to null
        </label>
      </div>
      {isNull ? null : (
        <Field
          slot={node.inner}
          pointer={pointer}
          label={text}
          required={required}
          inArray={inArray}
          embedded
          value={value}
          onChange={onChange}
        />
      )}
    </GroupFrame>
  );
}
