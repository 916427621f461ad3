import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { GEMINI_FUNCTION_DECLARATION } from './gemini-sources';

export const geminiDescriptionRequired = defineRule({
  id: 'gemini-description-required',
  severity: 'error',
  basis: 'client-compat',
  title: 'Gemini: every function declaration has a description',
  description:
    "MCP makes `description` optional; Gemini's FunctionDeclaration marks it required. A host must invent one (or refuse the tool) before offering it to a Gemini model, and the model then chooses the tool from a made-up sentence. Write the description yourself.",
  target: 'tool',
  profiles: ['gemini'],
  sources: [{ ...GEMINI_FUNCTION_DECLARATION, quote: 'Required. A brief description of the function.' }],
  check({ target, path, report }) {
    const description = target.value.description;
    if (typeof description === 'string' && description.trim() !== '') return;
    report({
      path: description === undefined ? path : joinPointer(path, 'description'),
      part: description === undefined ? 'anchor' : 'value',
      message:
        'Gemini function declarations require a description, and this tool has none. Say what the tool does, when to use it and what it returns.',
    });
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        profile: 'gemini',
        document: {
          name: 'get_weather',
          description: 'Current weather for a city.',
          inputSchema: { type: 'object' },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        profile: 'gemini',
        document: { name: 'get_weather', inputSchema: { type: 'object' } },
        path: '',
      },
    ],
  },
});
