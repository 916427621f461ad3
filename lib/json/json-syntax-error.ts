import type { RawSyntaxError } from './build-json-tree';
import type { LineIndex } from './line-index';
import type { Range } from './range';

/**
 * Stable ids for JSON syntax errors. Most come from one jsonc-parser `ParseErrorCode` (see
 * `PARSE_ERROR_CODES`); the others describe the whole text ('empty-document', 'not-json'), merge
 * the errors at the end of the text ('unexpected-end'), or refine a code ('trailing-comma').
 */
export type JsonSyntaxErrorCode =
  | 'empty-document'
  | 'not-json'
  | 'invalid-symbol'
  | 'invalid-number'
  | 'property-name-expected'
  | 'value-expected'
  | 'missing-colon'
  | 'missing-comma'
  | 'trailing-comma'
  | 'missing-close-brace'
  | 'missing-close-bracket'
  | 'unexpected-end'
  | 'content-after-value'
  | 'comment-not-allowed'
  | 'unterminated-comment'
  | 'unterminated-string'
  | 'invalid-unicode-escape'
  | 'invalid-escape'
  | 'control-character'
  | 'too-many-errors'
  | 'invalid-json';

export interface JsonSyntaxError {
  code: JsonSyntaxErrorCode;
  /** What is wrong and how to fix it, in plain words. */
  message: string;
  range: Range;
}

/** jsonc-parser `ParseErrorCode` number → our code (before refinements such as 'unexpected-end'). */
export const PARSE_ERROR_CODES: Readonly<Record<number, JsonSyntaxErrorCode>> = {
  1: 'invalid-symbol',
  2: 'invalid-number',
  3: 'property-name-expected',
  4: 'value-expected',
  5: 'missing-colon',
  6: 'missing-comma',
  7: 'missing-close-brace',
  8: 'missing-close-bracket',
  9: 'content-after-value',
  10: 'comment-not-allowed',
  11: 'unterminated-comment',
  12: 'unterminated-string',
  13: 'invalid-number',
  14: 'invalid-unicode-escape',
  15: 'invalid-escape',
  16: 'control-character',
};

/** The kinds of JSON value, for messages. */
export const VALUE_KINDS = 'an object, array, string, number, true, false or null';

