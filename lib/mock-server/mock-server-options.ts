import type { DemoStateStore } from './demo-state';
import type { JsonObject } from './json-rpc';
import type { MisbehaviourName } from './misbehaviour/misbehaviour-catalogue';
import type { MockServerEvent } from './mock-server-events';
import type { RateLimit } from './pipeline/check-rate';
import type { StateSecret } from './sealed-state';
import type { TaskStore } from './tasks/task-store';
import type { UserToolSpec } from './user-tools/user-tool-spec';
import type { ScopeMode } from './visitor-scope';

/** Options of {@link createMockServer}. Every field is optional; defaults are stated per field. */
export interface MockServerOptions {
  /** `io.modelcontextprotocol/serverInfo` on every result. Default: name `mcp-tool-lab-mock`. */
  serverInfo?: { name: string; version: string; title?: string; description?: string; websiteUrl?: string };
  /** `instructions` in server/discover. Default: a short guide to the catalogue. */
  instructions?: string;
  /**
   * Key of the HMAC that protects `requestState` and demo handles. Default: 32 random bytes for
   * this instance. Instances behind one load balancer must share it (see `sealed-state.ts`).
   */
  stateSecret?: StateSecret;
  /**
   * Browser origins allowed besides same-origin pages: exact origins, port wildcards
   * (`http://localhost:*`) or `*` for any. Default: none. A request with a disallowed `Origin`
   * gets 403; requests without `Origin` (non-browser clients) are not affected.
   */
  allowedOrigins?: readonly string[];
  /** Pages of the server's own origin (`Origin` host = `Host`) may call. Default: true. */
  allowSameOrigin?: boolean;
  /**
   * When set, the `Host` header must name one of these hostnames (lowercase, IPv6 in brackets),
   * else 403. Hosts bound to loopback pass `LOOPBACK_HOSTNAMES`. Default: any host.
   */
  allowedHosts?: readonly string[];
  /** Largest request body accepted, in bytes (larger → 413). Default: 1 MiB. */
  maxBodyBytes?: number;
  /** Largest header section accepted, in bytes (larger → 431). Default: 16 KiB. */
  maxHeaderBytes?: number;
  /**
   * Time for the request body to arrive in full (slower → 408, connection closed). Default: 10000 ms.
   * `Infinity` sets no timer: for a host whose bodies are in memory already (the Worker).
   */
  bodyTimeoutMs?: number;
  /**
   * A tools/call still running after this many milliseconds is stopped and answered with an
   * error, so no request holds a connection without end. Default: no limit.
   */
  callTimeoutMs?: number;
  /** Listen streams one client may hold open on this instance (one more → 429). Default: no limit. */
  maxListenStreamsPerClient?: number;
  /** Per-client request rate limit (over it → 429 with Retry-After). Default: none. */
  rateLimit?: RateLimit;
  /**
   * Whose demo state (the list_changed switch) a request sees: one scope for the instance
   * (default; the Worker, `serve`) or one per `?visitor=` key (the shared /api/mcp). See
   * `visitor-scope.ts`.
   */
  scopes?: ScopeMode;
  /** Where demo state lives. Default: in this process's memory. Redis when shared by instances. */
  demoState?: DemoStateStore;
  /**
   * Where tasks (io.modelcontextprotocol/tasks) live. Default: in this process's memory. Redis
   * when instances share them: a task then runs where it was created and is followed anywhere.
   */
  taskStore?: TaskStore;
  /**
   * Tasks one client may have running on this instance. Past it, a tool that may run either way
   * answers as an ordinary call, and one that needs a task gets 429. Default: no limit.
   */
  maxTasksPerClient?: number;
  /**
   * Makes the id of a new task. Default: a random UUID (a task's id is all it takes to reach it,
   * so it must be unguessable). Fixed ids are for recordings (the docs' exchanges) and tests only.
   */
  taskIds?: () => string;
  /** Told about internal failures; their details never reach the client. Default: ignored. */
  onError?: (error: unknown) => void;
  /** Tools per tools/list page. Default: 20. */
  pageSize?: number;
  /** `ttlMs` on tools/list (and the other cacheable results). Default: 300000 (5 minutes). */
  listTtlMs?: number;
  /** Interval of SSE keep-alive comments. Default: 15000 ms. */
  keepAliveMs?: number;
  /**
   * End each subscriptions/listen stream gracefully (listen result, then close) after this many
   * milliseconds; useful where a platform caps response time. Default: never.
   */
  listenMaxMs?: number;
  /** The built-in teaching catalogue (`teaching`, default) or none (`none`: only user tools). */
  catalogue?: 'teaching' | 'none';
  /**
   * User-supplied tools, listed after the built-in ones (a user tool replaces a built-in of the
   * same name). Results are canned or templated; no user code runs. Invalid ones are skipped and
   * reported in `server.problems`.
   */
  tools?: readonly UserToolSpec[];
  /** Rule-breaking scenarios to switch on (all off by default), for teaching client authors. */
  misbehaviour?: Partial<Record<MisbehaviourName, boolean>>;
  /** Adds the official conformance suite's fixtures (tools, prompts, resources). Default: false. */
  conformance?: boolean;
  /** Clock, injectable for tests. Default: `Date.now`. */
  now?: () => number;
  /** Observer of what the server does (logs, the playground's server panel). */
  onEvent?: (event: MockServerEvent) => void;
}

