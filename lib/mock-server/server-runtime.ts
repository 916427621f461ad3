import type { AcceptedForms } from './accept';
import type { DemoStateStore } from './demo-state';
import type { HeaderRecord } from './http-response';
import type { JsonObject, JsonRpcId } from './json-rpc';
import type { ListenHub } from './listen-hub';
import type { MockPrompt } from './mock-prompt';
import type { MockResource, MockResourceTemplate } from './mock-resource';
import type { MockServerEvent } from './mock-server-events';
import type { ResolvedOptions } from './mock-server-options';
import type { RequestMeta } from './pipeline/check-request-meta';
import type { StateSealer } from './sealed-state';
import type { TaskHost } from './tasks/task-host';
import type { ToolRegistry } from './tool-registry';

/** Everything of one server instance that method handlers use. */
export interface ServerRuntime {
  options: ResolvedOptions;
  registry: ToolRegistry;
  prompts: readonly MockPrompt[];
  resources: readonly MockResource[];
  resourceTemplates: readonly MockResourceTemplate[];
  hub: ListenHub;
  sealer: StateSealer;
  /** Demo state per visitor scope (shared by every instance when it is Redis). */
  demoState: DemoStateStore;
  /** The tasks of io.modelcontextprotocol/tasks: created, run and read through here. */
  tasks: TaskHost;
  /** The switchable tools on in `scope` (none for the shared view, `undefined`). */
  switchedOn(scope: string | undefined): Promise<ReadonlySet<string>>;
  /** `capabilities` of server/discover. */
  capabilities: JsonObject;
  emit(event: MockServerEvent): void;
  /** Hands an internal failure to the host's log (`onError`); never to the client. */
  report(error: unknown): void;
}

/** One request that passed the pipeline up to its method. */
export interface MethodCall {
  id: JsonRpcId;
  method: string;
  params: JsonObject;
  meta: RequestMeta;
  /** Aborts when the client goes away (the host's, or the Request's own signal). */
  signal: AbortSignal;
  /** The visitor scope whose demo state this request sees (undefined: the shared view). */
  scope: string | undefined;
  /** The client key for per-client limits ('' when the host could not tell). */
  client: string;
  accept: AcceptedForms;
  /** Headers for every response of this exchange (CORS). */
  headers: HeaderRecord;
  runtime: ServerRuntime;
}
