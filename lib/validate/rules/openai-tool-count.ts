import { defineClientCountRule } from './client-tool-count';
import { OPENAI_API_REFERENCE } from './openai-sources';

export const openaiToolCount = defineClientCountRule({
  id: 'openai-tool-count',
  profile: 'openai-strict',
  max: 128,
  severity: 'error',
  limit:
    'The OpenAI API refuses a request with more than 128 functions, and a host sends the tools of all its servers together.',
  title: 'OpenAI: at most 128 functions per request',
  description:
    "A chat completion request takes at most 128 functions. A host puts every enabled tool of every connected server into that list, so a server with more tools than that can never be offered whole, and even a smaller one eats into the others' share.",
  sources: [
    {
      ...OPENAI_API_REFERENCE,
      quote: 'A list of tools the model may call. […] A max of 128 functions are supported.',
    },
  ],
});
