// The payload prepareTools shows must be exactly what goes on the wire when the prepared tools are
// handed to the Vercel AI SDK, which the chat and the evals use. Each provider package gets a fetch
// that records the request body and answers with a minimal valid reply: no network.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { generateText, jsonSchema, type ToolSet, tool } from 'ai';
import { exampleTools } from '../node/testing/example-tools';
import { type PreparedTool, prepareTools, type RenderTarget } from './prepare-tools';
import { EDGE_TOOLS } from './testing/render-corpus';

const REPLIES: Record<string, unknown> = {
  anthropic: {
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5',
    content: [{ type: 'text', text: 'ok' }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  },
  chat: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-4o',
    choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  },
  responses: {
    id: 'resp_1',
    object: 'response',
    created_at: 1,
    model: 'gpt-4o',
    status: 'completed',
    error: null,
    incomplete_details: null,
    output: [
      {
        type: 'message',
        id: 'msg_1',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text: 'ok', annotations: [] }],
      },
    ],
    usage: {
      input_tokens: 1,
      output_tokens: 1,
      total_tokens: 2,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens_details: { reasoning_tokens: 0 },
    },
  },
  gemini: {
    candidates: [{ content: { role: 'model', parts: [{ text: 'ok' }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
  },
};

/** A fetch that keeps the JSON body of each request and answers with `reply`. */
function capturingFetch(reply: unknown) {
  const bodies: Record<string, unknown>[] = [];
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input instanceof Request ? input.url : input));
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, bodies, urls };
}

/** The prepared tools as an AI SDK tool set: how the chat and eval code hand them over. */
function toolSet(prepared: readonly PreparedTool[]): ToolSet {
  const set: ToolSet = {};
  for (const t of prepared)
    set[t.modelName] = tool({
      ...(t.description !== undefined ? { description: t.description } : {}),
      inputSchema: jsonSchema(t.inputSchema),
      ...(t.strict !== undefined ? { strict: t.strict } : {}),
    });
  return set;
}

async function wireTools(target: RenderTarget, prepared: readonly PreparedTool[], strictApi?: 'responses') {
  const api =
    target === 'openai-responses' || strictApi ? 'responses' : target.startsWith('openai') ? 'chat' : target;
  const { fetch, bodies, urls } = capturingFetch(REPLIES[api]);
  const model =
    target === 'anthropic'
      ? createAnthropic({ apiKey: 'test-key', fetch })('claude-sonnet-4-5')
      : target === 'gemini'
        ? createGoogleGenerativeAI({ apiKey: 'test-key', fetch })('gemini-2.5-flash')
        : api === 'responses'
          ? createOpenAI({ apiKey: 'test-key', fetch }).responses('gpt-4o')
          : createOpenAI({ apiKey: 'test-key', fetch }).chat('gpt-4o');
  await generateText({ model, prompt: 'Hello', tools: toolSet(prepared), maxRetries: 0 });
  assert.equal(bodies.length, 1, `one request to ${urls.join(', ')}`);
  return bodies[0]!.tools;
}

const corpus = [...EDGE_TOOLS, ...exampleTools()];
const TARGETS: RenderTarget[] = ['anthropic', 'openai', 'openai-responses', 'openai-strict', 'gemini'];

describe('prepareTools payload equals what the AI SDK sends', () => {
  for (const target of TARGETS) {
    test(`${target}: ${corpus.length} tools (edge cases and every example) go on the wire byte for byte`, async () => {
      const result = prepareTools(corpus, target);
      assert.ok(result.tools.length > 20, 'most of the corpus is offered');
      const sent = await wireTools(target, result.tools);
      const expected = target === 'gemini' ? [result.payload] : result.payload;
      assert.equal(JSON.stringify(sent), JSON.stringify(expected));
    });
  }

  test('openai-strict in the Responses shape', async () => {
    const result = prepareTools(corpus, 'openai-strict', { strictApi: 'responses' });
    const sent = await wireTools('openai-strict', result.tools, 'responses');
    assert.equal(JSON.stringify(sent), JSON.stringify(result.payload));
    assert.ok((sent as { strict: boolean }[]).every((t) => t.strict === true));
  });

  test('each edge tool alone, for every target (a failure names the tool)', async () => {
    for (const target of TARGETS)
      for (const edge of EDGE_TOOLS) {
        const result = prepareTools([edge], target);
        if (result.tools.length === 0) continue;
        const sent = await wireTools(target, result.tools);
        const expected = target === 'gemini' ? [result.payload] : result.payload;
        assert.equal(JSON.stringify(sent), JSON.stringify(expected), `${target} ${edge.name}`);
      }
  });
});
