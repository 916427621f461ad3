import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { reportMcpHeaderProblems, toolWith } from './x-mcp-header-shared';

export const xMcpHeaderLocation = defineRule({
  id: 'x-mcp-header-location',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'x-mcp-header sits only on properties reached through "properties"',
  description:
    'A client reads the mirrored value at a fixed path in the arguments, so the annotated property must be reachable from the root through `properties` keys only (nesting like `properties.a.properties.b` is fine). An `x-mcp-header` inside `items`, `allOf`/`anyOf`/`oneOf`/`not`, `if`/`then`/`else`, `$defs` or any other place makes the tool invalid, and a client on Streamable HTTP must drop it.',
  target: 'json-schema',
  check(ctx) {
    reportMcpHeaderProblems(ctx, 'location');
  },
  cases: {
    pass: [
      toolWith({
        properties: {
          options: { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } },
        },
      }),
    ],
    fail: [
      {
        ...toolWith({
          properties: { regions: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Region' } } },
        }),
        path: '/inputSchema/properties/regions/items/x-mcp-header',
      },
      {
        ...toolWith({ oneOf: [{ properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } }] }),
        path: '/inputSchema/oneOf/0/properties/region/x-mcp-header',
      },
    ],
  },
});
