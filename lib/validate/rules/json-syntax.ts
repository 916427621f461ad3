import { defineRule } from '../rule';

export const jsonSyntax = defineRule({
  id: 'json-syntax',
  severity: 'error',
  basis: 'spec-must',
  title: 'The document is valid JSON',
  description:
    'MCP messages are JSON (RFC 8259): no comments, no trailing commas, double-quoted keys and strings. The position of the first problem is shown; the other checks run once the text parses.',
  target: 'document',
  // Reported while parsing the text (see validateText), before any value exists to check.
  cases: {
    pass: [{ kind: 'tool', text: '{"name": "a", "inputSchema": {"type": "object"}}' }],
    fail: [
      { kind: 'tool', text: '{"name": "a", "inputSchema": {"type": "object"},}' },
      { kind: 'tool', text: '{"name": "a" // a comment\n}' },
    ],
  },
});
