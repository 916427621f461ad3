import { joinPointer } from '../../json/json-pointer';
import { META_KEYS, parseMetaKey, REQUEST_META_KEYS } from '../../spec/index';
import type { TargetMap } from '../rule';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';

/** Reserved keys MCP defines for each place a `_meta` object appears. */
const ALLOWED: Record<TargetMap['meta']['where'], ReadonlySet<string>> = {
  request: new Set(REQUEST_META_KEYS),
  result: new Set([META_KEYS.serverInfo, META_KEYS.subscriptionId]),
  notification: new Set([
    META_KEYS.subscriptionId,
    META_KEYS.traceparent,
    META_KEYS.tracestate,
    META_KEYS.baggage,
  ]),
  other: new Set(),
};

export const metaKeyReserved = defineRule({
  id: 'meta-key-reserved',
  severity: 'warning',
  basis: 'spec-should',
  versions: ONLY_2026_07_28,
  title: 'Reserved _meta prefixes are left to MCP',
  description:
    'Prefixes whose second label is `modelcontextprotocol` or `mcp` (`io.modelcontextprotocol/`, `dev.mcp/`) belong to MCP. Only the keys the spec defines for that place may use them — e.g. `io.modelcontextprotocol/protocolVersion` in request `_meta`, `io.modelcontextprotocol/serverInfo` in result `_meta`. Use your own reverse-DNS prefix for anything else.',
  target: 'meta',
  check({ target, path, report }) {
    const allowed = ALLOWED[target.where];
    for (const key of Object.keys(target.value)) {
      if (allowed.has(key)) continue;
      const parsed = parseMetaKey(key);
      if (!parsed.valid || !parsed.reserved) continue;
      report({
        path: joinPointer(path, key),
        part: 'key',
        message: `"${key}" uses a prefix reserved for MCP, and MCP defines no such key here. Use your own prefix, e.g. "com.example/${parsed.name || 'key'}".`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [],
          _meta: { 'io.modelcontextprotocol/serverInfo': { name: 's', version: '1' } },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          _meta: { 'io.modelcontextprotocol/priority': 1 },
        },
        path: '/_meta/io.modelcontextprotocol~1priority',
      },
    ],
  },
});
