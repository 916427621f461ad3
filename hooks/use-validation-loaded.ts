import { useSyncExternalStore } from 'react';
import { subscribeValidation, type Validation, validationIfLoaded } from '@/lib/client/index';

const onServer = () => undefined;

/**
 * The validator (lib/validate and lib/schema, split off the page's first load) once it is in memory,
 * else undefined. Asking starts the load; the component renders again when it arrives, so findings
 * computed during render appear as soon as they can be computed.
 */
export function useValidationLoaded(): Validation | undefined {
  return useSyncExternalStore(subscribeValidation, validationIfLoaded, onServer);
}
