import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Redis } from 'ioredis';
import { ensureRedisServer, type RedisProcess, startRedis } from '../../scripts/redis-server';
import type { DemoStateChange } from '../mock-server/demo-state';
import { createRateLimit } from './create-rate-limit';
import { connectRedis, sharedStateSecret } from './redis-connection';
import { createRedisDemoState } from './redis-demo-state';

// Against a real redis-server (started here, stopped by PID): what two instances sharing it see.
const binary = ensureRedisServer();
const skip = 'reason' in binary ? binary.reason : false;
let redis: RedisProcess | undefined;
const clients: Redis[] = [];
const connect = () => {
  const client = connectRedis(redis!.url);
  clients.push(client);
  return client;
};

before(async () => {
  if ('path' in binary) redis = await startRedis(binary.path);
});
after(async () => {
  for (const client of clients) client.disconnect();
  await redis?.stop();
});

test('a switch flipped through one instance is seen, and heard, by another', { skip }, async () => {
  const one = createRedisDemoState(connect());
  const two = createRedisDemoState(connect());
  await Promise.all([one.ready(), two.ready()]);
  const heard: DemoStateChange[] = [];
  const unsubscribe = two.subscribe((change) => heard.push(change));
  const changeArrived = new Promise<void>((resolve) => two.subscribe(() => resolve()));
  assert.equal(await one.setSwitch('v:alice', 'beta', true), true);
  assert.equal(await one.setSwitch('v:alice', 'beta', true), false, 'no change, no announcement');
  await changeArrived;
  assert.deepEqual(heard, [{ scope: 'v:alice', kind: 'tools' }]);
  assert.deepEqual([...(await two.switchedOn('v:alice'))], ['beta']);
  assert.deepEqual([...(await two.switchedOn('v:bob'))], [], 'other scopes are untouched');
  assert.equal(await two.setSwitch('v:alice', 'beta', false), true);
  assert.deepEqual([...(await one.switchedOn('v:alice'))], []);
  unsubscribe();
  await one.close();
  await two.close();
});

test('every instance gets the same state secret from Redis', { skip }, async () => {
  const [a, b] = await Promise.all([sharedStateSecret(connect()), sharedStateSecret(connect())]);
  assert.equal(a.byteLength, 32);
  assert.deepEqual(a, b);
});

test('a client is counted across instances: the limit holds for the sum', { skip }, async () => {
  const one = createRateLimit({ points: 3, durationSeconds: 60, redis: connect() });
  const two = createRateLimit({ points: 3, durationSeconds: 60, redis: connect() });
  const verdicts = [await one('198.51.100.1'), await two('198.51.100.1'), await one('198.51.100.1')];
  assert.ok(verdicts.every((v) => v.ok));
  const fourth = await two('198.51.100.1');
  assert.equal(fourth.ok, false);
  if (!fourth.ok) assert.ok(fourth.retryAfterMs > 0 && fourth.retryAfterMs <= 60_000);
  assert.equal((await one('198.51.100.2')).ok, true, 'another client has its own allowance');
});

test('with Redis gone, requests are still counted (in memory) instead of failing', { skip }, async () => {
  const dead = connectRedis('redis://127.0.0.1:1');
  clients.push(dead);
  const limit = createRateLimit({ points: 1, durationSeconds: 60, redis: dead });
  assert.equal((await limit('203.0.113.5')).ok, true);
  assert.equal((await limit('203.0.113.5')).ok, false);
});
