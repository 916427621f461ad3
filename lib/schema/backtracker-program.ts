import type { Alternation, ClassItem, PatternNode, PerlClass, PropertyClass } from './pattern-syntax';

/**
 * A pattern compiled for run-backtracker: ECMAScript's own backtracking semantics (priority order,
 * greedy and lazy repeats, atomic lookarounds, captures reset per iteration, the empty-iteration
 * check, back-references), as a flat list of instructions run with an explicit stack, so that no
 * input length can overflow the call stack. It serves only the patterns RE2 cannot express
 * (lookahead, back-references); its cost is bounded by the step limit of the run, not by analysis.
 *
 * Counted repeats use counters instead of copies, so `(a{1,1000}){1,1000}` is a handful of
 * instructions. Captures live in slots 2g and 2g+1 for group g (group 0 is unused: `test` only
 * asks whether a match exists).
 */
export type Instruction =
  | { op: 'char'; cp: number }
  | { op: 'set'; test: (cp: number) => boolean }
  | { op: 'assert'; kind: '^' | '$' | 'b' | 'B' }
  | { op: 'split'; first: number; second: number }
  | { op: 'jump'; to: number }
  | { op: 'save'; slot: number }
  /** Resets capture slots [from, to) to unset (each iteration of a repeat starts without captures). */
  | { op: 'clear'; from: number; to: number }
  | { op: 'repeat-init'; counter: number }
  | {
      op: 'repeat-loop';
      counter: number;
      min: number;
      max: number;
      greedy: boolean;
      enter: number;
      exit: number;
    }
  | { op: 'repeat-enter'; counter: number }
  | { op: 'repeat-end'; counter: number; min: number; loop: number }
  /** A repeat of one character or set without captures: consumed in one go, backed off one by one. */
  | { op: 'run'; test: (cp: number) => boolean; min: number; max: number; greedy: boolean }
  | { op: 'look'; program: Program; negated: boolean }
  | { op: 'backref'; group: number }
  | { op: 'match' };

export interface Program {
  /**
   * The instructions assembled for the runner: WIDTH numbers each, the opcode (OP) first, then its
   * operands (see assemble). Sets and lookaround programs are referenced by index.
   */
  code: Float64Array;
  tests: Array<(cp: number) => boolean>;
  looks: Program[];
  /** 1 reads forward (the pattern, lookaheads); -1 reads backward (lookbehinds). */
  direction: 1 | -1;
  /** Capture slots (2 per group, group 0 included) and repeat counters of the whole pattern. */
  slots: number;
  counters: number;
  /** True when every alternative starts with `^`: only position 0 can match. */
  anchored: boolean;
}

/** Numbers per assembled instruction. */
export const WIDTH = 6;

/** Opcodes of assembled instructions; operands a…e follow in this order. */
export const OP = {
  match: 0,
  char: 1, // a: code point
  set: 2, // a: index in tests
  assertStart: 3,
  assertEnd: 4,
  wordBoundary: 5,
  notWordBoundary: 6,
  split: 7, // a: first, b: second (instruction indexes)
  jump: 8, // a: target
  save: 9, // a: slot
  clear: 10, // a: from, b: to
  repeatInit: 11, // a: counter
  repeatLoop: 12, // a: counter, b: min, c: max, d: greedy (1/0), e: exit (the body starts right after)
  repeatEnter: 13, // a: counter
  repeatEnd: 14, // a: counter, b: min, c: loop
  run: 15, // a: test index, b: min, c: max, d: greedy (1/0)
  look: 16, // a: index in looks, b: negated (1/0)
  backref: 17, // a: group
} as const;

// ECMAScript WhiteSpace and LineTerminator code points (what `\s` matches).
const WHITE_SPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
  0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);

