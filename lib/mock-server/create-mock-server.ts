import { ERROR_CODES } from '../spec/error-codes';
import { TASK_METHODS, TASKS_EXTENSION_ID } from '../spec/extensions/tasks-extension';
import { HEADERS } from '../spec/headers';
import { METHODS } from '../spec/methods';
import type { Tool } from '../spec/tool';
import { corsPreflightHeaders, corsResponseHeaders } from '../wire/cors';
import { acceptedForms } from './accept';
import { buildCatalogue } from './build-catalogue';
import { createMemoryDemoState } from './demo-state';
import { emptyReply, type HeaderRecord, type HttpReply, jsonReply, toResponse } from './http-response';
import {
  type IncomingRequest,
  incomingOfMessage,
  incomingOfRequest,
  type RequestMessage,
} from './incoming-request';
import { type ErrorReply, errorMessage, type JsonObject, type JsonRpcId, reject } from './json-rpc';
import { createListenHub } from './listen-hub';
import { completionHandler } from './methods/completion';
import { discoverHandler, SUPPORTED_VERSIONS } from './methods/discover';
import type { MethodHandler } from './methods/method-handler';
import { promptsGetHandler, promptsListHandler } from './methods/prompts';
import { replyError } from './methods/reply';
import {
  resourcesListHandler,
  resourcesReadHandler,
  resourceTemplatesListHandler,
} from './methods/resources';
import { subscriptionsListenHandler } from './methods/subscriptions-listen';
import { tasksCancelHandler, tasksGetHandler, tasksUpdateHandler } from './methods/tasks';
import { toolsCallHandler } from './methods/tools-call';
import { toolsListHandler } from './methods/tools-list';
import { type MockServerOptions, resolveOptions } from './mock-server-options';
import { createOriginPolicy } from './origin-policy';
import { checkClientCapabilities } from './pipeline/check-client-capabilities';
import { checkEnvelope } from './pipeline/check-envelope';
import { checkHeaderSize } from './pipeline/check-header-size';
import { checkHttpMethod } from './pipeline/check-http-method';
import { checkMirroredHeaders } from './pipeline/check-mirrored-headers';
import { checkOrigin } from './pipeline/check-origin';
import { checkProtocolVersion } from './pipeline/check-protocol-version';
import { checkRate } from './pipeline/check-rate';
import { checkRequestMeta } from './pipeline/check-request-meta';
import { parseMessage } from './pipeline/parse-message';
import { checkContentType } from './pipeline/read-body';
import { checkMethodKnown, rejectRemovedMethod } from './pipeline/resolve-method';
import type { RequestContext } from './request-context';
import { createStateSealer, randomStateSecret } from './sealed-state';
import type { MethodCall, ServerRuntime } from './server-runtime';
import { createTaskHost } from './tasks/task-host';
import { createMemoryTaskStore } from './tasks/task-store';
import { createToolRegistry } from './tool-registry';
import { visitorScope } from './visitor-scope';

/** The mock server: one web-standard function, for a Worker, a Next.js route or node:http. */
export interface MockServer {
  /**
   * Answers one HTTP request. Never rejects: every failure becomes an HTTP/JSON-RPC answer, and
   * no answer carries a stack trace or an internal message. `context` is what the host knows
   * about the sender (its address for per-client limits, whether it arrived on loopback).
   */
  handle(request: Request, context?: RequestContext): Promise<Response>;
  /**
   * Answers one request the host holds whole in memory (the Worker: what the page posted), through
   * the same pipeline and with the same answers as `handle`, but without a Request or a Response:
   * a JSON answer comes back as its text. Absent where the server needs the Request itself (the
   * protected mock). The signal of `context` stands for the client going away.
   */
  handleMessage?(message: RequestMessage, context?: RequestContext): Promise<HttpReply>;
  /** Why some user-supplied tools were left out of the catalogue (empty when none were). */
  readonly problems: readonly string[];
  /** Every tool the server can list, switchable ones included, in list order (for a host's UI). */
  listTools(): Tool[];
  /** Ends every open listen stream gracefully (listen result, then close), e.g. on shutdown. */
  close(): void;
}

