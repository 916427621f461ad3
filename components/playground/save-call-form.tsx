'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { HistoryEntry } from '@/lib/collection/call-history';
import {
  type DraftField,
  type ExpectationDraft,
  suggestDraft,
  valueAtPath,
} from '@/lib/collection/expectation-draft';
import type { SaveOutcome } from './use-workflow';

const NEW = '';
const input =
  'h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const labelClass = 'block text-xs font-medium text-slate-700 dark:text-slate-300';

/**
 * Saves one call of the history into a collection, with the checks its result must pass on the
 * next run. Suggested checks follow the result; every field says what is wrong with it, and a
 * refused save keeps everything typed.
 */
export function SaveCallForm({
  entry,
  collections,
  onSave,
  onCreateCollection,
  onOpen,
  onClose,
}: {
  entry: HistoryEntry;
  collections: readonly string[];
  onSave(collection: string, draft: ExpectationDraft, label: string): Promise<SaveOutcome>;
  onCreateCollection(name: string): Promise<string | undefined>;
  /** Called as the form opens: what saving needs starts loading while the form is filled in. */
  onOpen(): void;
  onClose(): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ExpectationDraft>(() =>
    suggestDraft(entry.result, entry.hasOutputSchema),
  );
  const [target, setTarget] = useState(collections[0] ?? NEW);
  const [newName, setNewName] = useState(collections.length === 0 ? 'My collection' : '');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ field?: DraftField | 'collection'; message: string }[]>([]);
  const set = <K extends keyof ExpectationDraft>(key: K, value: ExpectationDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (field: DraftField | 'collection') => errors.find((e) => e.field === field)?.message;
  const fieldId = (field: string) => `${id}-${field}`;
  const described = (field: DraftField | 'collection') =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': fieldId(`${field}-error`) } : {};
  const fieldError = (field: DraftField | 'collection') =>
    errorOf(field) ? (
      <p id={fieldId(`${field}-error`)} className="mt-0.5 text-xs text-red-700 dark:text-red-300">
        {errorOf(field)}
      </p>
    ) : null;

  const opened = useRef(onOpen);
  useEffect(() => opened.current(), []);
  // One save at a time: a second press while the first waits would make the collection twice.
  const saving = useRef(false);
  const submit = async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      let collection = target;
      if (collection === NEW) {
        const problem = await onCreateCollection(newName);
        if (problem) {
          setErrors([{ field: 'collection', message: problem }]);
          return;
        }
        collection = newName.trim();
        setTarget(collection);
      }
      const saved = await onSave(collection, draft, label);
      if (saved.ok) onClose();
      else setErrors(saved.errors);
    } finally {
      saving.current = false;
    }
  };

  const general = errors.filter((e) => e.field === undefined).map((e) => e.message);
  const fieldCount = errors.length - general.length;
  if (fieldCount > 0)
    general.unshift(
      `Not saved: ${fieldCount === 1 ? 'one field needs' : `${fieldCount} fields need`} fixing (marked above).`,
    );
  return (
    <form
      aria-label={`Save call ${entry.id} (${entry.tool}) to a collection`}
      className="mt-2 space-y-2 rounded-md border border-slate-200 p-2 dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('collection')} className={labelClass}>
            Collection
          </label>
          <select
            id={fieldId('collection')}
            className={input}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            {collections.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NEW}>New collection…</option>
          </select>
        </div>
        {target === NEW ? (
          <div>
            <label htmlFor={fieldId('new')} className={labelClass}>
              New collection name
            </label>
            <input
              id={fieldId('new')}
              className={input}
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              {...described('collection')}
            />
            {fieldError('collection')}
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('label')} className={labelClass}>
            Label (optional)
          </label>
          <input
            id={fieldId('label')}
            className={input}
            value={label}
            maxLength={200}
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-xs font-semibold text-slate-800 dark:text-slate-200">Expectations</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.notError}
            onChange={(e) => set('notError', e.target.checked)}
          />
          Not isError
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.structuredValid}
            onChange={(e) => set('structuredValid', e.target.checked)}
          />
          structuredContent valid against the outputSchema
        </label>
        <div className="grid gap-2 sm:grid-cols-2">
          <div>
            <label htmlFor={fieldId('contains')} className={labelClass}>
              Text contains
            </label>
            <input
              id={fieldId('contains')}
              className={input}
              value={draft.textContains}
              onChange={(e) => set('textContains', e.target.value)}
            />
            <label className="mt-1 flex items-center gap-2 text-xs">
              <input
                type="checkbox"
                checked={draft.ignoreCase}
                onChange={(e) => set('ignoreCase', e.target.checked)}
              />
              Ignore case
            </label>
          </div>
          <div>
            <label htmlFor={fieldId('matches')} className={labelClass}>
              Text matches (regular expression)
            </label>
            <input
              id={fieldId('matches')}
              className={`${input} font-mono`}
              value={draft.textMatches}
              onChange={(e) => set('textMatches', e.target.value)}
              {...described('textMatches')}
            />
            {fieldError('textMatches')}
          </div>
          <div>
            <label htmlFor={fieldId('path')} className={labelClass}>
              JSON path
            </label>
            <input
              id={fieldId('path')}
              className={`${input} font-mono`}
              placeholder="$.structuredContent.total"
              value={draft.jsonPath}
              onChange={(e) => set('jsonPath', e.target.value)}
              {...described('jsonPath')}
            />
            {fieldError('jsonPath')}
          </div>
          <div>
            <label htmlFor={fieldId('value')} className={labelClass}>
              Equals (JSON value)
            </label>
            <div className="flex gap-1">
              <input
                id={fieldId('value')}
                className={`${input} font-mono`}
                value={draft.jsonValue}
                onChange={(e) => set('jsonValue', e.target.value)}
                {...described('jsonValue')}
              />
              <Button
                size="sm"
                className="h-8"
                disabled={valueAtPath(entry.result, draft.jsonPath) === undefined}
                onClick={() => set('jsonValue', valueAtPath(entry.result, draft.jsonPath) ?? '')}
              >
                Use this result’s value
              </Button>
            </div>
            {fieldError('jsonValue')}
          </div>
          <div>
            <label htmlFor={fieldId('latency')} className={labelClass}>
              Latency under (ms)
            </label>
            <input
              id={fieldId('latency')}
              className={input}
              inputMode="numeric"
              value={draft.latencyMs}
              onChange={(e) => set('latencyMs', e.target.value)}
              {...described('latencyMs')}
            />
            {fieldError('latencyMs')}
          </div>
        </div>
      </fieldset>
      {general.length > 0 ? (
        <div role="alert" className="text-sm text-red-700 dark:text-red-300">
          {general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" size="sm">
          Save
        </Button>
        <Button size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
