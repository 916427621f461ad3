// The client under test for the official conformance suite (`conformance client --command …`).
// For each scenario the suite starts a server and runs this file with the server URL as the last
// argument and MCP_CONFORMANCE_SCENARIO (and sometimes MCP_CONFORMANCE_CONTEXT) set; it must do the
// scenario's steps with lib/client and exit 0. Run through scripts/conformance-client.mjs, which
// bundles it first so the ~30 scenarios that run in parallel start fast.
import {
  type AuthorizationResult,
  type CallToolOutcome,
  createClient,
  describeClientError,
  type McpClient,
  type OAuthOptions,
} from '../lib/client/index';
import { isObject } from '../lib/json/is-object';

const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
const url = process.argv[process.argv.length - 1] ?? '';

function fail(message: string): never {
  throw new Error(message);
}

function context(): Record<string, unknown> {
  try {
    const value = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}');
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

/** The smallest arguments that satisfy the required properties of a simple inputSchema. */
function sampleArguments(inputSchema: unknown): Record<string, unknown> {
  const schema = isObject(inputSchema) ? inputSchema : {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];
  const args: Record<string, unknown> = {};
  for (const name of required) {
    const property = isObject(properties[name]) ? properties[name] : {};
    const type = property.type;
    args[name] =
      type === 'integer' || type === 'number'
        ? 1
        : type === 'boolean'
          ? true
          : type === 'array'
            ? []
            : type === 'object'
              ? {}
              : 'us-west1';
  }
  return args;
}

async function listOrFail(client: McpClient) {
  const listing = await client.listTools();
  if (!listing.ok) fail(`tools/list failed: ${describeClientError(listing.error)}`);
  return listing.value;
}

function expectResult(outcome: CallToolOutcome): void {
  if (outcome.kind !== 'complete' && outcome.kind !== 'tool-error') {
    fail(
      `tools/call ${outcome.toolName} ended as ${outcome.kind}: ${JSON.stringify(outcome.kind === 'failed' ? outcome.error : outcome)}`,
    );
  }
}

/** The client id the suite's CIMD scenarios expect (its auth server never fetches it). */
const CONFORMANCE_CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';

/**
 * The user-agent step, headless: the suite's authorization endpoints approve at once and answer
 * with a redirect, so fetching the authorization URL without following it yields the callback.
 */
async function followAuthorizationRedirect(url: string): Promise<AuthorizationResult> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.body?.cancel().catch(() => {});
  const location = response.headers.get('location');
  return location
    ? { callbackUrl: new URL(location, url).toString() }
    : { cancelled: `HTTP ${response.status} without a redirect` };
}

function oauthOptions(): OAuthOptions {
  const ctx = context();
  const clientId = typeof ctx.client_id === 'string' ? ctx.client_id : undefined;
  return {
    redirectUri: 'http://localhost:3000/callback',
    authorize: (prompt) => followAuthorizationRedirect(prompt.url),
    clientMetadataUrl: CONFORMANCE_CLIENT_METADATA_URL,
    clientName: 'mcp-tool-lab-conformance',
    ...(clientId
      ? {
          preRegistered: {
            clientId,
            ...(typeof ctx.client_secret === 'string' ? { clientSecret: ctx.client_secret } : {}),
            ...(typeof ctx.issuer === 'string' ? { issuer: ctx.issuer } : {}),
          },
        }
      : {}),
  };
}

/** Authorization scenarios: list the tools (authorizing on the way), then call the one listed. */
async function authorizedListAndCall(client: McpClient): Promise<void> {
  const listing = await listOrFail(client);
  const tool = listing.tools[0];
  if (tool) expectResult(await client.callTool(tool.name, sampleArguments(tool.tool.inputSchema)));
}

