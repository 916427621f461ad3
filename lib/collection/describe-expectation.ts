import { showValue } from '../schema/error-message';
import type { Expectation } from './collection-schema';

// Apart from checking expectations (check-expectations.ts) so that a list of them can be shown
// without loading the pattern engine the checks need.
/** A label for lists and reports, e.g. `text contains "crash"`. */
export function describeExpectation(e: Expectation): string {
  switch (e.type) {
    case 'not-error':
      return 'not isError';
    case 'structured-content-valid':
      return 'structuredContent valid against outputSchema';
    case 'text-contains':
      return `text contains ${showValue(e.text, 40)}${e.ignoreCase ? ' (any case)' : ''}`;
    case 'text-matches':
      return `text matches /${e.pattern.length > 40 ? `${e.pattern.slice(0, 39)}…` : e.pattern}/`;
    case 'json-path-equals':
      return `${e.path} = ${showValue(e.value, 40)}`;
    case 'latency-under':
      return `latency < ${e.ms} ms`;
  }
}
