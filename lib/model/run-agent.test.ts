// The agent loop end to end: the real AI SDK providers against the provider stand-in on 127.0.0.1,
// tools run on the mock MCP server through lib/client (in process). Covers the four providers
// streaming and not, approval, argument findings, every hostile mode, retries, timeouts on the
// test's clock, and that the key appears in no event, result or error.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { manualTimers } from '../browser/testing/manual-timers';
import { createClient } from '../client/index';
import { fetchFromHandler } from '../client/testing/handler-fetch';
import { createMockServer } from '../mock-server/create-mock-server';
import { type RunningStandIn, startProviderStandIn } from '../node/testing/start-provider-stand-in';
import type { Tool } from '../spec/tool';
import type { AgentEvent, AgentRun } from './agent-event';
import { prepareTools } from './prepare-tools';
import { createLanguageModel, type ModelHandle, type ModelSettings, type ProviderId } from './provider';
import { type AgentTool, type RunAgentOptions, type RunnableToolCall, runAgent } from './run-agent';
import { STAND_IN_KEY } from './testing/stand-in/provider-stand-in';
import { HUGE_ANSWER_CHARS, STAND_IN_MODELS } from './testing/stand-in/stand-in-modes';
import type { ToolExecution } from './tool-output';

let standIn: RunningStandIn;
before(async () => {
  standIn = await startProviderStandIn();
});
after(() => standIn.stop());

const mock = createMockServer({});
const mcpTools: Tool[] = mock.listTools().filter((t) => t.name !== 'forecast_issue_trend');
/** The identity preparation (prepare-tools.ts is another part of the work). */
const tools: AgentTool[] = mcpTools.map((t) => ({
  mcpName: t.name,
  modelName: t.name,
  ...(t.description !== undefined ? { description: t.description } : {}),
  inputSchema: t.inputSchema as Record<string, unknown>,
}));
const client = createClient({ url: 'http://mock.test/mcp', fetch: fetchFromHandler((r) => mock.handle(r)) });

/** Runs a call on the mock server, as the CLI does: a result, or why there is none. */
async function onServer(call: RunnableToolCall): Promise<ToolExecution> {
  const outcome = await client.callTool(call.mcpName, call.arguments);
  if (outcome.kind === 'complete' || outcome.kind === 'tool-error')
    return { ok: true, result: outcome.result };
  return { ok: false, error: outcome.kind === 'refused' ? outcome.message : outcome.kind };
}

type Api = 'anthropic' | 'openai-chat' | 'openai-responses' | 'google' | 'openai-compatible';

async function handleFor(
  api: Api,
  model: string = STAND_IN_MODELS.policy,
  apiKey = STAND_IN_KEY,
): Promise<ModelHandle> {
  const provider: ProviderId = api === 'openai-chat' || api === 'openai-responses' ? 'openai' : api;
  const baseUrl = {
    anthropic: standIn.baseUrls.anthropic,
    'openai-chat': standIn.baseUrls.openai,
    'openai-responses': standIn.baseUrls.openai,
    google: standIn.baseUrls.google,
    'openai-compatible': standIn.baseUrls.openaiCompatible,
  }[api];
  const settings: ModelSettings = {
    provider,
    model,
    apiKey,
    baseUrl,
    ...(api === 'openai-responses' ? { openaiApi: 'responses' as const } : {}),
  };
  const made = await createLanguageModel(settings);
  assert.ok(made.ok, made.ok ? '' : made.error);
  return made.value;
}

async function run(
  api: Api,
  prompt: string,
  extra: Omit<Partial<RunAgentOptions>, 'model'> & { model?: string; apiKey?: string } = {},
): Promise<{ run: AgentRun; events: AgentEvent[] }> {
  const events: AgentEvent[] = [];
  const { model, apiKey, onEvent, ...rest } = extra;
  const result = await runAgent({
    model: await handleFor(api, model, apiKey),
    prompt,
    tools,
    mcpTools,
    executeTool: onServer,
    onEvent: (e) => {
      events.push(e);
      onEvent?.(e);
    },
    ...rest,
  });
  return { run: result, events };
}

