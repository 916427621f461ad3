'use client';

import { useState } from 'react';
import { HiddenText } from '@/components/playground/hidden-text';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/lib/browser/clipboard';

/** Characters shown before "Show all": a 1 MB payload in one <pre> slows the page for nothing. */
const SHOWN = 100_000;

/**
 * The provider's `tools` JSON, read-only, scrollable by keyboard (the region is focusable), with a
 * Copy button for the whole text.
 */
export function PayloadView({ text, label }: { text: string; label: string }) {
  const [all, setAll] = useState(false);
  const [copied, setCopied] = useState<string>();
  const cut = !all && text.length > SHOWN;
  return (
    <section aria-label={label} className="min-w-0">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900 dark:text-white">Payload</h4>
        <span className="flex items-center gap-2">
          <span role="status" className="text-xs text-slate-600 dark:text-slate-400">
            {copied}
          </span>
          <Button
            size="sm"
            onClick={async () =>
              setCopied((await copyToClipboard(text)) ? 'Copied.' : 'The browser refused the clipboard.')
            }
          >
            Copy<span className="sr-only"> the payload</span>
          </Button>
        </span>
      </div>
      <figure aria-label={`${label} (read-only JSON)`} className="m-0">
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
          tabIndex={0}
          className="max-h-[28rem] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-2 font-mono text-xs text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          <HiddenText text={cut ? `${text.slice(0, SHOWN)}\n…` : text} />
        </pre>
      </figure>
      {cut ? (
        <Button size="sm" className="mt-1" onClick={() => setAll(true)}>
          Show all {(text.length / 1024).toFixed(0)} kB
        </Button>
      ) : null}
    </section>
  );
}
