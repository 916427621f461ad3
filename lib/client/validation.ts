/** What ./validation-impl exports: lib/validate and lib/schema, as the client uses them. */
export type Validation = typeof import('./validation-impl');

let pending: Promise<Validation> | undefined;
let loaded: Validation | undefined;
const waiting = new Set<() => void>();

/**
 * Loads the validation code once, on first need. In a page this is a separate chunk fetched after
 * the first paint; in Node it is an ordinary module. A failed load (a chunk gone after a deploy, a
 * dropped connection) is not remembered, so the next caller tries again.
 */
export function loadValidation(): Promise<Validation> {
  if (!pending) {
    pending = import('./validation-impl').then(
      (module) => {
        loaded = module;
        for (const notify of [...waiting]) notify();
        waiting.clear();
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
  }
  return pending;
}

/** The validation code if it has loaded already (for synchronous callers such as a render). */
export function validationIfLoaded(): Validation | undefined {
  return loaded;
}

/**
 * Starts the load and calls `notify` once when it completes (never when it had already loaded:
 * check `validationIfLoaded()` first). Returns an unsubscribe function. Shaped for React's
 * `useSyncExternalStore`.
 */
export function subscribeValidation(notify: () => void): () => void {
  if (loaded) return () => {};
  waiting.add(notify);
  void loadValidation().catch(() => {});
  return () => {
    waiting.delete(notify);
  };
}

/** Why validation could not run, for a timeline warning or a refused call. */
export function validationLoadFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `the validator could not be loaded (${reason}); reload the page to try again`;
}
