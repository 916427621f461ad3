/** Where Google publishes the rules the gemini profile checks (copies read 2026-12). */
export const GEMINI_FUNCTION_DECLARATION = {
  title: 'Gemini API reference: FunctionDeclaration',
  url: 'https://ai.google.dev/api/caching#FunctionDeclaration',
  seen: 'stored copy read 2026-12',
} as const;

export const GEMINI_SCHEMA = {
  title: 'Gemini API reference: Schema (a select subset of an OpenAPI 3.0 schema object)',
  url: 'https://ai.google.dev/api/caching#Schema',
  seen: 'stored copy read 2026-12',
} as const;
