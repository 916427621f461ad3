import type { Alternation, PatternNode } from './pattern-syntax';

/**
 * A cheap, conservative static check of how badly a pattern can backtrack on a native (backtracking)
 * engine. It is used only for the few patterns RE2 cannot run (lookahead, back-references…).
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

/** Whether running this pattern on a backtracking engine stays linear in the input length. */
export function checkPatternSafety(ast: Alternation): PatternSafety {
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
