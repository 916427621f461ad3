import { cloneJson, jsonEqual, showJson } from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { FieldFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { checkboxClass } from './styles';

/**
 * A value fixed by the schema (`const`, or `type: "null"`): a checkbox that sends it or leaves it
 * out, with the value shown in the description. Required constants start ticked.
 */
export function ConstField(props: ControlProps & { fixed: unknown }) {
  const { disabled } = useSchemaForm();
  const { value, onChange, fixed, blank } = props;
  return (
    <FieldFrame {...props} inline note={`Always ${showJson(fixed)} (tick to send it).`}>
      {(aria) => (
        <input
          {...aria}
          type="checkbox"
          className={checkboxClass}
          checked={value !== undefined && jsonEqual(value, fixed)}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked ? cloneJson(fixed) : blank)}
        />
      )}
    </FieldFrame>
  );
}
