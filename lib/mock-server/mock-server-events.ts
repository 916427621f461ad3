import type { TaskStatus } from '../spec/extensions/tasks-extension';
import type { JsonRpcId } from './json-rpc';

/**
 * What the server reports about its own work, for logs and the playground's server panel. Events
 * are observations: nothing depends on anyone listening.
 */
export type MockServerEvent =
  /** A request was answered (JSON), or its stream ended. */
  | { kind: 'answered'; method?: string; id?: JsonRpcId; status: number; form: 'json' | 'sse' | 'empty' }
  /** A request was rejected before its handler ran. */
  | { kind: 'rejected'; method?: string; id?: JsonRpcId; status: number; code: number }
  /** The client went away (closed the stream or aborted) while its request was still running. */
  | { kind: 'cancelled'; method: string; id: JsonRpcId; tool?: string }
  /** A listen stream opened or closed. */
  | { kind: 'listen'; id: JsonRpcId; state: 'open' | 'closed' }
  /** A task (io.modelcontextprotocol/tasks) was created or changed, on this instance or another. */
  | { kind: 'task'; taskId: string; tool: string; status: TaskStatus };
