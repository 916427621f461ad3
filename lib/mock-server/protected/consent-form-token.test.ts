import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createStateSealer } from '../sealed-state';
import { checkFormToken, createOnceLedger, equalInConstantTime, issueFormToken } from './consent-form-token';

test('a form token fits the ticket it was issued with, and only while it is fresh', async () => {
  let clock = 0;
  const sealer = createStateSealer('secret', () => clock);
  const token = await issueFormToken(sealer, 'ticket-a');
  assert.deepEqual(await checkFormToken(sealer, 'ticket-a', token), { ok: true });
  const wrong = await checkFormToken(sealer, 'ticket-b', token);
  assert.equal(wrong.ok, false);
  assert.match(wrong.ok ? '' : wrong.reason, /another consent page/);
  assert.deepEqual(await checkFormToken(sealer, 'ticket-a', null), {
    ok: false,
    reason: 'the form token is missing',
  });
  const other = createStateSealer('another secret', () => clock);
  assert.equal((await checkFormToken(other, 'ticket-a', token)).ok, false, 'another key');
  clock = 300_001;
  const late = await checkFormToken(sealer, 'ticket-a', token);
  assert.equal(late.ok, false);
  assert.match(late.ok ? '' : late.reason, /expired/);
});

test('constant-time comparison: equal texts only, whatever the length', () => {
  assert.equal(equalInConstantTime('abc', 'abc'), true);
  assert.equal(equalInConstantTime('abc', 'abd'), false);
  assert.equal(equalInConstantTime('abc', 'ab'), false);
  assert.equal(equalInConstantTime('', ''), true);
  assert.equal(equalInConstantTime('a\u0000', 'a'), false);
});

test('the once-ledger refuses an id seen before, forgets expired ones and stays bounded', () => {
  let clock = 0;
  const ledger = createOnceLedger(() => clock, 3);
  assert.equal(ledger.use('a', 100), true);
  assert.equal(ledger.use('a', 100), false);
  clock = 101;
  assert.equal(ledger.use('a', 200), true, 'expired ids may come back');
  for (const id of ['b', 'c', 'd', 'e']) assert.equal(ledger.use(id, 1000), true);
  // Past the limit the oldest went first: 'a' was dropped, 'e' is kept.
  assert.equal(ledger.use('e', 1000), false);
  assert.equal(ledger.use('a', 1000), true);
});
