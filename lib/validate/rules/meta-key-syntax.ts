import { joinPointer } from '../../json/json-pointer';
import { parseMetaKey } from '../../spec/index';
import { defineRule } from '../rule';

export const metaKeySyntax = defineRule({
  id: 'meta-key-syntax',
  severity: 'error',
  basis: 'spec-must',
  title: '_meta keys follow the key syntax',
  description:
    'A `_meta` key is an optional prefix — dot-separated labels that start with a letter and end with a letter or digit, then `/` — followed by a name that starts and ends with a letter or digit, with `-`, `_` and `.` allowed inside (`com.example/trace-id`). Reverse-DNS prefixes are recommended.',
  target: 'meta',
  check({ target, path, report }) {
    for (const key of Object.keys(target.value)) {
      const parsed = parseMetaKey(key);
      if (parsed.valid) continue;
      report({
        path: joinPointer(path, key),
        part: 'key',
        message: `The _meta key ${JSON.stringify(key)} is malformed${parsed.problem ? `: ${parsed.problem.replace(/\.$/, '')}` : ''}. Use a form like "com.example/my-key".`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          _meta: { 'com.example/trace-id': 'x', ui: {} },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: { name: 'a', inputSchema: { type: 'object' }, _meta: { 'example.com/-bad': 1 } },
        path: '/_meta/example.com~1-bad',
      },
    ],
  },
});
