// The connection and MRTR state machines on their own (pure reducers).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type ConnectionState,
  chooseVersion,
  connectionReducer,
  initialConnectionState,
} from './connection-state';
import { initialMrtrState, type MrtrState, mrtrReducer, retryParams } from './mrtr-rounds';

const discover = {
  resultType: 'complete',
  supportedVersions: ['2026-07-28'],
  capabilities: { tools: {} },
  ttlMs: 0,
  cacheScope: 'public' as const,
  _meta: { 'io.modelcontextprotocol/serverInfo': { name: 's', version: '1' } },
};

test('connection: probe → discovered → ready(modern) with the server identity', () => {
  let s: ConnectionState = connectionReducer(initialConnectionState, { type: 'probe' });
  assert.deepEqual(s, { status: 'probing', protocolVersion: '2026-07-28', attempt: 1 });
  s = connectionReducer(s, { type: 'discovered', protocolVersion: '2026-07-28', result: discover });
  assert.equal(s.status, 'ready');
  assert.equal(s.status === 'ready' && s.serverInfo?.name, 's');
  assert.equal(s.status === 'ready' && s.source, 'probe');
});

test('connection: version-rejected retries once with a modern version, then fails; legacy lists go legacy', () => {
  const probing = connectionReducer(initialConnectionState, { type: 'probe' });
  const retry = connectionReducer(probing, { type: 'version-rejected', supported: ['2026-07-28'] });
  assert.deepEqual(retry, { status: 'probing', protocolVersion: '2026-07-28', attempt: 2 });
  const again = connectionReducer(retry, { type: 'version-rejected', supported: ['2026-07-28'] });
  assert.equal(again.status, 'failed');
  const legacy = connectionReducer(probing, {
    type: 'version-rejected',
    supported: ['2025-03-26', '2025-06-18'],
  });
  assert.equal(legacy.status === 'initializing' && legacy.protocolVersion, '2025-06-18');
  const none = connectionReducer(probing, { type: 'version-rejected', supported: [] });
  assert.equal(none.status, 'failed');
  assert.deepEqual(chooseVersion(['2025-11-25', '2026-07-28']), { era: 'modern', version: '2026-07-28' });
  assert.equal(chooseVersion(['1999-01-01']), undefined);
});

test('connection: legacy signal → initializing → initialized; session expiry; remembered eras', () => {
  let s = connectionReducer(connectionReducer(initialConnectionState, { type: 'probe' }), {
    type: 'legacy-signal',
    reason: '400',
  });
  assert.deepEqual(s, { status: 'initializing', protocolVersion: '2025-11-25', reason: '400' });
  s = connectionReducer(s, {
    type: 'initialized',
    protocolVersion: '2025-06-18',
    sessionId: 'abc',
    identity: { instructions: 'hi' },
  });
  assert.equal(s.status === 'ready' && s.era, 'legacy');
  assert.equal(s.status === 'ready' && s.sessionId, 'abc');
  const expired = connectionReducer(s, { type: 'session-expired' });
  assert.equal(expired.status === 'initializing' && expired.protocolVersion, '2025-06-18');
  const rememberedModern = connectionReducer(initialConnectionState, {
    type: 'remembered',
    era: 'modern',
    protocolVersion: '2026-07-28',
  });
  assert.equal(rememberedModern.status === 'ready' && rememberedModern.source, 'remembered');
  const rememberedLegacy = connectionReducer(initialConnectionState, {
    type: 'remembered',
    era: 'legacy',
    protocolVersion: '2025-11-25',
  });
  const ready = connectionReducer(rememberedLegacy, {
    type: 'initialized',
    protocolVersion: '2025-11-25',
    identity: {},
  });
  assert.equal(ready.status === 'ready' && ready.source, 'remembered');
});

test('connection: nonsensical transitions leave the state alone; reset and closed always work', () => {
  const idle = initialConnectionState;
  assert.equal(
    connectionReducer(idle, { type: 'discovered', protocolVersion: '2026-07-28', result: discover }),
    idle,
  );
  assert.equal(connectionReducer(idle, { type: 'session-expired' }), idle);
  const closed = connectionReducer(idle, { type: 'closed' });
  assert.equal(connectionReducer(closed, { type: 'failed', error: { kind: 'local', message: 'x' } }), closed);
  assert.deepEqual(connectionReducer(closed, { type: 'reset' }), { status: 'idle' });
});

test('mrtr: input-required → answered → complete; retry params echo requestState and carry the answers', () => {
  const original = { name: 'deploy', arguments: { env: 'prod' } };
  let s: MrtrState = initialMrtrState(3);
  assert.deepEqual(retryParams(original, s), original);
  s = mrtrReducer(s, {
    type: 'input-required',
    inputRequests: { ok: { method: 'elicitation/create' } },
    requestState: 'opaque "state" é',
  });
  assert.equal(s.status, 'awaiting-input');
  s = mrtrReducer(s, { type: 'answered', inputResponses: { ok: { action: 'accept' } } });
  assert.equal(s.round, 2);
  assert.deepEqual(retryParams(original, s), {
    name: 'deploy',
    arguments: { env: 'prod' },
    inputResponses: { ok: { action: 'accept' } },
    requestState: 'opaque "state" é',
  });
  s = mrtrReducer(s, { type: 'complete' });
  assert.equal(s.status, 'complete');
  assert.equal(mrtrReducer(s, { type: 'failed', reason: 'late' }), s, 'finished is final');
});

test('mrtr: no requestState is never invented; state-only rounds carry no inputResponses; the limit stops', () => {
  const original = { name: 't', arguments: {}, requestState: 'stale', inputResponses: { x: 1 } };
  let s = mrtrReducer(initialMrtrState(2), { type: 'input-required', inputRequests: { a: {} } });
  s = mrtrReducer(s, { type: 'answered', inputResponses: { a: { action: 'decline' } } });
  assert.deepEqual(retryParams(original, s), {
    name: 't',
    arguments: {},
    inputResponses: { a: { action: 'decline' } },
  });
  let only = mrtrReducer(initialMrtrState(4), { type: 'input-required', requestState: 'retry-later' });
  only = mrtrReducer(only, { type: 'answered', inputResponses: {} });
  assert.deepEqual(retryParams({ name: 't' }, only), { name: 't', requestState: 'retry-later' });
  const limited = mrtrReducer(s, { type: 'input-required', inputRequests: { a: {} } });
  assert.equal(limited.status, 'limit');
  assert.match(limited.reason ?? '', /limit is 2/);
  assert.equal(limited.history.length, 2);
});
