// The model client: turns settings (provider, model, key, base URL) into an AI SDK language model,
// loading the SDK and the provider's package only when asked (dynamic imports), so nothing of it
// is in a page's first load. Calls go straight from where this runs (the page, a Worker, the CLI)
// to the provider: no relay. The key is used in the provider's header and nowhere else.
import type { LanguageModel } from 'ai';
import type { FetchLike } from '../client/client-options';
import { createSecretScrubber, type SecretScrubber } from './secret-scrubber';

export type ProviderId = 'anthropic' | 'openai' | 'google' | 'openai-compatible';

/** Which wire API a model is reached through. */
export type ModelApi =
  | 'anthropic-messages'
  | 'openai-chat'
  | 'openai-responses'
  | 'gemini'
  | 'openai-compatible-chat';

export interface ModelSettings {
  provider: ProviderId;
  /** The provider's model id, e.g. "claude-sonnet-4-5", "gpt-5-mini", "gemini-2.5-flash", "llama3.1". */
  model: string;
  /** Required for anthropic, openai and google; optional for OpenAI-compatible servers. Kept in memory only. */
  apiKey?: string;
  /** The API base (default: the provider's public endpoint; required for openai-compatible). */
  baseUrl?: string;
  /** OpenAI only: Chat Completions (default) or the Responses API. */
  openaiApi?: 'chat' | 'responses';
  /** The fetch to use (default: the global one). */
  fetch?: FetchLike;
}

/** A language model of the AI SDK (an object: a bare model id string would go to Vercel's gateway). */
export type SdkLanguageModel = Exclude<LanguageModel, string>;

export interface ModelHandle {
  model: SdkLanguageModel;
  provider: ProviderId;
  api: ModelApi;
  modelId: string;
  baseUrl: string;
  /** Whether tool results may carry images and audio to this API (else they are described in text). */
  mediaInToolResults: boolean;
  /** Takes this handle's key out of any text or value (errors, events, exports). */
  scrubber: SecretScrubber;
}

export interface ProviderInfo {
  id: ProviderId;
  label: string;
  /** Default base URL (undefined: the user must give one). */
  defaultBaseUrl?: string;
  /** The environment variable the CLI reads the key from. */
  keyEnv: string;
  keyRequired: boolean;
}

export const PROVIDERS: Readonly<Record<ProviderId, ProviderInfo>> = {
  anthropic: {
    id: 'anthropic',
    label: 'Anthropic',
    defaultBaseUrl: 'https://api.anthropic.com/v1',
    keyEnv: 'ANTHROPIC_API_KEY',
    keyRequired: true,
  },
  openai: {
    id: 'openai',
    label: 'OpenAI',
    defaultBaseUrl: 'https://api.openai.com/v1',
    keyEnv: 'OPENAI_API_KEY',
    keyRequired: true,
  },
  google: {
    id: 'google',
    label: 'Google Gemini',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta',
    keyEnv: 'GOOGLE_GENERATIVE_AI_API_KEY',
    keyRequired: true,
  },
  'openai-compatible': {
    id: 'openai-compatible',
    label: 'OpenAI-compatible server',
    keyEnv: 'OPENAI_API_KEY',
    keyRequired: false,
  },
};

export const PROVIDER_IDS = Object.keys(PROVIDERS) as ProviderId[];

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

const isLoopbackHost = (host: string) =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(host) ||
  host === '[::1]';

/** Checks a base URL: http(s), no credentials or key in it, no key sent unencrypted off this machine. */
export function checkBaseUrl(text: string, hasKey: boolean): Result<string> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, error: `The base URL "${text}" is not a URL, e.g. http://localhost:11434/v1.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, error: `The base URL must start with http:// or https://, not ${url.protocol}//.` };
  if (url.username || url.password)
    return {
      ok: false,
      error: 'The base URL must not hold a user name or password; give the key in the key field.',
    };
  for (const name of url.searchParams.keys())
    if (/key|token|secret|auth/i.test(name))
      return {
        ok: false,
        error: `The base URL must not carry a credential ("${name}"); give the key in the key field.`,
      };
  if (url.protocol === 'http:' && hasKey && !isLoopbackHost(url.hostname))
    return {
      ok: false,
      error: `The key would travel unencrypted to ${url.host}: use https:// (plain http is only accepted for this machine).`,
    };
  return { ok: true, value: url.href.replace(/\/+$/, '') };
}

