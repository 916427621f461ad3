import type { RegExpEngine, RegExpLike } from 'ajv/dist/types';
import { planPattern } from './analyze-pattern';

/**
 * Thrown (through ajv's generated code, which does not catch it) when validation reaches a pattern
 * that cannot run safely; validateInstance turns it into an ordinary error. Throwing is what makes
 * such a pattern fail closed in every position: returning false would wrongly *skip* a
 * `patternProperties` subschema instead of failing.
 */
export class UnsafePatternError extends Error {
  constructor(
    readonly pattern: string,
    readonly input: string,
    readonly explanation: string,
  ) {
    super(explanation);
    this.name = 'UnsafePatternError';
  }
}

/** ajv deduplicates pattern objects by `toString()`, so each must name its own source. */
interface PatternMatcher extends RegExpLike {
  toString(): string;
}

function patternMatcher(pattern: string): PatternMatcher {
  const plan = planPattern(pattern);
  const describe = () => `schema-pattern:${pattern}`;
  switch (plan.engine) {
    case 're2':
    case 'native':
      return { test: plan.test, toString: describe };
    case 'unsafe':
      return {
        test: (input: string) => {
          throw new UnsafePatternError(pattern, input, plan.message);
        },
        toString: describe,
      };
    case 'invalid':
      throw new SyntaxError(plan.message);
  }
}

/**
 * ajv's `code.regExp` option: runs `pattern` and `patternProperties` through re2js (linear time)
 * with ECMAScript semantics, falling back to native RegExp only for patterns judged safe.
 * The `code` name only matters for ajv's standalone code generation, which this module does not use.
 */
export const schemaRegExpEngine: RegExpEngine = Object.assign(
  (pattern: string, _flags: string) => patternMatcher(pattern),
  {
    code: 'schemaRegExpEngine',
  },
);
