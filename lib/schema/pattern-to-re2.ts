import type { Alternation, ClassItem, PatternNode, PerlClass, PropertyClass } from './pattern-syntax';

/**
 * Translates a parsed ECMAScript (Unicode mode) pattern into RE2 syntax with the same meaning, so
 * re2js can run it in linear time. Differences handled here:
 * - `.` excludes \n, \r, U+2028 and U+2029 in ECMAScript but only \n in RE2;
 * - `\s` is Unicode white space in ECMAScript but ASCII in RE2;
 * - escapes are spelled differently (`\u{…}` vs `\x{…}`), so every literal other than [A-Za-z0-9_]
 *   is written as `\x{…}`, which also removes any doubt about metacharacters;
 * - groups become non-capturing (only matching matters, and RE2 lookbehinds must be captureless);
 * - long General_Category names and `gc=`/`sc=` prefixes become RE2's short forms.
 * What RE2 cannot express (lookahead, back-references, Script_Extensions) is reported as
 * `ok: false`; re2js's own parse errors (e.g. a repeat count above 1000) surface when compiling.
 */
export type Re2Translation =
  | { ok: true; source: string; lookbehind: boolean }
  | { ok: false; reason: string };

// ECMAScript WhiteSpace and LineTerminator code points, as ranges.
const WHITE_SPACE: ReadonlyArray<readonly [number, number]> = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

const NOT_WHITE_SPACE: ReadonlyArray<readonly [number, number]> = (() => {
  const out: Array<readonly [number, number]> = [];
  let next = 0;
  for (const [from, to] of WHITE_SPACE) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  out.push([next, 0x10ffff]);
  return out;
})();

const GENERAL_CATEGORY_SHORT: Readonly<Record<string, string>> = {
  Letter: 'L',
  Cased_Letter: 'LC',
  Uppercase_Letter: 'Lu',
  Lowercase_Letter: 'Ll',
  Titlecase_Letter: 'Lt',
  Modifier_Letter: 'Lm',
  Other_Letter: 'Lo',
  Mark: 'M',
  Combining_Mark: 'M',
  Nonspacing_Mark: 'Mn',
  Spacing_Mark: 'Mc',
  Enclosing_Mark: 'Me',
  Number: 'N',
  Decimal_Number: 'Nd',
  digit: 'Nd',
  Letter_Number: 'Nl',
  Other_Number: 'No',
  Punctuation: 'P',
  punct: 'P',
  Connector_Punctuation: 'Pc',
  Dash_Punctuation: 'Pd',
  Open_Punctuation: 'Ps',
  Close_Punctuation: 'Pe',
  Initial_Punctuation: 'Pi',
  Final_Punctuation: 'Pf',
  Other_Punctuation: 'Po',
  Symbol: 'S',
  Math_Symbol: 'Sm',
  Currency_Symbol: 'Sc',
  Modifier_Symbol: 'Sk',
  Other_Symbol: 'So',
  Separator: 'Z',
  Space_Separator: 'Zs',
  Line_Separator: 'Zl',
  Paragraph_Separator: 'Zp',
  Other: 'C',
  Control: 'Cc',
  cntrl: 'Cc',
  Format: 'Cf',
  Surrogate: 'Cs',
  Private_Use: 'Co',
  Unassigned: 'Cn',
};

class Untranslatable extends Error {}

function hex(cp: number): string {
  if (cp >= 0xd800 && cp <= 0xdfff) throw new Untranslatable('a lone surrogate');
  return `\\x{${cp.toString(16)}}`;
}

function literal(cp: number): string {
  const ch = String.fromCodePoint(cp);
  return /^[A-Za-z0-9_]$/.test(ch) ? ch : hex(cp);
}

function ranges(list: ReadonlyArray<readonly [number, number]>): string {
  return list.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');
}