/**
 * Makes the AI SDK model for these settings. Errors are for people: which setting is wrong and
 * what to give instead. Loads `ai` and the provider's package on first use.
 */
export async function createLanguageModel(settings: ModelSettings): Promise<Result<ModelHandle>> {
  const info = PROVIDERS[settings.provider];
  if (!info)
    return {
      ok: false,
      error: `Unknown provider "${String(settings.provider)}": use ${PROVIDER_IDS.join(', ')}.`,
    };
  const modelId = settings.model.trim();
  if (modelId === '') return { ok: false, error: `Give the ${info.label} model id to use.` };
  const apiKey = settings.apiKey?.trim() || undefined;
  if (info.keyRequired && apiKey === undefined)
    return { ok: false, error: `${info.label} needs an API key (the CLI reads ${info.keyEnv}).` };
  if (
    apiKey !== undefined &&
    (/\s/.test(apiKey) || [...apiKey].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
  )
    return {
      ok: false,
      error: 'The API key contains spaces or control characters: paste it again without them.',
    };
  const baseText = settings.baseUrl?.trim() || info.defaultBaseUrl;
  if (baseText === undefined)
    return {
      ok: false,
      error: `${info.label}: give the server's base URL, e.g. http://localhost:11434/v1 for Ollama.`,
    };
  const base = checkBaseUrl(baseText, apiKey !== undefined);
  if (!base.ok) return base;
  const baseURL = base.value;
  const fetchOption = settings.fetch ? { fetch: settings.fetch as typeof globalThis.fetch } : {};
  const scrubber = createSecretScrubber([apiKey]);
  try {
    switch (settings.provider) {
      case 'anthropic': {
        const { createAnthropic } = await import('@ai-sdk/anthropic');
        const provider = createAnthropic({
          apiKey: apiKey!,
          baseURL,
          // Anthropic answers browser pages only with this opt-in; harmless outside a browser.
          headers: { 'anthropic-dangerous-direct-browser-access': 'true' },
          ...fetchOption,
        });
        return ok(provider(modelId), 'anthropic-messages', true);
      }
      case 'openai': {
        const { createOpenAI } = await import('@ai-sdk/openai');
        const provider = createOpenAI({ apiKey: apiKey!, baseURL, ...fetchOption });
        return settings.openaiApi === 'responses'
          ? ok(provider.responses(modelId), 'openai-responses', true)
          : ok(provider.chat(modelId), 'openai-chat', false);
      }
      case 'google': {
        const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
        const provider = createGoogleGenerativeAI({ apiKey: apiKey!, baseURL, ...fetchOption });
        // Images in function responses need newer Gemini models: describe them in text instead.
        return ok(provider(modelId), 'gemini', false);
      }
      case 'openai-compatible': {
        const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
        const provider = createOpenAICompatible({
          name: 'openai-compatible',
          baseURL,
          ...(apiKey !== undefined ? { apiKey } : {}),
          includeUsage: true,
          ...fetchOption,
        });
        return ok(provider.chatModel(modelId), 'openai-compatible-chat', false);
      }
    }
  } catch (error) {
    return { ok: false, error: `Could not load the ${info.label} client: ${scrubber.error(error)}` };
  }

  function ok(model: SdkLanguageModel, api: ModelApi, mediaInToolResults: boolean): Result<ModelHandle> {
    return {
      ok: true,
      value: {
        model,
        provider: settings.provider,
        api,
        modelId,
        baseUrl: baseURL,
        mediaInToolResults,
        scrubber,
      },
    };
  }
}
