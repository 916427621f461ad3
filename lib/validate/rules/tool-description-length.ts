import { joinPointer } from '../../json/json-pointer';
import { plural } from '../../text/plural';
import { defineRule } from '../rule';

const MIN_CHARS = 60;
const MAX_CHARS = 4000;

export const toolDescriptionLength = defineRule({
  id: 'tool-description-length',
  severity: 'info',
  basis: 'advice',
  title: 'Tool descriptions are detailed but not bloated',
  description: `A one-line description rarely tells the model enough to pick the tool and fill its arguments; model providers advise three to four sentences or more. Very long descriptions (over ${MAX_CHARS} characters) are sent with every request and crowd the model's context.`,
  target: 'tool',
  check({ target, path, report }) {
    const description = target.value.description;
    if (typeof description !== 'string' || description.trim() === '') return;
    const text = description.trim();
    if (text.length < MIN_CHARS) {
      report({
        path: joinPointer(path, 'description'),
        message: `The description is only ${plural(text.length, 'character')}. Add what the tool does, when to use it and when not, what each parameter means, and what it returns.`,
      });
    } else if (text.length > MAX_CHARS) {
      report({
        path: joinPointer(path, 'description'),
        message: `The description is ${text.length} characters long and is sent to the model on every request. Keep the essentials and move the rest into parameter descriptions.`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'search_issues',
          description:
            'Searches the issue tracker by keyword and returns matching issues, newest first. Use it when the user asks about existing bugs.',
          inputSchema: { type: 'object' },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: { name: 'a', description: 'Search.', inputSchema: { type: 'object' } },
        path: '/description',
      },
    ],
  },
});
