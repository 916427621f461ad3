// The provider stand-in, driven by the real AI SDK providers over HTTP on 127.0.0.1: if the SDK's
// own parsers accept its answers (JSON and SSE), read its usage and its error bodies, the stand-in
// speaks each provider's wire format. Also what tests rely on: keys arrive only in headers, CORS
// behaves like the real APIs, and the request log shows what was sent.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  jsonSchema,
  type LanguageModel,
  type ModelMessage,
  streamText,
  tool,
} from 'ai';
import { type RunningStandIn, startProviderStandIn } from '../../../node/testing/start-provider-stand-in';
import { STAND_IN_KEY } from './provider-stand-in';
import { STAND_IN_MODELS } from './stand-in-modes';

// The SDK warns on the console about unknown model ids; the stand-in's ids are all unknown.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

let standIn: RunningStandIn;
before(async () => {
  standIn = await startProviderStandIn();
});
after(() => standIn.stop());

const tools = {
  get_issue: tool({
    description: 'Read one issue of the tracker in full: title, state and body.',
    inputSchema: jsonSchema({
      type: 'object',
      properties: { number: { type: 'integer', description: 'The issue number, e.g. 104.' } },
      required: ['number'],
    }),
  }),
  search_issues: tool({
    description: 'Search the issues by keywords.',
    inputSchema: jsonSchema({
      type: 'object',
      properties: { query: { type: 'string' } },
      required: ['query'],
    }),
  }),
};

type Api = 'anthropic' | 'openai-chat' | 'openai-responses' | 'google' | 'openai-compatible';
const APIS: Api[] = ['anthropic', 'openai-chat', 'openai-responses', 'google', 'openai-compatible'];

function model(
  api: Api,
  id: string = STAND_IN_MODELS.policy,
  apiKey = STAND_IN_KEY,
): Exclude<LanguageModel, string> {
  const base = standIn.baseUrls;
  switch (api) {
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL: base.anthropic })(id);
    case 'openai-chat':
      return createOpenAI({ apiKey, baseURL: base.openai }).chat(id);
    case 'openai-responses':
      return createOpenAI({ apiKey, baseURL: base.openai }).responses(id);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL: base.google })(id);
    case 'openai-compatible':
      return createOpenAICompatible({ name: 'local', baseURL: base.openaiCompatible, includeUsage: true })(
        id,
      );
  }
}

/** Where each API carries the key (the stand-in must see it there and nowhere else). */
const KEY_HEADER: Record<Api, string | undefined> = {
  anthropic: 'x-api-key',
  'openai-chat': 'authorization',
  'openai-responses': 'authorization',
  google: 'x-goog-api-key',
  'openai-compatible': undefined,
};

async function step(api: Api, stream: boolean, messages: ModelMessage[], id?: string) {
  if (!stream) {
    const result = await generateText({ model: model(api, id), tools, messages, maxRetries: 0 });
    return {
      toolCalls: result.toolCalls,
      text: result.text,
      usage: result.usage,
      response: result.response,
      parts: [] as string[],
    };
  }
  const result = streamText({
    model: model(api, id),
    tools,
    messages,
    maxRetries: 0,
    onError: () => undefined,
  });
  const parts: string[] = [];
  for await (const part of result.fullStream) {
    if (part.type === 'error') throw part.error;
    parts.push(part.type);
  }
  return {
    toolCalls: await result.toolCalls,
    text: await result.text,
    usage: await result.usage,
    response: await result.response,
    parts,
  };
}

