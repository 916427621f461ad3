import { createScanner } from 'jsonc-parser';

/** One value in the source text. Offsets are 0-based UTF-16 indexes; `end` is exclusive. */
export interface JsonNode {
  readonly type: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';
  readonly start: number;
  end: number;
  /** Offsets of the property name token (with its quotes) when this value is an object member, else -1. */
  readonly keyStart: number;
  readonly keyEnd: number;
  /** The decoded property name when this value is an object member. */
  readonly key: string | undefined;
  /** Members (objects, in text order, duplicates included) or items (arrays); undefined for scalars. */
  readonly children: JsonNode[] | undefined;
}

/**
 * A syntax error as the parser saw it: `parseCode` is jsonc-parser's `ParseErrorCode` number.
 * `offset`/`length` cover the offending token; errors at the end of the text are reported once, as a
 * zero-length span right after the last token.
 */
export interface RawSyntaxError {
  parseCode: number;
  offset: number;
  length: number;
  /** True for an error at the end of the text (something is missing there). */
  atEnd: boolean;
  /** The innermost open container when the error happened. */
  context: 'root' | 'object' | 'array';
  /** A comma that makes this a trailing-comma error (`[1,]`, `{"a":1,}`), else -1. */
  trailingCommaOffset: number;
  /** For errors at the end of the text: closing brackets still needed, innermost first (`"]}"`). */
  missingClosers: string;
  /** For errors at the end of the text: the start of the innermost open container, else -1. */
  openerOffset: number;
}

export interface JsonTree {
  root: JsonNode | undefined;
  /** The recovered value (only when `collectValue` was set); undefined when there is no root value. */
  value: unknown;
  errors: RawSyntaxError[];
  /** How many errors were found in all, including those beyond `maxErrors`. */
  errorCount: number;
}

export interface BuildJsonTreeOptions {
  /** Build the recovered JavaScript value too (same semantics as jsonc-parser's `parse`). Default false. */
  collectValue?: boolean;
  /** Stop recording errors after this many (parsing goes on). Default 100. */
  maxErrors?: number;
}

// jsonc-parser declares SyntaxKind and ParseErrorCode as const enums, which cannot be read under
// isolatedModules; these are their numeric values.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const COMMA = 5;
const COLON = 6;
const NULL = 7;
const TRUE = 8;
const FALSE = 9;
const STRING = 10;
const NUMBER = 11;
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const UNKNOWN = 16;
const EOF = 17;

const E_INVALID_SYMBOL = 1;
const E_INVALID_NUMBER_FORMAT = 2;
const E_PROPERTY_NAME_EXPECTED = 3;
const E_VALUE_EXPECTED = 4;
const E_COLON_EXPECTED = 5;
const E_COMMA_EXPECTED = 6;
const E_CLOSE_BRACE_EXPECTED = 7;
const E_CLOSE_BRACKET_EXPECTED = 8;
const E_END_OF_FILE_EXPECTED = 9;
const E_INVALID_COMMENT_TOKEN = 10;
/** ScanError → ParseErrorCode (index = ScanError). ScanError 1 (unclosed comment) is covered by code 10. */
const SCAN_ERRORS = [0, 0, 12, 13, 14, 15, 16];

interface Frame {
  node: JsonNode;
  isObject: boolean;
  needsComma: boolean;
  value: Record<string, unknown> | unknown[] | undefined;
}

/**
 * Parses strict JSON (no comments, no trailing commas) into a tree of offsets, with error recovery,
 * using jsonc-parser's scanner. It follows jsonc-parser's `visit` algorithm but keeps an explicit stack
 * instead of recursing, so any nesting depth works; it never throws.
 *
 * Differences from jsonc-parser's error list: a property name error is not followed by a second
 * "value expected" for the same spot, several errors at the end of the text are merged into one, and
 * `[1,]` / `{"a":1,}` are flagged on the comma.
 */
