import { checkRequestHeaders } from '../../wire/check-request-headers';
import { analyzeMcpHeaders } from '../../wire/mcp-header-declarations';
import { createFakeFetch, type FakeFetch, type FakeReply, type FakeRequest, sseMessage } from './fake-fetch';

const V = '2026-07-28';

type Params = Record<string, unknown>;

export interface FakeModernOptions {
  tools: Record<string, unknown>[];
  /** Tools per page (default: all on one page). */
  pageSize?: number;
  ttlMs?: number;
  cacheScope?: 'public' | 'private';
  /** Answers tools/call; return a result object (resultType added when missing) or a reply. */
  call?(name: string, params: Params, request: FakeRequest): unknown;
  /** Answer every request with SSE instead of JSON. */
  sse?: boolean;
  /** Also reject -32020 when headers disagree with the body (default true). */
  checkHeaders?: boolean;
  listChanged?: boolean;
}

export interface FakeModernServer extends FakeFetch {
  /** Sends `notifications/tools/list_changed` on every open listen stream. */
  toolsChanged(): void;
  /** Ends every open listen stream gracefully (the listen result) or abruptly (a bare close). */
  endListens(how: 'graceful' | 'abrupt'): void;
  openListens(): number;
}

const error = (id: unknown, code: number, message: string, status = 200, data?: unknown): FakeReply => ({
  status,
  json: { jsonrpc: '2.0', id, error: { code, message, ...(data !== undefined ? { data } : {}) } },
});

/**
 * A small, strict 2026-07-28 server for unit tests: `server/discover`, paginated `tools/list`
 * with cache hints, `tools/call` through a callback, `subscriptions/listen` with ack and change
 * notifications. It checks the standard and `Mcp-Param-*` headers as a real server must.
 */
export function createFakeModernServer(options: FakeModernOptions): FakeModernServer {
  const listens = new Set<{ id: unknown; controller: ReadableStreamDefaultController<Uint8Array> }>();
  const encoder = new TextEncoder();
  const answer = (id: unknown, result: Record<string, unknown>): FakeReply =>
    options.sse
      ? { sse: [sseMessage({ jsonrpc: '2.0', id, result })] }
      : { json: { jsonrpc: '2.0', id, result } };
  const fake = createFakeFetch((request) => {
    const body = request.body ?? {};
    const { id, method } = body as { id?: unknown; method?: string };
    const params = (body.params ?? {}) as Params;
    const meta = (params._meta ?? {}) as Params;
    const version = request.headers.get('mcp-protocol-version');
    if (!version) return error(id, -32020, 'Missing MCP-Protocol-Version header', 400);
    if (meta['io.modelcontextprotocol/protocolVersion'] === undefined)
      return error(id, -32602, 'missing _meta', 400);
    if (version !== V)
      return error(id, -32022, 'Unsupported protocol version', 400, { supported: [V], requested: version });
    if (options.checkHeaders !== false && typeof method === 'string') {
      const tool = options.tools.find((t) => t.name === params.name);
      const mismatches = checkRequestHeaders({
        headers: request.headers,
        method,
        params,
        bodyProtocolVersion: String(meta['io.modelcontextprotocol/protocolVersion']),
        ...(method === 'tools/call' && tool
          ? { declarations: analyzeMcpHeaders(tool.inputSchema).declarations }
          : {}),
      });
      if (mismatches.length > 0) {
        return error(
          id,
          -32020,
          `Header mismatch: ${mismatches.map((m) => `${m.header} ${m.problem}`).join('; ')}`,
          400,
        );
      }
    }
    switch (method) {
      case 'server/discover':
        return answer(id, {
          resultType: 'complete',
          supportedVersions: [V],
          capabilities: { tools: { listChanged: options.listChanged ?? true } },
          ttlMs: 0,
          cacheScope: 'public',
          _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'fake-modern', version: '1.0.0' } },
        });
      case 'tools/list': {
        const size = options.pageSize ?? options.tools.length;
        const start = typeof params.cursor === 'string' ? Number(params.cursor) : 0;
        const page = options.tools.slice(start, start + Math.max(1, size));
        const next = start + size < options.tools.length ? String(start + size) : undefined;
        return answer(id, {
          resultType: 'complete',
          tools: page,
          ttlMs: options.ttlMs ?? 0,
          cacheScope: options.cacheScope ?? 'private',
          ...(next !== undefined ? { nextCursor: next } : {}),
        });
      }
      case 'tools/call': {
        const name = String(params.name);
        if (!options.tools.some((t) => t.name === name)) return error(id, -32602, `Unknown tool: ${name}`);
        const out = options.call?.(name, params, request) ?? { content: [{ type: 'text', text: 'ok' }] };
        if (
          out instanceof Response ||
          (typeof out === 'object' && out !== null && ('sse' in out || 'status' in out || 'json' in out))
        ) {
          return out as FakeReply;
        }
        return answer(id, { resultType: 'complete', ...(out as Record<string, unknown>) });
      }
      case 'subscriptions/listen': {
        const filter = (params.notifications ?? {}) as Params;
        const granted =
          options.listChanged === false
            ? {}
            : { ...(filter.toolsListChanged ? { toolsListChanged: true } : {}) };
        let entry: { id: unknown; controller: ReadableStreamDefaultController<Uint8Array> } | undefined;
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            entry = { id, controller };
            listens.add(entry);
            controller.enqueue(
              encoder.encode(
                sseMessage({
                  jsonrpc: '2.0',
                  method: 'notifications/subscriptions/acknowledged',
                  params: { notifications: granted, _meta: { 'io.modelcontextprotocol/subscriptionId': id } },
                }),
              ),
            );
            request.signal?.addEventListener('abort', () => {
              if (entry && listens.delete(entry))
                controller.error(Object.assign(new Error('aborted'), { name: 'AbortError' }));
            });
          },
        });
        return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
      }
      default:
        return error(id, -32601, `Method not found: ${method}`, 404);
    }
  });
  return {
    ...fake,
    toolsChanged() {
      for (const { id, controller } of listens) {
        controller.enqueue(
          encoder.encode(
            sseMessage({
              jsonrpc: '2.0',
              method: 'notifications/tools/list_changed',
              params: { _meta: { 'io.modelcontextprotocol/subscriptionId': id } },
            }),
          ),
        );
      }
    },
    endListens(how) {
      for (const entry of [...listens]) {
        listens.delete(entry);
        if (how === 'graceful') {
          entry.controller.enqueue(
            encoder.encode(
              sseMessage({
                jsonrpc: '2.0',
                id: entry.id,
                result: {
                  resultType: 'complete',
                  _meta: { 'io.modelcontextprotocol/subscriptionId': entry.id },
                },
              }),
            ),
          );
        }
        entry.controller.close();
      }
    },
    openListens: () => listens.size,
  };
}

