import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { SINCE_2025_11_25 } from '../spec-version';

export const toolNameLength = defineRule({
  id: 'tool-name-length',
  severity: 'warning',
  basis: 'spec-should',
  versions: SINCE_2025_11_25,
  title: 'Tool names are 1 to 128 characters long',
  description:
    'The spec recommends names between 1 and 128 characters. An empty name cannot be called meaningfully, and long names are cut or refused by hosts and model APIs.',
  target: 'tool',
  check({ target, path, report }) {
    const name = target.value.name;
    if (typeof name !== 'string') return;
    const length = [...name].length;
    if (length === 0) {
      report({
        path: joinPointer(path, 'name'),
        message: 'The tool name is empty. Give it a short, unique name such as "search_issues".',
      });
    } else if (length > 128) {
      report({
        path: joinPointer(path, 'name'),
        message: `The tool name is ${length} characters long; keep it to 128 or fewer.`,
      });
    }
  },
  cases: {
    pass: [{ kind: 'tool', document: { name: 'a'.repeat(128), inputSchema: { type: 'object' } } }],
    fail: [
      { kind: 'tool', document: { name: '', inputSchema: { type: 'object' } }, path: '/name' },
      { kind: 'tool', document: { name: 'a'.repeat(129), inputSchema: { type: 'object' } }, path: '/name' },
    ],
  },
});
