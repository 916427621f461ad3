import { RE2JS } from 're2js';
import { compileBacktracker } from './backtracker-program';
import { textKeyedCache } from './lru-cache';
import { checkPatternSafety } from './pattern-safety';
import { type Alternation, type PatternNode, parsePattern } from './pattern-syntax';
import { toRe2 } from './pattern-to-re2';
import { runBacktracker } from './run-backtracker';
import { charge, unitsLeft } from './work-meter';

/**
 * How a JSON Schema `pattern` (or `patternProperties` key) is run, and what each run costs:
 * - `re2`: translated to RE2 and run by re2js in linear time (the normal case). A test is charged
 *   before it runs, at its worst case: characters × program instructions / RE2_CHARS_PER_UNIT.
 * - `backtrack`: RE2 cannot express it (lookahead, back-reference); it runs on run-backtracker with
 *   ECMAScript's own semantics and a step allowance per test (BACKTRACK_STEPS_BASE plus
 *   BACKTRACK_STEPS_PER_CHAR per character, never more than the enclosing work limit leaves).
 *   Exponential backtracking is therefore cut off, not predicted: the test ends undecided.
 * - `unrunnable`: valid, but too large to compile within limits, or beyond what the parser
 *   understands; every test ends undecided.
 * - `invalid`: not an ECMA-262 regular expression under the `u` flag.
 * An undecided test throws PatternUndecided; validateInstance reports it as "could not be checked",
 * never as a pass or a failure. The native RegExp engine never runs a schema's pattern.
 */
export type PatternPlan =
  | { engine: 're2' | 'backtrack'; test: (input: string) => boolean; caveat?: string }
  | { engine: 'unrunnable'; message: string }
  | { engine: 'invalid'; message: string };

/** Thrown by a plan's test when it cannot decide within its allowance. */
export class PatternUndecided extends Error {
  constructor(
    readonly pattern: string,
    readonly input: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'PatternUndecided';
  }
}

/** Longest pattern source compiled at all (real patterns are far shorter). */
export const MAX_PATTERN_LENGTH = 32_768;
/** Most work units compiling one pattern may cost (see compileCost). */
export const MAX_PATTERN_COMPILE_UNITS = 2_000_000;
/** re2js: one work unit per this many characters × program instructions. */
export const RE2_CHARS_PER_UNIT = 256;
/** Backtracker steps per work unit. */
export const BACKTRACK_STEPS_PER_UNIT = 8;
export const BACKTRACK_STEPS_BASE = 400_000;
export const BACKTRACK_STEPS_PER_CHAR = 100;

// Patterns can be megabytes long (a hostile schema's): the characters kept are bounded too.
const plans = textKeyedCache<PatternPlan>(1000, 4_000_000);

function describePattern(source: string): string {
  return JSON.stringify(source.length > 80 ? `${source.slice(0, 79)}…` : source);
}

/**
 * Work units to compile a parsed pattern: about 5 per node, 500 per Unicode property escape (re2js
 * builds each from its tables: a long run of `\p{L}` took seconds), multiplied through counted
 * repeats the way RE2 expands them (RE2 refuses a product above 1000).
 */
export function compileCost(ast: Alternation): number {
  const node = (n: PatternNode): number => {
    switch (n.type) {
      case 'prop':
        return 500;
      case 'class':
        return 5 + n.items.reduce((sum, item) => sum + (item.type === 'prop' ? 500 : 1), 0);
      case 'group':
      case 'look':
        return 5 + alternation(n.body);
      case 'repeat':
        return (
          5 +
          node(n.body) * Math.min(Math.max(n.max === Number.POSITIVE_INFINITY ? n.min + 1 : n.max, 1), 1000)
        );
      default:
        return 5;
    }
  };
  const alternation = (alt: Alternation): number =>
    alt.reduce((sum, seq) => sum + seq.reduce((s, n) => s + node(n), 0), 0);
  return alternation(ast);
}

function re2Plan(re2: RE2JS): PatternPlan {
  const size = Math.max(1, re2.programSize());
  return {
    engine: 're2',
    test: (input) => {
      charge(Math.ceil(((input.length + 1) * size) / RE2_CHARS_PER_UNIT), 'pattern');
      return re2.test(input);
    },
  };
}

