import { buildJsonTree, type JsonNode, type JsonTree, type RawSyntaxError } from './build-json-tree';
import { buildValidJsonTree } from './build-valid-json-tree';
import { findDuplicateKeys, type RawDuplicateKey } from './find-duplicate-keys';
import { hasDuplicateKeys } from './has-duplicate-keys';
import { buildJsonOutline } from './json-outline';
import { decodePointer } from './json-pointer';
import { describeSyntaxError, type JsonSyntaxError } from './json-syntax-error';
import { findNodeAtPointer, findPointerAtOffset } from './json-tree-lookup';
import { createLineIndex, type LineIndex } from './line-index';
import type { Position, Range } from './range';
import { emptyDocumentError, engineError, notJsonError, tooManyErrorsError } from './whole-text-error';

/** An object that names the same property twice. `JSON.parse` keeps the last value. */
export interface DuplicateKey {
  /** Pointer of the object that repeats the name. */
  pointer: string;
  /** The decoded property name. */
  key: string;
  /** The first occurrence of the name (also for a third or later repeat). */
  first: Range;
  /** This occurrence. */
  range: Range;
}

/** Which part of a node `rangeOf` returns; see `JsonDocument.rangeOf`. */
export type RangePart = 'value' | 'key' | 'anchor';

/** Parsed JSON text with positions. Methods are plain closures: safe to destructure and pass around. */
export interface JsonDocument {
  readonly text: string;
  /** True when the text has no syntax error, exactly when `JSON.parse(text)` succeeds. */
  readonly ok: boolean;
  /**
   * The parsed value; equal to `JSON.parse(text)` when `ok`. With syntax errors, the value recovered
   * the way jsonc-parser recovers it, except that a "__proto__" member stays an own property as with
   * `JSON.parse` (undefined when the text holds no value at all).
   */
  readonly value: unknown;
  /** Sorted by start offset; at most 100, then one 'too-many-errors' entry. Empty exactly when `ok`. */
  readonly syntaxErrors: JsonSyntaxError[];
  /** Repeated property names, in text order (reported with and without syntax errors). */
  readonly duplicateKeys: DuplicateKey[];
  /**
   * Range of the node at `pointer` (RFC 6901). part 'value' (default) = the whole value; 'key' = the
   * property name token with its quotes (for the root and array items: the value); 'anchor' = a short
   * range for a squiggle: a scalar's value, else the property name when there is one, else the
   * opening bracket. A repeated name resolves to its last occurrence, like `JSON.parse`.
   * Undefined if the pointer is invalid or points nowhere.
   */
  rangeOf(pointer: string, part?: RangePart): Range | undefined;
  /**
   * The pointer of the deepest value containing `offset`; an offset on a property name or its colon
   * counts as inside that member. Spans are half-open, and offsets outside every value give "".
   * The pointer may name an earlier occurrence of a repeated property, which `rangeOf` resolves to
   * the last one.
   */
  pointerAt(offset: number): string;
  /** offset → line/column (see `createLineIndex`: lines split on \n, \r\n and \r; columns count UTF-16 units). */
  positionAt(offset: number): Position;
  /**
   * The source text of the value at `pointer` (a slice of `text`), when the text is valid and the
   * value sits within the upper OUTLINE_DEPTH levels (deeper ones too once the full tree was
   * built); else undefined. `JSON.parse` of it gives that value, so it can key a cache of what is
   * derived from the value without serialising it again. A slice keeps the whole text alive:
   * copy it before storing it for long.
   */
  sourceOf(pointer: string): string | undefined;
}

/**
 * Levels of valid text whose offsets parseJson records at once (the root is level 0): deep enough
 * for the schemas of a tools/list result inside a JSON-RPC response (/result/tools/0/inputSchema).
 */
const OUTLINE_DEPTH = 4;

/**
 * Parses strict JSON (RFC 8259: no comments, no trailing commas) and never throws.
 *
 * Valid text takes the fast path: the value comes from `JSON.parse`, one walk over the text records
 * the offsets of the upper levels (for `sourceOf`) and counts property names, repeated names are
 * detected by comparing that count with the value's, and the full tree of offsets is built (by `buildValidJsonTree`) only on the first
 * `rangeOf`/`pointerAt` call, or at once when a name repeats. Invalid text is parsed once with error
 * recovery (`buildJsonTree`, on jsonc-parser's scanner) to list every error with a range.
 */
