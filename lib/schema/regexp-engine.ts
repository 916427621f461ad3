import type { RegExpEngine, RegExpLike } from 'ajv/dist/types';
import { PatternUndecided, planPattern } from './analyze-pattern';

/** ajv deduplicates pattern objects by `toString()`, so each must name its own source. */
interface PatternMatcher extends RegExpLike {
  toString(): string;
}

function patternMatcher(pattern: string): PatternMatcher {
  const plan = planPattern(pattern);
  const describe = () => `schema-pattern:${pattern}`;
  switch (plan.engine) {
    case 're2':
    case 'backtrack':
      return { test: plan.test, toString: describe };
    case 'unrunnable':
      // Thrown through ajv's generated code (which does not catch it): returning false would be a
      // failure, true a pass, and either is a guess; validateInstance reports "could not be checked".
      return {
        test: (input: string) => {
          throw new PatternUndecided(pattern, input, plan.message);
        },
        toString: describe,
      };
    case 'invalid':
      throw new SyntaxError(plan.message);
  }
}

/**
 * ajv's `code.regExp` option: runs `pattern` and `patternProperties` through re2js (linear time) or,
 * for what RE2 cannot express, the step-limited backtracker, with ECMAScript semantics either way
 * (see analyze-pattern). The `code` name only matters for ajv's standalone code generation, which
 * this module does not use.
 */
export const schemaRegExpEngine: RegExpEngine = Object.assign(
  (pattern: string, _flags: string) => patternMatcher(pattern),
  {
    code: 'schemaRegExpEngine',
  },
);
