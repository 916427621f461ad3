// The validator as the client sees it: two asynchronous questions, so the same client runs with the
// engine in this thread (Node: the CLI, tests) or in a Web Worker (the browser: lib/browser's
// validation client answers the same interface, and the page itself never compiles a schema).
import type { Diagnostic } from '../validate/diagnostic';
import type { Profile } from '../validate/document-kind';
import type { InstanceCheck, ValueCheck } from '../validate/value-check';

export type { InstanceCheck, ValueCheck } from '../validate/value-check';

/** `error.message` says why the check could not run (the engine failed to load, was stopped…). */
export type ValidatorOutcome<T> = { ok: true; value: T } | { ok: false; error: { message: string } };

/** lib/validate and lib/schema behind two questions. Implementations never throw. */
export interface ClientValidator {
  /** The rule catalogue's findings on a value. */
  validateValue(value: unknown, check: ValueCheck): Promise<ValidatorOutcome<Diagnostic[]>>;
  /** Checks `instance` against the JSON Schema `schema` (tool arguments, an elicitation's answer). */
  checkInstance(schema: unknown, instance: unknown): Promise<ValidatorOutcome<InstanceCheck>>;
  /** Starts loading the engine now, so the first answer does not wait for it (optional). */
  prepare?(): void;
}

/** What ./validation-impl exports. */
export type ValidationModule = typeof import('./validation-impl');

/** Why validation could not run, for a timeline warning or a refused call. */
export function validationLoadFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `the validator could not be loaded (${reason}); reload the page to try again`;
}

/**
 * The validator in this thread, loaded once on first need through `load` (default: a dynamic
 * import, which a bundler splits into its own chunk). A failed load is not remembered, so the next
 * question tries again; until then each answer is an error that says why.
 */
export function createLocalValidator(
  load: () => Promise<ValidationModule> = () => import('./validation-impl'),
): ClientValidator {
  let pending: Promise<ValidationModule> | undefined;
  const run = async <T>(answer: (module: ValidationModule) => T): Promise<ValidatorOutcome<T>> => {
    let module: ValidationModule;
    try {
      pending ??= load();
      module = await pending;
    } catch (error) {
      pending = undefined;
      return { ok: false, error: { message: validationLoadFailure(error) } };
    }
    try {
      return { ok: true, value: answer(module) };
    } catch (error) {
      return {
        ok: false,
        error: {
          message: `the validator failed (${error instanceof Error ? error.message : String(error)})`,
        },
      };
    }
  };
  return {
    validateValue: (value, check) => run((module) => module.checkValue(value, check)),
    checkInstance: (schema, instance) => run((module) => module.checkInstance(schema, instance)),
    prepare() {
      void run(() => undefined);
    },
  };
}

/**
 * The same validator with a client profile's rules added to every value check that names none (the
 * playground's profile selector): listed pages and tools are then judged as that client would.
 */
export function withProfile(validator: ClientValidator, profile: Profile): ClientValidator {
  if (profile === 'default') return validator;
  return {
    validateValue: (value, check) =>
      validator.validateValue(value, { ...check, profile: check.profile ?? profile }),
    checkInstance: (schema, instance) => validator.checkInstance(schema, instance),
    ...(validator.prepare ? { prepare: () => validator.prepare?.() } : {}),
  };
}
