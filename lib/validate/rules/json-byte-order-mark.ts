import { defineRule } from '../rule';

export const jsonByteOrderMark = defineRule({
  id: 'json-byte-order-mark',
  severity: 'warning',
  basis: 'advice',
  title: 'The text does not start with a byte order mark',
  description:
    'RFC 8259 forbids adding a byte order mark (U+FEFF) to JSON sent over a network, and lets a parser ignore one rather than fail. This validator ignores it and checks the rest of the document, but `JSON.parse` and many other parsers refuse the text outright. Save the file as UTF-8 without a BOM.',
  target: 'document',
  // Reported while reading the text (see validateText): a parsed value has no byte order mark.
  cases: {
    pass: [{ kind: 'tool', text: '{"name": "a", "inputSchema": {"type": "object"}}' }],
    fail: [{ kind: 'tool', text: '\uFEFF{"name": "a", "inputSchema": {"type": "object"}}', path: '' }],
  },
});
