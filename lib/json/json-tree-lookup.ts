import type { JsonNode } from './build-json-tree';
import { encodePointer, isArrayIndexSegment } from './json-pointer';

/** Objects with more members than this get a cached name → member map for lookups. */
const LINEAR_LOOKUP_LIMIT = 16;
const memberMaps = new WeakMap<JsonNode, Map<string, JsonNode>>();

function findMember(object: JsonNode, key: string): JsonNode | undefined {
  const members = object.children!;
  if (members.length <= LINEAR_LOOKUP_LIMIT) {
    // From the end: with a repeated name the last member wins, as in JSON.parse.
    for (let i = members.length - 1; i >= 0; i--) if (members[i]!.key === key) return members[i];
    return undefined;
  }
  let map = memberMaps.get(object);
  if (map === undefined) {
    map = new Map();
    for (const member of members) map.set(member.key!, member);
    memberMaps.set(object, map);
  }
  return map.get(key);
}

/**
 * The node at decoded pointer `segments`, or undefined when there is none. A repeated property name
 * resolves to its last occurrence, matching the value `JSON.parse` keeps.
 */
export function findNodeAtPointer(
  root: JsonNode | undefined,
  segments: readonly string[],
): JsonNode | undefined {
  let node = root;
  for (const segment of segments) {
    if (node === undefined) return undefined;
    if (node.type === 'object') node = findMember(node, segment);
    else if (node.type === 'array')
      node = isArrayIndexSegment(segment) ? node.children![Number(segment)] : undefined;
    else return undefined;
  }
  return node;
}

/**
 * The pointer of the deepest node that contains `offset`. A member spans from the start of its name
 * to the end of its value, so an offset on a property name (or its colon) gives that member's pointer.
 * Spans are half-open: the offset just after a closing `}` belongs to the enclosing value. Offsets
 * outside the root value, and any offset when there is no root, give "" (the root).
 */
export function findPointerAtOffset(root: JsonNode | undefined, offset: number): string {
  const segments: (string | number)[] = [];
  let node = root;
  while (node?.children !== undefined && node.children.length > 0) {
    const children = node.children;
    // Last child whose span starts at or before offset (children are in text order).
    let low = 0;
    let high = children.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (spanStart(children[mid]!) <= offset) low = mid;
      else high = mid - 1;
    }
    const child = children[low]!;
    if (spanStart(child) > offset || offset >= child.end) break;
    segments.push(node.type === 'object' ? child.key! : low);
    node = child;
  }
  return encodePointer(segments);
}

function spanStart(node: JsonNode): number {
  return node.keyStart >= 0 ? node.keyStart : node.start;
}