/** Turns one error of `buildJsonTree` into a code, a message and a line/column range. */
export function describeSyntaxError(raw: RawSyntaxError, text: string, lines: LineIndex): JsonSyntaxError {
  const { offset, length } = raw;
  const at = (code: JsonSyntaxErrorCode, message: string, start = offset, end = offset + length) => ({
    code,
    message,
    range: lines.rangeAt(start, end),
  });
  const token = text.slice(offset, offset + length);
  const item = raw.context === 'object' ? 'property' : 'array item';

  if (raw.trailingCommaOffset >= 0) {
    return at(
      'trailing-comma',
      `Remove this comma: JSON does not allow a comma after the last ${item}.`,
      raw.trailingCommaOffset,
      raw.trailingCommaOffset + 1,
    );
  }
  if (raw.atEnd) {
    return at('unexpected-end', unexpectedEndMessage(raw, lines));
  }
  if (isLeadingZeroSplit(text, offset) && (raw.parseCode === 6 || raw.parseCode === 9)) {
    const start = numberStart(text, offset);
    let end = offset + length;
    while (isNumberChar(text.charCodeAt(end))) end++;
    const written = text.slice(start, end);
    return at(
      'invalid-number',
      `Numbers cannot have leading zeros: write ${stripLeadingZeros(written)} (or "${written}" if it is text).`,
      start,
      end,
    );
  }
  const code = PARSE_ERROR_CODES[raw.parseCode] ?? 'invalid-json';
  switch (code) {
    case 'invalid-symbol':
      return at(code, invalidSymbolMessage(token, text, offset + length));
    case 'invalid-number':
      return at(
        code,
        /[eE][+-]?$/.test(token)
          ? `Incomplete number ${quote(token)}: add digits after the exponent.`
          : token.endsWith('.')
            ? `Incomplete number ${quote(token)}: add digits after the decimal point.`
            : `${quote(token)} is not a valid number.`,
      );
    case 'property-name-expected':
      return at(code, 'Expected a property name in double quotes, such as "name".');
    case 'value-expected':
      if (token === ',') {
        return at(
          code,
          raw.context === 'object'
            ? 'Expected a property before this comma.'
            : 'Expected a value before this comma.',
        );
      }
      return at(
        code,
        previousSignificantChar(text, offset) === ':'
          ? `Expected a value after the colon: ${VALUE_KINDS}.`
          : `Expected a value here: ${VALUE_KINDS}.`,
      );
    case 'missing-colon':
      return at(code, 'Expected a colon after the property name.');
    case 'missing-comma':
      return at(
        code,
        raw.context === 'object'
          ? 'Expected a comma between two properties.'
          : 'Expected a comma between two array items.',
      );
    case 'missing-close-brace':
      return at(code, 'Expected a closing } for this object.');
    case 'missing-close-bracket':
      return at(code, 'Expected a closing ] for this array.');
    case 'content-after-value': {
      const end = lastSignificantEnd(text);
      const extra =
        token === '}' || token === ']' ? ` An extra ${token}? Check that brackets are balanced.` : '';
      return at(
        code,
        `Unexpected text after the end of the JSON value: a document holds exactly one value (wrap several in an array).${extra}`,
        offset,
        end,
      );
    }
    case 'comment-not-allowed':
      return at(code, 'Comments are not allowed in JSON: remove this comment.');
    case 'unterminated-comment':
      return at(code, 'This comment is not closed: end it with */.');
    case 'unterminated-string':
      return at(
        code,
        offset + length >= text.length
          ? 'This string is not closed: add a double quote before the end of the text.'
          : 'This string is not closed: add a double quote before the end of the line (write a line break as \\n).',
      );
    case 'invalid-unicode-escape': {
      const bad = findInString(text, offset, length, isBadUnicodeEscape);
      const message = 'A \\u escape needs exactly four hexadecimal digits, as in \\u00e9.';
      return bad < 0 ? at(code, message) : at(code, message, bad, escapeEnd(text, bad));
    }
    case 'invalid-escape': {
      const bad = findInString(text, offset, length, isBadEscape);
      if (bad < 0) return at(code, 'This string has an invalid escape.');
      return at(
        code,
        `${quote(text.slice(bad, bad + 2))} is not a valid escape: write \\\\ for a backslash, or use one of \\" \\/ \\b \\f \\n \\r \\t \\uXXXX.`,
        bad,
        bad + 2,
      );
    }
    case 'control-character': {
      const bad = findInString(text, offset, length, (t, i) => t.charCodeAt(i) < 32);
      if (bad < 0) return at(code, 'Control characters must be escaped inside strings.');
      const char = text.charCodeAt(bad);
      return at(
        code,
        `Control character ${unicodeName(char)} must be escaped inside a string: write ${controlEscape(char)}.`,
        bad,
        bad + 1,
      );
    }
    default:
      return at(code, 'This is not valid JSON.');
  }
}

function unexpectedEndMessage(raw: RawSyntaxError, lines: LineIndex): string {
  const missing =
    raw.parseCode === 3
      ? ': a property name is missing'
      : raw.parseCode === 4
        ? ': a value is missing'
        : raw.parseCode === 5
          ? ': a colon and a value are missing'
          : '';
  let message = `The text ends too early${missing}.`;
  if (raw.missingClosers !== '' && raw.openerOffset >= 0) {
    const opener = lines.positionAt(raw.openerOffset);
    const kind = raw.missingClosers.startsWith('}') ? 'object' : 'array';
    const closers = raw.missingClosers.length >= 64 ? `${raw.missingClosers}…` : raw.missingClosers;
    message += ` Close what is still open with ${closers} (the innermost ${kind} starts at line ${opener.line}, column ${opener.column}).`;
  }
  return message;
}

const WORD_HINTS: Record<string, string> = {
  True: 'write true in lowercase',
  TRUE: 'write true in lowercase',
  False: 'write false in lowercase',
  FALSE: 'write false in lowercase',
  Null: 'write null in lowercase',
  NULL: 'write null in lowercase',
  None: 'use null',
  nil: 'use null',
  undefined: 'use null, or leave the property out',
  NaN: 'JSON numbers cannot be NaN or Infinity; use null or a string',
  Infinity: 'JSON numbers cannot be NaN or Infinity; use null or a string',
};

