// unit-test: own process
// The validation runner in this thread: a stopped run hands every later text of the process to a
// worker thread, so this file needs a process that has not stopped one before (cli.test.ts does).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createValidationRunner } from './run-validation';

const valid = JSON.stringify({ name: 'get_weather', inputSchema: { type: 'object' } });
/** Many properties: checking them all keeps the validator busy for seconds, far past 300 ms. */
function huge(): string {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 200_000; i++) properties[`k${i}`] = { type: 'string', description: `d${i}` };
  return JSON.stringify({ name: 'huge', inputSchema: { type: 'object', properties } });
}

test('the validator runs in this thread until a run is stopped at the timeout; then workers check the rest, for every runner', async () => {
  const runner = createValidationRunner(300);
  const later = createValidationRunner(300);
  try {
    const first = await runner.validate(valid, {});
    assert.equal(runner.where(), 'thread');
    assert.equal(first.stopped, false);
    // vm's timeout stops the synchronous run here, as terminating a worker does.
    const stopped = await runner.validate(huge(), {});
    assert.equal(stopped.stopped, true);
    assert.deepEqual(
      stopped.diagnostics.map((d) => d.rule),
      ['validation-budget'],
    );
    assert.equal(runner.where(), 'worker');
    assert.deepEqual(await runner.validate(valid, {}), first, 'the worker finds what this thread found');
    // The validator's modules are the process's: another runner does not use them either.
    assert.equal(later.where(), 'worker');
  } finally {
    await runner.close();
    await later.close();
  }
});
