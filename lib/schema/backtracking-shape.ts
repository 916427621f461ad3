import type { Alternation, PatternNode } from './pattern-syntax';

const UNBOUNDED = 10;
const isUnbounded = (node: PatternNode): node is Extract<PatternNode, { type: 'repeat' }> =>
  node.type === 'repeat' && node.max > UNBOUNDED;

/** Can the node match the empty string (so it does not separate what surrounds it)? */
function optional(node: PatternNode): boolean {
  if (node.type === 'repeat') return node.min === 0 || optional(node.body);
  if (node.type === 'group') return node.body.some((seq) => seq.every(optional));
  return node.type === 'assert' || node.type === 'look';
}

/** Does one alternative of `body` reduce to a single unbounded repeat, everything else optional? */
function reducesToUnboundedRepeat(body: PatternNode): boolean {
  const inner = body.type === 'group' ? body.body : [[body]];
  return inner.some((seq) => {
    const required = seq.filter((n) => !optional(n));
    const repeats = seq.filter((n) => isUnbounded(n) || (n.type === 'group' && reducesToUnboundedRepeat(n)));
    return repeats.length > 0 && required.every((n) => repeats.includes(n));
  });
}

/**
 * True for the classic exponential shape — an unbounded repeat of something that is itself just an
 * unbounded repeat, like `(a+)+`, `(\w+\s?)*` or `((ab)*)+`. Patterns run in linear time here, but
 * clients with a backtracking engine (most JavaScript, Python and Java validators) can hang on them.
 * Deliberately narrow: it flags the shape, not every pattern that could be slow.
 */
export function hasExponentialShape(alt: Alternation): boolean {
  const visit = (node: PatternNode): boolean => {
    if (isUnbounded(node) && reducesToUnboundedRepeat(node.body)) return true;
    if (node.type === 'repeat') return visit(node.body);
    if (node.type === 'group' || node.type === 'look') return node.body.some((seq) => seq.some(visit));
    return false;
  };
  return alt.some((seq) => seq.some(visit));
}
