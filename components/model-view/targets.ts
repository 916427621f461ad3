import type { RenderTarget } from '@/lib/model/prepared-tool';

/** The provider tabs, in order, with what each shows. */
export const TARGET_TABS: readonly { value: RenderTarget; label: string; api: string }[] = [
  {
    value: 'anthropic',
    label: 'Anthropic',
    api: 'Messages API: tools[] with name, description, input_schema',
  },
  {
    value: 'openai',
    label: 'OpenAI Chat',
    api: 'Chat Completions: tools[] of {type: "function", function: {…}}',
  },
  {
    value: 'openai-responses',
    label: 'OpenAI Responses',
    api: 'Responses API: tools[] of {type: "function", name, …, strict: false} (the API defaults to strict)',
  },
  {
    value: 'openai-strict',
    label: 'OpenAI strict',
    api: 'strict: true, as Structured Outputs rewrites the schema',
  },
  {
    value: 'gemini',
    label: 'Gemini',
    api: 'Gemini API: tools[].functionDeclarations, converted as the AI SDK does',
  },
];

export const KEY_LABELS: Record<'anthropic' | 'openai' | 'gemini', string> = {
  anthropic: 'Anthropic API key',
  openai: 'OpenAI API key',
  gemini: 'Gemini API key',
};
