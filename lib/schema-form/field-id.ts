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

/**
 * The pointer of the field a DOM id from `fieldId(prefix, …)` belongs to (its part dropped), or
 * undefined for an id of another form or of no field.
 */
export function pointerOfFieldId(prefix: string, id: string): string | undefined {
  const head = `${prefix}-f`;
  if (!id.startsWith(head)) return undefined;
  const body = id.slice(head.length).replace(/--[a-z]+\d*$/, '');
  let pointer = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === '.') pointer += '/';
    else if (char === '_') {
      const end = body.indexOf('_', i + 1);
      if (end === -1) return undefined;
      const code = Number.parseInt(body.slice(i + 1, end), 16);
      if (!Number.isFinite(code)) return undefined;
      pointer += String.fromCodePoint(code);
      i = end;
    } else pointer += char;
  }
  return pointer;
}
