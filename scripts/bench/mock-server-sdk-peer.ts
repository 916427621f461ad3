// A minimal official SDK v2 server (@modelcontextprotocol/server + @modelcontextprotocol/node)
// exposing the same convert_currency tool as the mock, for the side-by-side HTTP benchmark.
// Prints its URL on the first line of stdout, like `mcp-tool-lab serve`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, fromJsonSchema, McpServer } from '@modelcontextprotocol/server';
import { convertCurrencyTool } from '../../lib/mock-server/catalogue/convert-currency';

const { definition } = convertCurrencyTool;

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'sdk-peer', version: '1.0.0' });
  server.registerTool(
    definition.name,
    {
      description: definition.description,
      inputSchema: fromJsonSchema<{ amount: number; from: string; to: string }>(
        definition.inputSchema as never,
      ),
      outputSchema: fromJsonSchema(definition.outputSchema as never),
      annotations: definition.annotations,
    },
    async (args: { amount: number; from: string; to: string }) => {
      // The mock's own tool logic, so both servers do the same work per call.
      const outcome = await convertCurrencyTool.run({ arguments: args } as never);
      if (outcome.type !== 'complete') throw new Error('convert_currency always completes');
      return outcome.result as never;
    },
  );
  return server;
});

const http = createServer(toNodeHandler(handler));
http.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp\n`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => http.close(() => process.exit(0)));
