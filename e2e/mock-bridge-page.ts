// The page script of the mock-server e2e test and the bridge benchmark: it starts the mock server
// Worker, wraps it in the bridge, and exposes a few probes on `window.mockLab` for Playwright.
// Bundled with esbuild by e2e/mock-bridge-bundle.ts; not part of the site.
import { createMockServerBridge, type FetchLike } from '../lib/browser/mock-server-bridge';
import type { MockServerEvent } from '../lib/mock-server/mock-server-events';
import { buildRequestHeaders } from '../lib/wire/request-headers';

const worker = new Worker('./worker.js', { type: 'module' });
const bridge = createMockServerBridge(worker);
const events: MockServerEvent[] = [];
const record = (event: MockServerEvent) => events.push(event);
let unrecord = bridge.onEvent(record);
let nextId = 1;

interface CallOptions {
  meta?: Record<string, unknown>;
  inputSchema?: unknown;
  signal?: AbortSignal;
}

function init(method: string, params: Record<string, unknown>, options: CallOptions = {}): RequestInit {
  const body = {
    jsonrpc: '2.0',
    id: nextId++,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
        ...options.meta,
      },
    },
  };
  const { headers } = buildRequestHeaders({
    method,
    params: body.params,
    protocolVersion: '2026-07-28',
    inputSchema: options.inputSchema,
  });
  return { method: 'POST', headers, body: JSON.stringify(body), signal: options.signal };
}

async function post(
  fetcher: FetchLike,
  url: string,
  method: string,
  params: Record<string, unknown>,
  options?: CallOptions,
) {
  const response = await fetcher(url, init(method, params, options));
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  };
}

const WORKER_URL = 'http://mock.worker/mcp';

const mockLab = {
  events,
  /** A request through the Worker bridge. */
  worker: (method: string, params: Record<string, unknown>, options?: CallOptions) =>
    post(bridge.fetch, WORKER_URL, method, params, options),
  /** A real cross-origin fetch to the site's /api/mcp. */
  remote: (url: string, method: string, params: Record<string, unknown>, options?: CallOptions) =>
    post(fetch, url, method, params, options),
  /** Reads an SSE call through the bridge, noting when each chunk arrived. */
  async streamChunks(params: Record<string, unknown>, progressToken: string) {
    const started = performance.now();
    const response = await bridge.fetch(WORKER_URL, init('tools/call', params, { meta: { progressToken } }));
    const reader = response.body!.getReader();
    const chunks: { at: number; text: string }[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push({ at: performance.now() - started, text: new TextDecoder().decode(value) });
    }
    return { contentType: response.headers.get('content-type'), chunks };
  },
  /** Starts a slow streamed call, aborts it after the first chunk, and reports what happened. */
  async abortMidStream(id: string) {
    const controller = new AbortController();
    const request = init(
      'tools/call',
      { name: 'generate_report', arguments: { quarter: '2026-Q3', sections: 10, step_ms: 5000 } },
      {
        meta: { progressToken: id },
        signal: controller.signal,
      },
    );
    const body = JSON.parse(String(request.body));
    body.id = id;
    const response = await bridge.fetch(WORKER_URL, { ...request, body: JSON.stringify(body) });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    let readError = '';
    try {
      await reader.read();
    } catch (error) {
      readError = (error as Error).name;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      first,
      readError,
      cancelled: events.filter((e) => e.kind === 'cancelled').map((e) => ('id' in e ? e.id : undefined)),
    };
  },
  /**
   * Sequential tools/call round trips through the bridge for `ms` milliseconds, listening to the
   * server's reports as the playground does (cancellations only).
   */
  async benchmark(ms: number) {
    unrecord();
    const unlisten = bridge.onEvent(record, ['cancelled']);
    try {
      return await roundTrips(ms);
    } finally {
      unlisten();
      unrecord = bridge.onEvent(record);
    }
  },
};

async function roundTrips(ms: number) {
  const params = { name: 'convert_currency', arguments: { amount: 100, from: 'EUR', to: 'USD' } };
  for (let i = 0; i < 200; i++) await post(bridge.fetch, WORKER_URL, 'tools/call', params);
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    const { status } = await post(bridge.fetch, WORKER_URL, 'tools/call', params);
    if (status !== 200) throw new Error(`status ${status}`);
    calls++;
  }
  return { calls, seconds: (performance.now() - started) / 1000 };
}

(window as unknown as { mockLab: typeof mockLab }).mockLab = mockLab;
document.body.dataset.ready = 'true';