function invalidSymbolMessage(token: string, text: string, end: number): string {
  const shown = quote(token.length > 24 ? `${token.slice(0, 24)}…` : token);
  const first = token.charCodeAt(0);
  if (first === 0xfeff)
    return 'Remove the invisible byte order mark (U+FEFF): it is not allowed in JSON text.';
  if (isInvisibleSpace(first)) {
    return `Invisible character ${unicodeName(first)} is not allowed outside strings: replace it with a plain space.`;
  }
  if (first === 39)
    return `Unexpected ${shown}: JSON strings and property names use double quotes, not single quotes.`;
  const hint = WORD_HINTS[token];
  if (hint !== undefined) return `${shown} is not a JSON value: ${hint}.`;
  if (nextSignificantChar(text, end) === ':') {
    return `Property names need double quotes: write "${token}" instead of ${token}.`;
  }
  if (token === '-') return 'A minus sign must be followed by digits.';
  if (first === 43 || (first === 46 && /^\.\d/.test(token))) {
    return `Unexpected ${shown}: a JSON number starts with a digit or a minus sign, as in 0.5 or -1.`;
  }
  return `Unexpected ${shown}: text outside strings must be ${VALUE_KINDS} (strings need double quotes).`;
}

function isInvisibleSpace(code: number): boolean {
  return (
    code === 0x0b ||
    code === 0x0c ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** JSON whitespace: space, tab, line feed, carriage return (nothing else). */
export function isWhitespace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/** End of the last character that is not JSON whitespace (0 for a blank text). */
export function lastSignificantEnd(text: string): number {
  let end = text.length;
  while (end > 0 && isWhitespace(text.charCodeAt(end - 1))) end--;
  return end;
}

function previousSignificantChar(text: string, offset: number): string {
  let i = offset - 1;
  while (i >= 0 && isWhitespace(text.charCodeAt(i))) i--;
  return i >= 0 ? text.charAt(i) : '';
}

function nextSignificantChar(text: string, offset: number): string {
  let i = offset;
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i++;
  return text.charAt(i);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The scanner reads "01" as the number 0 followed by 1: detect that split at `offset`. */
function isLeadingZeroSplit(text: string, offset: number): boolean {
  if (!isDigit(text.charCodeAt(offset)) || text.charCodeAt(offset - 1) !== 48) return false;
  const before = text.charCodeAt(offset - 2);
  return !(isDigit(before) || before === 46 || before === 101 || before === 69);
}

function isNumberChar(code: number): boolean {
  return isDigit(code) || code === 46 || code === 101 || code === 69 || code === 43 || code === 45;
}

function numberStart(text: string, offset: number): number {
  const zero = offset - 1;
  return text.charCodeAt(zero - 1) === 45 ? zero - 1 : zero;
}

function stripLeadingZeros(number: string): string {
  const sign = number.startsWith('-') ? '-' : '';
  return sign + number.slice(sign.length).replace(/^0+(?=\d)/, '');
}

/** The first index in the string token `[offset, offset + length)` where `test` holds, or -1. */
function findInString(
  text: string,
  offset: number,
  length: number,
  test: (text: string, index: number) => boolean,
): number {
  for (let i = offset + 1; i < offset + length; i++) {
    if (test(text, i)) return i;
    if (text.charCodeAt(i) === 92) i++;
  }
  return -1;
}

function isBadEscape(text: string, index: number): boolean {
  return text.charCodeAt(index) === 92 && !'"\\/bfnrtu'.includes(text.charAt(index + 1) || 'x');
}

function isBadUnicodeEscape(text: string, index: number): boolean {
  return (
    text.charCodeAt(index) === 92 &&
    text.charAt(index + 1) === 'u' &&
    !/^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))
  );
}

function escapeEnd(text: string, start: number): number {
  let end = start + 2;
  while (end < start + 6 && /[0-9a-fA-F]/.test(text.charAt(end))) end++;
  return end;
}

function unicodeName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

function controlEscape(code: number): string {
  const short: Record<number, string> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };
  return short[code] ?? `\\u${code.toString(16).padStart(4, '0')}`;
}

function quote(text: string): string {
  return `\`${text}\``;
}
