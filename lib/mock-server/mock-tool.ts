import type { LoggingLevel } from '../spec/logging-levels';
import type { Tool } from '../spec/tool';
import type { JsonObject, JsonRpcId } from './json-rpc';
import type { OpenedState } from './sealed-state';

/**
 * What a tool's run produces. The server adds `resultType` and `_meta`; the `raw` forms exist for
 * the misbehaviour scenarios, which must be able to break the rules on purpose.
 */
export type ToolOutcome =
  /** A final `CallToolResult` (`content`, optional `structuredContent` and `isError`). */
  | { type: 'complete'; result: JsonObject }
  /** An interim MRTR result: the client fulfils `inputRequests` and retries with `requestState`. */
  | { type: 'input_required'; inputRequests?: JsonObject; requestState?: string }
  /** A JSON-RPC error instead of a result (unknown state, missing capability…). */
  | { type: 'error'; status: number; code: number; message: string; data?: unknown }
  /** A result object sent exactly as given (no `resultType` added). Misbehaviour only. */
  | { type: 'raw'; result: JsonObject }
  /** A response body sent as SSE exactly as given, framing mistakes included. Misbehaviour only. */
  | { type: 'raw-sse'; text: string }
  /**
   * Go on as a task (io.modelcontextprotocol/tasks): the server stores a task, answers with its
   * handle and runs `work` in the background. Only when `context.taskAllowed` (see `asTask`).
   */
  | TaskOutcome;

/** The work of a task and the hints its handle carries. */
export interface TaskOutcome {
  type: 'task';
  /** Ends with a `complete` outcome (the task completes) or an `error` one (the task fails). */
  work: TaskWork;
  /** The polling hint (default 1000 ms). */
  pollIntervalMs?: number;
  /** Kept this long after creation (default: the server's, one hour); null: no limit of its own. */
  ttlMs?: number | null;
  /** The first `statusMessage`. */
  statusMessage?: string;
}

export type TaskWork = (task: TaskContext) => Promise<ToolOutcome>;

/** What the tools' sync and task paths share, so one function can do the work in either. */
export type WorkContext = Pick<ToolContext, 'name' | 'arguments' | 'signal' | 'now' | 'sleep' | 'progress'>;

/** What a task's work can see and do. */
export interface TaskContext extends WorkContext {
  taskId: string;
  /** The capabilities of the request that created the task (what its inputRequests may ask for). */
  clientCapabilities: JsonObject;
  /**
   * Progress in words, as the task's `statusMessage` (the extension has no progress
   * notifications); `message` wins, else "progress/total".
   */
  progress(progress: number, total?: number, message?: string): void;
  /** Sets the `statusMessage` while working. */
  status(message: string): void;
  /**
   * Asks the client: the task is `input_required` with `requests` until every one is answered
   * through `tasks/update`, then working again. Resolves with the answers keyed like `requests`;
   * rejects when the task is cancelled meanwhile (the signal aborts too).
   */
  askInput(requests: JsonObject, message?: string): Promise<JsonObject>;
}

