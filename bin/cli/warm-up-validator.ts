import type { validateText } from '../../lib/validate/validate-document';

/**
 * Loading the validator and its first validation (lazily built schema validators) take longer than a
 * small --timeout: both the validation worker and the in-thread runner warm up with this before the
 * clock of a real text starts.
 */
export function warmUpValidator(validate: typeof validateText): void {
  validate('{"name":"warm_up","inputSchema":{"type":"object","properties":{"q":{"type":"string"}}}}');
}
