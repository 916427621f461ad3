import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hostHandler } from '../../node/testing/host-handler';
import type { Tool } from '../../spec/tool';
import { prepareTools, type RenderTarget } from '../prepare-tools';
import { createCountStandIn, STAND_IN_PROMPT_TOKENS, standInCount } from '../testing/count-stand-in';
import { countRequest } from './count-endpoints';
import { createExactCounter, redactKey, retryAfterSeconds } from './count-exact';
import { payloadItems } from './token-report';

const KEYS = {
  anthropic: 'sk-ant-test-0123456789',
  openai: 'sk-proj-test-abcdefghij',
  gemini: 'AIzaTest0123456789abcdef',
};
const keyOf = (target: RenderTarget) =>
  target === 'anthropic' ? KEYS.anthropic : target === 'gemini' ? KEYS.gemini : KEYS.openai;

const tools: Tool[] = [
  {
    name: 'search_issues',
    description: 'Search issues by keyword.',
    inputSchema: {
      type: 'object',
      properties: { q: { type: 'string' }, limit: { type: 'integer' } },
      required: ['q'],
    },
  },
  {
    name: 'get_issue',
    description: 'One issue.',
    inputSchema: { type: 'object', properties: { n: { type: 'integer' } } },
  },
  { name: 'ping', inputSchema: { type: 'object' } },
] as Tool[];

/** Real fetch to the stand-in, recording every request's URL and headers as sent. */
function recordingFetch() {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchFn = (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return fetch(url, init);
  };
  return { fetchFn, sent };
}

describe('exact token counts against a local stand-in of the three count endpoints', () => {
  let host: Awaited<ReturnType<typeof hostHandler>>;
  const standIn = createCountStandIn({ keys: KEYS });
  before(async () => {
    host = await hostHandler(standIn.handle);
  });
  after(() => host.close());

  for (const target of ['anthropic', 'openai', 'openai-strict', 'gemini'] as const) {
    test(`${target}: total and per-tool counts, the fixed overhead, the key only in a header`, async () => {
      const result = prepareTools(tools, target);
      const { fetchFn, sent } = recordingFetch();
      const counter = createExactCounter(target, {
        apiKey: keyOf(target),
        fetch: fetchFn,
        baseUrl: host.origin,
      });
      const provider = counter.provider;
      const total = await counter.total(result);
      assert.ok(total.ok, JSON.stringify(total));
      assert.equal(total.value, standInCount(provider, sentTools(provider, result)) - STAND_IN_PROMPT_TOKENS);
      let progress = 0;
      const report = await counter.perTool(result, (done) => {
        progress = done;
      });
      assert.ok(report.ok, JSON.stringify(report));
      assert.equal(progress, 3);
      assert.equal(report.value.method, 'exact');
      assert.equal(report.value.total, total.value);
      const counts = report.value.perTool.map((r) => r.tokens);
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => b - a),
        'sorted, most first',
      );
      assert.equal(report.value.perTool.length, 3);
      if (provider === 'anthropic')
        assert.ok(Math.abs(report.value.fixedOverhead! - 300) <= 2, 'the tool preamble shows');
      for (const { url, init } of sent) {
        assert.ok(!url.includes(keyOf(target)), 'no key in the URL');
        assert.ok(!url.includes('key='), 'no key parameter');
        assert.ok(JSON.stringify(init.headers).includes(keyOf(target)), 'the key is in a header');
        assert.ok(!String(init.body).includes(keyOf(target)), 'and not in the body');
      }
      const last = standIn.requests.at(-1)!;
      if (provider === 'anthropic')
        assert.equal(last.headers['anthropic-dangerous-direct-browser-access'], 'true');
      if (provider === 'gemini') assert.match(last.url, /\/v1beta\/models\/gemini-2\.5-flash:countTokens$/);
    });
  }

  test('openai: Chat-shaped tools are counted in the Responses shape, strict kept', async () => {
    const result = prepareTools(tools, 'openai-strict');
    const counter = createExactCounter('openai-strict', { apiKey: KEYS.openai, fetch, baseUrl: host.origin });
    assert.ok((await counter.total(result)).ok);
    const body = standIn.requests.findLast((r) => (r.body as { tools?: unknown }).tools) as {
      body: { tools: { name: string; strict: boolean; type: string }[] };
    };
    assert.deepEqual(
      body.body.tools.map((t) => [t.type, t.name, t.strict]),
      [
        ['function', 'search_issues', true],
        ['function', 'get_issue', true],
        ['function', 'ping', true],
      ],
    );
  });

  test('a wrong key: a clear message per provider, and the key never in it (OpenAI echoes it half-masked)', async () => {
    for (const target of ['anthropic', 'openai', 'gemini'] as const) {
      const wrong = `${keyOf(target)}-wrong`;
      const counter = createExactCounter(target, { apiKey: wrong, fetch, baseUrl: host.origin });
      const r = await counter.total(prepareTools(tools, target));
      assert.ok(!r.ok);
      assert.equal(r.error.kind, 'auth', target);
      assert.match(r.error.message, /refused the key/);
      assert.ok(!r.error.message.includes(wrong.slice(0, 8)), `${target}: ${r.error.message}`);
      assert.ok(!r.error.message.includes(wrong.slice(-4)), `${target}: ${r.error.message}`);
    }
  });

  test('an unknown host or a closed port is a network error naming the host (and CORS)', async () => {
    const counter = createExactCounter('anthropic', { apiKey: 'k', fetch, baseUrl: 'http://127.0.0.1:9' });
    const r = await counter.total(prepareTools(tools, 'anthropic'));
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'network');
    assert.match(r.error.message, /127\.0\.0\.1:9.*CORS/);
  });
});

