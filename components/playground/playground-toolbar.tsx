'use client';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Kbd } from '@/components/ui/kbd';

export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

/**
 * The bar above the panels: the command palette, the share link, and the page's last message
 * (announced politely). A link holds the scenario, the selected tool and its arguments, never
 * headers; it is refused when anything in it looks like a secret (the controller's share action).
 */
export function PlaygroundToolbar({
  notice,
  modKey,
  onOpenPalette,
  onShare,
  link,
}: {
  notice: Notice | undefined;
  modKey: string;
  onOpenPalette(): void;
  onShare(): void;
  /** The last share link made, shown for copying by hand. */
  link: string | undefined;
}) {
  return (
    <div className="mb-3 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={onOpenPalette} aria-keyshortcuts="Control+K Meta+K">
          Commands <Kbd hint>{modKey}+K</Kbd>
        </Button>
        <Button onClick={onShare}>Share link</Button>
        <p
          role="status"
          aria-label="Last message"
          className={cn(
            'min-w-0 flex-1 text-sm',
            notice?.tone === 'error'
              ? 'text-red-800 dark:text-red-300'
              : 'text-slate-700 dark:text-slate-300',
          )}
        >
          {notice?.text ?? ''}
        </p>
      </div>
      {link ? (
        <div className="flex items-center gap-2">
          <label
            htmlFor="playground-share-link"
            className="text-xs font-medium text-slate-700 dark:text-slate-300"
          >
            Share link
          </label>
          <input
            id="playground-share-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
          />
        </div>
      ) : null}
    </div>
  );
}
