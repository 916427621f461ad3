import { Fragment } from 'react';
import { revealHiddenCharacters } from '@/lib/validate/rules/hidden-characters';

const MARKER = /(⟦U\+[0-9A-F]{4,6}⟧)/;

/**
 * Server text shown as text (React escapes it), with invisible characters made visible as
 * highlighted ⟦U+XXXX⟧ marks: what a model would read, hidden parts included.
 */
export function HiddenText({ text }: { text: string }) {
  const revealed = revealHiddenCharacters(text);
  if (revealed === text) return <>{text}</>;
  return (
    <>
      {revealed.split(MARKER).map((part, i) =>
        i % 2 === 1 ? (
          <mark
            key={i}
            title="An invisible character the model reads"
            className="rounded bg-red-200 px-0.5 font-mono text-[0.8em] text-red-950 dark:bg-red-900 dark:text-red-50"
          >
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
