import type { Alternation, PatternNode } from './pattern-syntax';

/**
 * A cheap, conservative static check of how badly a pattern can backtrack on a native (backtracking)
 * engine, for the few patterns RE2 cannot run (lookahead, back-references…). It only decides
 * whether to *warn* that other clients may hang on the pattern: this validator never runs a
 * schema's pattern on the native engine, it runs them on a step-limited backtracker (see
 * analyze-pattern.ts), because a static check like this one can be bypassed.
 *
 * The model: the work to match is bounded by n^k for an input of n characters, where k counts the
 * places that can each try up to n positions one after another: an unbounded quantifier (or a
 * bounded one allowing more than 10 repetitions), a back-reference, and the start position itself
 * when the pattern is not anchored with `^`. A lookaround adds its own count to the count reached at
 * its position (it runs there each time), but does not add to what follows (it is atomic).
 * A pattern is safe when k ≤ 1, i.e. linear, and when no unbounded quantifier applies to something
 * that itself contains a quantifier, an alternation or a back-reference (the exponential case,
 * like `(a+)+`). The check can refuse harmless patterns; it must never accept a catastrophic one.
 */
export type PatternSafety = { safe: true } | { safe: false; reason: string };

const SMALL_REPEAT = 10;

interface Cost {
  /** degree reached after the node */
  end: number;
  /** highest degree reached anywhere inside it */
  worst: number;
}

class Unsafe extends Error {}

function hasNesting(node: PatternNode): boolean {
  switch (node.type) {
    case 'repeat':
    case 'backref':
      return true;
    case 'group':
    case 'look':
      return node.body.length > 1 || node.body.some((seq) => seq.some(hasNesting));
    default:
      return false;
  }
}

function costOfAlternation(alt: Alternation, start: number): Cost {
  let end = start;
  let worst = start;
  for (const seq of alt) {
    const cost = costOfSequence(seq, start);
    end = Math.max(end, cost.end);
    worst = Math.max(worst, cost.worst);
  }
  return { end, worst };
}

function costOfSequence(seq: readonly PatternNode[], start: number): Cost {
  let acc = start;
  let worst = start;
  for (const node of seq) {
    const cost = costOfNode(node, acc);
    if (node.type !== 'look') acc = cost.end;
    worst = Math.max(worst, cost.worst, acc);
  }
  return { end: acc, worst };
}

function costOfNode(node: PatternNode, start: number): Cost {
  switch (node.type) {
    case 'group':
    case 'look':
      return costOfAlternation(node.body, start);
    case 'backref':
      return { end: start + 1, worst: start + 1 };
    case 'repeat': {
      const once = costOfNode(node.body, 0);
      if (node.max > SMALL_REPEAT) {
        if (hasNesting(node.body)) {
          throw new Unsafe('a repeated part contains another quantifier, an alternation or a back-reference');
        }
        return { end: start + 1, worst: start + 1 + once.worst };
      }
      return { end: start + node.max * once.end, worst: start + node.max * once.worst };
    }
    default:
      return { end: start, worst: start };
  }
}

function anchoredAtStart(ast: Alternation): boolean {
  return ast.every((seq) => {
    const first = seq[0];
    return first?.type === 'assert' && first.kind === '^';
  });
}

/** Most ways (as a power of two) bounded repeats of alternatives may give one input. */
const MAX_AMBIGUITY = 20;

/**
 * log2 of how many ways the pattern may match one piece of input: alternatives add, a sequence
 * multiplies, and a bounded repeat raises its body's count to its maximum, so
 * `(?:(?:a|a){10}){10}` has 2^100 ways to fail on "aaa…b" although each repeat is small.
 */
function ambiguity(alt: Alternation): number {
  const node = (n: PatternNode): number => {
    switch (n.type) {
      case 'group':
      case 'look':
        return ambiguity(n.body);
      case 'repeat': {
        const body = node(n.body);
        // Unbounded repeats are the other check's business (hasNesting); this one is about the
        // small bounded repeats that it lets through.
        if (n.max === Number.POSITIVE_INFINITY) return body;
        const max = Math.min(n.max, 1000);
        // A repeat of something that can match in several lengths can also split the input in
        // several ways; count that as one more way per repetition.
        const varies = n.body.type === 'group' || n.body.type === 'look' ? 1 : 0;
        return max * (body + (n.min === n.max ? 0 : varies));
      }
      default:
        return 0;
    }
  };
  if (alt.length === 0) return 0;
  const branches = alt.map((seq) => seq.reduce((sum, n) => sum + node(n), 0));
  return Math.max(...branches) + Math.log2(alt.length);
}

/** Whether running this pattern on a backtracking engine stays linear in the input length. */
export function checkPatternSafety(ast: Alternation): PatternSafety {
  const ways = ambiguity(ast);
  if (ways > MAX_AMBIGUITY) {
    return {
      safe: false,
      reason: `its bounded repeats of alternatives or groups give up to about 2^${Math.round(Math.min(ways, 9999))} ways to match one input`,
    };
  }
  try {
    const { worst } = costOfAlternation(ast, anchoredAtStart(ast) ? 0 : 1);
    if (worst > 1) {
      return {
        safe: false,
        reason: anchoredAtStart(ast)
          ? 'several unbounded quantifiers or back-references follow one another'
          : 'it is not anchored with "^" and contains an unbounded quantifier or a back-reference',
      };
    }
    return { safe: true };
  } catch (error) {
    if (error instanceof Unsafe) return { safe: false, reason: error.message };
    throw error;
  }
}
