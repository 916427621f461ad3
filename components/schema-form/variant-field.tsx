'use client';

import { useMemo, useRef, useState } from 'react';
import {
  describeField,
  errorsOfVariant,
  fieldId,
  indexErrors,
  pickVariant,
  scoreVariants,
  switchVariant,
  type VariantsNode,
} from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { Field } from './field';
import { GroupFrame } from './field-frame';
import { SchemaFormContext, useSchemaForm } from './form-context';
import { RawJsonField } from './raw-json-field';
import { hintClass, labelClass, selectClass } from './styles';

/**
 * A `oneOf`/`anyOf` (or a list of types): a labelled "Variant" select, then the fields of the
 * chosen variant. The variant shown is the one the value matches best, so a value pasted in the
 * raw editor selects its variant; the user's own choice is kept while the value fits it as well.
 * Switching keeps the fields both variants share and brings back what a variant held before.
 */
export function VariantField(props: ControlProps<VariantsNode>) {
  const form = useSchemaForm();
  const { doc, idPrefix, disabled, errors } = form;
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
  // Inside, only the shown variant's errors count: the others' would describe fields not on screen.
  const { rawErrors, shown } = form;
  const variantContext = useMemo(() => {
    if (variant === undefined) return form;
    const kept = errorsOfVariant(
      rawErrors,
      pointer,
      node.variants.map((v) => v.slot.pointer),
      index,
    );
    return { ...form, rawErrors: kept, errors: indexErrors(kept, shown) };
  }, [form, rawErrors, shown, variant, pointer, node.variants, index]);
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
    <SchemaFormContext value={variantContext}>
      <GroupFrame {...props} errors={props.embedded ? props.errors : variantContext.errors.at(pointer)}>
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
    </SchemaFormContext>
  );
}
