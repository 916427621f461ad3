'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ValidateShareState } from '@/lib/share/share-state';
import { plural } from '@/lib/text/plural';
import { PROFILE_LABELS } from '@/lib/validate/document-kind';
import { KIND_OPTIONS } from './labels';

const kindLabel = (state: ValidateShareState) =>
  KIND_OPTIONS.find((k) => k.value === state.kind)?.label ?? state.kind;
const size = (text: string) => plural(text.split('\n').length, 'line');

/**
 * Asked when a share link arrives while this browser holds different work: nothing is replaced
 * without an answer. Escape keeps the local work.
 */
export function ShareConflictDialog({
  shared,
  onKeepMine,
  onOpenShared,
}: {
  shared: ValidateShareState | undefined;
  onKeepMine(): void;
  onOpenShared(): void;
}) {
  return (
    <Dialog
      open={shared !== undefined}
      onClose={onKeepMine}
      title="Open the shared document?"
      description="This link carries a document, but the editor already holds different work of yours. Opening the shared one replaces it (undo in the editor brings yours back)."
    >
      {shared ? (
        <p className="px-5 pt-4 text-sm text-slate-700 dark:text-slate-300">
          The link holds a document of {size(shared.text)}
          {shared.toolText.trim() ? ` and a tool definition of ${size(shared.toolText)}` : ''} (kind:{' '}
          {kindLabel(shared)}, profile: {PROFILE_LABELS[shared.profile]}).
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 px-5 py-4">
        <Button onClick={onKeepMine} autoFocus>
          Keep mine
        </Button>
        <Button variant="primary" onClick={onOpenShared}>
          Open the shared one
        </Button>
      </div>
    </Dialog>
  );
}
