import { joinPointer } from '../../json/json-pointer';
import {
  CLIENT_REQUEST_METHODS,
  INPUT_REQUEST_METHODS,
  REMOVED_METHODS,
  SERVER_NOTIFICATION_METHODS,
} from '../../spec/index';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';

const requests = new Set<string>(CLIENT_REQUEST_METHODS);
const notifications = new Set<string>([...SERVER_NOTIFICATION_METHODS, 'notifications/cancelled']);
const serverRequests = new Set<string>(INPUT_REQUEST_METHODS);
const removed = new Map(REMOVED_METHODS.map((m) => [m.method, m.reason]));

export const methodKnown = defineRule({
  id: 'method-known',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'Messages use methods of MCP 2026-07-28',
  description:
    'A 2026-07-28 client sends `server/discover`, `tools/list`, `tools/call`, `subscriptions/listen` and the prompt, resource and completion methods; servers send only responses and notifications. Methods of the handshake era (`initialize`, `ping`, `logging/setLevel`, `resources/subscribe`…) are gone, and a modern server answers them with -32601. Sampling, elicitation and roots are no longer server requests: they travel inside an `input_required` result.',
  target: 'message',
  check({ target, path, report }) {
    const message = target.value;
    const method = message.method;
    if (typeof method !== 'string') return;
    const at = joinPointer(path, 'method');
    const isRequest = 'id' in message;
    const reason = removed.get(method);
    if (method.startsWith('tasks/') || method === 'notifications/tasks/status') {
      report({
        path: at,
        severity: 'warning',
        message: `${method} is no longer core MCP: it belongs to the io.modelcontextprotocol/tasks extension and works only when the client declares that extension in the request's capabilities.`,
      });
    } else if (reason) {
      report({ path: at, message: `${method} was removed in 2026-07-28. ${reason}` });
    } else if (serverRequests.has(method)) {
      report({
        path: at,
        message: `Servers no longer send ${method} as a request. Return an input_required result whose inputRequests hold it; the client retries with inputResponses.`,
      });
    } else if (isRequest && !requests.has(method)) {
      report({
        path: at,
        severity: notifications.has(method) ? 'error' : 'warning',
        message: notifications.has(method)
          ? `${method} is a notification, so it must not carry an "id".`
          : `${method} is not a method of MCP 2026-07-28; a server will answer -32601 (method not found). Check the spelling (methods are case-sensitive).`,
      });
    } else if (!isRequest && !notifications.has(method)) {
      report({
        path: at,
        severity: requests.has(method) ? 'error' : 'warning',
        message: requests.has(method)
          ? `${method} is a request: it needs an "id" (a string or an integer) so the response can be matched to it.`
          : `${method} is not a notification of MCP 2026-07-28; the receiver will ignore it.`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/list',
          params: {
            _meta: {
              'io.modelcontextprotocol/protocolVersion': '2026-07-28',
              'io.modelcontextprotocol/clientCapabilities': {},
            },
          },
        },
      },
    ],
    fail: [
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-11-25',
            capabilities: {},
            clientInfo: { name: 'c', version: '1' },
          },
        },
        path: '/method',
      },
      {
        kind: 'message',
        document: { jsonrpc: '2.0', id: 2, method: 'tools/lists', params: {} },
        path: '/method',
      },
    ],
  },
});
