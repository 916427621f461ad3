import { isObject } from '../../json/is-object';
import { defineRule } from '../rule';

export const responseResultOrError = defineRule({
  id: 'response-result-or-error',
  severity: 'error',
  basis: 'spec-must',
  title: 'A response carries a result or an error, not both',
  description:
    'JSON-RPC 2.0, which MCP builds on, says a response must include either `result` or `error`, and must not include both. A receiver cannot tell whether such a call succeeded, and clients disagree on which member wins. The official JSON Schema does not catch it, because its response definitions leave other members open.',
  target: 'document',
  check({ target, path, report }) {
    const root = target.value;
    if (!isObject(root) || !('jsonrpc' in root || 'id' in root)) return;
    if (!('result' in root && 'error' in root)) return;
    report({
      path,
      message:
        'This response has both "result" and "error": a JSON-RPC response must carry exactly one of them. Keep "result" if the call succeeded, or "error" if it failed.',
    });
  },
  cases: {
    pass: [
      {
        kind: 'message',
        document: { jsonrpc: '2.0', id: 1, result: { resultType: 'complete', content: [] } },
      },
      {
        kind: 'message',
        document: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unknown tool' } },
      },
    ],
    fail: [
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 1,
          result: { resultType: 'complete', content: [] },
          error: { code: -32603, message: 'Internal error' },
        },
        path: '',
      },
      {
        kind: 'call-result',
        document: {
          jsonrpc: '2.0',
          id: 2,
          result: { resultType: 'complete', content: [] },
          error: { code: -32603, message: 'Internal error' },
        },
        path: '',
      },
    ],
  },
});
