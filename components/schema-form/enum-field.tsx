import { cloneJson, type EnumNode, jsonEqual } from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { FieldFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { selectClass } from './styles';

/**
 * A choice among the `enum` values (or the titled constants of a `oneOf`), as a native select.
 * An empty first option stands for "not set" (or "Choose…" on a required field without a value).
 */
export function EnumField(props: ControlProps<EnumNode>) {
  const { disabled } = useSchemaForm();
  const { node, value, onChange, required, blank } = props;
  const index = node.options.findIndex((option) => jsonEqual(option.value, value));
  const showEmpty = !required || index === -1;
  return (
    <FieldFrame {...props}>
      {(aria) => (
        <select
          {...aria}
          className={selectClass}
          value={index === -1 ? '' : String(index)}
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.value;
            onChange(picked === '' ? blank : cloneJson(node.options[Number(picked)]!.value));
          }}
        >
          {showEmpty ? <option value="">{required ? 'Choose…' : '(not set)'}</option> : null}
          {node.options.map((option, i) => (
            <option key={i} value={String(i)} title={option.description}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