/** The mock server of createMockServer, which always answers messages too. */
export interface MessageMockServer extends MockServer {
  handleMessage(message: RequestMessage, context?: RequestContext): Promise<HttpReply>;
}

/** A reply a Response could carry: the status check `new Response` makes, for hosts that post it. */
function checkedReply(reply: HttpReply): HttpReply {
  if (!(reply.status >= 200 && reply.status <= 599)) throw new RangeError(`status ${reply.status}`);
  return reply;
}

function methodTable(runtime: ServerRuntime): Map<string, MethodHandler> {
  const table = new Map<string, MethodHandler>([
    [METHODS.discover, discoverHandler],
    [METHODS.toolsList, toolsListHandler],
    [METHODS.toolsCall, toolsCallHandler],
    [METHODS.subscriptionsListen, subscriptionsListenHandler],
  ]);
  if (runtime.capabilities.extensions !== undefined) {
    table.set(TASK_METHODS.get, tasksGetHandler);
    table.set(TASK_METHODS.update, tasksUpdateHandler);
    table.set(TASK_METHODS.cancel, tasksCancelHandler);
  }
  if (runtime.prompts.length > 0) {
    table.set(METHODS.promptsList, promptsListHandler);
    table.set(METHODS.promptsGet, promptsGetHandler);
    table.set(METHODS.completionComplete, completionHandler);
  }
  if (runtime.resources.length > 0 || runtime.resourceTemplates.length > 0) {
    table.set(METHODS.resourcesList, resourcesListHandler);
    table.set(METHODS.resourcesTemplatesList, resourceTemplatesListHandler);
    table.set(METHODS.resourcesRead, resourcesReadHandler);
  }
  return table;
}

/**
 * Creates a spec-faithful MCP 2026-07-28 server over web-standard Request/Response.
 *
 * Each POST goes through a ladder of checks, each its own module in `pipeline/`; the first that
 * fails answers (results, not exceptions):
 *
 *  0. headers over the size limit: 431; over the client's rate limit: 429 + Retry-After
 *  1. HTTP method and origin: OPTIONS preflight, 405 for GET/DELETE, 403 for a foreign Origin/Host;
 *     a `?visitor=` key that is not one: 400
 *  2. body: 415 for a non-JSON Content-Type, 413 past the size limit, 408 when it drips too slowly
 *  3. JSON: -32700
 *  4. JSON-RPC shape: -32600 (a notification is accepted: 202); removed methods: 404 + -32601
 *  5. MCP-Protocol-Version vs the body: -32020, unsupported version: -32022
 *  6. required `_meta`: -32602
 *  7. method known (404 + -32601), then its params and target (-32602: unknown tool…)
 *  8. Mcp-Method / Mcp-Name vs the body: -32020
 *  9. client capabilities the call needs: -32021
 * 10. Mcp-Param-* vs the arguments: -32020
 * 11. the handler (JSON or SSE, as Accept allows and the work needs)
 */
