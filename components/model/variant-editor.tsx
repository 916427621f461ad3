'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { HiddenText } from '../playground/hidden-text';
import { type DescriptionEdits, describeVariant, originalDescription } from './description-variant';

type Json = Record<string, unknown>;

/**
 * The B side of the A/B: pick a tool, rewrite its description, see which tools differ from the
 * server's. Names, schemas and annotations are not editable here, so the A/B measures the
 * descriptions alone. The edits live in the page (not saved), like a draft.
 */
export function VariantEditor({
  tools,
  edits,
  onChange,
}: {
  tools: readonly Json[];
  edits: DescriptionEdits;
  onChange(edits: Record<string, string>): void;
}) {
  const id = useId().replace(/[^\w-]/g, '_');
  const names = tools.flatMap((t) => (typeof t.name === 'string' ? [t.name] : []));
  const [chosen, setChosen] = useState<string>();
  const current = chosen !== undefined && names.includes(chosen) ? chosen : names[0];
  const tool = tools.find((t) => t.name === current);
  const { changed } = describeVariant(tools, edits);
  if (names.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        List the server&apos;s tools to edit their descriptions.
      </p>
    );
  const original = tool ? originalDescription(tool) : '';
  const text = current !== undefined && Object.hasOwn(edits, current) ? edits[current]! : original;
  const reset = (name: string) => {
    const { [name]: _dropped, ...rest } = edits;
    onChange(rest);
  };
  return (
    <div className="space-y-2 text-sm">
      <div>
        <label htmlFor={`${id}-tool`} className="block text-xs font-medium">
          Tool to rewrite
        </label>
        <select
          id={`${id}-tool`}
          value={current}
          onChange={(e) => setChosen(e.target.value)}
          className="mt-0.5 h-8 w-full rounded-md border border-slate-300 bg-white px-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
        >
          {names.map((name) => (
            <option key={name} value={name}>
              {changed.includes(name) ? `${name} (edited)` : name}
            </option>
          ))}
        </select>
      </div>
      {current !== undefined ? (
        <div>
          <label htmlFor={`${id}-text`} className="block text-xs font-medium">
            Description of {current} in B
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(e) => onChange({ ...edits, [current]: e.target.value })}
            rows={5}
            aria-describedby={`${id}-original`}
            className="mt-0.5 w-full rounded-md border border-slate-300 bg-white p-2 text-xs dark:border-slate-700 dark:bg-slate-950"
          />
          <p id={`${id}-original`} className="text-xs text-slate-600 dark:text-slate-400">
            The server&apos;s description (A):{' '}
            {original ? (
              <HiddenText text={original.length > 600 ? `${original.slice(0, 600)}…` : original} />
            ) : (
              '(none)'
            )}
          </p>
        </div>
      ) : null}
      <p role="status" className="text-xs text-slate-700 dark:text-slate-300">
        {changed.length === 0
          ? 'No description edited yet: B is the same as A.'
          : `B differs from the server in ${changed.length} ${changed.length === 1 ? 'description' : 'descriptions'}.`}
      </p>
      {changed.length > 0 ? (
        <ul aria-label="Edited descriptions" className="flex flex-wrap gap-1 text-xs">
          {changed.map((name) => (
            <li key={name} className="flex items-center gap-1 rounded bg-sky-50 px-1.5 dark:bg-sky-950">
              <span className="font-mono">{name}</span>
              <Button
                size="sm"
                variant="ghost"
                className="h-6"
                aria-label={`Reset the description of ${name}`}
                onClick={() => reset(name)}
              >
                Reset
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
