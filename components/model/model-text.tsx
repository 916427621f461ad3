'use client';

import { HiddenText } from '../playground/hidden-text';
import { Markdown } from '../playground/markdown';
import { TruncatedText } from '../playground/truncated-text';

/** Longest answer formatted as markdown; beyond it, parsing would hold the page for too long. */
export const MARKDOWN_MAX_CHARS = 30_000;
/** Characters shown while an answer streams (laid out again on every frame, so kept short). */
export const STREAMING_PREVIEW_CHARS = 4_000;

/**
 * The model's text, which is as hostile as any server string: sanitized markdown (raw HTML shown
 * as text, safe link schemes only, no remote images) once the step is complete and short enough;
 * while it streams, or when it is long, plain text cut to a preview with "Show more" and a
 * download, so a 10 MB answer never freezes the page.
 */
export function ModelText({ text, chars, streaming }: { text: string; chars: number; streaming: boolean }) {
  if (!streaming && chars <= MARKDOWN_MAX_CHARS) {
    return (
      <section aria-label="The model's text">
        <Markdown text={text} />
      </section>
    );
  }
  if (streaming) {
    return (
      <section aria-label="The model's text" className="space-y-1">
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
          tabIndex={0}
          className="max-h-[32rem] overflow-auto rounded-md bg-white p-2 font-mono text-xs whitespace-pre-wrap break-words dark:bg-slate-900"
        >
          <HiddenText text={text.slice(0, STREAMING_PREVIEW_CHARS)} />
          {chars > STREAMING_PREVIEW_CHARS ? '…' : ''}
        </pre>
        {chars > STREAMING_PREVIEW_CHARS ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Receiving: {chars.toLocaleString('en')} characters so far; all of it shows once the step ends.
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section aria-label="The model's text" className="space-y-1">
      <TruncatedText text={text} fileName="model-answer.txt" label="The model's text, as plain text" />
      {chars > text.length ? (
        <p role="status" className="text-xs text-amber-900 dark:text-amber-200">
          The model sent {chars.toLocaleString('en')} characters; the first {text.length.toLocaleString('en')}{' '}
          are kept here.
        </p>
      ) : (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Shown as plain text: {chars.toLocaleString('en')} characters is too long to format.
        </p>
      )}
    </section>
  );
}
