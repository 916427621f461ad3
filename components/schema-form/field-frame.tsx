import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { constraintHints, type FieldNode } from '@/lib/schema-form';
import { errorClass, fieldsetClass, hintClass, labelClass, legendClass } from './styles';

/** The ARIA wiring a control receives from its frame. */
export interface ControlAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  'aria-required'?: true;
}

interface FrameParts {
  /** The id of the control (or group); description and errors get derived ids. */
  id: string;
  /** The visible label (the title, the property name, or "Item N"). */
  text: string;
  /** The property name, shown beside a title that differs from it. */
  name?: string;
  required: boolean;
  node: FieldNode;
  /** Extra help after the description and hints (e.g. why a part is edited as JSON). */
  note?: ReactNode;
  errors: readonly string[];
  /** Buttons of an array item (remove, move), shown beside the label. */
  actions?: ReactNode;
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length === 0 ? undefined : list.join(' ');
}

function Description({ id, node, note }: { id: string; node: FieldNode; note?: ReactNode }) {
  const hints = constraintHints(node);
  if (node.description === undefined && hints.length === 0 && note === undefined) return null;
  return (
    <div id={id} className={cn(hintClass, 'space-y-0.5')}>
      {node.description !== undefined ? <p className="whitespace-pre-line">{node.description}</p> : null}
      {hints.length > 0 ? <p>{hints.join(' · ')}</p> : null}
      {note !== undefined ? <p>{note}</p> : null}
    </div>
  );
}

function Errors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className={cn(errorClass, 'space-y-0.5')}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

function NameAndRequired({ text, name, required }: { text: string; name?: string; required: boolean }) {
  return (
    <>
      {name !== undefined && name !== text ? (
        <code className="font-mono text-xs text-slate-600 dark:text-slate-400">{name}</code>
      ) : null}
      {required ? <span className="text-xs text-slate-600 dark:text-slate-400">required</span> : null}
    </>
  );
}

function hasDescription(node: FieldNode, note: ReactNode) {
  return node.description !== undefined || constraintHints(node).length > 0 || note !== undefined;
}

/**
 * A single control with its label, "required" marker, description, constraint hints and errors.
 * `children` receives the ARIA attributes to spread on the control. `inline` puts the control
 * before the label (checkboxes). `embedded` hides the label visually and leaves out the
 * description: an enclosing group for the same value shows them (the caller passes no errors of
 * that value either).
 */
export function FieldFrame({
  id,
  text,
  name,
  required,
  node,
  note,
  errors,
  actions,
  inline = false,
  embedded = false,
  children,
}: FrameParts & { inline?: boolean; embedded?: boolean; children(aria: ControlAria): ReactNode }) {
  const descId = `${id}--desc`;
  const errId = `${id}--err`;
  const showDesc = !embedded && hasDescription(node, note);
  const showErrors = errors.length > 0;
  const aria: ControlAria = {
    id,
    'aria-describedby': describedBy(showDesc && descId, showErrors && errId),
    ...(showErrors ? { 'aria-invalid': true, 'aria-errormessage': errId } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
  // Embedded, the enclosing group's legend already shows the same words: the label stays for
  // assistive technology only.
  const label = (
    <label htmlFor={id} className={embedded ? 'sr-only' : labelClass}>
      {text}
    </label>
  );
  return (
    <div className="min-w-0 space-y-1" data-kind={node.kind}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {inline ? children(aria) : null}
        {label}
        {embedded ? null : <NameAndRequired text={text} name={name} required={required} />}
        {actions !== undefined ? <div className="ml-auto flex gap-1">{actions}</div> : null}
      </div>
      {showDesc ? <Description id={descId} node={node} note={note} /> : null}
      {inline ? null : children(aria)}
      {showErrors ? <Errors id={errId} errors={errors} /> : null}
    </div>
  );
}

/**
 * A group of controls for one value (an object, an array, a choice of variants, a nullable
 * field): a fieldset whose legend is the label, described by the description and the errors.
 * `embedded` renders only the children, for a group nested in another group of the same value.
 */
export function GroupFrame({
  id,
  text,
  name,
  required,
  node,
  note,
  errors,
  actions,
  embedded = false,
  plain = false,
  children,
}: FrameParts & { embedded?: boolean; plain?: boolean; children: ReactNode }) {
  if (embedded) return <div className="min-w-0 space-y-3">{children}</div>;
  const descId = `${id}--desc`;
  const errId = `${id}--err`;
  const showDesc = hasDescription(node, note);
  return (
    <fieldset
      id={id}
      className={cn(plain ? 'min-w-0 space-y-2' : fieldsetClass)}
      aria-describedby={describedBy(showDesc && descId, errors.length > 0 && errId)}
      data-kind={node.kind}
    >
      <legend className={plain ? `${labelClass} px-0` : legendClass}>
        <span className="inline-flex flex-wrap items-center gap-x-2">
          {text}
          <NameAndRequired text={text} name={name} required={required} />
        </span>
      </legend>
      {actions !== undefined ? <div className="-mt-1 flex justify-end gap-1">{actions}</div> : null}
      {showDesc ? <Description id={descId} node={node} note={note} /> : null}
      <Errors id={errId} errors={errors} />
      {children}
    </fieldset>
  );
}
