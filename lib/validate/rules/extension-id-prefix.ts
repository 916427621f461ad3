import { isObject } from '../../json/is-object';
import { joinPointer } from '../../json/json-pointer';
import { META_KEYS, parseMetaKey } from '../../spec/index';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';

/** Where a message declares capabilities, relative to the message: [pointer segments, whose]. */
function capabilitySites(message: Record<string, unknown>): [string[], string][] {
  const sites: [string[], string][] = [];
  const params = message.params;
  if (isObject(params) && isObject(params._meta)) {
    sites.push([['params', '_meta', META_KEYS.clientCapabilities], 'clientCapabilities']);
  }
  const result = message.result;
  if (isObject(result)) sites.push([['result', 'capabilities'], 'the server capabilities']);
  const error = message.error;
  if (isObject(error) && isObject(error.data)) {
    sites.push([['error', 'data', 'requiredCapabilities'], 'requiredCapabilities']);
  }
  return sites;
}

function valueAt(root: unknown, segments: string[]): unknown {
  let node = root;
  for (const segment of segments) {
    if (!isObject(node)) return undefined;
    node = node[segment];
  }
  return node;
}

export const extensionIdPrefix = defineRule({
  id: 'extension-id-prefix',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'Extension identifiers carry a prefix',
  description:
    "Keys under `extensions` in client and server capabilities name extensions. They follow the `_meta` key syntax with a prefix that is mandatory here: dot-separated labels, then `/`, then the name (`io.modelcontextprotocol/tasks`, `com.example/search`). An identifier without a prefix can collide with another vendor's.",
  target: 'message',
  check({ target, path, report }) {
    for (const [segments, whose] of capabilitySites(target.value)) {
      const extensions = valueAt(target.value, [...segments, 'extensions']);
      if (!isObject(extensions)) continue;
      for (const key of Object.keys(extensions)) {
        const parsed = parseMetaKey(key);
        if (parsed.valid && parsed.prefix !== undefined) continue;
        const why = !parsed.valid
          ? `is malformed${parsed.problem ? ` (${parsed.problem.replace(/\.$/, '')})` : ''}`
          : 'has no prefix';
        report({
          path: joinPointer(path, ...segments, 'extensions', key),
          part: 'key',
          message: `The extension identifier ${JSON.stringify(key)} in ${whose} ${why}; extension identifiers must have a prefix, e.g. "com.example/${parsed.valid && parsed.name ? parsed.name : 'my-extension'}".`,
        });
      }
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
              'io.modelcontextprotocol/clientCapabilities': {
                extensions: { 'io.modelcontextprotocol/tasks': {}, 'com.example/search': {} },
              },
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
          method: 'tools/list',
          params: {
            _meta: {
              'io.modelcontextprotocol/protocolVersion': '2026-07-28',
              'io.modelcontextprotocol/clientCapabilities': { extensions: { tasks: {} } },
            },
          },
        },
        path: '/params/_meta/io.modelcontextprotocol~1clientCapabilities/extensions/tasks',
      },
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 1,
          result: {
            resultType: 'complete',
            supportedVersions: ['2026-07-28'],
            capabilities: { tools: {}, extensions: { ui: {} } },
            ttlMs: 0,
            cacheScope: 'public',
          },
        },
        path: '/result/capabilities/extensions/ui',
      },
    ],
  },
});
