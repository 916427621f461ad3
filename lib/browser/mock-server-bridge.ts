import type { MockServerEvent } from '../mock-server/mock-server-events';
import type { FromWorker, ToWorker, WorkerMockOptions } from '../mock-server/worker-messages';

/** The side of a Worker the bridge needs (a real `Worker`, or a MessagePort in tests). */
export interface WorkerLike {
  postMessage(message: ToWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
}

/** `fetch`'s shape: what an MCP client takes as its transport. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface MockServerBridge {
  /** Sends a Request to the Worker mock and resolves with its Response, streamed as it comes. */
  fetch: FetchLike;
  /** Replaces the Worker's server (catalogue, switches); resolves with the problems of user tools. */
  configure(options: WorkerMockOptions): Promise<{ problems: string[] }>;
  /**
   * Observes what the server reports (answers, cancellations, listen streams), of the given kinds
   * (default: all). The Worker posts only the kinds someone listens to.
   */
  onEvent(listener: (event: MockServerEvent) => void, kinds?: readonly EventKind[]): () => void;
  /** Stops listening to the Worker; pending requests fail. The caller terminates the Worker. */
  close(): void;
}

type EventKind = MockServerEvent['kind'];

/** Statuses whose Response must have no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * Whether a Request made here keeps a header. Browsers drop the Fetch standard's forbidden request
 * headers (`Origin`, `Host`, `Content-Length`…; which ones varies a little between engines), and
 * drop the method-override headers only for some values; Node keeps everything. The mock server
 * must see what a Request would have carried, so the browser is asked, once per header name.
 */
const keeps = new Map<string, boolean>();
const METHOD_OVERRIDES = new Set(['x-http-method', 'x-http-method-override', 'x-method-override']);
const PROBE = 'http://probe.invalid/';

function requestKeeps(name: string, value: string): boolean {
  const probe = () => new Request(PROBE, { method: 'POST', headers: [[name, value]] }).headers.has(name);
  if (METHOD_OVERRIDES.has(name)) return probe();
  let kept = keeps.get(name);
  if (kept === undefined) {
    if (keeps.size >= 256) keeps.clear();
    kept = probe();
    keeps.set(name, kept);
  }
  return kept;
}

/** The headers as the Worker takes them: flat `[name, value…]`, as a Request here would keep them. */
function flatHeaders(headers: Headers): string[] {
  const flat: string[] = [];
  // Iterated, not forEach: Chromium's Headers.forEach, calling back once per header, takes twice as long.
  for (const [name, value] of headers) if (requestKeeps(name, value)) flat.push(name, value);
  return flat;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted.', 'AbortError');
}

interface Pending {
  whole(message: Extract<FromWorker, { type: 'response' }>): void;
  head(message: Extract<FromWorker, { type: 'head' }>): void;
  chunk(bytes: ArrayBuffer): void;
  end(): void;
  fail(message: string): void;
}

/**
 * A `fetch`-shaped function backed by the mock server Worker. The Request's method, URL, headers
 * and body (transferred, not copied) go over `postMessage`; a JSON Response comes back whole, an
 * SSE Response as a head and then body chunks fed into a ReadableStream as the Worker produces
 * them, so SSE streams arrive event by event. Aborting the request's signal, or cancelling the response body, tells the
 * Worker to cancel the request: its handler sees the abort, as a server sees a closed connection.
 */
