'use client';

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ValidationClient } from '@/lib/browser/validation-client';
import type { FindingsStore } from './tool-findings';

/** The playground's validation worker and the findings kept from it (both absent until it starts). */
export interface PlaygroundValidation {
  client?: ValidationClient;
  findings?: FindingsStore;
}

export const ValidationContext = createContext<PlaygroundValidation>({});

/** The validation client, for argument and answer checks. */
export const useValidator = () => useContext(ValidationContext).client;

const noSubscription = () => () => {};
const zero = () => 0;

/** The findings store, re-rendering the caller whenever an answer arrives. */
export function useFindings(): FindingsStore | undefined {
  const store = useContext(ValidationContext).findings;
  useSyncExternalStore(store?.subscribe ?? noSubscription, store?.version ?? zero, zero);
  return store;
}
