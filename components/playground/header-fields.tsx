'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';

export interface HeaderRow {
  id: number;
  name: string;
  value: string;
}

/** RFC 9110 token: what a header name may be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The rows as headers to send; rows without a name are skipped, invalid names reported. */
export function headersOf(rows: readonly HeaderRow[]): {
  headers: Record<string, string>;
  problems: string[];
} {
  const headers: Record<string, string> = {};
  const problems: string[] = [];
  for (const row of rows) {
    const name = row.name.trim();
    if (!name) continue;
    if (!TOKEN.test(name)) problems.push(`"${name}" is not a valid header name.`);
    else if (/[\r\n\0]/.test(row.value)) problems.push(`The value of ${name} has a line break.`);
    else headers[name] = row.value;
  }
  return { headers, problems };
}

let nextRowId = 1;
export const newHeaderRow = (name = '', value = ''): HeaderRow => ({ id: nextRowId++, name, value });

/**
 * Extra request headers (a bearer token, an API key). Values are password fields and live in memory
 * only: never stored, never put in a link, masked on the timeline and in exports.
 */
export function HeaderFields({
  rows,
  onChange,
}: {
  rows: readonly HeaderRow[];
  onChange(rows: HeaderRow[]): void;
}) {
  const baseId = useId();
  const update = (id: number, patch: Partial<HeaderRow>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="text-xs font-medium text-slate-700 dark:text-slate-300">
        Headers <span className="font-normal">(kept in memory only, masked on the timeline)</span>
      </legend>
      {rows.map((row, i) => (
        <div key={row.id} className="flex items-center gap-1">
          <label className="sr-only" htmlFor={`${baseId}-n${row.id}`}>
            Header {i + 1} name
          </label>
          <input
            id={`${baseId}-n${row.id}`}
            value={row.name}
            onChange={(e) => update(row.id, { name: e.target.value })}
            placeholder="Authorization"
            autoComplete="off"
            spellCheck={false}
            className="h-8 w-2/5 min-w-0 rounded-md border border-slate-300 bg-white px-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
          />
          <label className="sr-only" htmlFor={`${baseId}-v${row.id}`}>
            Header {i + 1} value
          </label>
          <input
            id={`${baseId}-v${row.id}`}
            type="password"
            value={row.value}
            onChange={(e) => update(row.id, { value: e.target.value })}
            placeholder="Bearer …"
            autoComplete="off"
            className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
          />
          <Button
            size="sm"
            variant="ghost"
            className="shrink-0"
            aria-label={`Remove header ${i + 1}`}
            onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
          >
            ✕
          </Button>
        </div>
      ))}
      <Button size="sm" onClick={() => onChange([...rows, newHeaderRow()])}>
        Add header
      </Button>
    </fieldset>
  );
}
