import { cloneJson, fieldId, jsonEqual, type MultiSelectNode } from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { GroupFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { checkboxClass, labelClass } from './styles';

/**
 * An array of choices as a group of checkboxes. The array lists the ticked choices in the
 * schema's order; unticking the last one leaves an optional property out.
 */
export function MultiSelectField(props: ControlProps<MultiSelectNode>) {
  const { disabled, idPrefix } = useSchemaForm();
  const { node, value, onChange, required, inArray, pointer } = props;
  const picked = Array.isArray(value) ? value : [];
  const toggle = (index: number, on: boolean) => {
    const next = node.options
      .filter((option, i) => (i === index ? on : picked.some((v) => jsonEqual(v, option.value))))
      .map((option) => cloneJson(option.value));
    onChange(next.length === 0 && !required && !inArray ? undefined : next);
  };
  return (
    <GroupFrame {...props}>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {node.options.map((option, i) => {
          const id = fieldId(idPrefix, pointer, `opt${i}`);
          return (
            <div key={i} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                className={checkboxClass}
                checked={picked.some((v) => jsonEqual(v, option.value))}
                disabled={disabled}
                onChange={(event) => toggle(i, event.target.checked)}
              />
              <label htmlFor={id} className={labelClass} title={option.description}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </GroupFrame>
  );
}
