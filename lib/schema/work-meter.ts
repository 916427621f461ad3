/**
 * The cost model every check runs under. Work that can grow faster than the input — a subschema
 * application, a regular-expression test, a `uniqueItems` comparison, compiling a schema or a
 * pattern — is charged here in *work units* before or while it runs, and a check runs inside a
 * scope with a limit. When a charge crosses a limit, `WorkLimitReached` is thrown to the scope that
 * set it, which turns it into a "could not be checked" finding instead of hanging or guessing.
 *
 * A unit is calibrated to about 0.1 µs of work on a current laptop core (one subschema
 * application, 8 steps of the backtracking matcher, 32 characters × instructions of re2js, one JSON
 * value hashed for `uniqueItems`). The counts are deterministic: the same input stops at the same
 * place on a fast or a loaded machine, so tests can assert on them. A wall-clock deadline per scope
 * is the backstop for linear work that is not charged (reading the clock costs more than most
 * charges, so it is read every CLOCK_EVERY units).
 *
 * Everything here is synchronous and never re-entered across an `await`, so one module-level stack
 * of scopes is enough (as for any single-threaded interpreter).
 */

/** What a charge pays for; the finding names the kind that used most of the budget. */
export type WorkKind = 'subschema' | 'pattern' | 'unique-items' | 'compile' | 'rules';

const KINDS: readonly WorkKind[] = ['subschema', 'pattern', 'unique-items', 'compile', 'rules'];

const KIND_WORDS: Readonly<Record<WorkKind, string>> = {
  subschema: 'applying subschemas (unions, references and per-item keywords such as contains)',
  pattern: 'running regular expressions',
  'unique-items': 'comparing array items for uniqueItems',
  compile: 'compiling schemas and patterns',
  rules: 'running the rules',
};

/** How often (in units charged) the deadline is looked at. */
const CLOCK_EVERY = 1 << 14;

/**
 * Units a scope spends before its deadline applies. The work units bound a small check already;
 * the wall clock is for big linear work, and on a loaded machine (or while the first check of a
 * process compiles the meta-schemas) it would otherwise stop small checks at random.
 */
export const DEADLINE_AFTER_UNITS = 200_000;

export interface WorkLimit {
  /** Units this scope may spend (its parent's limit still applies). */
  units: number;
  /** Wall-clock milliseconds this scope may run (optional; its parent's deadline still applies). */
  deadlineMs?: number;
  /** Clock for the deadline (default `performance.now`). */
  now?: () => number;
}

interface Scope {
  /** `spent` when the scope started, and at which its own limit is crossed. */
  startSpent: number;
  stopAt: number;
  /** Clock reading at which it is over time (Infinity: none). */
  deadline: number;
  now: () => number;
  startedAt: number;
  units: number;
  /** `spentByKind` when the scope started. */
  kindsAtStart: number[];
}

/** Why a scope stopped, in words and numbers, for its "could not be checked" finding. */
export interface WorkStop {
  /** `units`: the work limit was reached; `time`: the wall-clock deadline passed. */
  cause: 'units' | 'time';
  /** The scope's unit limit and what it spent. */
  units: number;
  spent: number;
  /** Milliseconds since the scope started. */
  elapsedMs: number;
  /** The kind of work that used the largest share of this scope's units. */
  mostlyOn: WorkKind;
  /** e.g. "running regular expressions" */
  mostlyOnWords: string;
}

/** Thrown to the scope whose limit was crossed; every scope in between lets it pass. */
export class WorkLimitReached extends Error {
  constructor(
    readonly scope: object,
    readonly stop: WorkStop,
  ) {
    super(`work limit reached (${stop.cause})`);
    this.name = 'WorkLimitReached';
  }
}

let spent = 0;
/** Units charged so far per kind (index in KINDS), since the module loaded. */
const spentByKind: number[] = KINDS.map(() => 0);
let stopAt = Number.POSITIVE_INFINITY;
let nextClock = CLOCK_EVERY;
const scopes: Scope[] = [];

function stopOf(scope: Scope, cause: WorkStop['cause']): WorkStop {
  let most = 0;
  const share = (k: number) => spentByKind[k]! - scope.kindsAtStart[k]!;
  for (let k = 1; k < KINDS.length; k++) if (share(k) > share(most)) most = k;
  const mostlyOn = KINDS[most]!;
  return {
    cause,
    units: scope.units,
    spent: spent - scope.startSpent,
    elapsedMs: scope.now() - scope.startedAt,
    mostlyOn,
    mostlyOnWords: KIND_WORDS[mostlyOn],
  };
}

function overLimit(): never {
  // The outermost crossed scope stops: everything inside it is abandoned with it.
  for (const scope of scopes) {
    if (spent > scope.stopAt) throw new WorkLimitReached(scope, stopOf(scope, 'units'));
  }
  throw new Error('work meter: limit crossed outside every scope');
}

function lookAtClock(): void {
  nextClock = spent + CLOCK_EVERY;
  for (const scope of scopes) {
    if (scope.deadline === Number.POSITIVE_INFINITY) continue;
    if (spent - scope.startSpent < DEADLINE_AFTER_UNITS) continue;
    if (scope.now() > scope.deadline) {
      throw new WorkLimitReached(scope, stopOf(scope, 'time'));
    }
  }
}

/**
 * Pays for `units` of work of one kind. Outside every scope it only counts. Throws
 * WorkLimitReached when the innermost limit (or a deadline) is crossed.
 */
export function charge(units: number, kind: WorkKind): void {
  spent += units;
  spentByKind[KINDS.indexOf(kind)]! += units;
  if (spent > stopAt) overLimit();
  if (spent >= nextClock) lookAtClock();
}

/** `charge(1, 'subschema')` for the hottest path: one subschema application. */
export function chargeSubschema(): void {
  spent++;
  spentByKind[0]!++;
  if (spent > stopAt) overLimit();
  if (spent >= nextClock) lookAtClock();
}

/** Units the innermost scope (and every one around it) still allows; Infinity outside scopes. */
export function unitsLeft(): number {
  return stopAt - spent;
}

/** Whether any scope is active (a caller inside another check inherits its limits). */
export function inScope(): boolean {
  return scopes.length > 0;
}

/**
 * Runs `body` with a work limit. If the limit (or the deadline) is crossed inside, `body` is
 * abandoned and `onStop` gives the result instead; a limit of an enclosing scope passes through.
 */
export function withWorkLimit<T>(limit: WorkLimit, body: () => T, onStop: (stop: WorkStop) => T): T {
  const now = limit.now ?? (() => performance.now());
  const startedAt = now();
  const scope: Scope = {
    startSpent: spent,
    stopAt: spent + limit.units,
    deadline: limit.deadlineMs === undefined ? Number.POSITIVE_INFINITY : startedAt + limit.deadlineMs,
    now,
    startedAt,
    units: limit.units,
    kindsAtStart: [...spentByKind],
  };
  const outerStopAt = stopAt;
  scopes.push(scope);
  stopAt = Math.min(stopAt, scope.stopAt);
  try {
    return body();
  } catch (error) {
    if (error instanceof WorkLimitReached && error.scope === scope) return onStop(error.stop);
    throw error;
  } finally {
    scopes.pop();
    stopAt = outerStopAt;
  }
}

/** "1,234,567" */
export function formatUnits(units: number): string {
  return Math.round(units).toLocaleString('en-US');
}
