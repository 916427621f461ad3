/**
 * The mock MCP server: a spec-faithful MCP 2026-07-28 server as one web-standard function,
 * `createMockServer(options).handle(request)`, that runs unchanged in a Web Worker (see
 * `worker-host.ts` and `lib/browser/mock-server-bridge.ts`), in the Next.js route `/api/mcp` and
 * in `mcp-tool-lab serve` (node:http).
 *
 * - `pipeline/`: the checks every POST goes through, one module per step (see create-mock-server.ts);
 * - `methods/`: one handler per method (discover, tools, listen, prompts, resources, completion);
 * - `catalogue/`: the teaching tools, one file per tool or scenario;
 * - `misbehaviour/`: rule-breaking tools, off unless switched on;
 * - `conformance/`: the official conformance suite's fixtures, behind `conformance: true`;
 * - `user-tools/`: tools a user defines with canned or templated results (no user code runs).
 */
export { TEACHING_TOOLS } from './catalogue/teaching-catalogue';
export { createMockServer, type MockServer } from './create-mock-server';
export { type HostEnvironment, hostSecurityOptions } from './host-defaults';
export type { JsonObject, JsonRpcId } from './json-rpc';
export { SUPPORTED_VERSIONS } from './methods/discover';
export { MISBEHAVIOUR_NAMES, type MisbehaviourName } from './misbehaviour/misbehaviour-catalogue';
export type { MockServerEvent } from './mock-server-events';
export { DEFAULT_SERVER_INFO, type MockServerOptions } from './mock-server-options';
export type { MockTool, ToolContext, ToolOutcome } from './mock-tool';
export {
  createOriginPolicy,
  isOriginAllowed,
  LOCAL_DEV_ORIGINS,
  LOOPBACK_HOSTNAMES,
  type OriginPolicy,
  splitOriginList,
} from './origin-policy';
export { createStateSealer, randomStateSecret, type StateSealer } from './sealed-state';
export { type CompiledUserTool, compileUserTool } from './user-tools/compile-user-tool';
export type { UserToolSpec } from './user-tools/user-tool-spec';
export { type MessageEndpoint, serveMockServerOverMessages } from './worker-host';
export type { FromWorker, ToWorker, WorkerMockOptions } from './worker-messages';