const types = (events: AgentEvent[]) =>
  events.filter((e) => e.type !== 'text-delta' && e.type !== 'warning').map((e) => e.type);

describe('one tool call and a final answer, on every provider path', () => {
  for (const api of ['anthropic', 'openai-chat', 'openai-responses', 'google', 'openai-compatible'] as const)
    for (const stream of [true, false])
      test(`${api}, ${stream ? 'streaming' : 'not streaming'}`, async () => {
        const { run: result, events } = await run(api, 'Read issue 104 in full', { stream });
        assert.equal(result.stopReason, 'finished', JSON.stringify(result.problem));
        assert.deepEqual(types(events), [
          'run-start',
          'step-start',
          'step-end',
          'tool-call',
          'approval',
          'tool-result',
          'step-start',
          'step-end',
          'run-end',
        ]);
        const [call] = result.toolCalls;
        assert.equal(call?.call.mcpName, 'get_issue');
        assert.deepEqual(call?.call.arguments, { number: 104 });
        assert.equal(call?.approval, 'auto-approved');
        assert.equal(call?.status, 'result');
        assert.deepEqual(call?.findings, []);
        assert.match(call?.text ?? '', /Issue #104: Incremental rebuild misses changes/);
        assert.match(result.text, /^Here is what the tool returned: Issue #104/);
        // Per-step usage adds up to the run's; every step reports its latency.
        assert.equal(result.steps.length, 2);
        const sum = result.steps.reduce((n, s) => n + (s.usage.inputTokens ?? 0), 0);
        assert.ok(sum > 0);
        assert.equal(result.usage.inputTokens, sum);
        const ended = events.at(-1);
        assert.equal(ended?.type === 'run-end' && ended.usage.inputTokens, sum);
        const textDeltas = events.filter((e) => e.type === 'text-delta');
        assert.equal(textDeltas.map((e) => (e.type === 'text-delta' ? e.text : '')).join(''), result.text);
        // Events and the run are plain JSON: they survive a round trip unchanged.
        assert.deepEqual(JSON.parse(JSON.stringify(events)), events);
        assert.deepEqual(JSON.parse(JSON.stringify(result)), result);
        assert.deepEqual(
          events.map((e) => e.seq),
          events.map((_, i) => i),
        );
      });
});

test('OpenAI strict mode: a null the rewrite allowed for an optional property is dropped before the tool runs', async () => {
  const prepared = prepareTools(mcpTools, 'openai-strict');
  const search = prepared.tools.find((t) => t.mcpName === 'search_issues');
  assert.equal(search?.strict, true);
  standIn.queue(
    {
      kind: 'turn',
      turn: {
        toolCalls: [{ name: 'search_issues', arguments: { query: 'crash', state: null, limit: null } }],
      },
    },
    { kind: 'turn', turn: { text: 'done' } },
  );
  const executed: unknown[] = [];
  const { run: result, events } = await run('openai-chat', 'Find crash issues', {
    tools: prepared.tools,
    executeTool: async (call) => {
      executed.push(call.arguments);
      return onServer(call);
    },
  });
  assert.deepEqual(executed, [{ query: 'crash' }]);
  const call = events.find((e) => e.type === 'tool-call');
  assert.ok(call?.type === 'tool-call');
  assert.deepEqual(call.findings, []);
  assert.equal(result.toolCalls[0]?.status, 'result');
});

describe('human in the loop', () => {
  test('a tool that is not read-only waits for approval; an edit runs the edited arguments', async () => {
    const asked: string[] = [];
    const executed: unknown[] = [];
    const { run: result, events } = await run('anthropic', 'Convert 10 EUR to USD', {
      mcpTools: mcpTools.map((t) =>
        t.name === 'convert_currency' ? { ...t, annotations: { readOnlyHint: false } } : t,
      ),
      approve: async (call, tool) => {
        asked.push(
          `${call.mcpName} ${JSON.stringify(call.arguments)} readOnly=${String(tool?.annotations?.readOnlyHint)}`,
        );
        return { decision: 'approve', arguments: { amount: 20, from: 'EUR', to: 'USD' } };
      },
      executeTool: async (call) => {
        executed.push(call.arguments);
        return onServer(call);
      },
    });
    assert.deepEqual(asked, ['convert_currency {"amount":10,"from":"EUR","to":"USD"} readOnly=false']);
    assert.deepEqual(executed, [{ amount: 20, from: 'EUR', to: 'USD' }]);
    const requested = events.find((e) => e.type === 'approval-requested');
    assert.ok(requested?.type === 'approval-requested');
    assert.deepEqual(requested.tool, {
      name: 'convert_currency',
      title: 'Convert currency',
      annotations: { readOnlyHint: false },
    });
    const approval = events.find((e) => e.type === 'approval');
    assert.ok(approval?.type === 'approval');
    assert.equal(approval.outcome, 'approved-edited');
    assert.deepEqual(approval.arguments, { amount: 20, from: 'EUR', to: 'USD' });
    assert.equal(result.toolCalls[0]?.status, 'result');
  });

  test('a denial goes back to the model as a denied execution, and the tool does not run', async () => {
    standIn.requests.length = 0;
    let executed = 0;
    const { run: result } = await run('openai-chat', 'Start a shopping basket', {
      approve: async () => ({ decision: 'deny', reason: 'Not today.' }),
      executeTool: async (call) => {
        executed++;
        return onServer(call);
      },
    });
    assert.equal(executed, 0);
    assert.equal(result.toolCalls[0]?.call.mcpName, 'create_basket');
    assert.equal(result.toolCalls[0]?.approval, 'denied');
    assert.equal(result.toolCalls[0]?.status, 'denied');
    assert.equal(result.stopReason, 'finished');
    // The second model request carries the denial as the tool's answer.
    const second = JSON.parse(standIn.requests.at(-1)!.body);
    assert.match(JSON.stringify(second.messages.at(-1)), /"role":"tool".*Not today\./);
  });

  test('without an approver, tools that are not read-only are denied; with auto-approval off, read-only ones ask too', async () => {
    const denied = await run('google', 'Start a shopping basket');
    assert.equal(denied.run.toolCalls[0]?.status, 'denied');
    assert.match(denied.run.toolCalls[0]?.text ?? '', /not marked read-only and no one was asked/);
    const asked: string[] = [];
    await run('google', 'Read issue 104 in full', {
      autoApproveReadOnly: false,
      approve: async (call) => {
        asked.push(call.mcpName);
        return { decision: 'approve' };
      },
    });
    assert.deepEqual(asked, ['get_issue']);
  });

  test('aborting while approval is pending stops the run', async () => {
    const controller = new AbortController();
    const { run: result } = await run('anthropic', 'Start a shopping basket', {
      signal: controller.signal,
      approve: () => {
        controller.abort();
        return new Promise(() => undefined);
      },
    });
    assert.equal(result.stopReason, 'aborted');
    assert.equal(result.toolCalls[0]?.status, 'denied');
  });
});

describe('hostile or broken models', { timeout: 120_000 }, () => {
  test('arguments that break the inputSchema are a finding (and the client refuses to send them)', async () => {
    const { run: result, events } = await run('anthropic', 'Read issue 104 in full', {
      model: STAND_IN_MODELS.invalidArguments,
    });
    const call = events.find((e) => e.type === 'tool-call');
    assert.ok(call?.type === 'tool-call');
    assert.deepEqual(
      call.findings.map((f) => f.kind),
      call.findings.map(() => 'schema'),
    );
    assert.ok(
      call.findings.some((f) => /number/.test(f.message)),
      JSON.stringify(call.findings),
    );
    assert.ok(
      call.findings.some((f) => /not_a_parameter|additional/.test(f.message)),
      JSON.stringify(call.findings),
    );
    assert.equal(result.toolCalls[0]?.status, 'failed');
    assert.equal(result.stopReason, 'finished');
  });

  test('a call to a tool that was not offered is not run; the model is told which tools exist', async () => {
    for (const api of ['anthropic', 'google'] as const) {
      const { run: result } = await run(api, 'Read issue 104 in full', {
        model: STAND_IN_MODELS.unknownTool,
      });
      const [record] = result.toolCalls;
      assert.equal(record?.problem?.kind, 'unknown-tool');
      assert.equal(record?.status, 'not-run');
      assert.match(
        record?.text ?? '',
        /called "no_such_tool", which it was not offered \(offered: search_issues, get_issue/,
      );
      assert.equal(result.stopReason, 'finished');
    }
  });

  test('arguments that are not JSON are not run (streamed Anthropic input, OpenAI argument strings)', async () => {
    for (const [api, stream] of [
      ['anthropic', true],
      ['openai-chat', false],
      ['openai-responses', true],
    ] as const) {
      const { run: result } = await run(api, 'Read issue 104 in full', {
        model: STAND_IN_MODELS.invalidJson,
        stream,
      });
      const [record] = result.toolCalls;
      assert.equal(record?.problem?.kind, 'invalid-json', api);
      assert.equal(record?.call.argumentsText, '{"number":104,"broken": ');
      assert.equal(record?.call.arguments, undefined);
      assert.equal(result.stopReason, 'finished');
    }
  });

  test("an endless tool loop ends at the step limit; the last step's calls are not run", async () => {
    let executed = 0;
    const { run: result } = await run('openai-compatible', 'Read issue 104 in full', {
      model: STAND_IN_MODELS.endlessLoop,
      stepLimit: 4,
      executeTool: async (call) => {
        executed++;
        return onServer(call);
      },
    });
    assert.equal(result.stopReason, 'step-limit');
    assert.equal(result.steps.length, 4);
    assert.equal(executed, 3);
    assert.equal(result.toolCalls.at(-1)?.problem?.kind, 'step-limit');
    assert.equal(result.toolCalls.at(-1)?.status, 'not-run');
  });

  for (const stream of [true, false])
    test(`a 10 MB answer is cut to what is kept and shown, and says so (${stream ? 'streaming' : 'not streaming'})`, async () => {
      const { run: result, events } = await run('openai-chat', 'Say hello', {
        model: STAND_IN_MODELS.hugeAnswer,
        stream,
        limits: { keptTextChars: 50_000 },
      });
      assert.equal(result.stopReason, 'finished');
      const shown = events
        .filter((e) => e.type === 'text-delta')
        .reduce((n, e) => n + (e.type === 'text-delta' ? e.text.length : 0), 0);
      assert.equal(shown, 50_000);
      const cut = events.filter((e) => e.type === 'text-cut');
      assert.equal(cut.length, 1);
      assert.match(cut[0]?.type === 'text-cut' ? cut[0].message : '', /longer than 50,000 characters/);
      assert.equal(result.text.length, 50_000);
      assert.equal(result.steps[0]?.textCut, true);
      // The conversation keeps the cut text with a note, not 10 MB.
      const assistant = JSON.stringify(result.messages.at(-1));
      assert.ok(assistant.length < 52_000, String(assistant.length));
      assert.match(
        assistant,
        new RegExp(`cut: the answer has ${HUGE_ANSWER_CHARS.toLocaleString('en')} characters`),
      );
    });

  test('a stream that stops before its end is an error that says so, with the text that came', async () => {
    for (const api of ['anthropic', 'openai-chat', 'openai-responses', 'google'] as const) {
      const { run: result, events } = await run(api, 'Say hello', { model: STAND_IN_MODELS.stopMidStream });
      assert.equal(result.stopReason, 'error', api);
      assert.equal(result.problem?.kind, 'invalid-response', api);
      assert.match(result.problem?.message ?? '', /ended before the provider said it was complete/);
      assert.ok(
        events.some((e) => e.type === 'text-delta'),
        api,
      );
      assert.equal(
        events.filter((e) => e.type === 'step-start').length,
        events.filter((e) => e.type === 'step-end').length,
      );
    }
  });

  test('a connection reset mid-answer is a network problem', async () => {
    const { run: result } = await run('anthropic', 'Say hello', { model: STAND_IN_MODELS.reset });
    assert.equal(result.problem?.kind, 'network');
    assert.match(result.problem?.message ?? '', /broke off while the answer was arriving/);
  });

  test("a stream that goes silent ends at the idle timeout (on the test's clock)", async () => {
    const clock = manualTimers();
    let done = false;
    const running = run('openai-chat', 'Say hello', {
      model: STAND_IN_MODELS.hang,
      timers: clock.timers,
      now: clock.now,
      timeouts: { idleMs: 30_000, stepMs: 10_000_000 },
    }).finally(() => {
      done = true;
    });
    // Whenever the clock moves, a silent stream times out; it never ends otherwise.
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      clock.advance(30_000);
    }
    const { run: result } = await running;
    assert.equal(result.stopReason, 'error');
    assert.equal(result.problem?.kind, 'idle-timeout');
    assert.match(result.problem?.message ?? '', /OpenAI sent nothing for 30 s: the answer stopped mid-way/);
  });
});

describe('provider errors', { timeout: 60_000 }, () => {
  test('429 is retried after retry-after (bounded), then reported with when to retry', async () => {
    const clock = manualTimers();
    const { run: result, events } = await run('openai-chat', 'hi', {
      model: STAND_IN_MODELS.rateLimited,
      timers: clock.timers,
      now: clock.now,
      onEvent(event) {
        if (event.type === 'retry') setImmediate(() => clock.advance(event.delayMs));
      },
    });
    const retries = events.filter((e) => e.type === 'retry');
    assert.deepEqual(
      retries.map((e) => (e.type === 'retry' ? [e.attempt, e.delayMs] : [])),
      [
        [1, 2000],
        [2, 2000],
      ],
    );
    assert.equal(result.stopReason, 'error');
    assert.equal(result.problem?.kind, 'rate-limit');
    assert.equal(result.problem?.status, 429);
    assert.equal(result.problem?.retryAfterMs, 2000);
    assert.match(result.problem?.message ?? '', /rate-limited the request \(HTTP 429\).*Retry after 2 s\.$/);
  });

  test('a retry-after longer than the bound is not waited for; the message says when', async () => {
    const { run: result, events } = await run('anthropic', 'hi', { model: STAND_IN_MODELS.rateLimitedLong });
    assert.equal(events.filter((e) => e.type === 'retry').length, 0);
    assert.match(result.problem?.message ?? '', /Retry after 3600 s\.$/);
  });

  test("Anthropic 529 overloaded and Gemini's RetryInfo are understood; a flaky provider succeeds on retry", async () => {
    const clock = manualTimers();
    const advance = (event: AgentEvent) => {
      if (event.type === 'retry') setImmediate(() => clock.advance(event.delayMs));
    };
    const overloaded = await run('anthropic', 'hi', {
      model: STAND_IN_MODELS.overloaded,
      timers: clock.timers,
      onEvent: advance,
      retry: { maxRetries: 0 },
    });
    assert.equal(overloaded.run.problem?.kind, 'overloaded');
    assert.match(
      overloaded.run.problem?.message ?? '',
      /^Anthropic is overloaded \(HTTP 529\): Overloaded\. Retry after 2 s\.$/,
    );
    const gemini = await run('google', 'hi', {
      model: STAND_IN_MODELS.rateLimited,
      retry: { maxRetries: 0 },
    });
    assert.equal(gemini.run.problem?.retryAfterMs, 2000);
    const flaky = await run('openai-responses', 'Read issue 104 in full', {
      model: STAND_IN_MODELS.flaky,
      timers: clock.timers,
      onEvent: advance,
    });
    assert.equal(flaky.run.stopReason, 'finished');
    assert.equal(flaky.run.toolCalls[0]?.status, 'result');
  });

  test('401, 404 and 500 get actionable messages', async () => {
    const wrongKey = await run('openai-chat', 'hi', { apiKey: 'sk-wrong-0123456789abcdef' });
    assert.equal(wrongKey.run.problem?.kind, 'auth');
    assert.match(
      wrongKey.run.problem?.message ?? '',
      /^OpenAI refused the API key \(HTTP 401\).*Check the key/,
    );
    const missing = await run('google', 'hi', { model: STAND_IN_MODELS.missingModel });
    assert.equal(missing.run.problem?.kind, 'not-found');
    assert.match(
      missing.run.problem?.message ?? '',
      /does not know the model "stand-in-no-such-model" at http:\/\/127\.0\.0\.1:\d+\/v1beta/,
    );
    const failed = await run('openai-compatible', 'hi', {
      model: STAND_IN_MODELS.serverError,
      retry: { maxRetries: 0 },
    });
    assert.equal(failed.run.problem?.kind, 'server');
    assert.match(failed.run.problem?.message ?? '', /failed with HTTP 500.*status page/);
  });
});

test('the key appears in no event, run, message or error, even when the provider and the tool echo it', async () => {
  standIn.requests.length = 0;
  const echoed = await run('anthropic', 'hi', { model: STAND_IN_MODELS.unauthorizedEchoingKey });
  assert.equal(echoed.run.problem?.kind, 'auth');
  assert.match(echoed.run.problem?.providerMessage ?? '', /^The API key <redacted> is not valid\.$/);
  // It did travel, in its header.
  assert.equal(standIn.requests.at(-1)?.headers['x-api-key'], STAND_IN_KEY);

  const leaky = await run('openai-chat', 'Read issue 104 in full', {
    executeTool: async () => ({
      ok: true,
      result: { content: [{ type: 'text', text: `token=${STAND_IN_KEY} tail=${STAND_IN_KEY.slice(-12)}` }] },
    }),
  });
  assert.equal(leaky.run.toolCalls[0]?.status, 'result');
  for (const text of [JSON.stringify(echoed), JSON.stringify(leaky)]) {
    assert.ok(!text.includes(STAND_IN_KEY), 'the whole key');
    assert.ok(!text.includes(STAND_IN_KEY.slice(-12)), 'its random tail');
  }
  assert.match(JSON.stringify(leaky.events), /token=<redacted> tail=<redacted>/);
});

test('a key the model echoes into its arguments reaches neither the approver nor the tool (nor an edit)', async () => {
  const leak = (text: string) => `crash ${text} ${encodeURIComponent(text)} ${text.slice(-12)}`;
  standIn.queue(
    {
      kind: 'turn',
      turn: { toolCalls: [{ name: 'search_issues', arguments: { query: leak(STAND_IN_KEY) } }] },
    },
    {
      kind: 'turn',
      turn: {
        toolCalls: [{ name: 'convert_currency', arguments: { amount: 1, from: STAND_IN_KEY, to: 'USD' } }],
      },
    },
    { kind: 'turn', turn: { text: 'done' } },
  );
  const approved: unknown[] = [];
  const executed: unknown[] = [];
  const { run: result } = await run('anthropic', 'Find crash issues', {
    mcpTools: mcpTools.map((t) =>
      t.name === 'convert_currency' ? { ...t, annotations: { readOnlyHint: false } } : t,
    ),
    approve: async (call) => {
      approved.push(call.arguments);
      // The person's edit goes through the same door.
      return { decision: 'approve', arguments: { amount: 2, from: `EUR ${STAND_IN_KEY}`, to: 'USD' } };
    },
    executeTool: async (call) => {
      executed.push(call.arguments);
      return { ok: true, result: { content: [{ type: 'text', text: 'ok' }] } };
    },
  });
  assert.equal(result.stopReason, 'finished', JSON.stringify(result.problem));
  assert.deepEqual(executed, [
    { query: 'crash <redacted> <redacted> <redacted>' },
    { amount: 2, from: 'EUR <redacted>', to: 'USD' },
  ]);
  assert.deepEqual(approved, [{ amount: 1, from: '<redacted>', to: 'USD' }]);
});