for (const api of APIS)
  for (const stream of [false, true])
    test(`${api}, ${stream ? 'streaming' : 'not streaming'}: a tool call, its result back, a final answer, with usage; the key only in its header`, async () => {
      standIn.requests.length = 0;
      const messages: ModelMessage[] = [{ role: 'user', content: 'Read issue 104 in full' }];
      const first = await step(api, stream, messages);
      assert.equal(first.toolCalls.length, 1);
      assert.equal(first.toolCalls[0]!.toolName, 'get_issue');
      assert.deepEqual(first.toolCalls[0]!.input, { number: 104 });
      assert.ok(
        (first.usage.inputTokens ?? 0) > 0 && (first.usage.outputTokens ?? 0) > 0,
        JSON.stringify(first.usage),
      );
      if (stream) {
        assert.ok(first.parts.includes('tool-input-delta'), first.parts.join());
        assert.ok(first.parts.includes('finish-step'));
      }

      messages.push(...first.response.messages, {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: first.toolCalls[0]!.toolCallId,
            toolName: 'get_issue',
            output: { type: 'text', value: '#104 Crash on Windows when the path has spaces' },
          },
        ],
      });
      const second = await step(api, stream, messages);
      assert.equal(second.toolCalls.length, 0);
      assert.match(second.text, /Here is what the tool returned: #104 Crash on Windows/);

      assert.equal(standIn.requests.length, 2);
      for (const request of standIn.requests) {
        assert.equal(request.api, api === 'google' ? 'gemini' : api);
        assert.equal(request.stream, stream);
        assert.ok(!request.url.includes(STAND_IN_KEY), 'the key is not in the URL');
        assert.ok(!request.body.includes(STAND_IN_KEY), 'the key is not in the body');
        const header = KEY_HEADER[api];
        if (header) assert.match(request.headers[header]!, new RegExp(`${STAND_IN_KEY}$`));
      }
    });

