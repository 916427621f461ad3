'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientOutcome, WorkerLike } from '@/lib/browser/validation-client';
import { startValidationWorker } from '@/lib/browser/validation-worker';
import type { KindOption, Profile } from '@/lib/validate/document-kind';
import type { FormatOutcome, ValidateReply } from '@/lib/validate/worker-protocol';
import { useValidationClient } from './use-validation-client';

export interface ValidationInput {
  text: string;
  kind: KindOption;
  profile: Profile;
  toolText: string;
}

/** What the page shows for the latest input. */
export type ValidationView =
  | { status: 'idle' }
  | { status: 'done'; reply: ValidateReply }
  /** The hard stop: the worker was terminated after `afterMs`. */
  | { status: 'stopped'; afterMs: number; reason: string }
  | { status: 'failed'; message: string };

/** How long typing must pause before the text is sent (ms). */
export const VALIDATION_DEBOUNCE_MS = 150;

/**
 * Live validation in a Web Worker. `schedule(read)` is cheap enough to call on every keystroke: it
 * only restarts a timer; `read` (which builds the text) runs once typing pauses. Every input gets a
 * generation number, and a reply is shown only if no newer input arrived meanwhile, so results for
 * stale text are dropped. `pending` is true from the first change until its result is shown.
 */
export function useValidation(createWorker: () => WorkerLike = startValidationWorker) {
  const active = useValidationClient(createWorker);
  const client = useRef(active);
  client.current = active;
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [view, setView] = useState<ValidationView>({ status: 'idle' });
  const [pending, setPending] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (read: () => ValidationInput, current: number) => {
    const active = client.current;
    if (!active) return;
    const outcome = await active.validate(read());
    if (current !== generation.current) return; // a newer input is on its way
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
  }, []);

  const schedule = useCallback(
    (read: () => ValidationInput, delayMs = VALIDATION_DEBOUNCE_MS) => {
      const current = ++generation.current;
      setPending(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(read, current), delayMs);
    },
    [run],
  );

  const format = useCallback(
    async (text: string): Promise<ClientOutcome<FormatOutcome>> =>
      client.current?.format(text) ??
      Promise.resolve({ ok: false, error: { kind: 'disposed', message: 'the validator is not running' } }),
    [],
  );

  return { view, pending, schedule, format };
}
