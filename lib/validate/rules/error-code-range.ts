import { joinPointer } from '../../json/json-pointer';
import { classifyErrorCode } from '../../spec/index';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';

export const errorCodeRange = defineRule({
  id: 'error-code-range',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'Error codes follow the MCP allocation',
  description:
    'JSON-RPC reserves -32768 to -32000. MCP defines -32700, -32600 to -32603, and -32020, -32021, -32022; other codes from -32099 to -32020 are reserved for future spec use, and -32002 (resource not found) and -32042 (URL elicitation required) are retired — use -32602 and MRTR instead. -32000 to -32019 is a legacy range new servers should not use. Application errors belong outside -32768 to -32000.',
  target: 'message',
  check({ target, path, report }) {
    const error = target.value.error;
    if (typeof error !== 'object' || error === null) return;
    const code = (error as Record<string, unknown>).code;
    if (typeof code !== 'number') return;
    const at = joinPointer(path, 'error', 'code');
    switch (classifyErrorCode(code)) {
      case 'retired':
        report({
          path: at,
          message:
            code === -32002
              ? '-32002 (resource not found) is retired in 2026-07-28: use -32602 (invalid params).'
              : '-32042 (URL elicitation required) is retired in 2026-07-28: return an input_required result with a URL-mode elicitation instead.',
        });
        break;
      case 'reserved-undefined':
        report({
          path: at,
          message: `${code} lies in -32099..-32020, which MCP reserves for codes it defines; this one is not defined. Use an application code outside -32768..-32000.`,
        });
        break;
      case 'jsonrpc-reserved':
        report({
          path: at,
          message: `${code} lies in JSON-RPC's reserved range (-32768..-32000) but is not a defined code. Use an application code outside that range.`,
        });
        break;
      case 'legacy-range':
        report({
          path: at,
          severity: 'warning',
          message: `${code} is in the legacy implementation-defined range -32000..-32019, which new implementations should not use and receivers give no meaning. Use a defined code or an application code.`,
        });
        break;
      default:
        break;
    }
  },
  cases: {
    pass: [
      {
        kind: 'message',
        document: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unknown tool: nope' } },
      },
    ],
    fail: [
      {
        kind: 'message',
        document: { jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'Resource not found' } },
        path: '/error/code',
      },
      {
        kind: 'message',
        document: { jsonrpc: '2.0', id: 1, error: { code: -32050, message: 'Custom' } },
        path: '/error/code',
      },
    ],
  },
});
