import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { reportMcpHeaderProblems, toolWith } from './x-mcp-header-shared';

export const xMcpHeaderType = defineRule({
  id: 'x-mcp-header-type',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'x-mcp-header marks only string, integer or boolean properties',
  description:
    'Only `string`, `integer` and `boolean` values have one obvious header form; `number` is excluded on purpose (`1.0` vs `1`), as are objects, arrays and null. The property must declare exactly one of the three types. A client on Streamable HTTP must drop a tool that breaks this.',
  target: 'json-schema',
  check(ctx) {
    reportMcpHeaderProblems(ctx, 'type');
  },
  cases: {
    pass: [
      toolWith({ properties: { limit: { type: 'integer', 'x-mcp-header': 'Limit' } } }),
      // The type may arrive through a local $ref (the header sits on the property itself).
      toolWith({
        $defs: { region: { type: 'string', enum: ['eu', 'us'] } },
        properties: { region: { $ref: '#/$defs/region', 'x-mcp-header': 'Region' } },
      }),
    ],
    fail: [
      {
        ...toolWith({ properties: { ratio: { type: 'number', 'x-mcp-header': 'Ratio' } } }),
        path: '/inputSchema/properties/ratio/x-mcp-header',
      },
      {
        ...toolWith({
          $defs: { ratio: { $ref: '#/$defs/fraction' }, fraction: { type: 'number' } },
          properties: { ratio: { $ref: '#/$defs/ratio', 'x-mcp-header': 'Ratio' } },
        }),
        path: '/inputSchema/properties/ratio/x-mcp-header',
      },
    ],
  },
});
