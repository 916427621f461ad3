/**
 * JSON text with object keys sorted at every level, so two equal values give the same text
 * whatever their key order. Cycles and non-JSON values are not expected (inputs come from
 * `JSON.parse`); a cycle is written as `"[cycle]"` rather than looping.
 */
export function stableJson(value: unknown): string {
  const seen = new Set<object>();
  const visit = (node: unknown): string => {
    if (node === null || typeof node !== 'object') return JSON.stringify(node) ?? 'null';
    if (seen.has(node)) return '"[cycle]"';
    seen.add(node);
    let text: string;
    if (Array.isArray(node)) text = `[${node.map(visit).join(',')}]`;
    else {
      const record = node as Record<string, unknown>;
      text = `{${Object.keys(record)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${visit(record[key])}`)
        .join(',')}}`;
    }
    seen.delete(node);
    return text;
  };
  return visit(value);
}
