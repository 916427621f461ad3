import { isWordCharacter, OP, type Program, WIDTH } from './backtracker-program';

/**
 * Runs a backtracker Program the way `RegExp.prototype.test` runs a `u`-flag pattern: is there a
 * match starting at any code-point boundary? Every instruction executed, character consumed and
 * backtrack taken is a step; `steps.left` is spent as it runs, and when it is gone the run stops
 * with `undefined` ("could not decide"). That is the whole safety argument: a pattern may
 * backtrack exponentially, but only until its step allowance is spent, so no input can hang the
 * caller. The backtrack stack is a typed array, not the call stack, and is bounded too
 * (MAX_STACK numbers); only lookarounds recurse, as deep as they nest in the pattern.
 */

/** Backtrack entries are three numbers: tag + 4 × a, b, c. */
const CHOICE = 0; // resume at instruction a with position b
const SLOT = 1; // restore slot a to b
const COUNTER = 2; // restore counter a to count b and start c
const RUN = 3; // the `run` at instruction a: greedy may give back from c down to b; lazy may take one more at b (c taken so far)

/** Most numbers on one backtrack stack (32 MB): beyond this the run is undecided. */
export const MAX_STACK = 1 << 23;

export interface StepAllowance {
  left: number;
}

function readForward(input: string, pos: number): number {
  const unit = input.charCodeAt(pos);
  if (unit >= 0xd800 && unit <= 0xdbff && pos + 1 < input.length) {
    const low = input.charCodeAt(pos + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
  }
  return unit;
}

function readBackward(input: string, pos: number): number {
  const unit = input.charCodeAt(pos - 1);
  if (unit >= 0xdc00 && unit <= 0xdfff && pos >= 2) {
    const high = input.charCodeAt(pos - 2);
    if (high >= 0xd800 && high <= 0xdbff) return 0x10000 + ((high - 0xd800) << 10) + (unit - 0xdc00);
  }
  return unit;
}

class Undecided extends Error {}

const isWordAt = (input: string, pos: number) =>
  pos >= 0 && pos < input.length && isWordCharacter(input.charCodeAt(pos));

/** A growable Int32Array stack shared by every run of one test (lookarounds stack above it). */
class Stack {
  data = new Int32Array(1024);
  top = 0;

  push(word: number, b: number, c: number): void {
    if (this.top + 3 > this.data.length) {
      if (this.data.length >= MAX_STACK) throw new Undecided();
      const grown = new Int32Array(Math.min(this.data.length * 2, MAX_STACK));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.top] = word;
    this.data[this.top + 1] = b;
    this.data[this.top + 2] = c;
    this.top += 3;
  }
}

/**
 * Runs `program` anchored at `start` with captures `slots` (changed in place on success, restored
 * on failure). Returns whether it matched; throws Undecided when the allowance runs out.
 */
function runAt(
  program: Program,
  input: string,
  start: number,
  slots: Int32Array,
  steps: StepAllowance,
  stack: Stack,
): boolean {
  const { code, tests, looks } = program;
  const forward = program.direction === 1;
  const end = input.length;
  const counts = new Float64Array(program.counters);
  const starts = new Int32Array(program.counters);
  const base = stack.top;
  let left = steps.left;
  let pc = 0;
  let pos = start;

  try {
    for (;;) {
      if (--left < 0) throw new Undecided();
      let ok = true;
      const at = pc * WIDTH;
      switch (code[at]) {
        case OP.match:
          stack.top = base;
          return true;
        case OP.char:
        case OP.set: {
          if (forward ? pos >= end : pos <= 0) {
            ok = false;
            break;
          }
          const cp = forward ? readForward(input, pos) : readBackward(input, pos);
          if (code[at] === OP.char ? cp !== code[at + 1] : !tests[code[at + 1]!]!(cp)) {
            ok = false;
            break;
          }
          pos += forward ? (cp > 0xffff ? 2 : 1) : cp > 0xffff ? -2 : -1;
          pc++;
          break;
        }
        case OP.assertStart:
          ok = pos === 0;
          pc++;
          break;
        case OP.assertEnd:
          ok = pos === end;
          pc++;
          break;
        case OP.wordBoundary:
        case OP.notWordBoundary: {
          const boundary = isWordAt(input, pos - 1) !== isWordAt(input, pos);
          ok = code[at] === OP.wordBoundary ? boundary : !boundary;
          pc++;
          break;
        }
        case OP.split:
          stack.push(CHOICE + 4 * code[at + 2]!, pos, 0);
          pc = code[at + 1]!;
          break;
        case OP.jump:
          pc = code[at + 1]!;
          break;
        case OP.save: {
          const slot = code[at + 1]!;
          stack.push(SLOT + 4 * slot, slots[slot]!, 0);
          slots[slot] = pos;
          pc++;
          break;
        }
        case OP.clear:
          for (let s = code[at + 1]!; s < code[at + 2]!; s++) {
            if (slots[s] !== -1) {
              stack.push(SLOT + 4 * s, slots[s]!, 0);
              slots[s] = -1;
            }
          }
          pc++;
          break;
        case OP.repeatInit: {
          const counter = code[at + 1]!;
          stack.push(COUNTER + 4 * counter, counts[counter]!, starts[counter]!);
          counts[counter] = 0;
          pc++;
          break;
        }
        case OP.repeatLoop: {
          const n = counts[code[at + 1]!]!;
          if (n >= code[at + 3]!) pc = code[at + 5]!;
          else if (n < code[at + 2]!) pc++;
          else if (code[at + 4] === 1) {
            stack.push(CHOICE + 4 * code[at + 5]!, pos, 0);
            pc++;
          } else {
            stack.push(CHOICE + 4 * (pc + 1), pos, 0);
            pc = code[at + 5]!;
          }
          break;
        }
        case OP.repeatEnter: {
          const counter = code[at + 1]!;
          stack.push(COUNTER + 4 * counter, counts[counter]!, starts[counter]!);
          starts[counter] = pos;
          pc++;
          break;
        }
        case OP.repeatEnd: {
          const counter = code[at + 1]!;
          const n = counts[counter]!;
          // ECMAScript: an optional iteration that matched the empty string fails.
          if (n >= code[at + 2]! && pos === starts[counter]) {
            ok = false;
            break;
          }
          stack.push(COUNTER + 4 * counter, n, starts[counter]!);
          counts[counter] = n + 1;
          pc = code[at + 3]!;
          break;
        }
        case OP.run: {
          // The mandatory part, then greedily as many more as allowed (remembering how far back
          // they may be given), or lazily none more (remembering that one more may be taken).
          const test = tests[code[at + 1]!]!;
          const min = code[at + 2]!;
          const max = code[at + 3]!;
          const greedy = code[at + 4] === 1;
          let taken = 0;
          while (taken < min) {
            if (forward ? pos >= end : pos <= 0) break;
            const cp = forward ? readForward(input, pos) : readBackward(input, pos);
            if (!test(cp)) break;
            pos += forward ? (cp > 0xffff ? 2 : 1) : cp > 0xffff ? -2 : -1;
            taken++;
            if (--left < 0) throw new Undecided();
          }
          if (taken < min) {
            ok = false;
            break;
          }
          if (greedy) {
            const floor = pos;
            while (taken < max) {
              if (forward ? pos >= end : pos <= 0) break;
              const cp = forward ? readForward(input, pos) : readBackward(input, pos);
              if (!test(cp)) break;
              pos += forward ? (cp > 0xffff ? 2 : 1) : cp > 0xffff ? -2 : -1;
              taken++;
              if (--left < 0) throw new Undecided();
            }
            if (pos !== floor) stack.push(RUN + 4 * pc, floor, pos);
          } else if (max > min) {
            stack.push(RUN + 4 * pc, pos, 0);
          }
          pc++;
          break;
        }
        case OP.look: {
          steps.left = left;
          const saved = slots.slice();
          const found = runAt(looks[code[at + 1]!]!, input, pos, slots, steps, stack);
          left = steps.left;
          if (code[at + 2] === 1) {
            // Negative: captures inside never survive.
            if (found) slots.set(saved);
            ok = !found;
          } else if (!found) {
            ok = false;
          } else {
            for (let s = 0; s < slots.length; s++) {
              if (slots[s] !== saved[s]) stack.push(SLOT + 4 * s, saved[s]!, 0);
            }
          }
          pc++;
          break;
        }
        case OP.backref: {
          const group = code[at + 1]!;
          const from = slots[2 * group]!;
          const to = slots[2 * group + 1]!;
          if (from >= 0 && to >= from) {
            const length = to - from;
            const begin = forward ? pos : pos - length;
            if (
              begin < 0 ||
              begin + length > end ||
              input.substr(begin, length) !== input.substr(from, length)
            ) {
              ok = false;
              break;
            }
            left -= length >> 3;
            pos = forward ? pos + length : pos - length;
          }
          pc++;
          break;
        }
      }
      if (ok) continue;
      // Backtrack: undo down to the latest choice point.
      for (;;) {
        if (stack.top === base) {
          return false;
        }
        if (--left < 0) throw new Undecided();
        stack.top -= 3;
        const word = stack.data[stack.top]!;
        const b = stack.data[stack.top + 1]!;
        const c = stack.data[stack.top + 2]!;
        const tag = word & 3;
        const a = word >>> 2;
        if (tag === SLOT) slots[a] = b;
        else if (tag === COUNTER) {
          counts[a] = b;
          starts[a] = c;
        } else if (tag === CHOICE) {
          pc = a;
          pos = b;
          break;
        } else {
          const runAtPc = a * WIDTH;
          if (code[runAtPc + 4] === 1) {
            // Greedy: give back one character, from c towards b.
            const cp = forward ? readBackward(input, c) : readForward(input, c);
            const back = forward ? c - (cp > 0xffff ? 2 : 1) : c + (cp > 0xffff ? 2 : 1);
            if (back !== b) stack.push(word, b, back);
            pc = a + 1;
            pos = back;
            break;
          }
          // Lazy: take one more character at b, if the count and the character allow.
          if (c >= code[runAtPc + 3]! - code[runAtPc + 2]! || (forward ? b >= end : b <= 0)) continue;
          const cp = forward ? readForward(input, b) : readBackward(input, b);
          if (!tests[code[runAtPc + 1]!]!(cp)) continue;
          const next = forward ? b + (cp > 0xffff ? 2 : 1) : b - (cp > 0xffff ? 2 : 1);
          stack.push(word, next, c + 1);
          pc = a + 1;
          pos = next;
          break;
        }
      }
    }
  } finally {
    steps.left = left;
  }
}

/**
 * Whether `program` matches `input` anywhere, or undefined when the allowance ran out first.
 * `steps.left` is decreased by the steps used either way.
 */
export function runBacktracker(program: Program, input: string, steps: StepAllowance): boolean | undefined {
  const slots = new Int32Array(program.slots).fill(-1);
  const stack = new Stack();
  try {
    for (let start = 0; start <= input.length; ) {
      if (runAt(program, input, start, slots, steps, stack)) return true;
      if (program.anchored) return false;
      start += start < input.length && readForward(input, start) > 0xffff ? 2 : 1;
    }
    return false;
  } catch (error) {
    if (error instanceof Undecided) return undefined;
    throw error;
  }
}