describe('error bodies the SDK reads', () => {
  const cases: [Api, string, number, RegExp][] = [
    ['anthropic', STAND_IN_MODELS.overloaded, 529, /^Overloaded$/],
    ['anthropic', STAND_IN_MODELS.rateLimited, 429, /rate limit/],
    ['openai-chat', STAND_IN_MODELS.rateLimited, 429, /Rate limit reached .* try again in 2s/],
    ['openai-responses', STAND_IN_MODELS.overloaded, 503, /overloaded/],
    ['google', STAND_IN_MODELS.rateLimited, 429, /exceeded your current quota/],
    ['google', STAND_IN_MODELS.missingModel, 404, /models\/stand-in-no-such-model is not found/],
    ['openai-compatible', STAND_IN_MODELS.serverError, 500, /had an error/],
  ];
  for (const [api, id, status, message] of cases)
    test(`${api} ${id} → HTTP ${status} with the provider's message`, async () => {
      await assert.rejects(
        generateText({ model: model(api, id), prompt: 'hi', maxRetries: 0 }),
        (error: unknown) => {
          assert.ok(APICallError.isInstance(error), String(error));
          assert.equal(error.statusCode, status);
          assert.match(error.message, message);
          if (status === 429 && api !== 'google') assert.equal(error.responseHeaders?.['retry-after'], '2');
          if (api === 'google' && status === 429) assert.match(error.responseBody ?? '', /"retryDelay":"2s"/);
          return true;
        },
      );
    });

  test("a wrong key is refused with each provider's 401 (Gemini: 400 API_KEY_INVALID); OpenAI echoes it masked", async () => {
    const wrong = 'sk-wrong-key-abcdefghijklmnop';
    const seen: Record<string, [number | undefined, string]> = {};
    for (const api of ['anthropic', 'openai-chat', 'google'] as const) {
      const error = await generateText({
        model: model(api, 'stand-in', wrong),
        prompt: 'hi',
        maxRetries: 0,
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      assert.ok(APICallError.isInstance(error));
      seen[api] = [error.statusCode, error.message];
    }
    assert.deepEqual(seen.anthropic, [401, 'invalid x-api-key']);
    assert.equal(seen['openai-chat']![0], 401);
    assert.match(seen['openai-chat']![1], /^Incorrect API key provided: sk-\*{12}mnop\./);
    assert.deepEqual(seen.google, [400, 'API key not valid. Please pass a valid API key.']);
  });

  test("invalid tool names get the provider's 400, as the real APIs answer", async () => {
    const dotted = { 'issues.get': tool({ description: 'x', inputSchema: jsonSchema({ type: 'object' }) }) };
    const errors: string[] = [];
    for (const api of ['anthropic', 'openai-chat', 'openai-responses'] as const) {
      const error = await generateText({
        model: model(api),
        tools: dotted,
        prompt: 'hi',
        maxRetries: 0,
      }).catch((e) => e);
      assert.ok(APICallError.isInstance(error));
      assert.equal(error.statusCode, 400);
      errors.push(error.message);
    }
    assert.match(errors[0]!, /^tools\.0\.custom\.name: String should match pattern/);
    assert.match(errors[1]!, /^Invalid 'tools\[0\]\.function\.name': string does not match pattern/);
    assert.match(errors[2]!, /^Invalid 'tools\[0\]\.name'/);
    // Gemini allows dots in function names.
    const gemini = await generateText({ model: model('google'), tools: dotted, prompt: 'hi', maxRetries: 0 });
    assert.equal(gemini.finishReason, 'stop');
  });
});

describe('CORS as the real APIs answer browsers', () => {
  const origin = 'http://127.0.0.1:3000';

  test('a preflight is allowed with the asked headers', async () => {
    const response = await fetch(`${standIn.baseUrls.anthropic}/messages`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'x-api-key,anthropic-version,anthropic-dangerous-direct-browser-access,content-type',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.match(
      response.headers.get('access-control-allow-headers') ?? '',
      /anthropic-dangerous-direct-browser-access/,
    );
  });

  test('Anthropic refuses a browser request without the direct-access header, without CORS headers', async () => {
    const send = (extra: Record<string, string>) =>
      fetch(`${standIn.baseUrls.anthropic}/messages`, {
        method: 'POST',
        headers: {
          origin,
          'x-api-key': STAND_IN_KEY,
          'anthropic-version': '2023-06-01',
          'content-type': 'application/json',
          ...extra,
        },
        body: JSON.stringify({
          model: 'stand-in',
          max_tokens: 10,
          messages: [{ role: 'user', content: 'hi' }],
        }),
      });
    const refused = await send({});
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
    assert.match(
      await refused.text(),
      /CORS requests must set 'anthropic-dangerous-direct-browser-access' header/,
    );
    const allowed = await send({ 'anthropic-dangerous-direct-browser-access': 'true' });
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('access-control-allow-origin'), '*');
    assert.equal(allowed.headers.get('access-control-expose-headers'), '*');
  });

  test('a stand-in restricted to some origins answers others 403 without CORS headers (like OLLAMA_ORIGINS)', async () => {
    const restricted = await startProviderStandIn({ allowOrigins: ['http://localhost:3000'] });
    try {
      const url = `${restricted.baseUrls.openaiCompatible}/chat/completions`;
      const body = JSON.stringify({ model: 'stand-in', messages: [{ role: 'user', content: 'hi' }] });
      const other = await fetch(url, { method: 'POST', headers: { origin: 'https://example.com' }, body });
      assert.equal(other.status, 403);
      assert.equal(other.headers.get('access-control-allow-origin'), null);
      const listed = await fetch(url, { method: 'POST', headers: { origin: 'http://localhost:3000' }, body });
      assert.equal(listed.status, 200);
      assert.equal(listed.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    } finally {
      await restricted.stop();
    }
  });
});

test('a scripted reply is used before the behaviour; count endpoints answer', async () => {
  standIn.queue({ kind: 'turn', turn: { text: 'scripted answer' } });
  const scripted = await generateText({
    model: model('openai-chat'),
    prompt: 'Read issue 104 in full',
    maxRetries: 0,
  });
  assert.equal(scripted.text, 'scripted answer');
  const count = await fetch(`${standIn.baseUrls.anthropic}/messages/count_tokens`, {
    method: 'POST',
    headers: { 'x-api-key': STAND_IN_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'stand-in', messages: [{ role: 'user', content: 'hello there' }] }),
  });
  assert.deepEqual(Object.keys(await count.json()), ['input_tokens']);
  const gemini = await fetch(`${standIn.baseUrls.google}/models/stand-in:countTokens`, {
    method: 'POST',
    headers: { 'x-goog-api-key': STAND_IN_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'hello there' }] }] }),
  });
  assert.ok((await gemini.json()).totalTokens > 0);
});