export function createMockServer(options: MockServerOptions = {}): MessageMockServer {
  const resolved = resolveOptions(options);
  const catalogue = buildCatalogue(options);
  const registry = createToolRegistry(catalogue.tools);
  const hub = createListenHub();
  const demoState = options.demoState ?? createMemoryDemoState();
  const NONE: ReadonlySet<string> = new Set();
  const onEvent = options.onEvent;
  const hasSwitchable = catalogue.tools.some((tool) => tool.switchable);
  const report = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // Same: logging must not break the answer.
    }
  };
  const tasks = createTaskHost({
    store: options.taskStore ?? createMemoryTaskStore(),
    now: resolved.now,
    report,
    ...(options.taskIds ? { newId: options.taskIds } : {}),
  });
  const runtime: ServerRuntime = {
    options: resolved,
    registry,
    prompts: catalogue.prompts,
    resources: catalogue.resources,
    resourceTemplates: catalogue.resourceTemplates,
    hub,
    sealer: createStateSealer(options.stateSecret ?? randomStateSecret(), resolved.now),
    demoState,
    tasks,
    switchedOn: (scope) => (scope === undefined ? Promise.resolve(NONE) : demoState.switchedOn(scope)),
    capabilities: {},
    emit: (event) => {
      try {
        onEvent?.(event);
      } catch {
        // An observer's failure must not break the answer.
      }
    },
    report,
  };
  runtime.capabilities = {
    tools: hasSwitchable ? { listChanged: true } : {},
    ...(catalogue.prompts.length > 0 ? { prompts: {}, completions: {} } : {}),
    ...(catalogue.resources.length > 0 || catalogue.resourceTemplates.length > 0 ? { resources: {} } : {}),
    // Offered when some tool can run as a task; one is created only for a request declaring it too.
    ...(catalogue.tools.some((tool) => tool.taskSupport !== undefined)
      ? { extensions: { [TASKS_EXTENSION_ID]: {} } }
      : {}),
  };
  // Every change of a scope, from this instance or another sharing the store, reaches its streams.
  const unsubscribeChanges = demoState.subscribe((change) => hub.broadcast(change.scope, change.kind));
  const unsubscribeTasks = tasks.store.subscribe((record) =>
    runtime.emit({ kind: 'task', taskId: record.taskId, tool: record.tool, status: record.status }),
  );
  const handlers = methodTable(runtime);
  const implemented = new Set(handlers.keys());
  const policy = createOriginPolicy({ allowed: options.allowedOrigins, sameOrigin: options.allowSameOrigin });

  const rejected = (reply: ErrorReply, headers: HeaderRecord, id?: JsonRpcId, method?: string): HttpReply => {
    runtime.emit({ kind: 'rejected', method, id, status: reply.status, code: reply.code });
    return jsonReply(reply.status, errorMessage(id, reply), { ...headers, ...reply.headers });
  };

  async function answer(
    request: IncomingRequest,
    context: RequestContext,
    seen: { id?: JsonRpcId },
  ): Promise<HttpReply> {
    const headers = request.headers;
    const client = context.client ?? '';
    // 0. Limits that cost nothing to check.
    const headerSize = checkHeaderSize(request.headerBytes(), resolved.maxHeaderBytes);
    if (headerSize) return rejected(headerSize, {});
    // 1. Who is calling, and how.
    const origin = checkOrigin(
      headers.get('origin'),
      headers.get('host'),
      policy,
      options.allowedHosts,
      context.loopback === true,
    );
    if (!origin.ok) return rejected(origin.reply, {});
    const cors = origin.corsOrigin ? corsResponseHeaders(origin.corsOrigin) : {};
    const verdict = checkHttpMethod(request.method);
    if (verdict.kind === 'preflight') {
      const allowOrigin = origin.corsOrigin ?? '*';
      return emptyReply(
        204,
        corsPreflightHeaders(allowOrigin, headers.get('access-control-request-headers')),
      );
    }
    if (verdict.kind === 'reject') return rejected(verdict.reply, cors);
    const rate = await checkRate(options.rateLimit, client);
    if (rate) return rejected(rate, cors);
    const scope = visitorScope(request.url, options.scopes ?? 'instance');
    if (!scope.ok) return rejected(scope.reply, cors);
    // 2. The body.
    const contentType = checkContentType(headers.get('content-type'));
    if (contentType) return rejected(contentType, cors);
    const body = await request.body(resolved.maxBodyBytes, resolved.bodyTimeoutMs);
    if (!body.ok) return rejected(body.reply, cors);
    // 3–4. JSON, then JSON-RPC.
    const parsed = parseMessage(body.body);
    if (!parsed.ok) return rejected(parsed.reply, cors);
    const envelope = checkEnvelope(parsed.value);
    if (!envelope.ok) return rejected(envelope.reply, cors, envelope.id);
    const { method, params } = envelope.envelope;
    if (envelope.envelope.kind === 'notification') {
      // Core defines no client notifications over HTTP; accepting and ignoring is what JSON-RPC asks.
      runtime.emit({ kind: 'answered', method, status: 202, form: 'empty' });
      return emptyReply(202, cors);
    }
    const id = envelope.envelope.id;
    seen.id = id;
    // Methods core removed but an extension this server offers defines again (tasks/get…) pass.
    const removed = implemented.has(method)
      ? undefined
      : rejectRemovedMethod(method, params, SUPPORTED_VERSIONS);
    if (removed) return rejected(removed, cors, id, method);
    // 5–6. Version and per-request metadata.
    const version = checkProtocolVersion(headers.get(HEADERS.protocolVersion), params, SUPPORTED_VERSIONS);
    if (version) return rejected(version, cors, id, method);
    const meta = checkRequestMeta(params);
    if (!meta.ok) return rejected(meta.reply, cors, id, method);
    // 7. The method and what it names.
    const unknown = checkMethodKnown(method, implemented);
    if (unknown) return rejected(unknown, cors, id, method);
    const handler = handlers.get(method)!;
    const call: MethodCall = {
      id,
      method,
      params: params as JsonObject,
      meta: meta.meta,
      signal: request.signal,
      scope: scope.scope,
      client,
      accept: acceptedForms(headers.get(HEADERS.accept)),
      headers: cors,
      runtime,
    };
    const prepared = handler.prepare ? await handler.prepare(call) : { ok: true as const, prepared: {} };
    if (!prepared.ok) return replyError(call, prepared.reply);
    // 8–10. Mirrored headers and capabilities.
    const standard = checkMirroredHeaders(headers, method, params, meta.meta.protocolVersion);
    if (standard) return rejected(standard, cors, id, method);
    const { requiredCapabilities, declarations, what } = prepared.prepared;
    const capabilities = checkClientCapabilities(
      requiredCapabilities,
      meta.meta.clientCapabilities,
      what ?? method,
    );
    if (capabilities) return rejected(capabilities, cors, id, method);
    if (declarations && declarations.length > 0) {
      const mirrored = checkMirroredHeaders(
        headers,
        method,
        call.params,
        meta.meta.protocolVersion,
        declarations,
      );
      if (mirrored) return rejected(mirrored, cors, id, method);
    }
    // 11. The answer.
    return handler.run(call, prepared.prepared);
  }

  /** The answer in the host's form (`as`); a failure of either becomes -32603. */
  async function answerSafely<T>(
    request: IncomingRequest,
    context: RequestContext,
    as: (reply: HttpReply) => T,
  ): Promise<T> {
    const seen: { id?: JsonRpcId } = {};
    try {
      return as(await answer(request, context, seen));
    } catch (error) {
      // A bug must cost one request, never the server: answer -32603 and carry on. What went
      // wrong goes to the host's log; the client learns only that it was the server's fault.
      runtime.report(error);
      const reply = reject(
        500,
        ERROR_CODES.internalError,
        'Internal error: the server failed on this request. No detail is sent to clients; the operator can find it in the log.',
      );
      return as(rejected(reply, {}, seen.id));
    }
  }

  return {
    handle(request, context = {}) {
      return answerSafely(incomingOfRequest(request, context.signal), context, toResponse);
    },
    handleMessage(message, context = {}) {
      const signal = context.signal ?? new AbortController().signal;
      return answerSafely(incomingOfMessage(message, signal), context, checkedReply);
    },
    problems: catalogue.problems,
    listTools: () => registry.all().map((entry) => entry.tool.definition),
    close: () => {
      hub.shutdown();
      unsubscribeChanges();
      unsubscribeTasks();
      tasks.close();
    },
  };
}
