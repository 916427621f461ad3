/**
 * A DOM id for the field at `pointer` (plus an optional part such as "desc" or "error"). Ids are
 * unique per prefix and pointer and contain no whitespace, so they can be listed in
 * `aria-describedby`: letters, digits and "-" stay, "/" becomes ".", any other character becomes
 * "_hex_" (so the mapping is one-to-one).
 */
export function fieldId(prefix: string, pointer: string, part?: string): string {
  let body = '';
  for (const char of pointer) {
    if (/[A-Za-z0-9-]/.test(char)) body += char;
    else if (char === '/') body += '.';
    else body += `_${char.codePointAt(0)!.toString(16)}_`;
  }
  return `${prefix}-f${body}${part === undefined ? '' : `--${part}`}`;
}
