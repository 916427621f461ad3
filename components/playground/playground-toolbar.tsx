'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Kbd } from '@/components/ui/kbd';
import { toShareHash } from '@/lib/share/share-format';
import { copyToClipboard } from './download';
import { type PlaygroundLink, toShareState } from './playground-link';

export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

/**
 * The bar above the panels: the command palette, the share link, and the page's last message
 * (announced politely). A link holds the scenario, the selected tool and its arguments, never
 * headers; it is refused when anything in it looks like a secret.
 */
export function PlaygroundToolbar({
  notice,
  onNotice,
  modKey,
  onOpenPalette,
  shareState,
}: {
  notice: Notice | undefined;
  onNotice(notice: Notice): void;
  modKey: string;
  onOpenPalette(): void;
  shareState(): PlaygroundLink;
}) {
  const [link, setLink] = useState<string>();
  const share = async () => {
    setLink(undefined);
    const { encodeShare } = await import('@/lib/share/encode-share');
    const encoded = encodeShare('playground', toShareState(shareState()));
    if (!encoded.ok) {
      onNotice({ tone: 'error', text: encoded.error.message });
      return;
    }
    const made = `${window.location.origin}/playground${toShareHash(encoded.value)}`;
    setLink(made);
    onNotice(
      (await copyToClipboard(made))
        ? {
            tone: 'info',
            text: 'Share link copied. It restores the scenario, the selected tool and its arguments; headers never go into it.',
          }
        : {
            tone: 'info',
            text: 'Copy the share link below (the browser did not allow writing to the clipboard).',
          },
    );
  };
  return (
    <div className="mb-3 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={onOpenPalette} aria-keyshortcuts="Control+K Meta+K">
          Commands <Kbd>{modKey}+K</Kbd>
        </Button>
        <Button id="playground-share" onClick={() => void share()}>
          Share link
        </Button>
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
