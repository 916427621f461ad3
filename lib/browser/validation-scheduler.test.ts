import assert from 'node:assert/strict';
import { test } from 'node:test';
import { manualTimers } from './testing/manual-timers';
import { createValidationScheduler } from './validation-scheduler';

/** A validator the test answers by hand: every input it was sent, and a way to answer the oldest. */
function manualValidator() {
  const sent: { input: string; answer(result: string): void }[] = [];
  return {
    sent,
    run: (input: string) =>
      new Promise<string>((resolve) => {
        sent.push({ input, answer: resolve });
      }),
    async answer(result: string) {
      const job = sent.shift();
      assert.ok(job, 'nothing was sent');
      job.answer(result);
      await new Promise((r) => setImmediate(r));
      return job.input;
    },
  };
}

function setup() {
  const clock = manualTimers();
  const validator = manualValidator();
  const results: { result: string; generation: number }[] = [];
  const reads: string[] = [];
  const scheduler = createValidationScheduler<string, string>({
    run: validator.run,
    onResult: (result, generation) => results.push({ result, generation }),
    timers: clock.timers,
  });
  const schedule = (text: string, delayMs?: number) =>
    scheduler.schedule(() => {
      reads.push(text);
      return text;
    }, delayMs);
  return { clock, validator, results, reads, scheduler, schedule };
}

test('an idle validator gets the text once the delay is over, and the answer is delivered', async () => {
  const { clock, validator, results, scheduler, schedule } = setup();
  schedule('a', 16);
  assert.equal(validator.sent.length, 0);
  assert.equal(scheduler.pending, true);
  clock.advance(16);
  assert.deepEqual(
    validator.sent.map((s) => s.input),
    ['a'],
  );
  await validator.answer('checked a');
  assert.deepEqual(results, [{ result: 'checked a', generation: 1 }]);
  assert.equal(scheduler.pending, false);
});

test('changes within the delay are sent as one input, read once', async () => {
  const { clock, validator, reads, schedule } = setup();
  schedule('a', 16);
  clock.advance(10);
  schedule('ab', 16);
  clock.advance(10);
  schedule('abc', 16);
  clock.advance(16);
  assert.deepEqual(
    validator.sent.map((s) => s.input),
    ['abc'],
  );
  assert.deepEqual(reads, ['abc']);
});

test('while a check runs, newer inputs wait; only the newest is sent next, and the stale answer is dropped', async () => {
  const { clock, validator, results, reads, scheduler, schedule } = setup();
  schedule('a', 0);
  clock.advance(0);
  schedule('ab', 0);
  clock.advance(0);
  schedule('abc', 0);
  clock.advance(0);
  // One check at a time: the newer texts were not even read yet.
  assert.deepEqual(reads, ['a']);
  assert.equal(await validator.answer('checked a'), 'a');
  assert.deepEqual(results, [], 'the answer for a stale text is not delivered');
  assert.equal(scheduler.pending, true);
  assert.deepEqual(
    validator.sent.map((s) => s.input),
    ['abc'],
    'the newest text goes next, the one in between never',
  );
  assert.deepEqual(reads, ['a', 'abc']);
  await validator.answer('checked abc');
  assert.deepEqual(results, [{ result: 'checked abc', generation: 3 }]);
  assert.equal(scheduler.pending, false);
});

test('a check that ends while typing continues waits for the pause before sending again', async () => {
  const { clock, validator, schedule } = setup();
  schedule('a', 0);
  clock.advance(0);
  schedule('ab', 16);
  await validator.answer('checked a');
  assert.equal(validator.sent.length, 0, 'the delay of the newest change still runs');
  clock.advance(16);
  assert.deepEqual(
    validator.sent.map((s) => s.input),
    ['ab'],
  );
});

test('cancel drops the answer on its way and what waits; scheduling again works', async () => {
  const { clock, validator, results, scheduler, schedule } = setup();
  schedule('a', 0);
  clock.advance(0);
  schedule('ab', 0);
  scheduler.cancel();
  assert.equal(scheduler.pending, false);
  await validator.answer('checked a');
  clock.advance(100);
  assert.equal(results.length, 0);
  assert.equal(validator.sent.length, 0, 'the waiting text was forgotten');
  schedule('abc', 0);
  clock.advance(0);
  await validator.answer('checked abc');
  assert.deepEqual(
    results.map((r) => r.result),
    ['checked abc'],
  );
});

test('a validator that rejects does not stop the next check', async () => {
  const clock = manualTimers();
  let calls = 0;
  const results: string[] = [];
  const scheduler = createValidationScheduler<string, string>({
    run: async (input) => {
      calls++;
      if (calls === 1) throw new Error('boom');
      return `checked ${input}`;
    },
    onResult: (result) => results.push(result),
    timers: clock.timers,
  });
  scheduler.schedule(() => 'a', 0);
  clock.advance(0);
  await new Promise((r) => setImmediate(r));
  assert.equal(scheduler.pending, true, 'no answer for the failed check');
  scheduler.schedule(() => 'b', 0);
  clock.advance(0);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(results, ['checked b']);
});
