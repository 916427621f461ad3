'use client';

import { isObject } from '@/lib/json/is-object';
import { joinPointer } from '@/lib/json/json-pointer';
import { initialValue, type ObjectNode, setProperty } from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { ExtraProperties } from './extra-properties';
import { Field } from './field';
import { GroupFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { hintClass, smallButtonClass } from './styles';

/**
 * What the form says about a name only `required` lists: the schema gives it no type or meaning,
 * so the field is what the schema allows for undeclared names, with the reason beside it.
 */
const UNDECLARED_NOTES = {
  any: 'Required, but the schema does not declare it in "properties": any JSON value passes, and the server says nothing about what it expects. Ask its author, or read the tool\'s description.',
  additional:
    'Required, but not declared in "properties": its value follows the schema\'s "additionalProperties".',
  forbidden:
    'Required, but "additionalProperties": false forbids it: no arguments can satisfy this schema, so the server\'s own check refuses every call. Send anyway to see what it does.',
} as const;

/**
 * An object: a fieldset with one field per declared property (in schema order), then the keys the
 * schema does not declare (a key/value editor, or raw JSON so nothing is lost). Emptying an
 * optional object leaves it out. A part of the schema that refers to itself starts collapsed
 * behind an "Add …" button, so a recursive schema is expanded only as far as the value goes.
 */
export function ObjectField(props: ControlProps<ObjectNode>) {
  const { doc, disabled } = useSchemaForm();
  const { node, value, onChange, required, inArray, pointer, text } = props;
  const record = isObject(value) ? value : undefined;
  const optional = !required && !inArray;
  const finish = (next: Record<string, unknown>) =>
    onChange(Object.keys(next).length === 0 && optional && !node.recursive ? undefined : next);

  if (node.recursive && record === undefined) {
    return (
      <GroupFrame {...props}>
        <p className={hintClass}>
          Not set. This part refers back to an enclosing one, so it is added on demand.
        </p>
        <button
          type="button"
          className={smallButtonClass}
          disabled={disabled}
          onClick={() => onChange(initialValue(doc, node.slot, true) ?? {})}
        >
          Add {text}
        </button>
      </GroupFrame>
    );
  }

  const removable = node.recursive && optional;
  const actions =
    removable || props.actions !== undefined ? (
      <>
        {props.actions}
        {removable ? (
          <button
            type="button"
            className={smallButtonClass}
            disabled={disabled}
            onClick={() => onChange(undefined)}
          >
            Remove {text}
          </button>
        ) : null}
      </>
    ) : undefined;
  const order = node.properties.map((p) => p.name);
  const declared = new Set(order);
  const extras = record === undefined ? [] : Object.keys(record).filter((key) => !declared.has(key));
  const nothing = node.properties.length === 0 && node.additional === null && extras.length === 0;
  return (
    <GroupFrame {...props} actions={actions}>
      {nothing ? <p className={hintClass}>Nothing to fill in.</p> : null}
      {node.properties.map((property) => (
        <Field
          key={property.name}
          slot={property.slot}
          pointer={joinPointer(pointer, property.name)}
          label={property.name}
          name={property.name}
          required={property.required}
          {...(property.undeclared ? { note: UNDECLARED_NOTES[property.undeclared] } : {})}
          value={
            record !== undefined && Object.hasOwn(record, property.name) ? record[property.name] : undefined
          }
          onChange={(next) => finish(setProperty(record, property.name, next, order))}
        />
      ))}
      {node.additional !== null || extras.length > 0 ? (
        <ExtraProperties node={node} record={record} extras={extras} pointer={pointer} onChange={finish} />
      ) : null}
    </GroupFrame>
  );
}
