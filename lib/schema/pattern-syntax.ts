/**
 * A parser for ECMAScript regular expressions in Unicode mode (the `u` flag ajv uses), producing a
 * small syntax tree that pattern-to-re2 translates and pattern-safety measures. It expects a pattern
 * the native engine has already accepted with the `u` flag, so it only has to understand valid
 * syntax; anything it does not recognise (e.g. newer modifier groups) makes it give up.
 */

/** A class escape: digits, word characters, white space, or their complements. */
export interface PerlClass {
  type: 'perl';
  name: 'd' | 'D' | 'w' | 'W' | 's' | 'S';
}

/** `\p{…}` / `\P{…}`: `name` is the text between the braces, e.g. "L", "Script=Greek". */
export interface PropertyClass {
  type: 'prop';
  negated: boolean;
  name: string;
}

export interface CharNode {
  type: 'char';
  /** A Unicode code point (may be a lone surrogate when the pattern spells one). */
  cp: number;
}

export type ClassItem = CharNode | { type: 'range'; from: number; to: number } | PerlClass | PropertyClass;

/** Alternatives, each a sequence of nodes. */
export type Alternation = PatternNode[][];

export type PatternNode =
  | CharNode
  | PerlClass
  | PropertyClass
  | { type: 'any' }
  | { type: 'class'; negated: boolean; items: ClassItem[] }
  | { type: 'assert'; kind: '^' | '$' | 'b' | 'B' }
  | { type: 'group'; capturing: boolean; name?: string; body: Alternation }
  | { type: 'look'; behind: boolean; negated: boolean; body: Alternation }
  | { type: 'backref'; ref: number | string }
  | { type: 'repeat'; min: number; max: number; lazy: boolean; body: PatternNode };

export type ParsedPattern = { ok: true; ast: Alternation } | { ok: false; reason: string };

class Unrecognised extends Error {}

/** Groups and lookarounds may nest this deep; the parser recurses once per level. */
export const MAX_PATTERN_NESTING = 200;

// Sticky: each matches at the parser's position without copying the rest of the pattern, which
// would make parsing quadratic in the pattern's length (a 1 MB pattern of `\p{L}` took minutes).
const QUANTIFIER = /\{(\d+)(,(\d*))?\}/y;
const DIGITS = /\d+/y;
const NAMED_REFERENCE = /k<([^>]+)>/y;
const PROPERTY = /[pP]\{([^}]*)\}/y;
const BRACED_UNICODE = /u\{([0-9a-fA-F]+)\}/y;
const PLAIN_UNICODE = /u([0-9a-fA-F]{4})/y;
const LOW_SURROGATE = /\\u(d[c-f][0-9a-f]{2})/iy;

const SYNTAX_CHARACTERS = '^$\\.*+?()[]{}|/';
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { f: 12, n: 10, r: 13, t: 9, v: 11 };
const HEX = /^[0-9a-fA-F]$/;

class Parser {
  private i = 0;
  private depth = 0;

  constructor(private readonly s: string) {}

  parse(): Alternation {
    const ast = this.alternation();
    if (this.i < this.s.length) this.fail(`unexpected "${this.s[this.i]}"`);
    return ast;
  }

  private fail(reason: string): never {
    throw new Unrecognised(reason);
  }

  private peek(offset = 0): string | undefined {
    return this.s[this.i + offset];
  }

  private eat(text: string): boolean {
    if (this.s.startsWith(text, this.i)) {
      this.i += text.length;
      return true;
    }
    return false;
  }

  /** `re` (sticky) matched at the current position, or null. */
  private match(re: RegExp): RegExpExecArray | null {
    re.lastIndex = this.i;
    return re.exec(this.s);
  }

  private nest(): void {
    if (++this.depth > MAX_PATTERN_NESTING) this.fail(`groups nest more than ${MAX_PATTERN_NESTING} deep`);
  }

  private codePoint(): number {
    const cp = this.s.codePointAt(this.i);
    if (cp === undefined) this.fail('unexpected end');
    this.i += cp > 0xffff ? 2 : 1;
    return cp;
  }