export function buildJsonTree(text: string, options: BuildJsonTreeOptions = {}): JsonTree {
  const collectValue = options.collectValue === true;
  const maxErrors = options.maxErrors ?? 100;
  const scanner = createScanner(text, false);
  const errors: RawSyntaxError[] = [];
  const stack: Frame[] = [];
  let errorCount = 0;
  let reportedEnd = false;
  let token = EOF;
  let tokenOffset = 0;
  let tokenLength = 0;
  let previousToken = EOF;
  let previousOffset = -1;
  let lastTokenEnd = 0;
  let root: JsonNode | undefined;
  let rootValue: unknown;

  function report(parseCode: number, trailingCommaOffset = -1): void {
    const atEnd = token === EOF;
    if (atEnd) {
      if (reportedEnd) return;
      reportedEnd = true;
    }
    errorCount++;
    if (errors.length >= maxErrors) return;
    const top = stack[stack.length - 1];
    let missingClosers = '';
    if (atEnd) {
      // Bounded so that a document of 10 000 open brackets does not build a huge message.
      for (let i = stack.length - 1; i >= 0 && missingClosers.length < 64; i--) {
        missingClosers += stack[i]!.isObject ? '}' : ']';
      }
    }
    errors.push({
      parseCode,
      atEnd,
      offset: atEnd ? lastTokenEnd : tokenOffset,
      length: atEnd ? 0 : tokenLength,
      context: top === undefined ? 'root' : top.isObject ? 'object' : 'array',
      trailingCommaOffset,
      missingClosers,
      openerOffset: atEnd && top !== undefined ? top.node.start : -1,
    });
  }

  /** Moves to the next token that is not whitespace, reporting comments and unknown symbols on the way. */
  function scanNext(): number {
    if (token !== EOF || tokenLength > 0) {
      previousToken = token;
      previousOffset = tokenOffset;
      lastTokenEnd = tokenOffset + tokenLength;
    }
    for (;;) {
      // jsonc-parser's scanner builds a string out of every whitespace run; jumping over whitespace
      // here halves the scanning time of pretty-printed documents.
      let position = scanner.getPosition();
      const before = position;
      let code = text.charCodeAt(position);
      while (code === 32 || code === 10 || code === 13 || code === 9) code = text.charCodeAt(++position);
      if (position !== before) scanner.setPosition(position);
      token = scanner.scan();
      tokenOffset = scanner.getTokenOffset();
      tokenLength = scanner.getTokenLength();
      const scanError = scanner.getTokenError();
      if (scanError > 1) report(SCAN_ERRORS[scanError]!);
      if (token === LINE_COMMENT || token === BLOCK_COMMENT) report(E_INVALID_COMMENT_TOKEN);
      else if (token === UNKNOWN) report(E_INVALID_SYMBOL);
      else if (token < LINE_COMMENT || token === EOF) return token;
    }
  }

  /** Skips tokens until one of the two stop tokens (not consumed) or the end. */
  function skipUntil(stopA: number, stopB: number): void {
    while (token !== EOF && token !== stopA && token !== stopB) scanNext();
  }

  function attach(parent: Frame | undefined, node: JsonNode, value: unknown): void {
    if (parent === undefined) {
      root = node;
      rootValue = value;
      return;
    }
    const siblings = parent.node.children!;
    siblings.push(node);
    if (!collectValue) return;
    if (Array.isArray(parent.value)) parent.value.push(value);
    else if (node.key === '__proto__') {
      // Plain assignment would replace the prototype; JSON.parse creates an own property instead.
      Object.defineProperty(parent.value, '__proto__', {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    } else (parent.value as Record<string, unknown>)[node.key!] = value;
  }

  /**
   * Starts a value at the current token. Returns false when the token cannot start a value. For a
   * container, pushes a frame whose members the main loop then reads.
   */
  function startValue(keyStart: number, keyEnd: number, key: string | undefined): boolean {
    const parent = stack[stack.length - 1];
    if (token === OPEN_BRACE || token === OPEN_BRACKET) {
      const isObject = token === OPEN_BRACE;
      const node: JsonNode = {
        type: isObject ? 'object' : 'array',
        start: tokenOffset,
        end: -1,
        keyStart,
        keyEnd,
        key,
        children: [],
      };
      const value = collectValue ? (isObject ? {} : []) : undefined;
      attach(parent, node, value);
      stack.push({ node, isObject, needsComma: false, value });
      scanNext();
      return true;
    }
    let type: JsonNode['type'];
    let value: unknown;
    switch (token) {
      case STRING:
        type = 'string';
        value = collectValue ? scanner.getTokenValue() : undefined;
        break;
      case NUMBER:
        type = 'number';
        // The scanner only hands out digit sequences, so NaN is not expected; jsonc-parser reports it
        // as a bad number format and uses 0, and so do we.
        if (collectValue) {
          value = Number(scanner.getTokenValue());
          if (Number.isNaN(value)) {
            report(E_INVALID_NUMBER_FORMAT);
            value = 0;
          }
        }
        break;
      case TRUE:
      case FALSE:
        type = 'boolean';
        value = token === TRUE;
        break;
      case NULL:
        type = 'null';
        value = null;
        break;
      default:
        return false;
    }
    const node: JsonNode = {
      type,
      start: tokenOffset,
      end: tokenOffset + tokenLength,
      keyStart,
      keyEnd,
      key,
      children: undefined,
    };
    attach(parent, node, value);
    scanNext();
    return true;
  }

  function closeContainer(frame: Frame): void {
    const closer = frame.isObject ? CLOSE_BRACE : CLOSE_BRACKET;
    if (token === closer) {
      frame.node.end = tokenOffset + tokenLength;
      stack.pop();
      scanNext();
    } else {
      // Only reached at the end of the text: report while the frame is still open, so that the
      // message can list it among the missing closers.
      frame.node.end = lastTokenEnd;
      report(frame.isObject ? E_CLOSE_BRACE_EXPECTED : E_CLOSE_BRACKET_EXPECTED);
      stack.pop();
    }
  }

  function readMember(frame: Frame): void {
    const closer = frame.isObject ? CLOSE_BRACE : CLOSE_BRACKET;
    const hadItems = frame.needsComma;
    if (token === COMMA) {
      if (!frame.needsComma) report(E_VALUE_EXPECTED);
      scanNext();
    } else if (frame.needsComma) {
      report(E_COMMA_EXPECTED);
    }
    frame.needsComma = true;
    const trailingComma = hadItems && token === closer && previousToken === COMMA ? previousOffset : -1;
    if (!frame.isObject) {
      if (startValue(-1, -1, undefined)) return;
      if (trailingComma >= 0) report(E_VALUE_EXPECTED, trailingComma);
      else if (token !== closer || previousToken !== COMMA) report(E_VALUE_EXPECTED);
      skipUntil(CLOSE_BRACKET, COMMA);
      return;
    }
    if (token !== STRING) {
      if (trailingComma >= 0) report(E_PROPERTY_NAME_EXPECTED, trailingComma);
      else if (token !== closer || previousToken !== COMMA) report(E_PROPERTY_NAME_EXPECTED);
      skipUntil(CLOSE_BRACE, COMMA);
      return;
    }
    const key = scanner.getTokenValue();
    const keyStart = tokenOffset;
    const keyEnd = tokenOffset + tokenLength;
    if (scanNext() !== COLON) {
      report(E_COLON_EXPECTED);
      skipUntil(CLOSE_BRACE, COMMA);
      return;
    }
    scanNext();
    if (startValue(keyStart, keyEnd, key)) return;
    report(E_VALUE_EXPECTED);
    skipUntil(CLOSE_BRACE, COMMA);
  }

  scanNext();
  if (token === EOF) {
    report(E_VALUE_EXPECTED);
  } else if (!startValue(-1, -1, undefined)) {
    report(E_VALUE_EXPECTED);
  } else {
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const closer = frame.isObject ? CLOSE_BRACE : CLOSE_BRACKET;
      if (token === closer || token === EOF) closeContainer(frame);
      else readMember(frame);
    }
    if (token !== EOF) report(E_END_OF_FILE_EXPECTED);
  }
  return { root, value: rootValue, errors, errorCount };
}