/** The options with defaults applied. */
export interface ResolvedOptions {
  serverInfo: JsonObject;
  instructions: string;
  maxBodyBytes: number;
  maxHeaderBytes: number;
  bodyTimeoutMs: number;
  callTimeoutMs?: number;
  maxListenStreamsPerClient?: number;
  maxTasksPerClient?: number;
  pageSize: number;
  listTtlMs: number;
  keepAliveMs: number;
  listenMaxMs?: number;
  now: () => number;
}

export const DEFAULT_SERVER_INFO = {
  name: 'mcp-tool-lab-mock',
  title: 'MCP Tool Lab mock server',
  version: '0.1.0',
} as const;

export const DEFAULT_INSTRUCTIONS =
  'A practice server for learning MCP tools. search_issues and get_issue read a small issue tracker; execute_sql queries a demo database; deploy_release asks the user to confirm before acting; generate_report reports progress, and runs as a task for clients that declare io.modelcontextprotocol/tasks, as do migrate_database (which asks for a confirmation inside its task) and rebuild_search_index (which needs a task, and fails on purpose); create_basket and add_to_basket show a stateful pair with an explicit handle; toggle_beta_tools adds a tool and announces it on subscriptions/listen. Everything is canned demo data: nothing leaves this server.';

function positive(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

function optionalPositive(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function resolveOptions(options: MockServerOptions): ResolvedOptions {
  return {
    serverInfo: { ...(options.serverInfo ?? DEFAULT_SERVER_INFO) },
    instructions: options.instructions ?? DEFAULT_INSTRUCTIONS,
    maxBodyBytes: positive(options.maxBodyBytes, 1024 * 1024),
    maxHeaderBytes: positive(options.maxHeaderBytes, 16 * 1024),
    bodyTimeoutMs:
      options.bodyTimeoutMs === Number.POSITIVE_INFINITY
        ? options.bodyTimeoutMs
        : positive(options.bodyTimeoutMs, 10_000),
    callTimeoutMs: optionalPositive(options.callTimeoutMs),
    maxListenStreamsPerClient: optionalPositive(options.maxListenStreamsPerClient),
    maxTasksPerClient: optionalPositive(options.maxTasksPerClient),
    pageSize: Math.floor(positive(options.pageSize, 20)),
    listTtlMs: Math.floor(
      options.listTtlMs !== undefined && options.listTtlMs >= 0 ? options.listTtlMs : 300_000,
    ),
    keepAliveMs: positive(options.keepAliveMs, 15_000),
    listenMaxMs: optionalPositive(options.listenMaxMs),
    now: options.now ?? Date.now,
  };
}