/** What a running tool can see and do. One context per call. */
export interface ToolContext {
  /** The tool's name as called. */
  name: string;
  /** The JSON-RPC id of this call. */
  requestId: JsonRpcId;
  /** The arguments, already validated against `inputSchema` (`{}` when absent). */
  arguments: JsonObject;
  /** This request's declared client capabilities (never earlier requests'). */
  clientCapabilities: JsonObject;
  /** MRTR retry: the client's answers, keyed like the `inputRequests` that asked. */
  inputResponses?: JsonObject;
  /** MRTR retry: the `requestState` echoed by the client, unverified (see `openRequestState`). */
  requestState?: string;
  /** Aborted when the client closes the stream or disconnects: stop working. */
  signal: AbortSignal;
  /** Milliseconds since the epoch (injectable clock). */
  now(): number;
  /** Waits `ms`, or rejects early when the call is cancelled. */
  sleep(ms: number): Promise<void>;
  /** Reports progress when the client sent a progressToken (otherwise does nothing). */
  progress(progress: number, total?: number, message?: string): void;
  /** True when the client asked for progress (sent a progressToken). */
  readonly wantsProgress: boolean;
  /** Emits a (deprecated) log notification when the request opted in with a logLevel at or below `level`. */
  log(level: LoggingLevel, data: unknown): void;
  /** Seals `data` into an MRTR `requestState` bound to this tool and these exact arguments. */
  sealRequestState(data: unknown, ttlMs?: number): Promise<string>;
  /** Verifies the echoed `requestState`: genuine, unexpired, for this tool and these arguments. */
  openRequestState(): Promise<OpenedState | undefined>;
  /** Seals free-standing data (e.g. a stateful demo's handle) for `purpose`. */
  seal(purpose: string, data: unknown, ttlMs: number): Promise<string>;
  /** Opens data sealed for `purpose`. */
  open(purpose: string, token: string): Promise<OpenedState>;
  /**
   * Shows or hides a switchable tool in the caller's visitor scope: `changed` (list_changed then
   * reaches that scope's listen streams, on every instance), `unchanged`, or `no-scope` (a shared
   * server called without `?visitor=`, where switching would change what everyone sees).
   */
  setToolVisible(name: string, visible: boolean): Promise<'changed' | 'unchanged' | 'no-scope'>;
  /** Whether a switchable tool is listed in the caller's scope right now. */
  isToolVisible(name: string): Promise<boolean>;
  /**
   * True when this call may go on as a task: the tool has `taskSupport`, this request declared
   * io.modelcontextprotocol/tasks, and the client is under the server's limit of running tasks.
   */
  readonly taskAllowed: boolean;
}

/** One tool of the catalogue: its definition and how it runs. */
export interface MockTool {
  /** What tools/list shows. */
  definition: Tool;
  /**
   * Client capabilities every call needs (checked before `Mcp-Param-*`; missing → -32021). Tools
   * that need a capability only sometimes check `clientCapabilities` themselves.
   */
  requiredCapabilities?: JsonObject;
  /** Listed only after a switch turns it on (the list_changed demo). */
  switchable?: boolean;
  /**
   * Whether calls may run as tasks (io.modelcontextprotocol/tasks). `optional`: as a task when
   * the request declares the extension (the tool decides, through `context.taskAllowed`), as an
   * ordinary call otherwise; `required`: only as a task, so a request without the extension gets
   * -32021 naming it. Absent: never. Not on the wire: 2026-07-28 tools have no `execution` field.
   */
  taskSupport?: 'optional' | 'required';
  run(context: ToolContext): ToolOutcome | Promise<ToolOutcome>;
}

/** Goes on as a task doing `work` (only when `context.taskAllowed`). */
export function asTask(work: TaskWork, hints: Omit<TaskOutcome, 'type' | 'work'> = {}): TaskOutcome {
  return { type: 'task', work, ...hints };
}

/** A complete result with one text block. */
export function textResult(text: string, extra: JsonObject = {}): ToolOutcome {
  return { type: 'complete', result: { content: [{ type: 'text', text }], ...extra } };
}

/**
 * A tool execution error (`isError: true`): the model sees the text and can correct itself.
 * Use it for bad input, failing upstreams and expired handles, not for protocol errors.
 */
export function toolError(text: string): ToolOutcome {
  return { type: 'complete', result: { content: [{ type: 'text', text }], isError: true } };
}

/**
 * A result with `structuredContent`, mirrored as JSON text for clients that only read `content`
 * (the spec's SHOULD for backward compatibility).
 */
export function structuredResult(data: unknown, summary?: string): ToolOutcome {
  const content: JsonObject[] = [];
  if (summary !== undefined) content.push({ type: 'text', text: summary });
  content.push({ type: 'text', text: JSON.stringify(data) });
  return { type: 'complete', result: { content, structuredContent: data } };
}
