import type { MockTool } from '../mock-tool';
import { textResult } from '../mock-tool';

/**
 * Breaks the `x-mcp-header` rules: the header name has a space (not an RFC 9110 token). A client on
 * Streamable HTTP must drop this tool from its list and warn; the other tools stay usable.
 */
export const invalidMcpHeaderTool: MockTool = {
  definition: {
    name: 'misbehave_mcp_header',
    title: 'Misbehaviour: invalid x-mcp-header',
    description:
      'MISBEHAVIOUR (teaching): declares x-mcp-header "Customer ID", which is not a valid header name (it has a space). Clients on HTTP must drop this tool.',
    inputSchema: {
      type: 'object',
      properties: { customer_id: { type: 'string', 'x-mcp-header': 'Customer ID' } },
      required: ['customer_id'],
    },
  },
  run: ({ arguments: args }) => textResult(`Customer ${String(args.customer_id)}: no orders.`),
};
