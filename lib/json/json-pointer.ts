/**
 * JSON Pointers (RFC 6901): "" is the whole document, "/a/0" is item 0 of property "a".
 * In a segment, "~" is written "~0" and "/" is written "~1".
 */

/** Escapes one reference token: "~" → "~0", then "/" → "~1". */
export function escapePointerSegment(segment: string | number): string {
  const text = String(segment);
  // Most keys need no escaping; skip the two replaceAll passes for them.
  if (text.indexOf('~') === -1 && text.indexOf('/') === -1) return text;
  return text.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Builds a pointer from unescaped segments; numbers are array indexes. `[]` gives "" (the root). */
export function encodePointer(segments: readonly (string | number)[]): string {
  let pointer = '';
  for (const segment of segments) pointer += `/${escapePointerSegment(segment)}`;
  return pointer;
}

const INVALID_ESCAPE = /~(?![01])/;

/**
 * Splits a pointer into unescaped segments (always strings, also for array indexes).
 * Returns undefined when `pointer` is not a valid JSON Pointer: it is neither "" nor starts with "/",
 * or a "~" is not followed by "0" or "1".
 */
export function decodePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (pointer.charCodeAt(0) !== 47 || INVALID_ESCAPE.test(pointer)) return undefined;
  const parts = pointer.slice(1).split('/');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    // "~1" must become "/" before "~0" becomes "~", so that "~01" decodes to "~1", not "/".
    if (part.indexOf('~') !== -1) parts[i] = part.replaceAll('~1', '/').replaceAll('~0', '~');
  }
  return parts;
}

/** Appends unescaped segments to an (already encoded) pointer: `joinPointer('/a', 'b/c', 0)` is "/a/b~1c/0". */
export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return base + encodePointer(segments);
}

/** The pointer of the enclosing value, or undefined for the root "" (which has no parent). */
export function parentPointer(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  const slash = pointer.lastIndexOf('/');
  return slash <= 0 ? '' : pointer.slice(0, slash);
}

/**
 * True for a segment that names an array item: "0" or a decimal number without a leading zero.
 * RFC 6901 forbids leading zeros and signs, so "01", "-1" and "+1" are not indexes.
 */
export function isArrayIndexSegment(segment: string): boolean {
  const length = segment.length;
  if (length === 0 || length > 15) return false;
  if (length > 1 && segment.charCodeAt(0) === 48) return false;
  for (let i = 0; i < length; i++) {
    const code = segment.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * Resolves `pointer` in a parsed JSON value. Object members are looked up as own properties only (so
 * "/constructor" is not found in `{}`); array items need an index segment inside the array; the
 * "-" segment (one past the end) is never found. `found` is false for an invalid pointer too.
 */
export function getAtPointer(value: unknown, pointer: string): { found: boolean; value?: unknown } {
  const segments = decodePointer(pointer);
  if (segments === undefined) return { found: false };
  let current = value;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      if (!isArrayIndexSegment(segment)) return { found: false };
      const index = Number(segment);
      if (index >= current.length) return { found: false };
      current = current[index];
    } else if (typeof current === 'object' && current !== null) {
      if (!Object.hasOwn(current, segment)) return { found: false };
      current = (current as Record<string, unknown>)[segment];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}
