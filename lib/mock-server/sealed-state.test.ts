import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createStateSealer, digestText, randomStateSecret } from './sealed-state';

test('seals and opens, for its purpose only', async () => {
  const sealer = createStateSealer('secret');
  const token = await sealer.seal('mrtr', { step: 2 }, 60_000);
  assert.match(token, /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  assert.deepEqual(await sealer.open('mrtr', token), { ok: true, data: { step: 2 } });
  assert.deepEqual(await sealer.open('basket', token), { ok: false, reason: 'purpose' });
});

test('any change to the token fails the integrity check', async () => {
  const sealer = createStateSealer(randomStateSecret());
  const token = await sealer.seal('mrtr', { approved: false }, 60_000);
  const [, payload, mac] = token.split('.');
  const forged = Buffer.from(
    JSON.stringify({ p: 'mrtr', exp: Date.now() + 1e6, d: { approved: true } }),
  ).toString('base64url');
  assert.deepEqual(await sealer.open('mrtr', `v1.${forged}.${mac}`), { ok: false, reason: 'signature' });
  assert.deepEqual(await sealer.open('mrtr', `${token}-TAMPERED`), { ok: false, reason: 'signature' });
  assert.deepEqual(await sealer.open('mrtr', `v1.${payload}.${'A'.repeat(43)}`), {
    ok: false,
    reason: 'signature',
  });
  assert.deepEqual(await sealer.open('mrtr', 'garbage'), { ok: false, reason: 'malformed' });
  const other = createStateSealer('another secret');
  assert.deepEqual(await other.open('mrtr', token), { ok: false, reason: 'signature' });
});

test('tokens expire', async () => {
  let now = 1_000_000;
  const sealer = createStateSealer('secret', () => now);
  const token = await sealer.seal('basket', [], 1000);
  now += 999;
  assert.equal((await sealer.open('basket', token)).ok, true);
  now += 2;
  assert.deepEqual(await sealer.open('basket', token), { ok: false, reason: 'expired' });
});

test('an empty secret is refused; digests are stable', async () => {
  assert.throws(() => createStateSealer(''), /must not be empty/);
  assert.equal(await digestText('abc'), 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
});

test('a secret fetched from elsewhere: a failed fetch costs one seal, the next fetches again', async () => {
  let calls = 0;
  const sealer = createStateSealer(async () => {
    calls++;
    if (calls === 1) throw new Error('Command timed out');
    return 'shared-by-the-fleet';
  });
  await assert.rejects(sealer.seal('mrtr', { n: 1 }, 60_000), /timed out/);
  const token = await sealer.seal('mrtr', { n: 1 }, 60_000);
  const other = createStateSealer('shared-by-the-fleet');
  assert.deepEqual(await other.open('mrtr', token), { ok: true, data: { n: 1 } });
  await sealer.seal('mrtr', { n: 2 }, 60_000);
  assert.equal(calls, 2, 'fetched once more after the failure, then kept');
});
