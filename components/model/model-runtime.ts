'use client';

import type { RenderTarget } from '@/lib/model/prepare-tools';
import type { ModelApi } from '@/lib/model/provider';

/**
 * The model core, loaded when a person first asks a model (never in a page's first load): the
 * provider client, the tool conversion, the agent loop, the key scrubber. zod, which the AI SDK
 * parses provider answers with, is switched to its no-eval mode first (see noEvalZod).
 */
export async function loadModelRuntime() {
  await noEvalZod();
  const [provider, prepare, agent, scrubber] = await Promise.all([
    import('@/lib/model/provider'),
    import('@/lib/model/prepare-tools'),
    import('@/lib/model/run-agent'),
    import('@/lib/model/secret-scrubber'),
  ]);
  return {
    createLanguageModel: provider.createLanguageModel,
    prepareTools: prepare.prepareTools,
    runAgent: agent.runAgent,
    createSecretScrubber: scrubber.createSecretScrubber,
  };
}

/** Puts zod in its no-eval mode before any schema is built (see lib/browser/zod-without-eval). */
export async function noEvalZod(): Promise<void> {
  await import('@/lib/browser/zod-without-eval');
}

export type ModelRuntime = Awaited<ReturnType<typeof loadModelRuntime>>;

let loading: Promise<ModelRuntime> | undefined;
/** Loads the runtime once; a failed load (a dropped connection) is tried again next time. */
export function modelRuntime(): Promise<ModelRuntime> {
  loading ??= loadModelRuntime().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The tool format of the API a model is reached through (strict: OpenAI's strict function calling). */
export function renderTargetOf(api: ModelApi, strict = false): RenderTarget {
  switch (api) {
    case 'anthropic-messages':
      return 'anthropic';
    case 'gemini':
      return 'gemini';
    case 'openai-responses':
      return strict ? 'openai-strict' : 'openai-responses';
    case 'openai-chat':
    case 'openai-compatible-chat':
      return strict ? 'openai-strict' : 'openai';
  }
}

/** prepareTools' options for an API: strict mode takes the shape of the API it goes to. */
export const prepareOptionsOf = (api: ModelApi) => ({
  strictApi: api === 'openai-responses' ? ('responses' as const) : ('chat' as const),
});

/** lib/eval (suites, scoring, the runner, reports), loaded with the eval panel's first use. */
export async function loadEvalRuntime() {
  await noEvalZod();
  return import('@/lib/eval/index');
}

export type EvalRuntime = Awaited<ReturnType<typeof loadEvalRuntime>>;

let evalLoading: Promise<EvalRuntime> | undefined;
export function evalRuntime(): Promise<EvalRuntime> {
  evalLoading ??= loadEvalRuntime().catch((error: unknown) => {
    evalLoading = undefined;
    throw error;
  });
  return evalLoading;
}
