import assert from 'node:assert/strict';
import { test } from 'node:test';
import { progressOfStatus } from './status-progress';
import { followedHint, nextPollDelay } from './task-poll-delay';

test('polling honours the hint as a floor, backs off while nothing changes, and is capped', () => {
  assert.equal(nextPollDelay({ pollIntervalMs: 1000, unchanged: 0, notifications: false }), 1000);
  assert.equal(nextPollDelay({ pollIntervalMs: 1000, unchanged: 1, notifications: false }), 1500);
  assert.equal(nextPollDelay({ pollIntervalMs: 1000, unchanged: 2, notifications: false }), 2250);
  assert.equal(nextPollDelay({ pollIntervalMs: 1000, unchanged: 50, notifications: false }), 30_000);
  // A large hint is never undercut, and its own ceiling is eight times it (60 s at the most).
  assert.equal(nextPollDelay({ pollIntervalMs: 5000, unchanged: 0, notifications: false }), 5000);
  assert.equal(nextPollDelay({ pollIntervalMs: 5000, unchanged: 50, notifications: false }), 40_000);
  assert.equal(nextPollDelay({ pollIntervalMs: 600_000, unchanged: 0, notifications: false }), 60_000);
  // No hint: 1 s; a hint of 1 ms is not followed to the letter.
  assert.equal(nextPollDelay({ unchanged: 0, notifications: false }), 1000);
  assert.deepEqual(followedHint(1), { ms: 250, clamped: true });
  assert.deepEqual(followedHint(800), { ms: 800, clamped: false });
  // With notifications arriving, polls are a safety net.
  assert.equal(nextPollDelay({ pollIntervalMs: 500, unchanged: 0, notifications: true }), 15_000);
});

test('progress is read from a status message only when it carries a count or a percentage', () => {
  assert.deepEqual(progressOfStatus('Compiled section 2/5: Traffic'), { done: 2, total: 5 });
  assert.deepEqual(progressOfStatus('Indexed 3 of 8 batches'), { done: 3, total: 8 });
  assert.deepEqual(progressOfStatus('40% done'), { done: 40, total: 100 });
  assert.equal(progressOfStatus('Queued'), undefined);
  assert.equal(progressOfStatus('7/0 oddities'), undefined);
  assert.equal(progressOfStatus('9/3 is not progress'), undefined);
  assert.equal(progressOfStatus('250% of budget'), undefined);
  assert.equal(progressOfStatus(undefined), undefined);
});
