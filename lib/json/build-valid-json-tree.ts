import type { JsonNode } from './build-json-tree';
import { decodeName, isNumberChar, stringEnd } from './json-scan';

/**
 * Builds the same tree of offsets as `buildJsonTree`, but only for text that `JSON.parse` has already
 * accepted, and about three times faster: with no errors to look for, it jumps from token to token
 * (`indexOf` for strings) and decodes only property names. Iterative, so any nesting depth works.
 *
 * Precondition: `JSON.parse(text)` succeeded. On other text the result is unspecified (but it does
 * not throw and terminates).
 */
export function buildValidJsonTree(text: string): JsonNode | undefined {
  const length = text.length;
  const stack: JsonNode[] = [];
  let root: JsonNode | undefined;
  let inObject = false;
  let expectKey = false;
  let key: string | undefined;
  let keyStart = -1;
  let keyEnd = -1;

  function add(
    type: JsonNode['type'],
    start: number,
    end: number,
    children: JsonNode[] | undefined,
  ): JsonNode {
    const node: JsonNode = { type, start, end, keyStart, keyEnd, key, children };
    if (stack.length === 0) root ??= node;
    else stack[stack.length - 1]!.children!.push(node);
    key = undefined;
    keyStart = -1;
    keyEnd = -1;
    return node;
  }

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
        break;
      case 44: // ','
        expectKey = inObject;
        i++;
        break;
      case 123: // '{'
      case 91: {
        // '['
        stack.push(add(code === 123 ? 'object' : 'array', i, -1, []));
        inObject = expectKey = code === 123;
        i++;
        break;
      }
      case 125: // '}'
      case 93: {
        // ']'
        const closed = stack.pop();
        if (closed !== undefined) closed.end = i + 1;
        inObject = stack.length > 0 && stack[stack.length - 1]!.type === 'object';
        expectKey = false;
        i++;
        break;
      }
      case 34: {
        // '"'
        const end = stringEnd(text, i);
        if (expectKey) {
          key = decodeName(text, i, end);
          keyStart = i;
          keyEnd = end;
          expectKey = false;
        } else {
          add('string', i, end, undefined);
        }
        i = end;
        break;
      }
      case 116: // 't'
        add('boolean', i, i + 4, undefined);
        i += 4;
        break;
      case 102: // 'f'
        add('boolean', i, i + 5, undefined);
        i += 5;
        break;
      case 110: // 'n'
        add('null', i, i + 4, undefined);
        i += 4;
        break;
      default: {
        let end = i + 1;
        while (end < length && isNumberChar(text.charCodeAt(end))) end++;
        add('number', i, end, undefined);
        i = end;
      }
    }
  }
  return root;
}
