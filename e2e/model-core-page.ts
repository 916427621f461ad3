// The page script of the model-core e2e test: lib/model (the AI SDK, loaded on demand) in a real
// page, calling the provider stand-in browser-direct, as the playground's chat panel will.
// Exposes `window.modelLab.run` for Playwright. Bundled with esbuild by e2e/model-core-bundle.ts;
// not part of the site.
import { type AgentEvent, createLanguageModel, type ModelSettings, runAgent } from '../lib/model/index';

const inputSchema = {
  type: 'object' as const,
  properties: { number: { type: 'integer', description: 'The issue number, e.g. 104.' } },
  required: ['number'],
};
const tools = [
  { mcpName: 'get_issue', modelName: 'get_issue', description: 'Read one issue in full.', inputSchema },
];
const mcpTools = [{ name: 'get_issue', inputSchema, annotations: { readOnlyHint: true } }];

async function run(settings: ModelSettings, prompt: string) {
  const made = await createLanguageModel(settings);
  if (!made.ok) return { error: made.error };
  const events: AgentEvent[] = [];
  const result = await runAgent({
    model: made.value,
    prompt,
    tools,
    mcpTools,
    executeTool: async (call) => ({
      ok: true,
      result: { content: [{ type: 'text', text: `Issue ${JSON.stringify(call.arguments)}` }] },
    }),
    onEvent: (event) => events.push(event),
  });
  // What crosses to Playwright is what would cross a Worker boundary: structured-cloneable JSON.
  return structuredClone({ run: result, eventTypes: events.map((e) => e.type) });
}

declare global {
  interface Window {
    modelLab: { run: typeof run };
  }
}
window.modelLab = { run };
document.body.dataset.ready = 'true';