/** The tools exactly as the counter sends them (OpenAI: in the Responses shape). */
function sentTools(provider: string, result: ReturnType<typeof prepareTools>): unknown[] {
  const body = JSON.parse(
    countRequest(provider as 'anthropic', { apiKey: 'k', model: 'm' }, payloadItems(result)).body,
  ) as {
    tools?: unknown[];
    generateContentRequest?: { tools: { functionDeclarations: unknown[] }[] };
  };
  return body.tools ?? body.generateContentRequest!.tools[0]!.functionDeclarations;
}

describe('rate limits, overload and cancellation (on an injected clock)', () => {
  test('429 with retry-after: waits what the provider says, then succeeds', async () => {
    const standIn = createCountStandIn({ keys: KEYS, rateLimit: { times: 2, retryAfter: '3' } });
    const host = await hostHandler(standIn.handle);
    try {
      const waits: number[] = [];
      const counter = createExactCounter('openai', {
        apiKey: KEYS.openai,
        fetch,
        baseUrl: host.origin,
        sleep: async (ms) => {
          waits.push(ms);
        },
      });
      const r = await counter.total(prepareTools(tools, 'openai'));
      assert.ok(r.ok);
      assert.deepEqual(waits, [3000, 3000]);
    } finally {
      await host.close();
    }
  });

  test('a retry-after longer than the limit: the error says when to try again', async () => {
    const standIn = createCountStandIn({ keys: KEYS, rateLimit: { times: 5, retryAfter: '120' } });
    const host = await hostHandler(standIn.handle);
    try {
      const counter = createExactCounter('gemini', {
        apiKey: KEYS.gemini,
        fetch,
        baseUrl: host.origin,
        sleep: async () => assert.fail('must not wait two minutes'),
      });
      const r = await counter.total(prepareTools(tools, 'gemini'));
      assert.ok(!r.ok);
      assert.equal(r.error.kind, 'rate-limit');
      assert.equal((r.error as { retryAfterSeconds?: number }).retryAfterSeconds, 120);
      assert.match(r.error.message, /try again in 120 s/);
    } finally {
      await host.close();
    }
  });

  test("Anthropic's 529 overloaded is retried with backoff", async () => {
    const standIn = createCountStandIn({ keys: KEYS, overloaded: 1 });
    const host = await hostHandler(standIn.handle);
    try {
      const waits: number[] = [];
      const counter = createExactCounter('anthropic', {
        apiKey: KEYS.anthropic,
        fetch,
        baseUrl: host.origin,
        sleep: async (ms) => {
          waits.push(ms);
        },
      });
      assert.ok((await counter.total(prepareTools(tools, 'anthropic'))).ok);
      assert.deepEqual(waits, [1000]);
    } finally {
      await host.close();
    }
  });

  test('per-tool counting stops at the first refusal and keeps what it counted', async () => {
    let calls = 0;
    const fakeFetch = async (_url: string, init: RequestInit) => {
      calls++;
      const tools = (JSON.parse(String(init.body)) as { tools?: unknown[] }).tools;
      if (calls === 4)
        return Response.json(
          { type: 'error', error: { type: 'authentication_error', message: 'revoked' } },
          { status: 401 },
        );
      return Response.json({ input_tokens: 10 + (tools?.length ?? 0) * 5 });
    };
    const counter = createExactCounter('anthropic', { apiKey: 'k', fetch: fakeFetch, concurrency: 1 });
    const r = await counter.perTool(prepareTools(tools, 'anthropic'));
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'auth');
    assert.equal(calls, 4, 'no request after the refusal');
    assert.deepEqual(
      r.partial?.perTool.map((t) => t.tokens),
      [5],
    );
  });

  test('cancelling stops per-tool counting and keeps what it counted', async () => {
    let calls = 0;
    const controller = new AbortController();
    const fakeFetch = async (_url: string, init: RequestInit) => {
      calls++;
      const tools = (JSON.parse(String(init.body)) as { tools?: unknown[] }).tools;
      if (calls === 5) controller.abort();
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return Response.json({ input_tokens: 10 + (tools?.length ?? 0) * 5 });
    };
    const counter = createExactCounter('anthropic', {
      apiKey: 'k',
      fetch: fakeFetch,
      signal: controller.signal,
      concurrency: 1,
    });
    const r = await counter.perTool(prepareTools(tools, 'anthropic'));
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'aborted');
    // Calls 1 and 2: the baseline and the whole list; 3 and 4: two tools; the cancel comes during 5.
    assert.equal(r.partial?.perTool.length, 2, 'the tools counted before the cancel are kept');
  });
});

test('retryAfterSeconds reads seconds and HTTP dates; redactKey hides keys and key-shaped text', () => {
  assert.equal(retryAfterSeconds('7'), 7);
  assert.equal(retryAfterSeconds(new Date(61_000).toUTCString(), 1_000), 60);
  assert.equal(retryAfterSeconds('soon'), undefined);
  assert.equal(
    redactKey('bad key sk-abc***wxyz and my-secret-key', 'my-secret-key'),
    'bad key [key] and [key]',
  );
  assert.equal(redactKey('x'.repeat(400), 'k').length, 301);
});