export interface FakeLegacyOptions {
  /** Version the server answers initialize with (default 2025-11-25). */
  version?: string;
  tools: Record<string, unknown>[];
  call?(name: string, params: Params): unknown;
  /** How the server answers a request without a session (default: 400 -32000, like server-everything). */
  rejectStateless?: 'bad-request' | 'empty-400' | 'method-not-found-200';
  /** Server→client requests to send on the tools/call stream before the result. */
  serverRequests?: { id: string | number; method: string; params?: unknown }[];
}

/**
 * A 2025-11-25 style server: `initialize` + `Mcp-Session-Id`, SSE answers that start with an empty
 * priming event, no `resultType` and no cache hints, and a rejection for 2026 stateless traffic.
 */
export function createFakeLegacyServer(
  options: FakeLegacyOptions,
): FakeFetch & { sessionId: string; answers: unknown[] } {
  const sessionId = 'sess-0123456789';
  const answers: unknown[] = [];
  const sse = (id: unknown, result: unknown, before: string[] = []) => ({
    headers: { 'mcp-session-id': sessionId },
    sse: ['id: 1\nretry: 1000\ndata: \n\n', ...before, sseMessage({ jsonrpc: '2.0', id, result })],
  });
  const fake = createFakeFetch((request) => {
    const body = request.body ?? {};
    const { id, method } = body as { id?: unknown; method?: string };
    const params = (body.params ?? {}) as Params;
    if (request.method === 'DELETE') return { status: 200 };
    if (method === 'initialize') {
      return {
        headers: { 'mcp-session-id': sessionId },
        sse: [
          'data: \n\n',
          sseMessage({
            jsonrpc: '2.0',
            id,
            result: {
              protocolVersion: options.version ?? '2025-11-25',
              capabilities: { tools: {} },
              serverInfo: { name: 'fake-legacy', version: '0.9.0' },
            },
          }),
        ],
      };
    }
    if (request.headers.get('mcp-session-id') !== sessionId) {
      switch (options.rejectStateless ?? 'bad-request') {
        case 'empty-400':
          return { status: 400 };
        case 'method-not-found-200':
          return { json: { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } } };
        default:
          return {
            status: 400,
            json: {
              jsonrpc: '2.0',
              id: null,
              error: { code: -32000, message: 'Bad Request: Server not initialized' },
            },
          };
      }
    }
    if (method === 'notifications/initialized' || method === 'notifications/cancelled')
      return { status: 202 };
    if (method === undefined && ('result' in body || 'error' in body)) {
      answers.push(body);
      return { status: 202 };
    }
    if (method === 'tools/list') return sse(id, { tools: options.tools });
    if (method === 'tools/call') {
      const before = (options.serverRequests ?? []).map((r) => sseMessage({ jsonrpc: '2.0', ...r }));
      return sse(
        id,
        options.call?.(String(params.name), params) ?? { content: [{ type: 'text', text: 'legacy ok' }] },
        before,
      );
    }
    return { json: { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } } };
  });
  return { ...fake, sessionId, answers };
}
