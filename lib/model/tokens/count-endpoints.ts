import { isObject } from '../../json/is-object';
import type { RenderTarget } from '../prepared-tool';

/** The providers with a token-count endpoint. */
export type CountProvider = 'anthropic' | 'openai' | 'gemini';

export const COUNT_PROVIDER_LABELS: Record<CountProvider, string> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  gemini: 'Gemini',
};

/** A model to count with when the user names none (any current model of the provider works). */
export const DEFAULT_COUNT_MODELS: Record<CountProvider, string> = {
  anthropic: 'claude-sonnet-4-5',
  openai: 'gpt-4o',
  gemini: 'gemini-2.5-flash',
};

export const DEFAULT_BASE_URLS: Record<CountProvider, string> = {
  anthropic: 'https://api.anthropic.com',
  openai: 'https://api.openai.com',
  gemini: 'https://generativelanguage.googleapis.com',
};

export function countProviderOf(target: RenderTarget): CountProvider {
  return target === 'anthropic' ? 'anthropic' : target === 'gemini' ? 'gemini' : 'openai';
}

/** The one-word user message every count request carries (the baseline subtracts it). */
const PROBE = 'Hi';

export interface CountRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The request that counts a prompt with these tools (none: the baseline), as each provider
 * documents it: Anthropic `POST /v1/messages/count_tokens`, OpenAI `POST /v1/responses/input_tokens`
 * (Responses-shaped function tools), Gemini `POST /v1beta/models/{model}:countTokens` with a
 * `generateContentRequest`. The key goes in a header, never in the URL. `items` are the payload's
 * tools (for Gemini its function declarations).
 */
export function countRequest(
  provider: CountProvider,
  options: { apiKey: string; model: string; baseUrl?: string },
  items: readonly unknown[] | undefined,
): CountRequest {
  const base = (options.baseUrl ?? DEFAULT_BASE_URLS[provider]).replace(/\/+$/, '');
  const json = { 'content-type': 'application/json' };
  switch (provider) {
    case 'anthropic':
      return {
        url: `${base}/v1/messages/count_tokens`,
        headers: {
          ...json,
          'x-api-key': options.apiKey,
          'anthropic-version': '2023-06-01',
          // Required for a call straight from a web page; harmless from the CLI.
          'anthropic-dangerous-direct-browser-access': 'true',
        },
        body: JSON.stringify({
          model: options.model,
          messages: [{ role: 'user', content: PROBE }],
          ...(items ? { tools: items } : {}),
        }),
      };
    case 'openai':
      return {
        url: `${base}/v1/responses/input_tokens`,
        headers: { ...json, authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          input: PROBE,
          ...(items ? { tools: items.map(asResponsesTool) } : {}),
        }),
      };
    case 'gemini': {
      const model = options.model.replace(/^models\//, '');
      return {
        url: `${base}/v1beta/models/${encodeURIComponent(model)}:countTokens`,
        headers: { ...json, 'x-goog-api-key': options.apiKey },
        body: JSON.stringify({
          generateContentRequest: {
            model: `models/${model}`,
            contents: [{ role: 'user', parts: [{ text: PROBE }] }],
            ...(items ? { tools: [{ functionDeclarations: items }] } : {}),
          },
        }),
      };
    }
  }
}

/** A Chat Completions function tool in the Responses shape the count endpoint takes. */
function asResponsesTool(item: unknown): unknown {
  if (!isObject(item) || !isObject(item.function)) return item;
  const fn = item.function;
  return {
    type: 'function',
    name: fn.name,
    ...(fn.description !== undefined ? { description: fn.description } : {}),
    parameters: fn.parameters,
    strict: fn.strict === true,
  };
}

/** The count in a provider's reply, or undefined when the reply has none. */
export function readCount(provider: CountProvider, body: unknown): number | undefined {
  if (!isObject(body)) return undefined;
  const value = provider === 'gemini' ? body.totalTokens : body.input_tokens;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The provider's own error message in an error reply (all three nest it under `error.message`). */
export function readErrorMessage(body: unknown): string | undefined {
  if (!isObject(body) || !isObject(body.error)) return undefined;
  return typeof body.error.message === 'string' ? body.error.message : undefined;
}
