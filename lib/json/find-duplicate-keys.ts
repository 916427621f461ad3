import type { JsonNode } from './build-json-tree';
import { escapePointerSegment } from './json-pointer';

/** A repeated property name: `firstStart`/`firstEnd` is the first key token, `start`/`end` this one. */
export interface RawDuplicateKey {
  /** Pointer of the object that repeats the name. */
  pointer: string;
  key: string;
  firstStart: number;
  firstEnd: number;
  start: number;
  end: number;
}

/** Above this many members, a Map beats comparing each name with the earlier ones. */
const LINEAR_LIMIT = 12;

/** A container on the walk; the pointer is only spelled out when a repeat is found. */
interface Visit {
  node: JsonNode;
  parent: Visit | undefined;
  segment: string | number;
}

/**
 * Lists every repeated property name in the tree, in text order. A third or later repeat points back
 * to the first occurrence. Iterative, so any nesting depth works.
 */
export function findDuplicateKeys(root: JsonNode | undefined): RawDuplicateKey[] {
  const duplicates: RawDuplicateKey[] = [];
  if (root?.children === undefined) return duplicates;
  const pending: Visit[] = [{ node: root, parent: undefined, segment: '' }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const children = visit.node.children!;
    const isObject = visit.node.type === 'object';
    if (isObject && children.length > 1) collect(children, visit, duplicates);
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.children !== undefined && child.children.length > 0) {
        pending.push({ node: child, parent: visit, segment: isObject ? child.key! : i });
      }
    }
  }
  // Objects are visited in no particular order; sort the repeats back into text order.
  return duplicates.sort((a, b) => a.start - b.start);
}

function collect(members: JsonNode[], visit: Visit, out: RawDuplicateKey[]): void {
  if (members.length <= LINEAR_LIMIT) {
    for (let i = 1; i < members.length; i++) {
      const key = members[i]!.key;
      for (let j = 0; j < i; j++) {
        if (members[j]!.key === key) {
          out.push(duplicate(members[j]!, members[i]!, visit));
          break;
        }
      }
    }
    return;
  }
  const firsts = new Map<string, JsonNode>();
  for (const member of members) {
    const first = firsts.get(member.key!);
    if (first === undefined) firsts.set(member.key!, member);
    else out.push(duplicate(first, member, visit));
  }
}

function duplicate(first: JsonNode, member: JsonNode, visit: Visit): RawDuplicateKey {
  return {
    pointer: pointerOf(visit),
    key: member.key!,
    firstStart: first.keyStart,
    firstEnd: first.keyEnd,
    start: member.keyStart,
    end: member.keyEnd,
  };
}

function pointerOf(visit: Visit): string {
  const segments: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) {
    segments.push(`/${escapePointerSegment(at.segment)}`);
  }
  return segments.reverse().join('');
}
