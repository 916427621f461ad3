/**
 * One pass over a JSON value producing (a) a canonical text, the same for any two equal values
 * whatever their key order, used as a cache key, and (b) a private deep copy that keeps the key
 * order, so later changes to the caller's object cannot change a compiled validator.
 * Returns undefined for anything that is not plain, acyclic JSON within `maxNesting` levels.
 */
export function canonicalJson(
  value: unknown,
  maxNesting: number,
): { key: string; copy: unknown } | undefined {
  const ancestors = new Set<object>();
  let failed = false;
  let copy: unknown;

  // Returns the canonical text and leaves the node's copy in `copy` (avoids allocating tuples).
  const visit = (node: unknown, level: number): string => {
    if (node === null || typeof node === 'boolean') {
      copy = node;
      return node === null ? 'null' : node ? 'true' : 'false';
    }
    if (typeof node === 'string') {
      copy = node;
      return JSON.stringify(node);
    }
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) failed = true;
      copy = node;
      return String(node === 0 ? 0 : node);
    }
    if (typeof node !== 'object' || level > maxNesting || ancestors.has(node)) {
      failed = true;
      return '';
    }
    ancestors.add(node);
    let text: string;
    if (Array.isArray(node)) {
      const items: unknown[] = new Array(node.length);
      text = '[';
      for (let i = 0; i < node.length; i++) {
        if (!(i in node)) failed = true;
        if (i > 0) text += ',';
        text += visit(node[i], level + 1);
        items[i] = copy;
        if (failed) break;
      }
      text += ']';
      copy = items;
    } else {
      const proto = Object.getPrototypeOf(node);
      if (proto !== Object.prototype && proto !== null) failed = true;
      const record = node as Record<string, unknown>;
      const keys = Object.keys(record);
      const out: Record<string, unknown> = {};
      const texts: Record<string, string> = Object.create(null);
      for (const key of keys) {
        texts[key] = visit(record[key], level + 1);
        if (key === '__proto__') {
          // defineProperty, so a "__proto__" key stays an ordinary property of the copy.
          Object.defineProperty(out, key, {
            value: copy,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        } else {
          out[key] = copy;
        }
        if (failed) break;
      }
      text = '{';
      const sorted = keys.length > 1 ? [...keys].sort() : keys;
      for (let i = 0; i < sorted.length; i++) {
        const key = sorted[i]!;
        if (i > 0) text += ',';
        text += `${JSON.stringify(key)}:${texts[key]}`;
      }
      text += '}';
      copy = out;
    }
    ancestors.delete(node);
    return text;
  };

  const key = visit(value, 1);
  return failed ? undefined : { key, copy };
}
