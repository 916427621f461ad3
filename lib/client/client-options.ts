import type { ClientCapabilities } from '../spec/capabilities';
import type { Implementation } from '../spec/implementation';
import type { OAuthOptions } from './auth/oauth-options';
import type { Timeline } from './timeline';
import type { TimelineEvent } from './timeline-event';
import { type ClientValidator, createLocalValidator } from './validation';

/** The part of `fetch` the client uses: the browser's, Node's, or a worker bridge. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Key-value storage for the era memory; `localStorage` fits, and so does an in-memory map. */
export interface StorageLike {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** Timers, injectable so tests can use short or fake ones. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** An input request of an `input_required` result (or, on a legacy stream, a server request). */
export interface InputRequestContext {
  /** The key in `inputRequests` (legacy server requests use the request id as key). */
  key: string;
  /** `elicitation/create`, `sampling/createMessage`, `roots/list`, or anything a server invents. */
  method: string;
  params: unknown;
  /**
   * Where it came from: an MRTR round of a request, a round of input inside a task
   * (io.modelcontextprotocol/tasks, answered through tasks/update), or a legacy server→client
   * request.
   */
  via: 'mrtr' | 'task' | 'legacy-server-request';
  /** The task that asks, for `via: "task"`. */
  taskId?: string;
  /** The tool being called, when known. */
  toolName?: string;
  round?: number;
  signal: AbortSignal;
}

/**
 * Answers one input request: an `ElicitResult` (`{ action, content? }`), a `CreateMessageResult`
 * or a `ListRootsResult`. Returning `undefined` declines: an elicitation is answered
 * `{ action: "decline" }`; any other request fails the call.
 */
export type InputRequestHandler = (request: InputRequestContext) => unknown | Promise<unknown>;

export interface ClientTimeouts {
  /** Per request, reset by progress notifications (default 60 s). */
  requestMs?: number;
  /** Hard cap per request even while progress arrives (default 10 min). */
  maxTotalMs?: number;
  /** The era probe and the legacy handshake (default 15 s). */
  connectMs?: number;
  /** Wait for `notifications/subscriptions/acknowledged` (default 15 s). */
  listenAckMs?: number;
  /**
   * Following one task (io.modelcontextprotocol/tasks) from its handle to its end (default 30
   * min). Past it the client stops following, without cancelling: the task can be followed
   * again by its id.
   */
  taskMs?: number;
  /** After a tasks/cancel is acknowledged, how long to wait for the task to end (default 30 s). */
  cancelGraceMs?: number;
}

export interface ClientLimits {
  /** Largest JSON body read (default 16 MiB). */
  maxBodyBytes?: number;
  /** Largest single SSE event (default 16 MiB of text). */
  maxEventChars?: number;
  /** Largest SSE stream of one request (default 64 MiB); listen streams are unbounded. */
  maxStreamBytes?: number;
  /** Body text kept per timeline event (default 256 KiB); the rest is cut and marked. */
  maxRecordedBodyChars?: number;
  /** Pages of one `tools/list` walk (default 100). */
  maxPages?: number;
  /** Requests per call including MRTR retries (default 8). */
  maxMrtrRounds?: number;
}

export interface ClientOptions {
  /** The MCP endpoint, e.g. `https://example.com/mcp`. */
  url: string;
  fetch: FetchLike;
  /** Extra headers on every request, e.g. `Authorization`. Credential headers are masked in the timeline. */
  headers?: Record<string, string>;
  /**
   * Runs the OAuth 2.1 flow on a 401/403 (discovery, registration, consent through
   * `auth.authorize`, tokens, refresh, step-up). Its tokens are masked in the timeline even when
   * `revealSecrets` is on, and sent only to `url`. Absent: a 401 is an error like any other.
   */
  auth?: OAuthOptions;
  /** More header names to treat as secrets (Authorization, Cookie and X-Api-Key always are). */
  secretHeaders?: string[];
  /** Record secret header values in plain text (default false: never, the safe default). */
  revealSecrets?: boolean;
  /** Sent as `io.modelcontextprotocol/clientInfo` (modern) or `clientInfo` (legacy initialize). */
  clientInfo?: Implementation;
  /**
   * Declared on every request. Default: `{}`, or `{ elicitation: { form: {} } }` when an input
   * handler is given (a server must not ask for what was not declared). Declaring
   * io.modelcontextprotocol/tasks under `extensions` (see `withTasksExtension`) lets tools/call
   * answer with a task, which the client then follows to its end; without it such an answer is
   * refused.
   */
  capabilities?: ClientCapabilities;
  /** Answers MRTR input requests and legacy server→client requests. */
  onInputRequest?: InputRequestHandler;
  timeouts?: ClientTimeouts;
  limits?: ClientLimits;
  /** Wall clock in epoch ms (default `Date.now`). */
  now?: () => number;
  timers?: Timers;
  /** Remembers each origin's era between runs (re-probed when it stops working). */
  storage?: StorageLike;
  /** The timeline to record into (default: a new one); share one across clients to merge views. */
  timeline?: Timeline;
  /** Also called for every event recorded by this client. */
  onEvent?: (event: TimelineEvent) => void;
  /**
   * Mirror `x-mcp-header` on `number` properties as decimal text instead of dropping the tool
   * (default false: the spec forbids them; the TS SDK accepts them — open question B1).
   */
  lenientNumberHeaders?: boolean;
  /**
   * Treat a failed fetch (`TypeError`) on the first probe as a legacy server whose CORS allow-list
   * predates the 2026 headers (browser only; default false). The handshake then tells for sure.
   */
  networkErrorMeansLegacy?: boolean;
  /**
   * Answers the client's checks (default: lib/validate and lib/schema in this thread, loaded by a
   * dynamic import on first need; the browser passes its validation worker). When a check cannot
   * run, arguments of a tool with an inputSchema are refused unless sent anyway, and results are
   * returned unchecked with a warning.
   */
  validator?: ClientValidator;
}

/** Options with every default filled in. */
export interface ResolvedOptions {
  url: string;
  fetch: FetchLike;
  headers: Record<string, string>;
  secretHeaders: string[];
  revealSecrets: boolean;
  clientInfo: Implementation;
  capabilities: ClientCapabilities;
  onInputRequest?: InputRequestHandler;
  timeouts: Required<ClientTimeouts>;
  limits: Required<ClientLimits>;
  now: () => number;
  timers: Timers;
  storage?: StorageLike;
  lenientNumberHeaders: boolean;
  networkErrorMeansLegacy: boolean;
  validator: ClientValidator;
}

export const DEFAULT_CLIENT_INFO: Implementation = { name: 'mcp-tool-lab', version: '0.1.0' };

export const DEFAULT_TIMEOUTS: Required<ClientTimeouts> = {
  requestMs: 60_000,
  maxTotalMs: 600_000,
  connectMs: 15_000,
  listenAckMs: 15_000,
  taskMs: 30 * 60_000,
  cancelGraceMs: 30_000,
};

export const DEFAULT_LIMITS: Required<ClientLimits> = {
  maxBodyBytes: 16 * 1024 * 1024,
  maxEventChars: 16 * 1024 * 1024,
  maxStreamBytes: 64 * 1024 * 1024,
  maxRecordedBodyChars: 256 * 1024,
  maxPages: 100,
  maxMrtrRounds: 8,
};

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function resolveOptions(options: ClientOptions): ResolvedOptions {
  return {
    url: options.url,
    fetch: options.fetch,
    headers: { ...options.headers },
    secretHeaders: options.secretHeaders ?? [],
    revealSecrets: options.revealSecrets ?? false,
    clientInfo: options.clientInfo ?? DEFAULT_CLIENT_INFO,
    capabilities: options.capabilities ?? (options.onInputRequest ? { elicitation: { form: {} } } : {}),
    ...(options.onInputRequest ? { onInputRequest: options.onInputRequest } : {}),
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    now: options.now ?? (() => Date.now()),
    timers: options.timers ?? defaultTimers,
    ...(options.storage ? { storage: options.storage } : {}),
    lenientNumberHeaders: options.lenientNumberHeaders ?? false,
    networkErrorMeansLegacy: options.networkErrorMeansLegacy ?? false,
    validator: options.validator ?? createLocalValidator(),
  };
}
