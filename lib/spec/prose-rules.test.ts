import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InputRequiredResultSchema } from './mrtr';
import {
  effectiveResultType,
  hasInputRequestsOrRequestState,
  hasSubscriptionId,
  mayReturnInputRequired,
  requiresCacheHints,
} from './prose-rules';

test('input_required needs inputRequests or requestState, which the schema does not check', () => {
  const bare = { resultType: 'input_required' };
  assert.ok(InputRequiredResultSchema.safeParse(bare).success);
  assert.ok(!hasInputRequestsOrRequestState(bare));
  assert.ok(hasInputRequestsOrRequestState({ ...bare, requestState: '' }));
  assert.ok(hasInputRequestsOrRequestState({ ...bare, inputRequests: {} }));
  assert.ok(!hasInputRequestsOrRequestState({ ...bare, requestState: undefined }));
});

test('only three methods may return input_required; cacheable methods need hints', () => {
  assert.ok(mayReturnInputRequired('tools/call'));
  assert.ok(mayReturnInputRequired('resources/read'));
  assert.ok(!mayReturnInputRequired('tools/list'));
  assert.ok(!mayReturnInputRequired('server/discover'));
  assert.ok(requiresCacheHints('server/discover'));
  assert.ok(requiresCacheHints('resources/read'));
  assert.ok(!requiresCacheHints('tools/call'));
});

test('listen-stream notifications need a subscription id of string or integer type', () => {
  const withId = (id: unknown) => ({
    jsonrpc: '2.0',
    method: 'notifications/tools/list_changed',
    params: { _meta: { 'io.modelcontextprotocol/subscriptionId': id } },
  });
  assert.ok(hasSubscriptionId(withId('L1')));
  assert.ok(hasSubscriptionId(withId(7)));
  assert.ok(!hasSubscriptionId(withId(null)));
  assert.ok(!hasSubscriptionId(withId(1.5)));
  assert.ok(!hasSubscriptionId({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' }));
  assert.ok(!hasSubscriptionId({ params: { _meta: null } }));
});

test('a missing resultType reads as complete on legacy connections only', () => {
  assert.equal(effectiveResultType({ resultType: 'input_required' }, false), 'input_required');
  assert.equal(effectiveResultType({ content: [] }, true), 'complete');
  assert.equal(effectiveResultType({ content: [] }, false), undefined);
  assert.equal(effectiveResultType({ resultType: 3 }, true), undefined);
});
