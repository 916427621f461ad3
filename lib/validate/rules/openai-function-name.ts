import { defineClientNameRule } from './client-tool-name';
import { OPENAI_API_REFERENCE } from './openai-sources';

export const OPENAI_NAME_LIMITS = {
  characters: 'a-zA-Z0-9_-',
  charactersInWords: 'letters, digits, "_" and "-"',
  maxLength: 64,
};

export const openaiFunctionName = defineClientNameRule({
  id: 'openai-function-name',
  profile: 'openai-strict',
  client: 'OpenAI function calling',
  limits: OPENAI_NAME_LIMITS,
  severity: 'error',
  consequence: 'refuses this function name',
  title: 'OpenAI: function names match ^[a-zA-Z0-9_-]{1,64}$',
  description:
    'OpenAI function names allow letters, digits, `_` and `-`, up to 64 characters: no dots, and half the length MCP allows. A host that offers MCP tools to an OpenAI model must rename tools outside that set and map the calls back.',
  sources: [
    {
      ...OPENAI_API_REFERENCE,
      quote:
        'The name of the function to be called. Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.',
    },
  ],
  pass: 'search_issues-v2',
  fail: 'issues.search',
});
