import { hasSubscriptionId, META_KEYS } from '../../spec/index';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';

const LIST_CHANGED = new Set([
  'notifications/tools/list_changed',
  'notifications/prompts/list_changed',
  'notifications/resources/list_changed',
  'notifications/resources/updated',
]);

export const listChangedSubscriptionId = defineRule({
  id: 'list-changed-subscription-id',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'Change notifications carry their subscription id',
  description:
    'Since 2026-07-28, change notifications flow only on a `subscriptions/listen` stream, and each must carry `params._meta["io.modelcontextprotocol/subscriptionId"]` — the id of the listen request — so a client with several subscriptions can tell them apart. The schema leaves it optional; the spec text does not (an example on the tools page omits it).',
  target: 'message',
  check({ target, path, report }) {
    const message = target.value;
    if (typeof message.method !== 'string' || !LIST_CHANGED.has(message.method) || 'id' in message) return;
    if (hasSubscriptionId(message)) return;
    report({
      path: message.params === undefined ? path : `${path}/params`,
      message: `${message.method} needs params._meta["${META_KEYS.subscriptionId}"] set to the id of the subscriptions/listen request it answers.`,
    });
  },
  cases: {
    pass: [
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          method: 'notifications/tools/list_changed',
          params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 'L1' } },
        },
      },
    ],
    fail: [
      { kind: 'message', document: { jsonrpc: '2.0', method: 'notifications/tools/list_changed' }, path: '' },
      {
        // A RequestId is a string or an integer: 1.5 names no listen request.
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          method: 'notifications/tools/list_changed',
          params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 1.5 } },
        },
        path: '/params',
      },
    ],
  },
});
