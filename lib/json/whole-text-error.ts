import { isWhitespace, type JsonSyntaxError, lastSignificantEnd, VALUE_KINDS } from './json-syntax-error';
import type { LineIndex } from './line-index';

// Errors about the text as a whole, rather than one token.

/**
 * The error for a text without a value: blank, or only comments (`hasComments`). Blank text is marked
 * whole; otherwise the mark is an empty range after the last character.
 */
export function emptyDocumentError(text: string, lines: LineIndex, hasComments: boolean): JsonSyntaxError {
  const end = lastSignificantEnd(text);
  return {
    code: 'empty-document',
    message: hasComments
      ? 'The document has comments but no JSON value: paste a JSON value.'
      : 'The document is empty: paste a JSON value.',
    range: hasComments ? lines.rangeAt(end, end) : lines.rangeAt(0, text.length),
  };
}

/** The error for a text that does not start like JSON at all; it marks all of the text but surrounding whitespace. */
export function notJsonError(text: string, lines: LineIndex): JsonSyntaxError {
  let start = 0;
  while (start < text.length && isWhitespace(text.charCodeAt(start))) start++;
  const first = text.charAt(start);
  const hint =
    first === '<' ? ' It looks like HTML or XML.' : first === "'" ? ' Strings need double quotes.' : '';
  return {
    code: 'not-json',
    message: `This is not JSON: a JSON document is ${VALUE_KINDS}.${hint}`,
    range: lines.rangeAt(start, lastSignificantEnd(text)),
  };
}

/** Closes a list cut short at `listed` errors out of `total`; marks the end of the text. */
export function tooManyErrorsError(
  listed: number,
  total: number,
  text: string,
  lines: LineIndex,
): JsonSyntaxError {
  const end = lastSignificantEnd(text);
  return {
    code: 'too-many-errors',
    message: `${total - listed} more syntax errors are not listed: fix the ones above first.`,
    range: lines.rangeAt(end, end),
  };
}

/**
 * Fallback when `JSON.parse` rejected the text but the parser found nothing to report (not expected
 * to happen): quotes the engine's message and marks the whole text.
 */
export function engineError(error: unknown, text: string, lines: LineIndex): JsonSyntaxError {
  const detail = error instanceof Error ? error.message : String(error);
  return {
    code: 'invalid-json',
    message: `This is not valid JSON: ${detail}`,
    range: lines.rangeAt(0, text.length),
  };
}
