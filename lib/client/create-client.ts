import { LEGACY_HEADERS } from '../spec/headers';
import { NOTIFICATIONS } from '../spec/methods';
import { type CurlOptions, renderCurl } from '../wire/curl';
import type { Authorizer } from './auth/create-authorizer';
import { type CallToolOptions, type CallToolOutcome, callTool } from './call-tool';
import { createClientContext } from './client-context';
import type { Outcome } from './client-error';
import type { ClientOptions } from './client-options';
import type { ConnectionState } from './connection-state';
import { customHeaders } from './custom-headers';
import { httpExchange } from './http-exchange';
import { type ListToolsOptions, listTools, type ToolListing } from './list-tools';
import { type ListenHandle, type ListenOptions, listen, type SubscriptionFilter } from './listen';
import { createConnector, type ReadyConnection } from './negotiate';
import { type RunInit, runRequest } from './request-runner';
import { createResponseCache, type ResponseCache } from './response-cache';
import { type ResumeTaskOptions, resumeTask } from './resume-task';
import type { Timeline } from './timeline';
import type { HttpRequestEvent } from './timeline-event';

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A client for one MCP endpoint over Streamable HTTP, modern (2026-07-28) or legacy. */
export interface McpClient {
  readonly url: string;
  /** Everything the client did, for rendering, export and tests. */
  readonly timeline: Timeline;
  /** Its response cache (share one between clients by passing `cache` to createClient). */
  readonly cache: ResponseCache;
  /** The OAuth side, when the client was created with `auth` options. */
  readonly auth?: Authorizer;
  /** The connection state machine's current state. */
  connection(): ConnectionState;
  /** Decides the era and negotiates the version (done lazily by the other methods too). */
  connect(signal?: AbortSignal): Promise<Outcome<ReadyConnection>>;
  /** All tools, page by page, from the cache when fresh; `refresh` bypasses it. */
  listTools(options?: ListToolsOptions): Promise<Outcome<ToolListing>>;
  /** The listing of the last successful `listTools`, if any. */
  lastListing(): ToolListing | undefined;
  callTool(name: string, args?: unknown, options?: CallToolOptions): Promise<CallToolOutcome>;
  /**
   * Follows a task (io.modelcontextprotocol/tasks) again by its id — after a page reload, say —
   * to its end, with the outcome of the call that started it. The client must declare the
   * extension (its `capabilities`).
   */
  followTask(taskId: string, options?: ResumeTaskOptions): Promise<CallToolOutcome>;
  listen(filter: SubscriptionFilter, options?: ListenOptions): Promise<Outcome<ListenHandle>>;
  /** Any other request (prompts, resources, completion), framed for the connection's era. */
  request(
    method: string,
    params?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<Outcome<unknown>>;
  /** Drops cached lists (all, or one method's). */
  invalidate(method?: string): void;
  /** The recorded request of an exchange as a `curl` command (secrets masked unless `reveal`). */
  toCurl(exchangeId: string, options?: { reveal?: boolean; multiline?: boolean }): string | undefined;
  /** Ends a legacy session (DELETE with its id) and closes open listen streams. */
  close(): Promise<void>;
}

export interface CreateClientOptions extends ClientOptions {
  /** A cache to share with other clients (default: a new one). */
  cache?: ResponseCache;
}

/**
 * Creates a client. Nothing is sent until the first call; every step then lands on the
 * timeline. The client never throws from its methods: failures are `Outcome` errors or call
 * outcomes of kind `failed`.
 */
export function createClient(input: CreateClientOptions): McpClient {
  const ctx = createClientContext(input);
  // Load the validator now, beside the first request, rather than after its answer.
  ctx.options.validator.prepare?.();
  const cache = input.cache ?? createResponseCache();
  const connector = createConnector(ctx);
  const listens = new Set<ListenHandle>();
  let listing: ToolListing | undefined;

  const invalidate = (method?: string, reason = 'invalidated') => {
    let dropped = -1;
    if (method) dropped = cache.invalidate(method);
    else cache.clear();
    if (method === 'tools/list' || !method) listing = undefined;
    ctx.record({
      type: 'cache',
      at: ctx.options.now(),
      action: 'invalidated',
      method: method ?? '*',
      reason: dropped >= 0 ? `${reason} (${dropped} entr${dropped === 1 ? 'y' : 'ies'} dropped)` : reason,
    });
  };
  const onServerNotification = (method: string) => {
    if (method === NOTIFICATIONS.toolsListChanged)
      invalidate('tools/list', 'notifications/tools/list_changed');
    else if (method === NOTIFICATIONS.promptsListChanged)
      invalidate('prompts/list', 'notifications/prompts/list_changed');
    else if (method === NOTIFICATIONS.resourcesListChanged)
      invalidate('resources/list', 'notifications/resources/list_changed');
  };
  const doListTools = async (options: ListToolsOptions = {}) => {
    const result = await listTools(ctx, connector, cache, options, onServerNotification);
    if (result.ok) listing = result.value;
    return result;
  };

  const doListen = async (filter: SubscriptionFilter, options: ListenOptions = {}) => {
    const handle = await listen(
      {
        ctx,
        connector,
        onServerNotification,
        onGap: () => invalidate(undefined, 'listen stream reopened after a gap'),
      },
      filter,
      options,
    );
    if (handle.ok) {
      listens.add(handle.value);
      void handle.value.done.then(() => listens.delete(handle.value));
    }
    return handle;
  };
  const callEnv = {
    ctx,
    connector,
    // The most recently fetched definitions decide the headers (spec); list only when there are none.
    listing: (refresh: boolean, signal?: AbortSignal) =>
      !refresh && listing
        ? Promise.resolve({ ok: true as const, value: listing })
        : doListTools({ refresh, ...(signal ? { signal } : {}) }),
    onServerNotification,
    // A task's status notifications come on a listen stream of their own.
    listen: doListen,
  };

  return {
    url: ctx.options.url,
    timeline: ctx.timeline,
    cache,
    ...(ctx.auth ? { auth: ctx.auth } : {}),
    connection: () => connector.state(),
    connect: (signal) => connector.ensure(signal),
    listTools: doListTools,
    lastListing: () => listing,
    callTool: (name, args = {}, options = {}) => callTool(callEnv, name, args, options),
    followTask: (taskId, options = {}) => resumeTask(callEnv, taskId, options),
    listen: doListen,
    async request(method, params = {}, options = {}) {
      const operationId = ctx.nextId('op');
      const started = ctx.options.now();
      ctx.record({
        type: 'operation-started',
        at: started,
        operationId,
        operation: 'request',
        title: method,
        detail: params,
      });
      const init: RunInit = {
        method,
        params,
        operationId,
        timeoutMs: options.timeoutMs ?? ctx.options.timeouts.requestMs,
        ...(options.signal ? { signal: options.signal } : {}),
      };
      const run = await runRequest(ctx, connector, init, onServerNotification);
      if (!run.ok) ctx.record({ type: 'error', at: ctx.options.now(), operationId, error: run.error });
      ctx.record({
        type: 'operation-finished',
        at: ctx.options.now(),
        operationId,
        operation: 'request',
        outcome: run.ok ? 'ok' : 'failed',
        durationMs: ctx.options.now() - started,
        summary: run.ok ? 'ok' : run.error.message,
      });
      return run.ok ? { ok: true, value: run.result } : { ok: false, error: run.error };
    },
    invalidate: (method) => invalidate(method, 'asked by the caller'),
    toCurl(exchangeId, options: { reveal?: boolean; multiline?: boolean } = {}) {
      const event = ctx.timeline
        .events()
        .find((e): e is HttpRequestEvent => e.type === 'http-request' && e.exchangeId === exchangeId);
      if (!event) return undefined;
      const reveal = options.reveal
        ? Object.fromEntries(
            Object.entries(ctx.options.headers).map(([name, value]) => [name.toLowerCase(), value]),
          )
        : undefined;
      const curlOptions: CurlOptions = {
        ...(reveal ? { reveal } : {}),
        ...(options.multiline !== undefined ? { multiline: options.multiline } : {}),
      };
      return renderCurl(
        {
          method: event.method,
          url: event.url,
          headers: event.headers,
          ...(event.body ? { body: event.body.text } : {}),
        },
        curlOptions,
      );
    },
    async close() {
      for (const handle of listens) handle.close();
      const state = connector.state();
      if (state.status === 'ready' && state.era === 'legacy' && state.sessionId !== undefined) {
        const operationId = ctx.nextId('op');
        await httpExchange(ctx, {
          purpose: 'end-session',
          operationId,
          method: 'DELETE',
          headers: {
            ...customHeaders(ctx),
            [LEGACY_HEADERS.sessionId]: state.sessionId,
            'MCP-Protocol-Version': state.protocolVersion,
          },
          timeoutMs: ctx.options.timeouts.connectMs,
        });
      }
      connector.dispatch({ type: 'closed' });
    },
  };
}
