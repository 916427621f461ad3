import { defineRule } from '../rule';

export const jsonDuplicateKey = defineRule({
  id: 'json-duplicate-key',
  severity: 'warning',
  basis: 'spec-should',
  title: 'Object keys are unique',
  description:
    'RFC 8259 says the names in an object should be unique: with duplicates, parsers disagree on which value counts (most keep the last one, some the first, some refuse), so a client and a server can read different documents.',
  target: 'document',
  // Reported while parsing the text (see validateText): a parsed value has already lost the duplicate.
  cases: {
    pass: [{ kind: 'tool', text: '{"name": "a", "inputSchema": {"type": "object"}}' }],
    fail: [
      { kind: 'tool', text: '{"name": "a", "name": "b", "inputSchema": {"type": "object"}}', path: '/name' },
    ],
  },
});
