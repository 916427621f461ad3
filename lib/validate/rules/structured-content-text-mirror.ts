import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';

/** JSON equality of two parsed values (object key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao);
  return (
    keys.length === Object.keys(bo).length &&
    keys.every((k) => Object.hasOwn(bo, k) && jsonEqual(ao[k], bo[k]))
  );
}

export const structuredContentTextMirror = defineRule({
  id: 'structured-content-text-mirror',
  severity: 'warning',
  basis: 'spec-should',
  title: 'structuredContent is also serialized in a text block',
  description:
    'Clients older than structured output only read `content`. For backward compatibility a tool that returns `structuredContent` should also return the same JSON as text in a `text` block. The check parses each text block and compares values, so formatting and key order do not matter.',
  target: 'call-result',
  check({ target, path, report }) {
    const result = target.value;
    if (!('structuredContent' in result) || result.isError === true) return;
    const content = Array.isArray(result.content) ? result.content : [];
    const mirrored = content.some((block) => {
      if (typeof block !== 'object' || block === null) return false;
      const b = block as Record<string, unknown>;
      if (b.type !== 'text' || typeof b.text !== 'string') return false;
      try {
        return jsonEqual(JSON.parse(b.text), result.structuredContent);
      } catch {
        return false;
      }
    });
    if (mirrored) return;
    report({
      path: joinPointer(path, 'structuredContent'),
      part: 'key',
      message:
        'No text block holds this structuredContent as JSON. Add {"type": "text", "text": JSON.stringify(structuredContent)} to content so clients without structured output still get the data.',
    });
  },
  cases: {
    pass: [
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [{ type: 'text', text: '{ "b": [1, 2], "a": null }' }],
          structuredContent: { a: null, b: [1, 2] },
        },
      },
    ],
    fail: [
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [{ type: 'text', text: 'Two results.' }],
          structuredContent: { a: 1 },
        },
        path: '/structuredContent',
      },
    ],
  },
});
