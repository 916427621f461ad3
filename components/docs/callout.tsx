import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export type CalloutKind = 'note' | 'pitfall' | 'spec-says';

const LOOK: Record<CalloutKind, { label: string; box: string; mark: string; icon: string }> = {
  note: {
    label: 'Note',
    box: 'border-sky-300 bg-sky-50 dark:border-sky-800 dark:bg-sky-950/40',
    mark: 'text-sky-800 dark:text-sky-300',
    icon: 'i',
  },
  pitfall: {
    label: 'Pitfall',
    box: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40',
    mark: 'text-amber-900 dark:text-amber-300',
    icon: '!',
  },
  'spec-says': {
    label: 'The spec says',
    box: 'border-violet-300 bg-violet-50 dark:border-violet-800 dark:bg-violet-950/40',
    mark: 'text-violet-900 dark:text-violet-300',
    icon: '§',
  },
};

interface CalloutProps {
  kind: CalloutKind;
  /** Replaces the default label ("Note", "Pitfall", "The spec says"). */
  title?: string;
  children: ReactNode;
}

/**
 * A boxed aside in the text, one look for every kind: a note (useful context), a pitfall (a mistake
 * people make) or what the spec says (a paraphrased requirement with its MUST / SHOULD).
 */
export function Callout({ kind, title, children }: CalloutProps) {
  const look = LOOK[kind];
  return (
    <div
      role="note"
      data-callout={kind}
      className={cn('not-prose my-6 rounded-lg border-l-4 px-4 py-3', look.box)}
    >
      <p className={cn('flex items-center gap-2 text-sm font-semibold', look.mark)}>
        <span
          aria-hidden="true"
          className="inline-flex size-5 items-center justify-center rounded-full border border-current text-xs"
        >
          {look.icon}
        </span>
        {title ?? look.label}
      </p>
      <div className="prose prose-slate mt-1 max-w-none text-[0.9375rem] dark:prose-invert prose-p:my-2 prose-ul:my-2">
        {children}
      </div>
    </div>
  );
}

type KindlessProps = Omit<CalloutProps, 'kind'>;

export const Note = (props: KindlessProps) => <Callout kind="note" {...props} />;
export const Pitfall = (props: KindlessProps) => <Callout kind="pitfall" {...props} />;
export const SpecSays = (props: KindlessProps) => <Callout kind="spec-says" {...props} />;