  private alternation(): Alternation {
    const branches = [this.sequence()];
    while (this.eat('|')) branches.push(this.sequence());
    return branches;
  }

  private sequence(): PatternNode[] {
    const nodes: PatternNode[] = [];
    while (this.i < this.s.length && this.peek() !== '|' && this.peek() !== ')') nodes.push(this.term());
    return nodes;
  }

  private term(): PatternNode {
    const c = this.peek();
    if (c === '^' || c === '$') {
      this.i++;
      return { type: 'assert', kind: c };
    }
    if (c === '\\' && (this.peek(1) === 'b' || this.peek(1) === 'B')) {
      this.i += 2;
      return { type: 'assert', kind: this.s[this.i - 1] as 'b' | 'B' };
    }
    if (c === '(' && ['(?=', '(?!', '(?<=', '(?<!'].some((open) => this.s.startsWith(open, this.i))) {
      // Lookarounds cannot take a quantifier in Unicode mode.
      return this.lookaround();
    }
    const atom = this.atom();
    return this.quantified(atom);
  }

  private lookaround(): PatternNode {
    this.i += 2; // "(?"
    const behind = this.eat('<');
    const negated = this.peek() === '!';
    this.i++;
    this.nest();
    const body = this.alternation();
    this.depth--;
    if (!this.eat(')')) this.fail('unclosed lookaround');
    return { type: 'look', behind, negated, body };
  }

  private atom(): PatternNode {
    const c = this.peek();
    switch (c) {
      case '.':
        this.i++;
        return { type: 'any' };
      case '[':
        return this.characterClass();
      case '(':
        return this.group();
      case '\\':
        this.i++;
        return this.atomEscape();
      case '*':
      case '+':
      case '?':
      case '{':
      case '}':
      case ']':
        return this.fail(`unexpected "${c}"`);
      default:
        return { type: 'char', cp: this.codePoint() };
    }
  }

  private group(): PatternNode {
    this.i++; // "("
    let capturing = true;
    let name: string | undefined;
    if (this.eat('?:')) {
      capturing = false;
    } else if (this.eat('?<')) {
      const end = this.s.indexOf('>', this.i);
      if (end < 0) this.fail('unclosed group name');
      name = this.s.slice(this.i, end);
      this.i = end + 1;
    } else if (this.peek() === '?') {
      this.fail('unsupported group syntax');
    }
    this.nest();
    const body = this.alternation();
    this.depth--;
    if (!this.eat(')')) this.fail('unclosed group');
    return name === undefined ? { type: 'group', capturing, body } : { type: 'group', capturing, name, body };
  }

  private quantified(atom: PatternNode): PatternNode {
    let min: number;
    let max: number;
    const c = this.peek();
    if (c === '*') [min, max] = [0, Number.POSITIVE_INFINITY];
    else if (c === '+') [min, max] = [1, Number.POSITIVE_INFINITY];
    else if (c === '?') [min, max] = [0, 1];
    else if (c === '{') {
      const match = this.match(QUANTIFIER);
      if (match === null) return this.fail('bad quantifier');
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
      this.i += match[0].length - 1;
    } else {
      return atom;
    }
    this.i++;
    const lazy = this.eat('?');
    return { type: 'repeat', min, max, lazy, body: atom };
  }

  private atomEscape(): PatternNode {
    const c = this.peek();
    if (c === undefined) return this.fail('trailing backslash');
    if (/[1-9]/.test(c)) {
      const match = this.match(DIGITS)!;
      this.i += match[0].length;
      return { type: 'backref', ref: Number(match[0]) };
    }
    if (c === 'k') {
      const match = this.match(NAMED_REFERENCE);
      if (match === null) return this.fail('bad named reference');
      this.i += match[0].length;
      return { type: 'backref', ref: match[1]! };
    }
    const cls = this.classEscape();
    if (cls !== undefined) return cls;
    return { type: 'char', cp: this.characterEscape(false) };
  }