const steps: Record<string, (client: McpClient) => Promise<void>> = {
  'request-metadata': async (client) => {
    const connected = await client.connect();
    if (!connected.ok) fail(describeClientError(connected.error));
    await listOrFail(client);
  },
  tools_call: async (client) => {
    await listOrFail(client);
    expectResult(await client.callTool('add_numbers', { a: 5, b: 3 }));
  },
  'sep-2322-client-request-state': async (client) => {
    await listOrFail(client);
    for (const name of [
      'test_mrtr_echo_state',
      'test_mrtr_no_state',
      'test_mrtr_unrelated',
      'test_mrtr_no_result_type',
    ]) {
      expectResult(await client.callTool(name, {}));
    }
  },
  'http-standard-headers': async (client) => {
    const listing = await listOrFail(client);
    for (const tool of listing.tools)
      expectResult(await client.callTool(tool.name, sampleArguments(tool.tool.inputSchema)));
    const resources = await client.request('resources/list');
    const first =
      resources.ok && isObject(resources.value) && Array.isArray(resources.value.resources)
        ? resources.value.resources[0]
        : undefined;
    if (isObject(first) && typeof first.uri === 'string')
      await client.request('resources/read', { uri: first.uri });
    const prompts = await client.request('prompts/list');
    const prompt =
      prompts.ok && isObject(prompts.value) && Array.isArray(prompts.value.prompts)
        ? prompts.value.prompts[0]
        : undefined;
    if (isObject(prompt) && typeof prompt.name === 'string')
      await client.request('prompts/get', { name: prompt.name });
  },
  'http-custom-headers': async (client) => {
    await listOrFail(client);
    const calls = Array.isArray(context().toolCalls) ? (context().toolCalls as unknown[]) : [];
    for (const call of calls) {
      if (!isObject(call) || typeof call.name !== 'string') continue;
      // The suite dictates these arguments, including a null for a boolean property (schema-invalid,
      // which this client would refuse by default): send them as given.
      expectResult(await client.callTool(call.name, call.arguments ?? {}, { sendAnyway: true }));
    }
  },
  'http-invalid-tool-headers': async (client) => {
    // Excluded tools never reach the caller; only the valid ones are called.
    const listing = await listOrFail(client);
    for (const tool of listing.tools)
      expectResult(await client.callTool(tool.name, sampleArguments(tool.tool.inputSchema)));
  },
  'json-schema-ref-no-deref': async (client) => {
    await listOrFail(client);
  },
  'json-schema-2020-12-preservation': async (client) => {
    const listing = await listOrFail(client);
    const focal = listing.tools.find((t) => t.name === 'json_schema_2020_12_tool');
    if (!focal) fail('json_schema_2020_12_tool is not listed');
    expectResult(await client.callTool('json_schema_echo', { schema: focal.tool.inputSchema }));
  },
};

async function main(): Promise<number> {
  if (!url.startsWith('http')) {
    process.stderr.write('usage: conformance-client <server-url> (with MCP_CONFORMANCE_SCENARIO set)\n');
    return 2;
  }
  const client = createClient({
    url,
    fetch: (input, init) => fetch(input, init),
    clientInfo: { name: 'mcp-tool-lab-conformance', version: '0.1.0' },
    capabilities: { elicitation: { form: {} }, sampling: {}, roots: {} },
    // The suite's MRTR fixtures ask for confirmation with a boolean "confirmed".
    onInputRequest: ({ method }) =>
      method === 'elicitation/create'
        ? { action: 'accept', content: { confirmed: true } }
        : method === 'roots/list'
          ? { roots: [] }
          : undefined,
    // Hang guards only: every scenario runs at once beside the others, so on a loaded machine an
    // answer can take far longer than usual. The suite's own per-scenario limit is longer still.
    timeouts: { requestMs: 120_000, connectMs: 120_000 },
    ...(scenario.startsWith('auth/') ? { auth: oauthOptions() } : {}),
  });
  const run = steps[scenario] ?? (scenario.startsWith('auth/') ? authorizedListAndCall : listOrFail);
  try {
    await run(client);
    await client.close();
    return 0;
  } catch (error) {
    process.stderr.write(
      `conformance-client [${scenario}]: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    for (const event of client.timeline.events()) {
      if (
        event.type === 'warning' ||
        event.type === 'error' ||
        event.type === 'negotiation' ||
        (event.type === 'auth' && event.status === 'failed')
      ) {
        process.stderr.write(`  ${event.type}: ${JSON.stringify(event)}\n`);
      }
    }
    return 1;
  }
}

process.exitCode = await main();
