/**
 * JSONPath singular queries (RFC 9535 §2.3.5.1): `$`, then member names (`.name`, `['name']`,
 * `["name"]`) and array indexes (`[0]`, `[-1]` counts from the end). They select at most one
 * value, which is what an equality check needs; wildcards, slices and filters are refused.
 */
export type PathSegment = { kind: 'name'; name: string } | { kind: 'index'; index: number };

export type ParsedPath = { ok: true; segments: PathSegment[] } | { ok: false; error: string };

const isNameFirst = (c: string) => /[A-Za-z_]/.test(c) || c.charCodeAt(0) >= 0x80;
const isNameChar = (c: string) => isNameFirst(c) || (c >= '0' && c <= '9');
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', '/': '/', '\\': '\\' };

export function parseJsonPath(text: string): ParsedPath {
  const fail = (at: number, what: string): ParsedPath => ({
    ok: false,
    error: `"${text}" is not a JSONPath singular query: ${what} at character ${at + 1}. Write e.g. $.structuredContent.items[0].id.`,
  });
  if (text[0] !== '$') return fail(0, 'it must start with "$"');
  const segments: PathSegment[] = [];
  let i = 1;
  const skipBlanks = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '.') {
      i++;
      const start = i;
      if (i >= text.length || !isNameFirst(text[i]!))
        return fail(i, text[i] === '*' ? 'wildcards select many values' : 'a member name is expected');
      while (i < text.length && isNameChar(text[i]!)) i++;
      segments.push({ kind: 'name', name: text.slice(start, i) });
    } else if (c === '[') {
      i++;
      skipBlanks();
      const q = text[i];
      if (q === "'" || q === '"') {
        i++;
        let name = '';
        for (;;) {
          if (i >= text.length) return fail(i, 'the quoted name is not closed');
          const ch = text[i]!;
          if (ch === q) {
            i++;
            break;
          }
          if (ch === '\\') {
            const e = text[i + 1];
            if (e === q) name += q;
            else if (e !== undefined && ESCAPES[e] !== undefined) name += ESCAPES[e];
            else if (e === 'u' && /^[0-9A-Fa-f]{4}$/.test(text.slice(i + 2, i + 6))) {
              name += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
              i += 4;
            } else return fail(i, 'an unknown escape');
            i += 2;
            continue;
          }
          if (ch.charCodeAt(0) < 0x20) return fail(i, 'a control character in a name');
          name += ch;
          i++;
        }
        segments.push({ kind: 'name', name });
      } else {
        const match = /^-?(0|[1-9][0-9]*)/.exec(text.slice(i));
        if (!match || match[0] === '-0')
          return fail(
            i,
            q === '*' || q === '?' || q === ':'
              ? 'only single names and indexes are allowed'
              : 'an index or a quoted name is expected',
          );
        const index = Number(match[0]);
        if (!Number.isSafeInteger(index)) return fail(i, 'the index is too large');
        i += match[0].length;
        segments.push({ kind: 'index', index });
      }
      skipBlanks();
      if (text[i] !== ']')
        return fail(
          i,
          text[i] === ',' || text[i] === ':'
            ? 'only single names and indexes are allowed'
            : '"]" is expected',
        );
      i++;
    } else {
      return fail(i, `unexpected "${c}"`);
    }
  }
  return { ok: true, segments };
}

/** The value a parsed path selects, or `found: false` when some step does not exist. */
export function selectPath(
  value: unknown,
  segments: readonly PathSegment[],
): { found: boolean; value?: unknown } {
  let current = value;
  for (const segment of segments) {
    if (segment.kind === 'name') {
      if (
        typeof current !== 'object' ||
        current === null ||
        Array.isArray(current) ||
        !Object.hasOwn(current, segment.name)
      )
        return { found: false };
      current = (current as Record<string, unknown>)[segment.name];
    } else {
      if (!Array.isArray(current)) return { found: false };
      const at = segment.index < 0 ? current.length + segment.index : segment.index;
      if (at < 0 || at >= current.length) return { found: false };
      current = current[at];
    }
  }
  return { found: true, value: current };
}
