/** Where OpenAI publishes the rules the openai-strict profile checks (copies read 2026-12). */
export const OPENAI_API_REFERENCE = {
  title: 'OpenAI API reference: chat completions, tools[].function (FunctionObject in openai/openai-openapi)',
  url: 'https://platform.openai.com/docs/api-reference/chat/create#chat-create-tools',
  seen: 'stored copy read 2026-12',
} as const;

export const OPENAI_STRUCTURED_OUTPUTS = {
  title: 'OpenAI docs: Structured Outputs, supported schemas (applies to function calling with strict: true)',
  url: 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas',
  seen: 'stored copy read 2026-12',
} as const;

export const OPENAI_STRICT_MODE = {
  title: 'OpenAI docs: function calling, strict mode',
  url: 'https://platform.openai.com/docs/guides/function-calling#strict-mode',
  seen: 'stored copy read 2026-12',
} as const;
