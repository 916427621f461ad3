import type { JsonNode } from './build-json-tree';
import { decodeName, isNumberChar, stringEnd } from './json-scan';

/** The top of a JSON text's tree, see buildJsonOutline. */
export interface JsonOutline {
  /**
   * Nodes (offsets as in JsonNode) of every value at most `depth` levels below the root; a
   * container at that depth has `children: []` whatever it holds. Undefined for text without a value.
   */
  root: JsonNode | undefined;
  /** How many property names the whole text writes (repeats included), at any depth. */
  propertyNames: number;
}

/**
 * One pass over text that `JSON.parse` accepted: the offsets of its upper levels, and a count of
 * every property name. It jumps from string to string (`indexOf`) and allocates only the nodes of
 * the upper levels, so a 1 MB document costs about a fifth of `JSON.parse`. Callers use the
 * offsets to take a value's own source text (a cache key that needs no JSON.stringify) and the
 * count to detect repeated names (see hasDuplicateKeys).
 *
 * Precondition: `JSON.parse(text)` succeeded. On other text the result is unspecified (but it does
 * not throw and terminates).
 */
export function buildJsonOutline(text: string, depth: number): JsonOutline {
  const length = text.length;
  // Open containers within the outline; `level` counts every open container.
  const stack: JsonNode[] = [];
  const inObjectAt: boolean[] = [];
  let level = 0;
  let root: JsonNode | undefined;
  let propertyNames = 0;
  let expectKey = false;
  let key: string | undefined;
  let keyStart = -1;
  let keyEnd = -1;

  const add = (
    type: JsonNode['type'],
    start: number,
    end: number,
    container: boolean,
  ): JsonNode | undefined => {
    // `level` is the depth of the value being added (the root is at 0).
    if (level > depth) return undefined;
    const node: JsonNode = { type, start, end, keyStart, keyEnd, key, children: container ? [] : undefined };
    if (stack.length === 0) root ??= node;
    else stack[stack.length - 1]!.children!.push(node);
    return node;
  };

  let i = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    switch (code) {
      case 32:
      case 10:
      case 13:
      case 9:
      case 58: // ':'
        i++;
        continue;
      case 44: // ','
        expectKey = level > 0 && inObjectAt[level - 1] === true;
        i++;
        continue;
      case 123: // '{'
      case 91: {
        // '['
        const node = add(code === 123 ? 'object' : 'array', i, -1, true);
        if (node !== undefined && level < depth) stack.push(node);
        inObjectAt[level] = code === 123;
        level++;
        expectKey = code === 123;
        i++;
        break;
      }
      case 125: // '}'
      case 93: {
        // ']'
        level--;
        if (level <= depth) {
          // The container closing now is either an outline node still open or one at the depth limit.
          const top = stack[stack.length - 1];
          if (level < depth && top !== undefined) {
            top.end = i + 1;
            stack.pop();
          } else {
            const parent = stack[stack.length - 1];
            const last = parent?.children?.[parent.children.length - 1] ?? root;
            if (last !== undefined && last.end === -1) last.end = i + 1;
          }
        }
        expectKey = false;
        i++;
        break;
      }
      case 34: {
        // '"'
        const end = stringEnd(text, i);
        if (expectKey) {
          propertyNames++;
          if (level <= depth) {
            key = decodeName(text, i, end);
            keyStart = i;
            keyEnd = end;
          }
          expectKey = false;
          i = end;
          continue;
        }
        add('string', i, end, false);
        i = end;
        break;
      }
      case 116: // 't'
        add('boolean', i, i + 4, false);
        i += 4;
        break;
      case 102: // 'f'
        add('boolean', i, i + 5, false);
        i += 5;
        break;
      case 110: // 'n'
        add('null', i, i + 4, false);
        i += 4;
        break;
      default: {
        let end = i + 1;
        while (end < length && isNumberChar(text.charCodeAt(end))) end++;
        add('number', i, end, false);
        i = end;
      }
    }
    // A value was added or closed: the pending property name is used up.
    key = undefined;
    keyStart = -1;
    keyEnd = -1;
  }
  return { root, propertyNames };
}
