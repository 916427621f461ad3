'use client';

import { useCallback, useEffect, useState } from 'react';
import { fromShareHash, toShareHash } from '@/lib/share/share-format';
import type { ValidateShareState } from '@/lib/share/share-state';

/** Above this a link cannot fit MAX_SHARE_LENGTH anyway: refuse before compressing on the main thread. */
const MAX_SHARE_CHARS = 1_000_000;

export interface ShareStatus {
  tone: 'info' | 'error';
  text: string;
}

export const sameShareState = (a: ValidateShareState, b: ValidateShareState) =>
  a.kind === b.kind && a.profile === b.profile && a.text === b.text && a.toolText === b.toolText;

/** Removes `#s=…` from the address bar (without a navigation), so a reload shows the local state. */
function clearShareHash(): void {
  if (fromShareHash(window.location.hash) !== undefined) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

/**
 * The validator's share links: making one (`share`), and receiving one, on load (`receive`, called
 * by the page's boot) or when the fragment changes while the page is open. A link never replaces
 * local work silently: when `hasLocalWork` says the editor holds something else, `conflict` holds
 * the shared state until `resolveConflict` is called. The encoder and the decoder (with fflate) are
 * loaded when first needed, not with the page.
 */
export function useShareLink({
  readState,
  applyState,
  hasLocalWork,
  onStatus,
  copy,
  listening,
}: {
  readState(): ValidateShareState;
  applyState(state: ValidateShareState): void;
  hasLocalWork(state: ValidateShareState): boolean;
  onStatus(status: ShareStatus): void;
  copy(text: string): Promise<boolean>;
  /** Whether the editors are ready for links that arrive while the page is open. */
  listening: boolean;
}) {
  const [conflict, setConflict] = useState<ValidateShareState>();
  const [link, setLink] = useState<string>();

  /** Resolves true when `apply` was called with the shared state. */
  const receive = useCallback(
    async (payload: string, local: ValidateShareState, apply: (state: ValidateShareState) => void) => {
      clearShareHash();
      const { decodeShare } = await import('@/lib/share/decode-share');
      const decoded = decodeShare(payload);
      if (!decoded.ok) {
        onStatus({ tone: 'error', text: `The share link could not be opened. ${decoded.error.message}` });
        return false;
      }
      if (decoded.value.kind !== 'validate') {
        onStatus({ tone: 'error', text: 'This share link is for the playground, not the validator.' });
        return false;
      }
      const shared = decoded.value.state;
      if (sameShareState(local, shared)) return false;
      if (hasLocalWork(local)) {
        setConflict(shared);
        return false;
      }
      apply(shared);
      return true;
    },
    [hasLocalWork, onStatus],
  );

  useEffect(() => {
    if (!listening) return;
    const onHashChange = () => {
      const payload = fromShareHash(window.location.hash);
      if (payload !== undefined) void receive(payload, readState(), applyState);
    };
    onHashChange(); // a link that arrived while the editors were being created
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [listening, receive, readState, applyState]);

  const resolveConflict = useCallback(
    (open: boolean) => {
      const shared = conflict;
      setConflict(undefined);
      if (open && shared) {
        applyState(shared);
        onStatus({ tone: 'info', text: 'Opened the shared document. Undo in the editor brings yours back.' });
      } else {
        onStatus({ tone: 'info', text: 'Kept your document; the shared one was not opened.' });
      }
    },
    [conflict, applyState, onStatus],
  );

  const share = useCallback(async () => {
    const state = readState();
    setLink(undefined);
    if (state.text.length + state.toolText.length > MAX_SHARE_CHARS) {
      onStatus({
        tone: 'error',
        text: 'Too large to share as a link: links carry documents of up to about a megabyte before compression. Share a smaller document.',
      });
      return;
    }
    const { encodeShare } = await import('@/lib/share/encode-share');
    const encoded = encodeShare('validate', state);
    if (!encoded.ok) {
      onStatus({ tone: 'error', text: encoded.error.message });
      return;
    }
    const made = `${window.location.origin}${window.location.pathname}${toShareHash(encoded.value)}`;
    setLink(made);
    onStatus(
      (await copy(made))
        ? {
            tone: 'info',
            text: 'Link copied to the clipboard. It holds the text of both editors, the kind and the profile, in the part of the address that is never sent to a server.',
          }
        : { tone: 'info', text: 'Copy the link below: the browser did not allow writing to the clipboard.' },
    );
  }, [readState, onStatus, copy]);

  return { conflict, link, receive, share, resolveConflict };
}