export function parseJson(text: string): JsonDocument {
  let lines: LineIndex | undefined;
  const lineIndex = () => {
    lines ??= createLineIndex(text);
    return lines;
  };
  let value: unknown;
  let engineFailure: unknown;
  let ok = true;
  try {
    value = JSON.parse(text);
  } catch (error) {
    ok = false;
    engineFailure = error;
  }

  // Valid text builds its tree on the first rangeOf/pointerAt call.
  let root: JsonNode | undefined;
  let outline: JsonNode | undefined;
  let built = false;
  const syntaxErrors: JsonSyntaxError[] = [];
  let duplicateKeys: DuplicateKey[] = [];
  if (!ok) {
    const tree = buildJsonTree(text, { collectValue: true });
    root = tree.root;
    built = true;
    value = tree.value;
    syntaxErrors.push(...describeErrors(tree, text, lineIndex()));
    if (syntaxErrors.length === 0) syntaxErrors.push(engineError(engineFailure, text, lineIndex()));
  } else {
    // One walk over the text gives the upper levels' offsets and the count of property names.
    const scanned = buildJsonOutline(text, OUTLINE_DEPTH);
    outline = scanned.root;
    if (hasDuplicateKeys(text, value, scanned.propertyNames)) {
      root = buildValidJsonTree(text);
      built = true;
    }
  }
  if (built) duplicateKeys = findDuplicateKeys(root).map((raw) => toDuplicateKey(raw, lineIndex()));

  const tree = (): JsonNode | undefined => {
    if (!built) {
      root = buildValidJsonTree(text);
      built = true;
    }
    return root;
  };

  return {
    text,
    ok,
    value,
    syntaxErrors,
    duplicateKeys,
    rangeOf(pointer, part = 'value') {
      const segments = decodePointer(pointer);
      if (segments === undefined) return undefined;
      const node = findNodeAtPointer(tree(), segments);
      if (node === undefined) return undefined;
      const lines = lineIndex();
      const hasKey = node.keyStart >= 0;
      if (part === 'key' && hasKey) return lines.rangeAt(node.keyStart, node.keyEnd);
      if (part === 'anchor' && node.children !== undefined) {
        return hasKey ? lines.rangeAt(node.keyStart, node.keyEnd) : lines.rangeAt(node.start, node.start + 1);
      }
      return lines.rangeAt(node.start, node.end);
    },
    pointerAt(offset) {
      return findPointerAtOffset(tree(), offset);
    },
    positionAt(offset) {
      return lineIndex().positionAt(offset);
    },
    sourceOf(pointer) {
      if (!ok) return undefined;
      const segments = decodePointer(pointer);
      if (segments === undefined) return undefined;
      // The outline's containers at its last level list no members, so deeper pointers find nothing.
      const node = findNodeAtPointer(built ? root : outline, segments);
      return node === undefined || node.end < 0 ? undefined : text.slice(node.start, node.end);
    },
  };
}

function describeErrors(tree: JsonTree, text: string, lines: LineIndex): JsonSyntaxError[] {
  if (tree.root === undefined) {
    // No value at all: one error about the whole text says more than a list of stray symbols.
    const comments = tree.errors.filter((error) => error.parseCode === 10);
    const onlyComments = tree.errors.every((error) => error.parseCode === 10 || error.atEnd);
    if (!onlyComments) {
      // A lone word such as `True`, `NaN` or `'text'` gets its specific hint instead.
      const symbols = tree.errors.filter((error) => !error.atEnd);
      const single =
        symbols.length === 1 && symbols[0]!.parseCode === 1 && !text.trimStart().startsWith('<')
          ? symbols[0]
          : undefined;
      return [single === undefined ? notJsonError(text, lines) : describeSyntaxError(single, text, lines)];
    }
    return [
      ...comments.map((raw) => describeSyntaxError(raw, text, lines)),
      emptyDocumentError(text, lines, comments.length > 0),
    ];
  }
  const described: JsonSyntaxError[] = [];
  let previous: RawSyntaxError | undefined;
  let last: JsonSyntaxError | undefined;
  for (const raw of tree.errors) {
    if (!isFollowUp(raw, previous, last, text)) {
      last = describeSyntaxError(raw, text, lines);
      described.push(last);
    }
    previous = raw;
  }
  // The end-of-text error is found last but may sit before a trailing comment.
  described.sort((a, b) => a.range.start.offset - b.range.start.offset);
  if (tree.errorCount > tree.errors.length) {
    described.push(tooManyErrorsError(tree.errors.length, tree.errorCount, text, lines));
  }
  return described;
}

/**
 * Recovery often reports a second error caused by the first: another one on the same token (as in
 * `{"a":01}`), one inside the span the first error marks (`[007]`), or "expected a value/name" right
 * after a stray symbol that was skipped (`{a: 1}`, `[x, 1]`). The first error already says what to fix.
 */
function isFollowUp(
  raw: RawSyntaxError,
  previous: RawSyntaxError | undefined,
  last: JsonSyntaxError | undefined,
  text: string,
): boolean {
  if (previous === undefined || last === undefined || raw.atEnd) return false;
  if (raw.offset === previous.offset) return true;
  if (raw.offset > last.range.start.offset && raw.offset < last.range.end.offset) return true;
  if (previous.parseCode !== 1 || (raw.parseCode !== 3 && raw.parseCode !== 4)) return false;
  return /^[ \t\r\n]*$/.test(text.slice(previous.offset + previous.length, raw.offset));
}

function toDuplicateKey(raw: RawDuplicateKey, lines: LineIndex): DuplicateKey {
  return {
    pointer: raw.pointer,
    key: raw.key,
    first: lines.rangeAt(raw.firstStart, raw.firstEnd),
    range: lines.rangeAt(raw.start, raw.end),
  };
}
