import type { StringNode } from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { FieldFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { inputClass } from './styles';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The input type for a string: a date picker for `format: date` (only while the value is empty
 * or a plain date, so no other text is ever hidden by it), email and URL keyboards; plain text
 * otherwise. `date-time` stays text: the browser's local date-time control cannot hold an offset.
 */
function inputType(node: StringNode, value: string): string {
  if (node.format === 'date' && (value === '' || DATE.test(value))) return 'date';
  if (node.format === 'email') return 'email';
  if (node.format === 'uri' || node.format === 'url') return 'url';
  return 'text';
}

/** A text field; emptying it leaves the property out (or holds "" for an array item). */
export function StringField(props: ControlProps<StringNode>) {
  const { disabled } = useSchemaForm();
  const { node, value, onChange, blank } = props;
  const text = typeof value === 'string' ? value : '';
  const emit = (next: string) => onChange(next === '' ? blank : next);
  const multiline = node.multiline || text.includes('\n');
  return (
    <FieldFrame {...props}>
      {(aria) =>
        multiline ? (
          <textarea
            {...aria}
            className={inputClass}
            rows={Math.min(10, Math.max(3, text.split('\n').length + 1))}
            value={text}
            disabled={disabled}
            spellCheck={node.format === undefined}
            onChange={(event) => emit(event.target.value)}
          />
        ) : (
          <input
            {...aria}
            type={inputType(node, text)}
            className={inputClass}
            value={text}
            disabled={disabled}
            autoComplete="off"
            spellCheck={node.format === undefined}
            onChange={(event) => emit(event.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}