export function createMockServerBridge(worker: WorkerLike): MockServerBridge {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const eventListeners = new Map<(event: MockServerEvent) => void, ReadonlySet<EventKind> | 'all'>();
  let reported = '';
  /** Tells the Worker the union of what the listeners want, when it changed. */
  const updateReport = () => {
    const wanted = [...eventListeners.values()];
    const kinds: EventKind[] | 'all' = wanted.includes('all')
      ? 'all'
      : [...new Set(wanted.flatMap((set) => [...(set as ReadonlySet<EventKind>)]))].sort();
    const key = JSON.stringify(kinds);
    if (key === reported) return;
    reported = key;
    worker.postMessage({ type: 'report', kinds });
  };
  const configured: ((problems: string[]) => void)[] = [];

  const onMessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.events) {
      for (const event of message.events)
        for (const [listener, kinds] of eventListeners)
          if (kinds === 'all' || kinds.has(event.kind)) listener(event);
    }
    switch (message.type) {
      case 'events':
        return;
      case 'configured':
        configured.shift()?.(message.problems);
        return;
      case 'response':
        pending.get(message.id)?.whole(message);
        pending.delete(message.id);
        return;
      case 'head':
        pending.get(message.id)?.head(message);
        return;
      case 'chunk':
        pending.get(message.id)?.chunk(message.bytes);
        return;
      case 'end':
        pending.get(message.id)?.end();
        pending.delete(message.id);
        return;
      case 'error':
        pending.get(message.id)?.fail(message.message);
        pending.delete(message.id);
        return;
    }
  };
  worker.addEventListener('message', onMessage);

  const bridgeFetch: FetchLike = async (input, init) => {
    // What a client sends (a URL string, headers, a string body) goes as it is: building a Request
    // and reading its body back costs more than the mock server's whole answer.
    const direct = typeof input === 'string' && (init?.body == null || typeof init.body === 'string');
    const request = direct ? undefined : new Request(input, init);
    const signal = request?.signal ?? init?.signal ?? undefined;
    if (signal?.aborted) throw abortError(signal);
    const method = request?.method ?? (init?.method ?? 'GET').toUpperCase();
    const url = request?.url ?? (input as string);
    const headers = flatHeaders(request?.headers ?? new Headers(init?.headers));
    const body: ArrayBuffer | string | null =
      method === 'GET' || method === 'HEAD'
        ? null
        : request
          ? await request.arrayBuffer()
          : ((init?.body as string | null | undefined) ?? null);
    if (signal?.aborted) throw abortError(signal);
    const id = nextId++;
    return new Promise<Response>((resolve, reject) => {
      let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
      let settled = false;
      const cancel = () => {
        if (!pending.has(id)) return;
        pending.delete(id);
        worker.postMessage({ type: 'cancel', id });
      };
      const onAbort = () => {
        cancel();
        const reason = abortError(signal!);
        if (stream) stream.error(reason);
        else reject(reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const finish = () => signal?.removeEventListener('abort', onAbort);
      pending.set(id, {
        whole(message) {
          finish();
          const body = NULL_BODY.has(message.status) ? null : message.body;
          resolve(
            new Response(body, {
              status: message.status,
              statusText: message.statusText,
              headers: message.headers,
            }),
          );
        },
        head(head) {
          settled = true;
          const streamed = NULL_BODY.has(head.status)
            ? null
            : new ReadableStream<Uint8Array>({
                start(controller) {
                  stream = controller;
                },
                cancel() {
                  finish();
                  cancel();
                },
              });
          resolve(
            new Response(streamed, {
              status: head.status,
              statusText: head.statusText,
              headers: head.headers,
            }),
          );
        },
        chunk(bytes) {
          stream?.enqueue(new Uint8Array(bytes));
        },
        end() {
          finish();
          try {
            stream?.close();
          } catch {
            // Already cancelled by the reader.
          }
        },
        fail(message) {
          finish();
          const error = new TypeError(`The mock server failed: ${message}`);
          if (settled) stream?.error(error);
          else reject(error);
        },
      });
      worker.postMessage(
        {
          type: 'request',
          id,
          method,
          url,
          headers,
          body,
        },
        body instanceof ArrayBuffer ? [body] : [],
      );
    });
  };

  return {
    fetch: bridgeFetch,
    configure(options) {
      return new Promise((resolve) => {
        configured.push((problems) => resolve({ problems }));
        worker.postMessage({ type: 'configure', options });
      });
    },
    onEvent(listener, kinds) {
      eventListeners.set(listener, kinds ? new Set(kinds) : 'all');
      updateReport();
      return () => {
        eventListeners.delete(listener);
        updateReport();
      };
    },
    close() {
      worker.removeEventListener('message', onMessage);
      for (const entry of pending.values()) entry.fail('the bridge was closed');
      pending.clear();
    },
  };
}
