import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AgentEvent } from '@/lib/model/agent-event';
import { createAgentTranscriptMapper, type SessionCallInfo } from './agent-transcript';
import { emptyTranscript, type Transcript, transcriptReducer } from './transcript';

type NoStamp<T> = T extends unknown ? Omit<T, 'seq' | 'at'> : never;

function play(events: NoStamp<AgentEvent>[], calls: Record<string, SessionCallInfo> = {}): Transcript {
  const map = createAgentTranscriptMapper((id) => calls[id]);
  let state = transcriptReducer(emptyTranscript, { type: 'turn-start', id: 1, prompt: 'Read issue 104' });
  events.forEach((e, seq) => {
    for (const action of map({ ...e, seq, at: seq } as AgentEvent)) state = transcriptReducer(state, action);
  });
  return state;
}

test('a run with an approved call and a final answer reads as two steps with totals', () => {
  const state = play(
    [
      {
        type: 'run-start',
        model: { provider: 'anthropic', api: 'anthropic-messages', modelId: 'm' },
        stepLimit: 10,
        toolCount: 2,
      },
      { type: 'step-start', step: 1 },
      { type: 'text-delta', step: 1, text: 'Checking.' },
      {
        type: 'step-end',
        step: 1,
        finishReason: 'tool-calls',
        usage: { inputTokens: 10, outputTokens: 5 },
        latencyMs: 120,
        toolCalls: 1,
        textChars: 9,
        textCut: false,
      },
      {
        type: 'tool-call',
        step: 1,
        call: {
          id: 'c1',
          step: 1,
          modelName: 'create_basket',
          mcpName: 'create_basket',
          arguments: { items: [] },
        },
        findings: [{ kind: 'schema', path: '/items', message: '/items must NOT have fewer than 1 items' }],
      },
      { type: 'approval-requested', step: 1, callId: 'c1', tool: { name: 'create_basket' } },
      {
        type: 'approval',
        step: 1,
        callId: 'c1',
        outcome: 'approved-edited',
        arguments: { items: ['MUG-001'] },
      },
      {
        type: 'tool-result',
        step: 1,
        callId: 'c1',
        mcpName: 'create_basket',
        status: 'result',
        text: 'Basket b-1 created.\nMore.',
        cut: false,
        result: { content: [{ type: 'text', text: 'Basket b-1 created.' }] },
        durationMs: 30,
      },
      { type: 'step-start', step: 2 },
      {
        type: 'retry',
        step: 2,
        attempt: 1,
        delayMs: 2000,
        problem: { kind: 'rate-limit', message: 'Rate limited (429).' },
      },
      { type: 'text-delta', step: 2, text: 'Done.' },
      {
        type: 'step-end',
        step: 2,
        finishReason: 'stop',
        usage: { inputTokens: 20, outputTokens: 2 },
        latencyMs: 80,
        toolCalls: 0,
        textChars: 5,
        textCut: false,
      },
      {
        type: 'run-end',
        stopReason: 'finished',
        steps: 2,
        usage: { inputTokens: 30, outputTokens: 7 },
        durationMs: 400,
      },
    ],
    { c1: { operationId: 'op-9', kind: 'complete' } },
  );
  const turn = state.turns[0]!;
  assert.equal(turn.status, 'done');
  assert.equal(turn.stopReason, 'the model answered without calling a tool');
  assert.deepEqual(turn.usage, { inputTokens: 30, outputTokens: 7 });
  assert.equal(turn.latencyMs, 400);
  const call = turn.steps[0]!.calls[0]!;
  assert.equal(call.approval, 'edited');
  assert.deepEqual(call.editedArguments, { items: ['MUG-001'] });
  assert.deepEqual(call.findings, ['/items must NOT have fewer than 1 items']);
  assert.equal(call.result?.status, 'complete');
  assert.equal(call.result?.summary, 'Basket b-1 created.');
  assert.equal(call.result?.operationId, 'op-9');
  assert.deepEqual(turn.steps[1]!.notes, ['Rate limited (429). Trying again in 2 s (attempt 2).']);
  assert.equal(turn.steps[1]!.text, 'Done.');
});

test('an unknown tool, a refused call and a failed run are told apart', () => {
  const state = play(
    [
      { type: 'step-start', step: 1 },
      {
        type: 'tool-call',
        step: 1,
        call: { id: 'u', step: 1, modelName: 'no_such_tool', arguments: { anything: 1 } },
        problem: {
          kind: 'unknown-tool',
          message: 'The model called "no_such_tool", which it was not offered.',
        },
        findings: [],
      },
      {
        type: 'tool-result',
        step: 1,
        callId: 'u',
        status: 'not-run',
        text: 'not run',
        cut: false,
        durationMs: 0,
      },
      {
        type: 'tool-call',
        step: 1,
        call: { id: 'r', step: 1, modelName: 'get_issue', mcpName: 'get_issue', arguments: { number: 'x' } },
        findings: [],
      },
      { type: 'approval', step: 1, callId: 'r', outcome: 'auto-approved' },
      {
        type: 'tool-result',
        step: 1,
        callId: 'r',
        status: 'failed',
        text: 'the arguments do not match',
        cut: false,
        durationMs: 1,
      },
      {
        type: 'run-end',
        stopReason: 'error',
        steps: 1,
        usage: {},
        durationMs: 5,
        problem: { kind: 'auth', message: 'The key was refused (401).' },
      },
    ],
    { r: { operationId: 'op-2', kind: 'refused' } },
  );
  const turn = state.turns[0]!;
  const [unknown, refused] = turn.steps[0]!.calls;
  assert.equal(unknown!.result?.status, 'unknown-tool');
  assert.match(unknown!.problem ?? '', /not offered/);
  assert.deepEqual(unknown!.findings, []);
  assert.equal(refused!.approval, 'auto');
  assert.equal(refused!.result?.status, 'refused');
  assert.equal(turn.status, 'failed');
  assert.equal(turn.error, 'The key was refused (401).');
  assert.equal(turn.stopReason, 'the model call failed (auth)');
});

test('a stop by the person ends the turn as stopped, without an error', () => {
  const state = play([
    { type: 'step-start', step: 1 },
    { type: 'text-delta', step: 1, text: 'Half' },
    {
      type: 'run-end',
      stopReason: 'aborted',
      steps: 1,
      usage: {},
      durationMs: 5,
      problem: { kind: 'aborted', message: 'Stopped.' },
    },
  ]);
  const turn = state.turns[0]!;
  assert.equal(turn.status, 'stopped');
  assert.equal(turn.stopReason, 'stopped by you');
  assert.equal(turn.error, undefined);
});
