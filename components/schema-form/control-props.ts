import type { ReactNode } from 'react';
import type { FieldNode } from '@/lib/schema-form';

/** What the field dispatcher hands to the control of one kind of node. */
export interface ControlProps<N extends FieldNode = FieldNode> {
  node: N;
  /** The control's DOM id (from the form's id prefix and the value's pointer). */
  id: string;
  /** The visible label. */
  text: string;
  /** The property name, when the field is a property. */
  name?: string;
  required: boolean;
  /** RFC 6901 pointer of this value in the form's value. */
  pointer: string;
  value: unknown;
  onChange(value: unknown): void;
  /**
   * What an emptied control emits: `undefined` (the property is left out) for an object property,
   * "" or null for an array item, which cannot be absent.
   */
  blank: unknown;
  /** The validation messages at this pointer. */
  errors: readonly string[];
  /** Array item buttons shown beside the label. */
  actions?: ReactNode;
  /** An enclosing group for the same value already shows its legend, description and errors. */
  embedded: boolean;
  /** True for an array item (containers never turn into "absent" then). */
  inArray: boolean;
  /** Help the enclosing schema gives about this value (e.g. a name only `required` lists). */
  note?: string;
}
