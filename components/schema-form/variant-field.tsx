'use client';

import { useMemo, useRef, useState } from 'react';
import {
  describeField,
  fieldId,
  pickVariant,
  scoreVariants,
  switchVariant,
  type VariantsNode,
} from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { Field } from './field';
import { GroupFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { RawJsonField } from './raw-json-field';
import { hintClass, labelClass, selectClass } from './styles';

/**
 * A `oneOf`/`anyOf` (or a list of types): a labelled "Variant" select, then the fields of the
 * chosen variant. The variant shown is the one the value matches best, so a value pasted in the
 * raw editor selects its variant; the user's own choice is kept while the value fits it as well.
 * Switching keeps the fields both variants share and brings back what a variant held before.
 */
export function VariantField(props: ControlProps<VariantsNode>) {
  const { doc, idPrefix, disabled, errors } = useSchemaForm();
  const { node, value, onChange, pointer, required, inArray, text } = props;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const stash = useRef(new Map<number, unknown>());
  const scores = useMemo(() => scoreVariants(doc, node, value), [doc, node, value]);
  const index = pickVariant(scores, chosen);
  const variant = node.variants[index];
  const variantNode = useMemo(
    () => (variant === undefined ? undefined : describeField(doc, variant.slot)),
    [doc, variant],
  );
  if (variant === undefined) {
    const labels = node.variants.map((v) => v.label).join(', ');
    return (
      <RawJsonField
        {...props}
        errors={[...props.errors, ...errors.below(pointer)]}
        note={`Shown as JSON because it matches none of the variants (${labels}).`}
      />
    );
  }
  const selectId = fieldId(idPrefix, pointer, `variant${node.slot.depth}`);
  const helpId = `${selectId}--desc`;
  const help = variantNode?.description;
  return (
    <GroupFrame {...props}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className={labelClass}>
          Variant
        </label>
        <select
          id={selectId}
          className={selectClass}
          value={String(index)}
          disabled={disabled}
          aria-describedby={help !== undefined ? helpId : undefined}
          onChange={(event) => {
            const to = Number(event.target.value);
            stash.current.set(index, value);
            setChosen(to);
            onChange(switchVariant(doc, node, to, value, stash.current.get(to)));
          }}
        >
          {node.variants.map((v, i) => (
            <option key={i} value={String(i)}>
              {v.label}
            </option>
          ))}
        </select>
      </div>
      {help !== undefined ? (
        <p id={helpId} className={hintClass}>
          {help}
        </p>
      ) : null}
      <Field
        key={index}
        slot={variant.slot}
        pointer={pointer}
        label={text}
        required={required}
        inArray={inArray}
        embedded
        value={value}
        onChange={onChange}
      />
    </GroupFrame>
  );
}
