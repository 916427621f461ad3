import { RE2JS } from 're2js';
import { LruCache } from './lru-cache';
import { checkPatternSafety } from './pattern-safety';
import { parsePattern } from './pattern-syntax';
import { toRe2 } from './pattern-to-re2';

/**
 * How a JSON Schema `pattern` (or `patternProperties` key) is run:
 * - `re2`: translated to RE2 and run by re2js in linear time (the normal case);
 * - `native`: RE2 cannot express it (lookahead, back-reference…), but the static check in
 *   pattern-safety finds it linear on the native engine, so native RegExp (with `u`) runs it;
 * - `unsafe`: valid, but neither engine can run it safely; the schema compiles and any instance
 *   that needs this pattern fails validation (fail-closed);
 * - `invalid`: not an ECMA-262 regular expression under the `u` flag.
 */
export type PatternPlan =
  | { engine: 're2' | 'native'; test: (input: string) => boolean }
  | { engine: 'unsafe'; message: string }
  | { engine: 'invalid'; message: string };

const plans = new LruCache<string, PatternPlan>(1000);

function describePattern(source: string): string {
  return JSON.stringify(source.length > 80 ? `${source.slice(0, 79)}…` : source);
}

function makePlan(source: string): PatternPlan {
  let native: RegExp;
  try {
    native = new RegExp(source, 'u');
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
      engine: 'unsafe',
      message: `The pattern ${describePattern(source)} uses syntax this validator cannot analyse (${parsed.reason}), so it is not run: values that must match it are reported as invalid. Rewrite it with common regular-expression syntax.`,
    };
  }
  const translated = toRe2(parsed.ast);
  let why: string;
  if (translated.ok) {
    try {
      const re2 = RE2JS.compile(translated.source, translated.lookbehind ? RE2JS.LOOKBEHINDS : 0);
      return { engine: 're2', test: (input) => re2.test(input) };
    } catch (error) {
      why = error instanceof Error ? error.message : String(error);
    }
  } else {
    why = `it uses ${translated.reason}`;
  }
  const safety = checkPatternSafety(parsed.ast);
  if (safety.safe) return { engine: 'native', test: (input) => native.test(input) };
  return {
    engine: 'unsafe',
    message: `The pattern ${describePattern(source)} cannot run on the linear-time engine (${why}) and could backtrack catastrophically on the native one (${safety.reason}), so it is not run: values that must match it are reported as invalid. Remove lookahead and back-references, or anchor it with "^" and avoid nested or consecutive unbounded quantifiers.`,
  };
}

/** The (memoised) plan for one pattern source. */
export function planPattern(source: string): PatternPlan {
  let plan = plans.get(source);
  if (plan === undefined) {
    plan = makePlan(source);
    plans.set(source, plan);
  }
  return plan;
}