/** The RE2 name for an ECMAScript property escape body, or ranges for ASCII. */
function propertyBody(name: string): { kind: 'name'; value: string } | { kind: 'ranges'; value: string } {
  const [key, value] = name.includes('=') ? (name.split('=', 2) as [string, string]) : [undefined, name];
  if (key === 'Script_Extensions' || key === 'scx') throw new Untranslatable('Script_Extensions');
  if (key !== undefined && !['General_Category', 'gc', 'Script', 'sc'].includes(key)) {
    throw new Untranslatable(`the property ${name}`);
  }
  if (value === 'ASCII') return { kind: 'ranges', value: ranges([[0, 0x7f]]) };
  return { kind: 'name', value: GENERAL_CATEGORY_SHORT[value] ?? value };
}

function classEscape(item: PerlClass | PropertyClass, inClass: boolean): string {
  if (item.type === 'perl') {
    if (item.name === 's') return inClass ? ranges(WHITE_SPACE) : `[${ranges(WHITE_SPACE)}]`;
    if (item.name === 'S') return inClass ? ranges(NOT_WHITE_SPACE) : `[${ranges(NOT_WHITE_SPACE)}]`;
    return `\\${item.name}`;
  }
  const body = propertyBody(item.name);
  if (body.kind === 'name') return `\\${item.negated ? 'P' : 'p'}{${body.value}}`;
  if (inClass && item.negated) throw new Untranslatable('a negated ASCII property inside a class');
  return `[${item.negated ? '^' : ''}${body.value}]`;
}

function classItem(item: ClassItem): string {
  switch (item.type) {
    case 'char':
      return literal(item.cp);
    case 'range':
      return `${hex(item.from)}-${hex(item.to)}`;
    default:
      return classEscape(item, true);
  }
}

class Emitter {
  lookbehind = false;

  alternation(alt: Alternation): string {
    return alt.map((seq) => seq.map((node) => this.node(node)).join('')).join('|');
  }

  node(node: PatternNode): string {
    switch (node.type) {
      case 'char':
        return literal(node.cp);
      case 'any':
        return `[^${ranges([
          [0x0a, 0x0a],
          [0x0d, 0x0d],
          [0x2028, 0x2029],
        ])}]`;
      case 'perl':
      case 'prop':
        return classEscape(node, false);
      case 'class':
        if (node.items.length === 0)
          return node.negated ? `[${ranges([[0, 0x10ffff]])}]` : `[^${ranges([[0, 0x10ffff]])}]`;
        return `[${node.negated ? '^' : ''}${node.items.map(classItem).join('')}]`;
      case 'assert':
        return node.kind === '^' || node.kind === '$' ? node.kind : `\\${node.kind}`;
      case 'group':
        return `(?:${this.alternation(node.body)})`;
      case 'look':
        if (!node.behind) throw new Untranslatable('lookahead');
        this.lookbehind = true;
        return `(?<${node.negated ? '!' : '='}${this.alternation(node.body)})`;
      case 'backref':
        throw new Untranslatable('a back-reference');
      case 'repeat': {
        const { min, max } = node;
        const count =
          min === 0 && max === Number.POSITIVE_INFINITY
            ? '*'
            : min === 1 && max === Number.POSITIVE_INFINITY
              ? '+'
              : min === 0 && max === 1
                ? '?'
                : max === Number.POSITIVE_INFINITY
                  ? `{${min},}`
                  : min === max
                    ? `{${min}}`
                    : `{${min},${max}}`;
        return `${this.node(node.body)}${count}${node.lazy ? '?' : ''}`;
      }
    }
  }
}

/** RE2 source with the same matching behaviour, or the feature that has no RE2 equivalent. */
export function toRe2(ast: Alternation): Re2Translation {
  const emitter = new Emitter();
  try {
    const source = emitter.alternation(ast);
    return { ok: true, source, lookbehind: emitter.lookbehind };
  } catch (error) {
    if (error instanceof Untranslatable) return { ok: false, reason: error.message };
    throw error;
  }
}