  /** `\d \D \w \W \s \S \p{…} \P{…}` (the backslash already consumed), else undefined. */
  private classEscape(): PerlClass | PropertyClass | undefined {
    const c = this.peek();
    if (c !== undefined && 'dDwWsS'.includes(c)) {
      this.i++;
      return { type: 'perl', name: c as PerlClass['name'] };
    }
    if (c === 'p' || c === 'P') {
      const match = this.match(PROPERTY);
      if (match === null) return this.fail('bad property escape');
      this.i += match[0].length;
      return { type: 'prop', negated: c === 'P', name: match[1]! };
    }
    return undefined;
  }

  /** A character escape after the backslash; returns the code point. */
  private characterEscape(inClass: boolean): number {
    const c = this.peek()!;
    if (CONTROL_ESCAPES[c] !== undefined) {
      this.i++;
      return CONTROL_ESCAPES[c];
    }
    if (c === 'c') {
      const letter = this.peek(1);
      if (letter === undefined || !/[A-Za-z]/.test(letter)) return this.fail('bad control escape');
      this.i += 2;
      return letter.charCodeAt(0) % 32;
    }
    if (c === '0' && !/[0-9]/.test(this.peek(1) ?? '')) {
      this.i++;
      return 0;
    }
    if (c === 'x') {
      const hex = this.s.slice(this.i + 1, this.i + 3);
      if (hex.length !== 2 || ![...hex].every((h) => HEX.test(h))) return this.fail('bad \\x escape');
      this.i += 3;
      return Number.parseInt(hex, 16);
    }
    if (c === 'u') return this.unicodeEscape();
    if (inClass && c === 'b') {
      this.i++;
      return 8;
    }
    if (SYNTAX_CHARACTERS.includes(c) || (inClass && c === '-')) {
      this.i++;
      return c.charCodeAt(0);
    }
    return this.fail(`unknown escape \\${c}`);
  }

  private unicodeEscape(): number {
    const braced = this.match(BRACED_UNICODE);
    if (braced !== null) {
      this.i += braced[0].length;
      return Number.parseInt(braced[1]!, 16);
    }
    const plain = this.match(PLAIN_UNICODE);
    if (plain === null) return this.fail('bad \\u escape');
    this.i += 5;
    const unit = Number.parseInt(plain[1]!, 16);
    // In Unicode mode an escaped surrogate pair stands for one code point.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const low = this.match(LOW_SURROGATE);
      if (low !== null) {
        this.i += 6;
        return 0x10000 + ((unit - 0xd800) << 10) + (Number.parseInt(low[1]!, 16) - 0xdc00);
      }
    }
    return unit;
  }

  private characterClass(): PatternNode {
    this.i++; // "["
    const negated = this.eat('^');
    const items: ClassItem[] = [];
    while (this.peek() !== ']') {
      if (this.i >= this.s.length) this.fail('unclosed class');
      const first = this.classAtom();
      if (
        first.type === 'char' &&
        this.peek() === '-' &&
        this.peek(1) !== ']' &&
        this.peek(1) !== undefined
      ) {
        this.i++;
        const second = this.classAtom();
        if (second.type !== 'char') return this.fail('class escape in a range');
        items.push({ type: 'range', from: first.cp, to: second.cp });
      } else {
        items.push(first);
      }
    }
    this.i++; // "]"
    return { type: 'class', negated, items };
  }

  private classAtom(): CharNode | PerlClass | PropertyClass {
    if (this.peek() !== '\\') return { type: 'char', cp: this.codePoint() };
    this.i++;
    return this.classEscape() ?? { type: 'char', cp: this.characterEscape(true) };
  }
}

/** Parses a Unicode-mode ECMAScript pattern; `ok: false` when the syntax is not understood. */
export function parsePattern(source: string): ParsedPattern {
  try {
    return { ok: true, ast: new Parser(source).parse() };
  } catch (error) {
    if (error instanceof Unrecognised) return { ok: false, reason: error.message };
    throw error;
  }
}
