// Small pieces of a scan over JSON text that is known to be valid, shared by the scanners that
// build a position tree (build-valid-json-tree.ts) and an outline of it (json-outline.ts).

/** The offset just after the closing quote of the string that opens at `open`. */
export function stringEnd(text: string, open: number): number {
  let close = text.indexOf('"', open + 1);
  while (close !== -1) {
    let backslashes = 0;
    for (let j = close - 1; text.charCodeAt(j) === 92; j--) backslashes++;
    if (backslashes % 2 === 0) return close + 1;
    close = text.indexOf('"', close + 1);
  }
  return text.length;
}

/** The text of a property name whose quotes span `start`–`end` (JSON escapes decoded). */
export function decodeName(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  if (raw.indexOf('\\') === -1) return raw;
  try {
    return JSON.parse(text.slice(start, end)) as string;
  } catch {
    return raw;
  }
}

/** Whether `code` can be part of a JSON number (digits, sign, point, exponent). */
export function isNumberChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || code === 45 || code === 43 || code === 46 || code === 101 || code === 69
  );
}
