import type { BooleanNode } from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { FieldFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { checkboxClass, selectClass } from './styles';

/**
 * A checkbox when the value is always sent (a required field, or one with a default); otherwise
 * a three-way choice — not set, true, false — because an unticked box could not tell "false"
 * from "leave it out".
 */
export function BooleanField(props: ControlProps<BooleanNode>) {
  const { disabled } = useSchemaForm();
  const { node, value, onChange, required, blank } = props;
  if (required || node.hasDefault) {
    return (
      <FieldFrame {...props} inline>
        {(aria) => (
          <input
            {...aria}
            type="checkbox"
            className={checkboxClass}
            checked={value === true}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
          />
        )}
      </FieldFrame>
    );
  }
  const current = value === true ? 'true' : value === false ? 'false' : '';
  return (
    <FieldFrame {...props}>
      {(aria) => (
        <select
          {...aria}
          className={selectClass}
          value={current}
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.value;
            onChange(picked === '' ? blank : picked === 'true');
          }}
        >
          <option value="">(not set)</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      )}
    </FieldFrame>
  );
}
