'use client';

import dynamic from 'next/dynamic';
import { Fragment, useMemo } from 'react';
import { revealHiddenCharacters } from '@/lib/validate/rules/hidden-characters';
import { MARKDOWN_CLASS } from './markdown-class';
import { plainParagraphs } from './plain-paragraphs';

/** The markdown renderer, loaded on first use so it stays out of the page's first load. */
const MarkdownText = dynamic(() => import('./markdown-text'), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-500 dark:text-slate-400">Rendering…</p>,
});

/**
 * Server text as sanitized markdown (see markdown-text.tsx). Most descriptions hold no markdown
 * beyond `code`: those are shown at once as the paragraphs the renderer would make, with hidden characters
 * revealed the same way, and the renderer loads only for a text that needs it.
 */
export function Markdown({ text }: { text: string }) {
  const paragraphs = useMemo(() => plainParagraphs(revealHiddenCharacters(text)), [text]);
  if (!paragraphs) return <MarkdownText text={text} />;
  return (
    <div className={MARKDOWN_CLASS}>
      {paragraphs.map((paragraph, i) => (
        // Between blocks the renderer leaves a newline: kept, so both give the same DOM.
        <Fragment key={i}>
          {i > 0 ? '\n' : null}
          <p>
            {paragraph.map((inline, j) =>
              typeof inline === 'string' ? inline : <code key={j}>{inline.code}</code>,
            )}
          </p>
        </Fragment>
      ))}
    </div>
  );
}
