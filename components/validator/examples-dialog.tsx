'use client';

import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DOCUMENT_KINDS, type DocumentKind, KIND_LABELS } from '@/lib/validate/document-kind';
import { sentenceCase } from './labels';

/** What the menu needs of an example; the texts stay on the server until one is chosen. */
export interface ExampleMenuItem {
  id: string;
  kind: DocumentKind;
  title: string;
  summary: string;
}

/** The examples of content/examples/, grouped by kind, with a filter. Choosing one closes the dialog. */
export function ExamplesDialog({
  open,
  onClose,
  examples,
  onChoose,
}: {
  open: boolean;
  onClose(): void;
  examples: readonly ExampleMenuItem[];
  onChoose(example: ExampleMenuItem): void;
}) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const groups = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const matches = needle
      ? examples.filter((e) => `${e.title} ${e.summary} ${e.id}`.toLowerCase().includes(needle))
      : examples;
    return DOCUMENT_KINDS.map((kind) => ({ kind, items: matches.filter((e) => e.kind === kind) })).filter(
      (g) => g.items.length > 0,
    );
  }, [examples, filter]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Examples"
      description="Valid and broken documents of every kind. Loading one replaces the editor's text (undo brings yours back) and sets the kind and profile it is meant for."
    >
      <div className="border-b border-slate-200 px-5 py-3 dark:border-slate-800">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Filter examples
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="mt-1 h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-3">
        {groups.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No example matches “{filter}”.</p>
        ) : null}
        {groups.map(({ kind, items }) => (
          <ExampleGroup key={kind} kind={kind} items={items} onChoose={onChoose} />
        ))}
      </div>
      <div className="flex justify-end border-t border-slate-200 px-5 py-3 dark:border-slate-800">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}

function ExampleGroup({
  kind,
  items,
  onChoose,
}: {
  kind: DocumentKind;
  items: readonly ExampleMenuItem[];
  onChoose(example: ExampleMenuItem): void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">
        {sentenceCase(KIND_LABELS[kind])}
      </h3>
      <ul className="grid gap-1 sm:grid-cols-2">
        {items.map((example) => (
          <ExampleButton key={example.id} example={example} onChoose={onChoose} />
        ))}
      </ul>
    </section>
  );
}

/** Named by the example's title alone; the summary is its description. */
function ExampleButton({
  example,
  onChoose,
}: {
  example: ExampleMenuItem;
  onChoose(example: ExampleMenuItem): void;
}) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(example)}
        title={example.summary}
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span id={titleId} className="block font-medium text-slate-900 dark:text-slate-100">
          {example.title}
        </span>
        <span id={summaryId} className="block truncate text-xs text-slate-600 dark:text-slate-400">
          {example.summary}
        </span>
      </button>
    </li>
  );
}