export const isWordCharacter = (cp: number): boolean =>
  (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || cp === 0x5f;

const isDigit = (cp: number): boolean => cp >= 0x30 && cp <= 0x39;

function perlTest(name: PerlClass['name']): (cp: number) => boolean {
  switch (name) {
    case 'd':
      return isDigit;
    case 'D':
      return (cp) => !isDigit(cp);
    case 'w':
      return isWordCharacter;
    case 'W':
      return (cp) => !isWordCharacter(cp);
    case 's':
      return (cp) => WHITE_SPACE.has(cp);
    case 'S':
      return (cp) => !WHITE_SPACE.has(cp);
  }
}

const propertyTests = new Map<string, (cp: number) => boolean>();

/**
 * `\p{…}` through the native engine on one code point at a time: a single class cannot backtrack,
 * and the native tables are the exact ECMAScript ones. ASCII answers are kept in a table.
 */
function propertyTest(item: PropertyClass): (cp: number) => boolean {
  const key = `${item.negated ? 'P' : 'p'}${item.name}`;
  let test = propertyTests.get(key);
  if (test === undefined) {
    const native = new RegExp(`^\\${item.negated ? 'P' : 'p'}{${item.name}}$`, 'u');
    const ascii = new Int8Array(128).fill(-1);
    test = (cp) => {
      if (cp < 128) {
        const known = ascii[cp]!;
        if (known >= 0) return known === 1;
        const answer = native.test(String.fromCodePoint(cp));
        ascii[cp] = answer ? 1 : 0;
        return answer;
      }
      return native.test(String.fromCodePoint(cp));
    };
    propertyTests.set(key, test);
  }
  return test;
}

function itemTest(item: ClassItem): (cp: number) => boolean {
  switch (item.type) {
    case 'char':
      return (cp) => cp === item.cp;
    case 'range':
      return (cp) => cp >= item.from && cp <= item.to;
    case 'perl':
      return perlTest(item.name);
    case 'prop':
      return propertyTest(item);
  }
}

const isLineTerminator = (cp: number): boolean =>
  cp === 0x0a || cp === 0x0d || cp === 0x2028 || cp === 0x2029;

/** The one-code-point test of a node that matches exactly one character, else undefined. */
function singleTest(node: PatternNode): ((cp: number) => boolean) | undefined {
  switch (node.type) {
    case 'char': {
      const { cp: expected } = node;
      return (cp) => cp === expected;
    }
    case 'any':
      return (cp) => !isLineTerminator(cp);
    case 'perl':
      return perlTest(node.name);
    case 'prop':
      return propertyTest(node);
    case 'class': {
      const tests = node.items.map(itemTest);
      const { negated } = node;
      return (cp) => {
        for (const test of tests) if (test(cp)) return !negated;
        return negated;
      };
    }
    default:
      return undefined;
  }
}

/** Every group node with its source-order number, and the names of named groups. */
function numberGroups(ast: Alternation): { numbers: Map<PatternNode, number>; names: Map<string, number> } {
  const numbers = new Map<PatternNode, number>();
  const names = new Map<string, number>();
  const visit = (node: PatternNode) => {
    if (node.type === 'group') {
      if (node.capturing) {
        numbers.set(node, numbers.size + 1);
        if (node.name !== undefined) names.set(node.name, numbers.size);
      }
      for (const seq of node.body) for (const child of seq) visit(child);
    } else if (node.type === 'look') {
      for (const seq of node.body) for (const child of seq) visit(child);
    } else if (node.type === 'repeat') {
      visit(node.body);
    }
  };
  for (const seq of ast) for (const node of seq) visit(node);
  return { numbers, names };
}

class Compiler {
  counters = 0;
  private readonly programs: Program[] = [];

  constructor(
    private readonly numbers: ReadonlyMap<PatternNode, number>,
    private readonly names: ReadonlyMap<string, number>,
  ) {}

  program(body: Alternation, direction: 1 | -1): Program {
    const instructions: Instruction[] = [];
    this.alternation(body, direction, instructions);
    instructions.push({ op: 'match' });
    const program: Program = {
      ...assemble(instructions),
      direction,
      slots: 2 * (this.numbers.size + 1),
      counters: 0,
      anchored: direction === 1 && body.every((seq) => seq[0]?.type === 'assert' && seq[0].kind === '^'),
    };
    this.programs.push(program);
    return program;
  }

  /** Sets the counter count on every program once all are compiled (they share the numbering). */
  finish(): void {
    for (const program of this.programs) program.counters = this.counters;
  }

  private alternation(alt: Alternation, direction: 1 | -1, out: Instruction[]): void {
    // split L1, L2; L1: seq1; jump end; L2: split L2', L3; … ; Ln: seqN; end:
    const jumps: Array<{ op: 'jump'; to: number }> = [];
    for (let i = 0; i < alt.length; i++) {
      const last = i === alt.length - 1;
      const split = last ? undefined : { op: 'split' as const, first: out.length + 1, second: -1 };
      if (split) out.push(split);
      this.sequence(alt[i]!, direction, out);
      if (split) {
        const jump = { op: 'jump' as const, to: -1 };
        jumps.push(jump);
        out.push(jump);
        split.second = out.length;
      }
    }
    for (const jump of jumps) jump.to = out.length;
  }

  private sequence(seq: readonly PatternNode[], direction: 1 | -1, out: Instruction[]): void {
    // Backward matching (inside a lookbehind) takes a sequence's terms from right to left.
    if (direction === 1) for (const node of seq) this.node(node, direction, out);
    else for (let i = seq.length - 1; i >= 0; i--) this.node(seq[i]!, direction, out);
  }

  /** Source-order numbers of the capture groups inside `node` (consecutive, as ECMAScript numbers them). */
  private groupsInside(node: PatternNode): number[] {
    const inside: number[] = [];
    const visit = (n: PatternNode) => {
      if (n.type === 'group') {
        if (n.capturing) inside.push(this.numbers.get(n)!);
        for (const seq of n.body) for (const child of seq) visit(child);
      } else if (n.type === 'look') {
        for (const seq of n.body) for (const child of seq) visit(child);
      } else if (n.type === 'repeat') {
        visit(n.body);
      }
    };
    visit(node);
    return inside;
  }

  private node(node: PatternNode, direction: 1 | -1, out: Instruction[]): void {
    const single = singleTest(node);
    if (single !== undefined) {
      out.push(node.type === 'char' ? { op: 'char', cp: node.cp } : { op: 'set', test: single });
      return;
    }
    switch (node.type) {
      case 'assert':
        out.push({ op: 'assert', kind: node.kind });
        return;
      case 'group': {
        if (!node.capturing) {
          this.alternation(node.body, direction, out);
          return;
        }
        const group = this.numbers.get(node)!;
        // Backward, the group's end is reached first.
        out.push({ op: 'save', slot: direction === 1 ? 2 * group : 2 * group + 1 });
        this.alternation(node.body, direction, out);
        out.push({ op: 'save', slot: direction === 1 ? 2 * group + 1 : 2 * group });
        return;
      }
      case 'look':
        out.push({
          op: 'look',
          program: this.program(node.body, node.behind ? -1 : 1),
          negated: node.negated,
        });
        return;
      case 'backref': {
        const group = typeof node.ref === 'number' ? node.ref : (this.names.get(node.ref) ?? 0);
        out.push({ op: 'backref', group });
        return;
      }
      case 'repeat': {
        const { min, max, lazy, body } = node;
        if (max === 0) return;
        const test = singleTest(body);
        if (test !== undefined) {
          out.push({ op: 'run', test, min, max, greedy: !lazy });
          return;
        }
        const counter = this.counters++;
        out.push({ op: 'repeat-init', counter });
        const loop: Extract<Instruction, { op: 'repeat-loop' }> = {
          op: 'repeat-loop',
          counter,
          min,
          max,
          greedy: !lazy,
          enter: -1,
          exit: -1,
        };
        const loopAt = out.length;
        out.push(loop);
        loop.enter = out.length;
        out.push({ op: 'repeat-enter', counter });
        const inside = this.groupsInside(body);
        if (inside.length > 0) {
          out.push({ op: 'clear', from: 2 * Math.min(...inside), to: 2 * (Math.max(...inside) + 1) });
        }
        this.node(body, direction, out);
        out.push({ op: 'repeat-end', counter, min, loop: loopAt });
        loop.exit = out.length;
        return;
      }
    }
  }
}

/** Lays instructions out flat for the runner: WIDTH numbers each, unbounded counts as MAX_VALUE. */
function assemble(instructions: readonly Instruction[]): Pick<Program, 'code' | 'tests' | 'looks'> {
  const code = new Float64Array(instructions.length * WIDTH);
  const tests: Program['tests'] = [];
  const looks: Program[] = [];
  const bound = (n: number) => (n === Number.POSITIVE_INFINITY ? Number.MAX_VALUE : n);
  const test = (t: (cp: number) => boolean) => tests.push(t) - 1;
  const encode = (instruction: Instruction): number[] => {
    switch (instruction.op) {
      case 'match':
        return [OP.match];
      case 'char':
        return [OP.char, instruction.cp];
      case 'set':
        return [OP.set, test(instruction.test)];
      case 'assert':
        return [
          instruction.kind === '^'
            ? OP.assertStart
            : instruction.kind === '$'
              ? OP.assertEnd
              : instruction.kind === 'b'
                ? OP.wordBoundary
                : OP.notWordBoundary,
        ];
      case 'split':
        return [OP.split, instruction.first, instruction.second];
      case 'jump':
        return [OP.jump, instruction.to];
      case 'save':
        return [OP.save, instruction.slot];
      case 'clear':
        return [OP.clear, instruction.from, instruction.to];
      case 'repeat-init':
        return [OP.repeatInit, instruction.counter];
      case 'repeat-loop':
        return [
          OP.repeatLoop,
          instruction.counter,
          instruction.min,
          bound(instruction.max),
          instruction.greedy ? 1 : 0,
          instruction.exit,
        ];
      case 'repeat-enter':
        return [OP.repeatEnter, instruction.counter];
      case 'repeat-end':
        return [OP.repeatEnd, instruction.counter, instruction.min, instruction.loop];
      case 'run':
        return [
          OP.run,
          test(instruction.test),
          instruction.min,
          bound(instruction.max),
          instruction.greedy ? 1 : 0,
        ];
      case 'look':
        return [OP.look, looks.push(instruction.program) - 1, instruction.negated ? 1 : 0];
      case 'backref':
        return [OP.backref, instruction.group];
    }
  };
  instructions.forEach((instruction, index) => {
    code.set(encode(instruction), index * WIDTH);
  });
  return { code, tests, looks };
}

/** Compiles a parsed pattern (see Program). Groups are numbered by their opening parenthesis. */
export function compileBacktracker(ast: Alternation): Program {
  const { numbers, names } = numberGroups(ast);
  const compiler = new Compiler(numbers, names);
  const program = compiler.program(ast, 1);
  compiler.finish();
  return program;
}
