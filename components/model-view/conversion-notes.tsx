'use client';

import { useState } from 'react';
import { HiddenText } from '@/components/playground/hidden-text';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { NoteRange } from '@/lib/model/model-view-worker';
import type { ConversionNote, RefusedTool } from '@/lib/model/prepare-tools';
import { ruleDocsHref } from '@/lib/validate/rule';

const KIND_LABELS: Record<ConversionNote['kind'], string> = {
  refused: 'Refused',
  renamed: 'Renamed',
  rewritten: 'Rewritten',
  dropped: 'Dropped',
};

const KIND_STYLES: Record<ConversionNote['kind'], string> = {
  refused: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  renamed: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  rewritten: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  dropped: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

/** Notes listed before "Show all". */
const SHOWN = 150;

/**
 * What the conversion changed, next to the payload: each note with its tool, where in the tool it
 * applies, the rule of the validator that flags the same thing (linked to the rules reference), and
 * a button that selects the place in the editor when the view has one.
 */
export function ConversionNotes({
  notes,
  refused,
  ranges,
  onShowInEditor,
}: {
  notes: readonly ConversionNote[];
  refused: readonly RefusedTool[];
  ranges?: readonly (NoteRange | undefined)[];
  onShowInEditor?(range: NoteRange): void;
}) {
  const [all, setAll] = useState(false);
  const counts = notes.reduce<Record<string, number>>((acc, n) => {
    acc[n.kind] = (acc[n.kind] ?? 0) + 1;
    return acc;
  }, {});
  const shown = all ? notes : notes.slice(0, SHOWN);
  return (
    <section aria-label="What the conversion changed" className="min-w-0">
      <h4 className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">
        What the conversion changed{' '}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          {notes.length === 0
            ? '(nothing: the tools go as they are)'
            : `(${(Object.keys(KIND_LABELS) as ConversionNote['kind'][])
                .filter((k) => counts[k])
                .map((k) => `${counts[k]} ${KIND_LABELS[k].toLowerCase()}`)
                .join(', ')})`}
        </span>
      </h4>
      {refused.length > 0 ? (
        <p className="mb-2 rounded-md border border-red-300 bg-red-50 px-2 py-1.5 text-sm text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          {refused.length === 1 ? 'One tool is' : `${refused.length} tools are`} left out of the payload:{' '}
          {refused.map((r, i) => (
            <span key={`${r.mcpName}-${i}`}>
              {i > 0 ? ', ' : ''}
              <code className="font-mono">
                <HiddenText text={r.mcpName} />
              </code>
            </span>
          ))}
          . The model cannot call {refused.length === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
      <ul className="max-h-[28rem] space-y-1.5 overflow-y-auto pr-1">
        {shown.map((note, i) => {
          const range = ranges?.[i];
          return (
            <li
              key={`${note.toolIndex}-${note.path}-${note.kind}-${i}`}
              className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-800"
            >
              <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
                <span className={cn('rounded px-1 font-medium', KIND_STYLES[note.kind])}>
                  {KIND_LABELS[note.kind]}
                </span>
                <code className="font-mono break-all text-slate-800 dark:text-slate-200">
                  <HiddenText text={note.tool} />
                </code>
                {note.path ? (
                  <code className="font-mono break-all text-slate-600 dark:text-slate-400">{note.path}</code>
                ) : null}
              </span>
              <span className="mt-0.5 block text-slate-800 dark:text-slate-200">
                <HiddenText text={note.message} />
              </span>
              {note.rule || (range && onShowInEditor) ? (
                <span className="mt-0.5 flex flex-wrap gap-2 text-xs">
                  {note.rule ? (
                    <a
                      href={ruleDocsHref(note.rule)}
                      className="text-sky-800 underline hover:text-sky-950 dark:text-sky-300 dark:hover:text-sky-100"
                    >
                      Rule {note.rule}
                    </a>
                  ) : null}
                  {range && onShowInEditor ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-auto px-1 py-0"
                      onClick={() => onShowInEditor(range)}
                    >
                      Show in editor
                      <span className="sr-only">
                        : {note.tool}
                        {note.path}
                      </span>
                    </Button>
                  ) : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {shown.length < notes.length ? (
        <Button size="sm" className="mt-1" onClick={() => setAll(true)}>
          Show all {notes.length} notes
        </Button>
      ) : null}
    </section>
  );
}
