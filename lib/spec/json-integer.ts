import { z } from 'zod';

/** The message of a JSON-integer type failure, so messages can say "an integer" rather than "a number". */
export const JSON_INTEGER_MESSAGE = 'expected an integer';

/**
 * A number with no fractional part, which is what JSON Schema `"type": "integer"` means. Unlike
 * `z.int()`, values beyond 2^53 (e.g. `1e21`) are accepted, because the official schema accepts
 * them; `-0` is an integer too. A non-integral number fails with an `invalid_type` issue whose
 * `expected` is `int`; a value of another type fails with {@link JSON_INTEGER_MESSAGE}.
 */
export function jsonInteger() {
  return z
    .number({
      error: (issue) => (issue.code === 'invalid_type' ? { message: JSON_INTEGER_MESSAGE } : undefined),
    })
    .check((ctx) => {
      if (!Number.isInteger(ctx.value)) {
        ctx.issues.push({ code: 'invalid_type', expected: 'int', input: ctx.value, continue: false });
      }
    });
}
