import type { PrepareToolsResult, RenderTarget } from '../prepared-tool';

/** The tokens one tool's definition costs in the model's context. */
export interface ToolTokens {
  mcpName: string;
  modelName: string;
  tokens: number;
}

/** Token cost of a tool list for one provider: per tool, sorted (most first), and the total. */
export interface TokenReport {
  target: RenderTarget;
  /** `estimate`: an offline tokenizer; `exact`: the provider's count endpoint. */
  method: 'estimate' | 'exact';
  /** The method in a few words, e.g. "o200k_base (js-tiktoken)" or "Anthropic count_tokens, claude-…". */
  methodLabel: string;
  /** What the number does and does not include, one or two sentences. */
  caveat: string;
  perTool: ToolTokens[];
  /** The whole list in one request (not always the sum: see the caveat). */
  total: number;
  /** Exact counts: tokens the provider adds once per request when tools are present, when known. */
  fixedOverhead?: number;
}

/** What an estimate over the JSON text misses, per provider. */
export const ESTIMATE_CAVEATS: Record<RenderTarget, string> = {
  anthropic:
    "An estimate: OpenAI's o200k_base tokenizer over the JSON of the tools, as a proxy (Claude's tokenizer is not published). Claude also adds a tool-use system prompt of a few hundred tokens to any request with tools.",
  openai:
    'An estimate: o200k_base (the tokenizer of GPT-4o and later) over the JSON of the tools. OpenAI rewrites function definitions into its own internal format before the model reads them, adding overhead per tool and per request, so the billed count differs.',
  'openai-responses':
    'An estimate: o200k_base (the tokenizer of GPT-4o and later) over the JSON of the tools. OpenAI rewrites function definitions into its own internal format before the model reads them, adding overhead per tool and per request, so the billed count differs.',
  'openai-strict':
    'An estimate: o200k_base (the tokenizer of GPT-4o and later) over the JSON of the strict tools. OpenAI rewrites function definitions into its own internal format before the model reads them, adding overhead per tool and per request, so the billed count differs.',
  gemini:
    "An estimate: OpenAI's o200k_base tokenizer over the JSON of the function declarations, as a proxy (Gemini's tokenizer is not available offline).",
};

/** The payload's tools one by one, in payload order (Gemini: its function declarations). */
export function payloadItems(result: Pick<PrepareToolsResult, 'payload'>): unknown[] {
  const payload = result.payload;
  if (Array.isArray(payload)) return payload;
  const declarations = (payload as { functionDeclarations?: unknown } | null)?.functionDeclarations;
  return Array.isArray(declarations) ? declarations : [];
}

/** Most tokens first; ties by model name, so the order is stable. */
export function sortToolTokens(rows: ToolTokens[]): ToolTokens[] {
  return [...rows].sort(
    (a, b) => b.tokens - a.tokens || (a.modelName < b.modelName ? -1 : a.modelName > b.modelName ? 1 : 0),
  );
}
