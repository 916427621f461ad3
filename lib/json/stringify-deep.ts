/**
 * JSON.stringify for values of any depth: the native one recurses and throws a RangeError on a
 * value nested some thousands of levels deep, which a hostile server can send in a 100 kB body.
 * This one keeps its own stack. Same output as JSON.stringify(value) for plain JSON values
 * (`undefined` members and functions are dropped, non-finite numbers become null, key order kept);
 * `maxChars` stops early and marks the cut, for previews.
 */
export function stringifyDeep(value: unknown, maxChars = Number.POSITIVE_INFINITY): string {
  try {
    const native = JSON.stringify(value);
    if (native === undefined) return 'undefined';
    return native.length > maxChars ? cut(native, maxChars) : native;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  let out = '';
  // Values to write, and literal pieces (brackets, commas, member names) between them.
  const stack: unknown[] = [value];
  const literal: boolean[] = [false];
  while (stack.length > 0) {
    if (out.length > maxChars) return cut(out, maxChars);
    const node = stack.pop();
    if (literal.pop()) {
      out += node as string;
      continue;
    }
    if (node === null || typeof node !== 'object') {
      out += typeof node === 'number' && !Number.isFinite(node) ? 'null' : (JSON.stringify(node) ?? 'null');
      continue;
    }
    if (Array.isArray(node)) {
      stack.push(']');
      literal.push(true);
      for (let i = node.length - 1; i >= 0; i--) {
        const item = node[i];
        stack.push(item === undefined || typeof item === 'function' ? null : item);
        literal.push(false);
        if (i > 0) {
          stack.push(',');
          literal.push(true);
        }
      }
      out += '[';
      continue;
    }
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record).filter(
      (k) => record[k] !== undefined && typeof record[k] !== 'function',
    );
    stack.push('}');
    literal.push(true);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      stack.push(record[key]);
      literal.push(false);
      stack.push(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`);
      literal.push(true);
    }
    out += '{';
  }
  return out.length > maxChars ? cut(out, maxChars) : out;
}

function cut(text: string, maxChars: number): string {
  return `${text.slice(0, maxChars)}… (cut: more than ${maxChars.toLocaleString('en-US')} characters)`;
}
