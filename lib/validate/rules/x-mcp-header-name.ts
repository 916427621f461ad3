import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { reportMcpHeaderProblems, toolWith } from './x-mcp-header-shared';

export const xMcpHeaderName = defineRule({
  id: 'x-mcp-header-name',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'x-mcp-header values are non-empty HTTP header name tokens',
  description:
    "The value of `x-mcp-header` becomes part of a header name (`Mcp-Param-{value}`), so it must be a non-empty RFC 9110 token: letters, digits and `!#$%&'*+-.^_`|~`, no spaces, colons, control or non-ASCII characters. A client on Streamable HTTP must drop a tool that breaks this.",
  target: 'json-schema',
  check(ctx) {
    reportMcpHeaderProblems(ctx, 'name');
  },
  cases: {
    pass: [toolWith({ properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } })],
    fail: [
      {
        ...toolWith({ properties: { region: { type: 'string', 'x-mcp-header': 'The Region' } } }),
        path: '/inputSchema/properties/region/x-mcp-header',
      },
      {
        ...toolWith({ properties: { region: { type: 'string', 'x-mcp-header': '' } } }),
        path: '/inputSchema/properties/region/x-mcp-header',
      },
    ],
  },
});
