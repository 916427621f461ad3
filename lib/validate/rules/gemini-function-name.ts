import { defineClientNameRule } from './client-tool-name';
import { GEMINI_FUNCTION_DECLARATION } from './gemini-sources';

export const GEMINI_NAME_LIMITS = {
  characters: 'a-zA-Z0-9_.:-',
  charactersInWords: 'letters, digits, "_", ".", ":" and "-"',
  maxLength: 64,
};

export const geminiFunctionName = defineClientNameRule({
  id: 'gemini-function-name',
  profile: 'gemini',
  client: 'The Gemini API',
  limits: GEMINI_NAME_LIMITS,
  severity: 'error',
  consequence: 'refuses this function declaration',
  title: 'Gemini: function names use a-z, A-Z, 0-9, _ . : - and at most 64 characters',
  description:
    "Gemini function declarations accept letters, digits, `_`, `.`, `:` and `-` in names, up to 64 characters. Dots pass here (unlike OpenAI and Claude), but the length limit is half MCP's 128. Later revisions of Google's reference give 128; 64 is what every revision accepts.",
  sources: [
    {
      ...GEMINI_FUNCTION_DECLARATION,
      quote:
        'Required. The name of the function. Must be a-z, A-Z, 0-9, or contain underscores, colons, dots, and dashes, with a maximum length of 64.',
    },
  ],
  pass: 'issues.search:v2',
  fail: 'search issues',
});
