'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientOutcome, WorkerLike } from '@/lib/browser/validation-client';
import { createValidationScheduler } from '@/lib/browser/validation-scheduler';
import type { KindOption, Profile } from '@/lib/validate/document-kind';
import type { SpecOption } from '@/lib/validate/spec-version';
import type { FormatOutcome, ValidateReply } from '@/lib/validate/worker-protocol';
import { useValidationClient } from './use-validation-client';

export interface ValidationInput {
  text: string;
  kind: KindOption;
  profile: Profile;
  /** Absent: 2026-07-28. */
  spec?: SpecOption;
  toolText: string;
}

/** What the page shows for the latest input. */
export type ValidationView =
  | { status: 'idle' }
  | { status: 'done'; reply: ValidateReply }
  /** The hard stop: the worker was terminated after `afterMs`. */
  | { status: 'stopped'; afterMs: number; reason: string }
  | { status: 'failed'; message: string };

/**
 * How long after a change the text is read and sent when the validator is idle (ms). None: the
 * validator paces itself (one check at a time, the next carries only the newest text), so a burst
 * of keys costs one check per check's duration, never a backlog; the timer only lets the editor
 * finish its update first.
 */
export const VALIDATION_DEBOUNCE_MS = 0;

/**
 * Live validation in a Web Worker. `schedule(read)` is cheap enough to call on every keystroke: it
 * only restarts a timer; `read` (which builds the text) runs when the text is sent. At most one
 * check runs at a time and the next one carries only the newest text (lib/browser's validation
 * scheduler), and a reply is shown only if no newer input arrived meanwhile, so results for stale
 * text are dropped. `pending` is true from the first change until its result is shown.
 */
export function useValidation(createWorker?: () => WorkerLike) {
  const active = useValidationClient(createWorker);
  const client = useRef(active);
  client.current = active;
  const [view, setView] = useState<ValidationView>({ status: 'idle' });
  const [pending, setPending] = useState(false);
  const [scheduler] = useState(() =>
    createValidationScheduler<ValidationInput, ClientOutcome<ValidateReply>>({
      run: (input) =>
        client.current?.validate(input) ??
        Promise.resolve({ ok: false, error: { kind: 'disposed', message: 'the validator is not running' } }),
      onResult: (outcome) => {
        if (outcome.ok) {
          setView({ status: 'done', reply: outcome.value });
        } else if (outcome.error.kind === 'stopped') {
          setView({ status: 'stopped', afterMs: outcome.error.afterMs, reason: outcome.error.message });
        } else if (outcome.error.kind === 'superseded' || outcome.error.kind === 'disposed') {
          return;
        } else {
          setView({ status: 'failed', message: outcome.error.message });
        }
        setPending(false);
      },
    }),
  );

  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const schedule = useCallback(
    (read: () => ValidationInput, delayMs = VALIDATION_DEBOUNCE_MS) => {
      setPending(true);
      scheduler.schedule(read, delayMs);
    },
    [scheduler],
  );

  const format = useCallback(
    async (text: string): Promise<ClientOutcome<FormatOutcome>> =>
      client.current?.format(text) ??
      Promise.resolve({ ok: false, error: { kind: 'disposed', message: 'the validator is not running' } }),
    [],
  );

  return { view, pending, schedule, format };
}
