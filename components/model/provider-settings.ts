/**
 * The model settings form as data: which provider, which model, where (a base URL, required for an
 * OpenAI-compatible server), and the key. `checkModelDraft` turns what the person typed into
 * settings the model core accepts, or says what to fix, field by field.
 *
 * The key is part of the draft only while the tab lives: nothing here writes it anywhere.
 */

import {
  checkBaseUrl,
  PROVIDERS as MODEL_PROVIDERS,
  type ProviderInfo as ModelProviderInfo,
  type ModelSettings,
  PROVIDER_IDS,
  type ProviderId,
} from '@/lib/model/provider';

export type ProviderChoice = ProviderId;
export type OpenAiApi = NonNullable<ModelSettings['openaiApi']>;

export interface ModelDraft {
  provider: ProviderChoice;
  model: string;
  /** Empty: the provider's own endpoint (an OpenAI-compatible server has none and needs one). */
  baseUrl: string;
  /** OpenAI only: Chat Completions or the Responses API. */
  openaiApi: OpenAiApi;
  /** OpenAI and OpenAI-compatible: strict function calling (schemas rewritten as strict mode needs). */
  strict: boolean;
  apiKey: string;
}

/** lib/model's facts about a provider (label, default endpoint, key needed) and the form's words. */
export interface ProviderInfo extends ModelProviderInfo {
  /** An example model id, shown as the field's placeholder (never filled in for the person). */
  exampleModel: string;
  keyLabel: string;
  /** Where a person gets a key, in words. */
  keyHint: string;
}

const FORM_WORDS: Record<ProviderChoice, Pick<ProviderInfo, 'exampleModel' | 'keyLabel' | 'keyHint'>> = {
  anthropic: {
    exampleModel: 'claude-sonnet-4-5',
    keyLabel: 'Anthropic API key',
    keyHint: 'From the Claude Console; sent as the x-api-key header.',
  },
  openai: {
    exampleModel: 'gpt-4.1-mini',
    keyLabel: 'OpenAI API key',
    keyHint: 'From the OpenAI platform; sent as a Bearer token.',
  },
  google: {
    exampleModel: 'gemini-2.5-flash',
    keyLabel: 'Gemini API key',
    keyHint: 'From Google AI Studio; sent as the x-goog-api-key header.',
  },
  'openai-compatible': {
    exampleModel: 'llama3.2',
    keyLabel: 'API key (if the server wants one)',
    keyHint: 'Local servers usually take none; sent as a Bearer token when given.',
  },
};

export const PROVIDERS: readonly ProviderInfo[] = PROVIDER_IDS.map((id) => ({
  ...MODEL_PROVIDERS[id],
  ...FORM_WORDS[id],
}));

export function providerInfo(id: ProviderChoice): ProviderInfo {
  return PROVIDERS.find((p) => p.id === id) ?? PROVIDERS[0]!;
}

export const initialModelDraft = (): ModelDraft => ({
  provider: 'anthropic',
  model: '',
  baseUrl: '',
  openaiApi: 'chat',
  strict: false,
  apiKey: '',
});

export type DraftField = 'model' | 'baseUrl' | 'apiKey';

export interface DraftProblem {
  field: DraftField;
  message: string;
}

/** The settings the model core takes (lib/model's ModelSettings, minus `fetch`). */
export type CheckedSettings = Omit<ModelSettings, 'fetch'>;

export type DraftCheck =
  | { ok: true; settings: CheckedSettings; strict: boolean }
  | { ok: false; problems: DraftProblem[] };

/** Whether strict function calling applies to this provider (OpenAI's, and servers that copy it). */
export const offersStrict = (provider: ProviderChoice) =>
  provider === 'openai' || provider === 'openai-compatible';

/**
 * Why a base URL cannot be used, or undefined when it can: lib/model's own check (http or https,
 * no credentials in it, no key sent unencrypted off this machine), with a plainer word for the
 * common slip of leaving out the scheme ("localhost:11434" parses as a URL of scheme "localhost:").
 */
export function baseUrlProblem(value: string, hasKey: boolean): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value) || /^[\w.-]+:\d/.test(value))
    return 'Give the full address, starting with http:// or https:// (for example http://localhost:11434/v1).';
  const checked = checkBaseUrl(value, hasKey);
  return checked.ok ? undefined : checked.error;
}

/** Checks what the person typed; trims, and drops what does not apply to the chosen provider. */
export function checkModelDraft(draft: ModelDraft): DraftCheck {
  const info = providerInfo(draft.provider);
  const problems: DraftProblem[] = [];
  const model = draft.model.trim();
  const baseUrl = draft.baseUrl.trim().replace(/\/+$/, '');
  const apiKey = draft.apiKey.trim();
  if (model === '')
    problems.push({ field: 'model', message: `Name the model, for example ${info.exampleModel}.` });
  if (baseUrl === '' && draft.provider === 'openai-compatible')
    problems.push({
      field: 'baseUrl',
      message: 'An OpenAI-compatible server needs its address, for example http://localhost:11434/v1.',
    });
  else if (baseUrl !== '') {
    const problem = baseUrlProblem(baseUrl, apiKey !== '');
    if (problem) problems.push({ field: 'baseUrl', message: problem });
  }
  if (apiKey === '' && info.keyRequired)
    problems.push({
      field: 'apiKey',
      message: `${info.label} needs a key. It stays in this tab's memory and goes only to the provider.`,
    });
  if (/\s/.test(apiKey))
    problems.push({ field: 'apiKey', message: 'The key has a space or line break in it.' });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      provider: draft.provider,
      model,
      ...(apiKey !== '' ? { apiKey } : {}),
      ...(baseUrl !== '' ? { baseUrl } : {}),
      ...(draft.provider === 'openai' ? { openaiApi: draft.openaiApi } : {}),
    },
    strict: draft.strict && offersStrict(draft.provider),
  };
}

/** A one-line description of the settings in use, never with the key. */
export function describeSettings(settings: CheckedSettings, strict = false): string {
  const info = providerInfo(settings.provider);
  const api =
    settings.provider === 'openai'
      ? settings.openaiApi === 'responses'
        ? ' (Responses API)'
        : ' (Chat Completions)'
      : '';
  const where = settings.baseUrl ? ` at ${settings.baseUrl}` : '';
  return `${info.label}${api}${strict ? ', strict' : ''}, model ${settings.model}${where}`;
}
