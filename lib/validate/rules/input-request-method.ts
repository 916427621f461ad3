import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { reportStructural } from './structural-shared';

export const inputRequestMethod = defineRule({
  id: 'input-request-method',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'Input requests use elicitation, sampling or roots',
  description:
    'Since 2026-07-28 servers send no requests of their own: an `input_required` result lists what it needs in `inputRequests`, and each entry is an `elicitation/create`, `sampling/createMessage` or `roots/list` request (without `jsonrpc` and `id`). Anything else cannot be answered by a client.',
  target: 'document',
  structural: true,
  check(ctx) {
    reportStructural(ctx, 'input-request-method');
  },
  cases: {
    pass: [
      {
        kind: 'call-result',
        document: {
          resultType: 'input_required',
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: {
                message: 'Deploy?',
                requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
              },
            },
          },
        },
      },
    ],
    fail: [
      {
        kind: 'call-result',
        document: { resultType: 'input_required', inputRequests: { a: { method: 'ping' } } },
        path: '/inputRequests/a/method',
      },
    ],
  },
});
