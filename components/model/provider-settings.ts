/**
 * The model settings form as data: which provider, which model, where (a base URL, required for an
 * OpenAI-compatible server), and the key. `checkModelDraft` turns what the person typed into
 * settings the model core accepts, or says what to fix, field by field.
 *
 * The key is part of the draft only while the tab lives: nothing here writes it anywhere.
 */

export type ProviderChoice = 'anthropic' | 'openai' | 'google' | 'openai-compatible';
export type OpenAiApi = 'chat' | 'responses';

export interface ModelDraft {
  provider: ProviderChoice;
  model: string;
  /** Empty: the provider's own endpoint (an OpenAI-compatible server has none and needs one). */
  baseUrl: string;
  /** OpenAI only: Chat Completions or the Responses API. */
  openaiApi: OpenAiApi;
  apiKey: string;
}

export interface ProviderInfo {
  id: ProviderChoice;
  label: string;
  /** An example model id, shown as the field's placeholder (never filled in for the person). */
  exampleModel: string;
  /** The endpoint the SDK calls when no base URL is given. */
  defaultBaseUrl?: string;
  /** Whether a key is needed (a local server usually takes none). */
  keyRequired: boolean;
  keyLabel: string;
  /** Where a person gets a key, in words. */
  keyHint: string;
}

export const PROVIDERS: readonly ProviderInfo[] = [
  {
    id: 'anthropic',
    label: 'Anthropic',
    exampleModel: 'claude-sonnet-4-5',
    defaultBaseUrl: 'https://api.anthropic.com/v1',
    keyRequired: true,
    keyLabel: 'Anthropic API key',
    keyHint: 'From the Claude Console; sent as the x-api-key header.',
  },
  {
    id: 'openai',
    label: 'OpenAI',
    exampleModel: 'gpt-4.1-mini',
    defaultBaseUrl: 'https://api.openai.com/v1',
    keyRequired: true,
    keyLabel: 'OpenAI API key',
    keyHint: 'From the OpenAI platform; sent as a Bearer token.',
  },
  {
    id: 'google',
    label: 'Google Gemini',
    exampleModel: 'gemini-2.5-flash',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta',
    keyRequired: true,
    keyLabel: 'Gemini API key',
    keyHint: 'From Google AI Studio; sent as the x-goog-api-key header.',
  },
  {
    id: 'openai-compatible',
    label: 'OpenAI-compatible server',
    exampleModel: 'llama3.2',
    keyRequired: false,
    keyLabel: 'API key (if the server wants one)',
    keyHint: 'Local servers usually take none; sent as a Bearer token when given.',
  },
];

export function providerInfo(id: ProviderChoice): ProviderInfo {
  return PROVIDERS.find((p) => p.id === id) ?? PROVIDERS[0]!;
}

export const initialModelDraft = (): ModelDraft => ({
  provider: 'anthropic',
  model: '',
  baseUrl: '',
  openaiApi: 'chat',
  apiKey: '',
});

export type DraftField = 'model' | 'baseUrl' | 'apiKey';

export interface DraftProblem {
  field: DraftField;
  message: string;
}

/** The settings the model core takes (the shape of lib/model's ModelSettings, minus `fetch`). */
export interface CheckedSettings {
  provider: ProviderChoice;
  model: string;
  apiKey?: string;
  baseUrl?: string;
  openaiApi?: OpenAiApi;
}

export type DraftCheck = { ok: true; settings: CheckedSettings } | { ok: false; problems: DraftProblem[] };

/** Why a base URL cannot be used, or undefined when it can. */
export function baseUrlProblem(value: string): string | undefined {
  const full =
    'Give the full address, starting with http:// or https:// (for example http://localhost:11434/v1).';
  // "localhost:11434" parses as a URL of scheme "localhost:"; say what is missing instead.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value) || /^[\w.-]+:\d/.test(value)) return full;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return full;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `Only http and https addresses can be reached from the page, not ${url.protocol.replace(':', '')}.`;
  if (url.username !== '' || url.password !== '')
    return 'Leave the user name and password out of the address; put a key in the API key field.';
  if (url.search !== '' || url.hash !== '')
    return 'Leave the query and fragment out: the SDK adds the path of each API call to this address.';
  return undefined;
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
    const problem = baseUrlProblem(baseUrl);
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
  };
}

/** A one-line description of the settings in use, never with the key. */
export function describeSettings(settings: CheckedSettings): string {
  const info = providerInfo(settings.provider);
  const api =
    settings.provider === 'openai'
      ? settings.openaiApi === 'responses'
        ? ' (Responses API)'
        : ' (Chat Completions)'
      : '';
  const where = settings.baseUrl ? ` at ${settings.baseUrl}` : '';
  return `${info.label}${api}, model ${settings.model}${where}`;
}
