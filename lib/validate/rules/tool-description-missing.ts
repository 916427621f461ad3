import { defineRule } from '../rule';

export const toolDescriptionMissing = defineRule({
  id: 'tool-description-missing',
  severity: 'info',
  basis: 'advice',
  title: 'Tools have a description',
  description:
    '`description` is optional in the schema, but without it the model sees only the name and the input schema. The description is by far the most important input for choosing the right tool and filling in its arguments.',
  target: 'tool',
  check({ target, path, report }) {
    const description = target.value.description;
    if (description === undefined) {
      report({
        path,
        message:
          'This tool has no description, so the model only sees its name and schema. Add 3–4 sentences: what it does, when to use it (and when not), and what it returns.',
      });
    } else if (typeof description === 'string' && description.trim() === '') {
      report({
        path: `${path}/description`,
        message: 'The description is blank. Say what the tool does, when to use it, and what it returns.',
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: { name: 'a', description: 'Adds two numbers.', inputSchema: { type: 'object' } },
      },
    ],
    fail: [
      { kind: 'tool', document: { name: 'a', inputSchema: { type: 'object' } }, path: '' },
      {
        kind: 'tool',
        document: { name: 'a', description: '  ', inputSchema: { type: 'object' } },
        path: '/description',
      },
    ],
  },
});
