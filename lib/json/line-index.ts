import type { Position, Range } from './range';

/**
 * Converts between UTF-16 offsets and line/column positions of one text.
 *
 * Lines end at `\n`, `\r\n` or a lone `\r`, as in editors (a `\r\n` pair is one line break).
 * `column` is 1-based and counts UTF-16 code units, so a character outside the Basic Multilingual
 * Plane (an emoji such as 😀) takes two columns, like `String.prototype.length` and CodeMirror.
 */
export interface LineIndex {
  /** Number of lines; an empty text has one (empty) line. */
  readonly lineCount: number;
  /** The position of `offset`, clamped to `[0, text.length]` (non-integers are truncated). */
  positionAt(offset: number): Position;
  /** The offset of a 1-based `line` and `column`, clamped to the text and to the end of that line (before its line break). */
  offsetAt(line: number, column: number): number;
  /** The range of `[start, end)` offsets (swapped when given in reverse order). */
  rangeAt(start: number, end: number): Range;
}

/**
 * Builds a line index for `text` in one pass (a table of line-start offsets); each lookup is then a
 * binary search, O(log lines).
 */
export function createLineIndex(text: string): LineIndex {
  const starts = lineStarts(text);
  const length = text.length;

  function lineOf(offset: number): number {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  function positionAt(offset: number): Position {
    const clamped = clamp(Math.trunc(offset) || 0, 0, length);
    const line = lineOf(clamped);
    return { line: line + 1, column: clamped - starts[line]! + 1, offset: clamped };
  }

  function lineEnd(line: number): number {
    if (line + 1 >= starts.length) return length;
    const next = starts[line + 1]!;
    return text.charCodeAt(next - 1) === 10 && text.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
  }

  return {
    lineCount: starts.length,
    positionAt,
    offsetAt(line, column) {
      const index = clamp(Math.trunc(line) - 1 || 0, 0, starts.length - 1);
      const start = starts[index]!;
      return clamp(start + (Math.trunc(column) || 1) - 1, start, lineEnd(index));
    },
    rangeAt(start, end) {
      return start <= end
        ? { start: positionAt(start), end: positionAt(end) }
        : { start: positionAt(end), end: positionAt(start) };
    },
  };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  // Without "\r", indexOf (a native search) finds the line breaks several times faster than a loop.
  if (text.indexOf('\r') === -1) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    // Only characters at or below '\r' can be line breaks; this keeps the common path to one compare.
    if (code > 13) continue;
    if (code === 10) starts.push(i + 1);
    else if (code === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
