import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  describeUsage,
  emptyTranscript,
  MAX_KEPT_CHARS,
  type Transcript,
  type TranscriptAction,
  transcriptReducer,
  waitingCalls,
} from './transcript';

const fold = (actions: TranscriptAction[], start: Transcript = emptyTranscript) =>
  actions.reduce(transcriptReducer, start);

test('a turn with a tool call that waits for approval, runs, and a second step that answers', () => {
  let state = fold([
    { type: 'turn-start', id: 1, prompt: 'Read issue 104' },
    { type: 'step-start', index: 1 },
    { type: 'text', delta: 'Let me ' },
    { type: 'text', delta: 'look.' },
    {
      type: 'tool-call',
      call: { callId: 'c1', toolName: 'get_issue', mcpName: 'get_issue', arguments: { number: 104 } },
    },
    { type: 'approval', callId: 'c1', state: 'waiting' },
  ]);
  assert.deepEqual(
    waitingCalls(state).map((c) => c.callId),
    ['c1'],
  );
  state = fold(
    [
      { type: 'approval', callId: 'c1', state: 'edited', editedArguments: { number: 105 } },
      {
        type: 'step-end',
        usage: { inputTokens: 100, outputTokens: 20 },
        latencyMs: 300,
        finishReason: 'tool-calls',
      },
      // The result arrives after the step closed: it still lands on its call.
      {
        type: 'tool-result',
        callId: 'c1',
        result: { status: 'complete', summary: '1 text block', operationId: 'op-3' },
      },
      { type: 'step-start', index: 2 },
      { type: 'text', delta: 'Issue 105 is about a crash.' },
      {
        type: 'step-end',
        usage: { inputTokens: 150, outputTokens: 10 },
        latencyMs: 200,
        finishReason: 'stop',
      },
      { type: 'turn-end', status: 'done', stopReason: 'the model finished' },
    ],
    state,
  );
  const turn = state.turns[0]!;
  assert.equal(turn.status, 'done');
  assert.equal(turn.steps.length, 2);
  assert.equal(turn.steps[0]!.text, 'Let me look.');
  const call = turn.steps[0]!.calls[0]!;
  assert.equal(call.approval, 'edited');
  assert.deepEqual(call.editedArguments, { number: 105 });
  assert.equal(call.result?.operationId, 'op-3');
  assert.deepEqual(turn.usage, { inputTokens: 250, outputTokens: 30 }, 'summed from the steps');
  assert.equal(turn.latencyMs, 500);
  assert.equal(waitingCalls(state).length, 0);
  assert.equal(describeUsage(turn.usage), '250 in · 30 out tokens');
});

test('the loop’s own totals win; text before any step opens step 1; a stop closes open steps', () => {
  const state = fold([
    { type: 'turn-start', id: 7, prompt: 'Hi' },
    { type: 'text', delta: 'Hel' },
    {
      type: 'turn-end',
      status: 'stopped',
      stopReason: 'stopped by you',
      usage: { totalTokens: 9 },
      latencyMs: 42,
    },
  ]);
  const turn = state.turns[0]!;
  assert.equal(turn.steps.length, 1);
  assert.equal(turn.steps[0]!.index, 1);
  assert.equal(turn.steps[0]!.done, true);
  assert.equal(turn.status, 'stopped');
  assert.deepEqual(turn.usage, { totalTokens: 9 });
  assert.equal(turn.latencyMs, 42);
  assert.equal(describeUsage(turn.usage), '9 total tokens');
  assert.equal(describeUsage({}), undefined);
});

test('a huge answer is counted in full but kept only up to the bound', () => {
  const piece = 'x'.repeat(500_000);
  const actions: TranscriptAction[] = [
    { type: 'turn-start', id: 1, prompt: 'p' },
    { type: 'step-start', index: 1 },
  ];
  for (let i = 0; i < 20; i++) actions.push({ type: 'text', delta: piece });
  const step = fold(actions).turns[0]!.steps[0]!;
  assert.equal(step.chars, 10_000_000);
  assert.equal(step.text.length, MAX_KEPT_CHARS);
});

test('actions without a turn change nothing; clear empties', () => {
  assert.equal(transcriptReducer(emptyTranscript, { type: 'text', delta: 'x' }), emptyTranscript);
  const state = fold([{ type: 'turn-start', id: 1, prompt: 'p' }]);
  assert.equal(transcriptReducer(state, { type: 'clear' }).turns.length, 0);
  assert.equal(
    transcriptReducer(state, {
      type: 'tool-result',
      callId: 'nope',
      result: { status: 'failed', summary: '' },
    }).turns[0],
    state.turns[0],
  );
});

test('notes land on the step they came in, even once it closed', () => {
  const state = fold([
    { type: 'turn-start', id: 1, prompt: 'p' },
    { type: 'note', text: 'before any step' },
    { type: 'step-start', index: 1 },
    { type: 'step-end' },
    { type: 'note', text: 'rate limited: trying again in 2 s' },
  ]);
  const steps = state.turns[0]!.steps;
  assert.equal(steps.length, 1, 'the announced step is the one the early note opened');
  assert.deepEqual(steps[0]!.notes, ['before any step', 'rate limited: trying again in 2 s']);
});
