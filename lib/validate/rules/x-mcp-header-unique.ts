import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { reportMcpHeaderProblems, toolWith } from './x-mcp-header-shared';

export const xMcpHeaderUnique = defineRule({
  id: 'x-mcp-header-unique',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'x-mcp-header values are unique, ignoring case',
  description:
    'HTTP header names are case-insensitive, so `Region` and `REGION` in one `inputSchema` would produce the same `Mcp-Param-Region` header for two arguments. A client on Streamable HTTP must drop such a tool.',
  target: 'json-schema',
  check(ctx) {
    reportMcpHeaderProblems(ctx, 'unique');
  },
  cases: {
    pass: [
      toolWith({
        properties: {
          a: { type: 'string', 'x-mcp-header': 'Region' },
          b: { type: 'string', 'x-mcp-header': 'Zone' },
        },
      }),
    ],
    fail: [
      {
        ...toolWith({
          properties: {
            a: { type: 'string', 'x-mcp-header': 'Region' },
            b: { type: 'string', 'x-mcp-header': 'REGION' },
          },
        }),
        path: '/inputSchema/properties/b/x-mcp-header',
      },
    ],
  },
});
