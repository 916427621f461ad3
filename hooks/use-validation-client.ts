'use client';

import { useEffect, useState } from 'react';
import {
  createValidationClient,
  type ValidationClient,
  type WorkerLike,
} from '@/lib/browser/validation-client';
import { holdMessages, startValidationWorker } from '@/lib/browser/validation-worker';

/**
 * Started when this module loads in the browser, before React has hydrated the page, so that the
 * engine loads (and compiles its meta-schemas) while the page starts; the first client adopts it.
 */
let early: WorkerLike | undefined =
  typeof window === 'undefined' ? undefined : holdMessages(startValidationWorker());

function adoptEarlyWorker(): WorkerLike {
  const worker = early ?? startValidationWorker();
  early = undefined;
  return worker;
}

/**
 * The page's validation client (lib/browser), the same for both faces: present from the first
 * client render, `undefined` in the server render; its worker starts once the page has mounted;
 * disposed on unmount. (In development, Strict Mode unmounts once at the
 * start: a disposed client is then replaced.)
 */
export function useValidationClient(
  createWorker: () => WorkerLike = adoptEarlyWorker,
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
    // Start the worker now: loading the engine and compiling the meta-schemas then overlaps the
    // page's own start instead of delaying the first check (a connect's server/discover).
    client.prepare();
    return () => client.dispose();
  }, [client, factory]);
  return client;
}