function backtrackPlan(source: string, ast: Alternation, why: string): PatternPlan {
  const program = compileBacktracker(ast);
  const safety = checkPatternSafety(ast);
  return {
    engine: 'backtrack',
    test: (input) => {
      const own = BACKTRACK_STEPS_BASE + BACKTRACK_STEPS_PER_CHAR * input.length;
      const scopeAllows = Math.max(0, unitsLeft()) * BACKTRACK_STEPS_PER_UNIT;
      const allowance = Math.min(own, scopeAllows);
      const steps = { left: allowance };
      const found = runBacktracker(program, input, steps);
      charge(Math.ceil((allowance - Math.max(steps.left, 0)) / BACKTRACK_STEPS_PER_UNIT), 'pattern');
      if (found === undefined) {
        // Cut short by the enclosing limit rather than its own: let that limit report it.
        if (scopeAllows < own) charge(Math.ceil(scopeAllows / BACKTRACK_STEPS_PER_UNIT) + 1, 'pattern');
        throw new PatternUndecided(
          source,
          input,
          `the pattern ${describePattern(source)} could not decide this ${input.length.toLocaleString('en-US')}-character value within ${allowance.toLocaleString('en-US')} backtracking steps`,
        );
      }
      return found;
    },
    ...(safety.safe
      ? {}
      : {
          caveat: `The pattern ${describePattern(source)} cannot run on the linear-time engine (${why}), and backtracking engines — the native one in most JavaScript, Python and Java validators — can take exponential time on it (${safety.reason}). This validator runs it with a step limit, so a value it cannot decide in time is reported as "could not be checked". Remove lookahead and back-references, or anchor it with "^" and avoid nested or consecutive unbounded quantifiers.`,
        }),
  };
}

function makePlan(source: string): PatternPlan {
  if (source.length > MAX_PATTERN_LENGTH) {
    return {
      engine: 'unrunnable',
      message: `The pattern ${describePattern(source)} is ${source.length.toLocaleString('en-US')} characters long, more than the ${MAX_PATTERN_LENGTH.toLocaleString('en-US')} this validator compiles, so values that must match it are reported as "could not be checked". Shorten it.`,
    };
  }
  try {
    new RegExp(source, 'u');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      engine: 'invalid',
      message: `The pattern ${describePattern(source)} is not a valid ECMAScript regular expression in Unicode mode (${detail}). JSON Schema patterns use ECMA-262 syntax: escape literal characters such as "{", "}", "]" and "/" with a backslash, and check brackets and groups.`,
    };
  }
  const parsed = parsePattern(source);
  if (!parsed.ok) {
    return {
      engine: 'unrunnable',
      message: `The pattern ${describePattern(source)} uses syntax this validator cannot run (${parsed.reason}), so values that must match it are reported as "could not be checked". Rewrite it with common regular-expression syntax.`,
    };
  }
  const cost = compileCost(parsed.ast);
  if (cost > MAX_PATTERN_COMPILE_UNITS) {
    return {
      engine: 'unrunnable',
      message: `The pattern ${describePattern(source)} is too large to compile within this validator's limits (about ${cost.toLocaleString('en-US')} work units, the limit is ${MAX_PATTERN_COMPILE_UNITS.toLocaleString('en-US')}; Unicode property escapes such as \\p{L} and counted repeats weigh most), so values that must match it are reported as "could not be checked". Make it smaller.`,
    };
  }
  charge(cost, 'compile');
  const translated = toRe2(parsed.ast);
  let why: string;
  if (translated.ok) {
    try {
      return re2Plan(RE2JS.compile(translated.source, translated.lookbehind ? RE2JS.LOOKBEHINDS : 0));
    } catch (error) {
      why = error instanceof Error ? error.message : String(error);
    }
  } else {
    why = `it uses ${translated.reason}`;
  }
  return backtrackPlan(source, parsed.ast, why);
}

/** The (memoised) plan for one pattern source; the first call pays the compile cost. */
export function planPattern(source: string): PatternPlan {
  let plan = plans.get(source);
  if (plan === undefined) {
    plan = makePlan(source);
    plans.set(source, plan);
  }
  return plan;
}
