'use client';

import { useEffect, useState } from 'react';
import {
  createValidationClient,
  type ValidationClient,
  type WorkerLike,
} from '@/lib/browser/validation-client';
import { startValidationWorker } from '@/lib/browser/validation-worker';

/**
 * The page's validation client (lib/browser), the same for both faces: present from the first
 * client render (it starts its worker on the first request, so that costs nothing), `undefined`
 * in the server render, disposed on unmount. (In development, Strict Mode unmounts once at the
 * start: a disposed client is then replaced.)
 */
export function useValidationClient(
  createWorker: () => WorkerLike = startValidationWorker,
): ValidationClient | undefined {
  const [factory] = useState(() => createWorker);
  const [client, setClient] = useState(() =>
    typeof window === 'undefined' ? undefined : createValidationClient({ createWorker: factory }),
  );
  useEffect(() => {
    if (!client) return;
    if (client.disposed) {
      setClient(createValidationClient({ createWorker: factory }));
      return;
    }
    return () => client.dispose();
  }, [client, factory]);
  return client;
}
