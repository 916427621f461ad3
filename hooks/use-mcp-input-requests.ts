'use client';

import { useCallback, useRef, useState } from 'react';
import type { InputRequestContext, InputRequestHandler } from '@/lib/client/index';

/** An input request waiting for the user, with the function that answers it. */
export interface PendingInput {
  id: number;
  request: InputRequestContext;
  /**
   * The answer sent back (an ElicitResult, a CreateMessageResult, a ListRootsResult), or
   * `undefined` to decline: an elicitation is then declined, anything else fails the call.
   */
  answer(value: unknown): void;
}

/**
 * Turns the client's input handler (MRTR `input_required` rounds, legacy server requests) into a
 * queue the page shows one at a time. A request whose call is cancelled leaves the queue by itself.
 */
export function useMcpInputRequests() {
  const [queue, setQueue] = useState<PendingInput[]>([]);
  const nextId = useRef(1);

  const handler: InputRequestHandler = useCallback(
    (request) =>
      new Promise<unknown>((resolve) => {
        const id = nextId.current++;
        let settled = false;
        const settle = (value: unknown) => {
          if (settled) return;
          settled = true;
          setQueue((q) => q.filter((entry) => entry.id !== id));
          resolve(value);
        };
        request.signal.addEventListener('abort', () => settle(undefined), { once: true });
        if (request.signal.aborted) {
          settle(undefined);
          return;
        }
        setQueue((q) => [...q, { id, request, answer: settle }]);
      }),
    [],
  );

  return { pending: queue[0], waiting: queue.length, handler };
}
