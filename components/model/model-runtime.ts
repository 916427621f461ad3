'use client';

import type { RenderTarget } from '@/lib/model/prepare-tools';
import type { ModelApi } from '@/lib/model/provider';

/**
 * The model core, loaded when a person first asks a model (never in a page's first load): the
 * provider client, the tool conversion, the agent loop, the key scrubber. zod, which the AI SDK
 * parses provider answers with, is switched to its no-eval mode first: the page's
 * Content-Security-Policy refuses eval, and zod's probe for it would be reported as a violation.
 */
export async function loadModelRuntime() {
  const [zod, provider, prepare, agent, scrubber] = await Promise.all([
    import('zod'),
    import('@/lib/model/provider'),
    import('@/lib/model/prepare-tools'),
    import('@/lib/model/run-agent'),
    import('@/lib/model/secret-scrubber'),
  ]);
  zod.z.config({ jitless: true });
  return {
    createLanguageModel: provider.createLanguageModel,
    prepareTools: prepare.prepareTools,
    runAgent: agent.runAgent,
    createSecretScrubber: scrubber.createSecretScrubber,
  };
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

/** The tool format of the API a model is reached through. */
export function renderTargetOf(api: ModelApi): RenderTarget {
  switch (api) {
    case 'anthropic-messages':
      return 'anthropic';
    case 'openai-responses':
      return 'openai-responses';
    case 'gemini':
      return 'gemini';
    case 'openai-chat':
    case 'openai-compatible-chat':
      return 'openai';
  }
}
