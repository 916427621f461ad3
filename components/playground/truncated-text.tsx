'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { downloadText } from './download';
import { HiddenText } from './hidden-text';

/** Characters shown at first; "Show more" adds this many again. */
export const PREVIEW_CHARS = 20_000;
/** Beyond this "Show all" is not offered (the download is): the page must stay responsive. */
export const MAX_SHOWN_CHARS = 2_000_000;

/**
 * Long server text, cut to a preview with "Show more", "Show all" (up to a limit that keeps the
 * page responsive) and a download of the whole text. Rendered as text, hidden characters revealed.
 */
export function TruncatedText({
  text,
  fileName,
  className,
  label,
}: {
  text: string;
  fileName: string;
  className?: string;
  /** Accessible name of the text block, e.g. "Text of content block 1". */
  label?: string;
}) {
  const [shown, setShown] = useState(PREVIEW_CHARS);
  const cut = text.length > shown;
  const visible = cut ? text.slice(0, shown) : text;
  return (
    <figure aria-label={label} className="min-w-0">
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
        tabIndex={0}
        className={cn(
          'max-h-[32rem] overflow-auto rounded-md bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap break-words text-slate-800 dark:bg-slate-950 dark:text-slate-200',
          className,
        )}
      >
        <HiddenText text={visible} />
        {cut ? '…' : ''}
      </pre>
      {cut ? (
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <span>
            Showing {visible.length.toLocaleString('en')} of {text.length.toLocaleString('en')} characters.
          </span>
          <Button size="sm" onClick={() => setShown((n) => n + 10 * PREVIEW_CHARS)}>
            Show more
          </Button>
          {text.length <= MAX_SHOWN_CHARS ? (
            <Button size="sm" onClick={() => setShown(text.length)}>
              Show all
            </Button>
          ) : null}
          <Button size="sm" onClick={() => downloadText(fileName, text)}>
            Download all
          </Button>
        </div>
      ) : null}
    </figure>
  );
}
