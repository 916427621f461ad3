import type { validateText } from '../../lib/validate/validate-document';

/**
 * A small definition that reaches the parts of the validator built on first use (the model's parsers,
 * the rules on descriptions, schemas compiled for input and output): after it, a real text's run
 * is the checking alone.
 */
const WARM_UP = JSON.stringify({
  name: 'warm_up',
  title: 'Warm up',
  description: 'Checks nothing: prepares the validator. Use it never.',
  inputSchema: {
    type: 'object',
    properties: { q: { type: 'string', description: 'A query.' } },
    required: ['q'],
    additionalProperties: false,
  },
  outputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
  annotations: { readOnlyHint: true },
});

/**
 * Loading the validator and its first validation take longer than a small --timeout: both the
 * validation worker and the in-thread runner warm up with this before the clock of a real text starts.
 */
export function warmUpValidator(validate: typeof validateText): void {
  validate(WARM_UP);
}
