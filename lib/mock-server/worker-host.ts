import { createMockServer, type MockServer } from './create-mock-server';
import type { HttpReply } from './http-response';
import type { MockServerEvent } from './mock-server-events';
import { createProtectedMockServer } from './protected/create-protected-mock-server';
import { trustedMetadataFetcher } from './protected/trusted-metadata-fetcher';
import { randomStateSecret } from './sealed-state';
import type { FromWorker, ToWorker, WorkerMockOptions } from './worker-messages';

/** The side of a MessagePort or DedicatedWorkerGlobalScope the host needs. */
export interface MessageEndpoint {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

type RequestToWorker = Extract<ToWorker, { type: 'request' }>;
type FromWorkerHeaders = Extract<FromWorker, { type: 'response' }>['headers'];

/** What the host posts back: the server's reply, or what it read of a Response. */
interface HostReply {
  status: number;
  statusText?: string;
  headers: FromWorkerHeaders;
  body: HttpReply['body'] | ArrayBuffer;
}

interface InFlight {
  controller: AbortController;
  reader?: ReadableStreamDefaultReader<Uint8Array>;
}

/** `[name, value, name, value…]` → `[[name, value]…]`. */
function pairsOf(flat: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
  return pairs;
}

/** An ArrayBuffer holding exactly the chunk's bytes (a chunk may be a view into a larger buffer). */
function ownBuffer(chunk: Uint8Array): ArrayBuffer {
  if (
    chunk.byteOffset === 0 &&
    chunk.byteLength === chunk.buffer.byteLength &&
    chunk.buffer instanceof ArrayBuffer
  ) {
    return chunk.buffer;
  }
  return chunk.slice().buffer as ArrayBuffer;
}

/**
 * Runs the mock server inside a Worker: each `request` message is answered (its signal aborts on
 * `cancel`). A complete answer goes back whole in one message; a streamed (SSE) one as a head,
 * the body chunk by chunk as it is produced, and an end. Any origin may call: the Worker is
 * reachable only from the page that started it. The HMAC secret is random per Worker (one
 * instance, no fleet).
 */
export function serveMockServerOverMessages(
  endpoint: MessageEndpoint,
  initial: WorkerMockOptions = {},
): void {
  const secret = randomStateSecret();
  // Events wait for the next outgoing message (an answer's 'answered' goes with that answer), and
  // are flushed on their own only if none follows within a turn of the event loop.
  let queued: MockServerEvent[] = [];
  let flush: ReturnType<typeof setTimeout> | undefined;
  const post = (message: FromWorker, transfer: Transferable[] = []) => {
    if (queued.length > 0) {
      message.events = queued;
      queued = [];
      clearTimeout(flush);
      flush = undefined;
    }
    endpoint.postMessage(message, transfer);
  };
  let wanted: ReadonlySet<string> | 'all' = new Set();
  const report = (event: MockServerEvent) => {
    if (wanted !== 'all' && !wanted.has(event.kind)) return;
    queued.push(event);
    flush ??= setTimeout(() => {
      flush = undefined;
      if (queued.length > 0) post({ type: 'events', events: [] });
    }, 0);
  };
  const inFlight = new Map<number, InFlight>();
  const create = ({ protected: guarded, clientMetadataUrl, ...options }: WorkerMockOptions): MockServer => {
    const common = {
      // A body posted by the page is in memory whole: there is no slow client to time out.
      bodyTimeoutMs: Number.POSITIVE_INFINITY,
      ...options,
      stateSecret: secret,
      allowedOrigins: ['*'],
      onEvent: report,
    };
    if (!guarded) return createMockServer(common);
    return createProtectedMockServer({
      ...common,
      ...(clientMetadataUrl ? { fetchClientMetadata: trustedMetadataFetcher([clientMetadataUrl]) } : {}),
    });
  };
  let server = create(initial);

  /**
   * The answer to one request message: a POST to a server that takes messages goes in as it is
   * (no Request, and a JSON answer comes back as its text); anything else, or the protected
   * mock, through a Request as a browser would build it. Undefined when the request was
   * cancelled meanwhile.
   */
  async function answer(message: RequestToWorker, signal: AbortSignal): Promise<HostReply | undefined> {
    if (server.handleMessage && message.method === 'POST') {
      const { body } = message;
      return server.handleMessage(
        {
          method: message.method,
          url: message.url,
          headers: message.headers,
          body: body instanceof ArrayBuffer ? new Uint8Array(body) : body,
        },
        { signal },
      );
    }
    const hasBody = message.body !== null && message.method !== 'GET' && message.method !== 'HEAD';
    const response = await server.handle(
      new Request(message.url, {
        method: message.method,
        headers: pairsOf(message.headers),
        body: hasBody ? message.body : null,
        signal,
      }),
    );
    if (signal.aborted) {
      await response.body?.cancel().catch(() => undefined);
      return undefined;
    }
    const head = { status: response.status, statusText: response.statusText, headers: [...response.headers] };
    const type = response.headers.get('content-type') ?? '';
    // Anything but SSE is complete already: read whole, it goes in one message. Text (what the
    // mock writes, in UTF-8) goes as a string, which posts faster than a transferred buffer.
    if (response.body && type.includes('text/event-stream')) return { ...head, body: response.body };
    const body = !response.body
      ? null
      : /json|^text\//i.test(type)
        ? await response.text()
        : await response.arrayBuffer();
    return { ...head, body };
  }

  async function serve(message: RequestToWorker) {
    const controller = new AbortController();
    const entry: InFlight = { controller };
    inFlight.set(message.id, entry);
    try {
      const reply = await answer(message, controller.signal);
      if (reply === undefined) return;
      const { body } = reply;
      if (controller.signal.aborted) {
        if (body instanceof ReadableStream) await body.cancel().catch(() => undefined);
        return;
      }
      const head: { id: number; status: number; statusText?: string; headers: FromWorkerHeaders } = {
        id: message.id,
        status: reply.status,
        headers: reply.headers,
      };
      if (reply.statusText) head.statusText = reply.statusText;
      if (!(body instanceof ReadableStream)) {
        // Complete: one message instead of head, chunk and end.
        post({ type: 'response', ...head, body }, body instanceof ArrayBuffer ? [body] : []);
        return;
      }
      post({ type: 'head', ...head });
      const reader = body.getReader();
      entry.reader = reader;
      for (;;) {
        const { done, value } = await reader.read();
        if (done || controller.signal.aborted) break;
        const bytes = ownBuffer(value);
        post({ type: 'chunk', id: message.id, bytes }, [bytes]);
      }
      if (!controller.signal.aborted) post({ type: 'end', id: message.id });
    } catch (error) {
      if (!controller.signal.aborted) {
        post({
          type: 'error',
          id: message.id,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    } finally {
      inFlight.delete(message.id);
    }
  }

  endpoint.addEventListener('message', (event) => {
    const message = event.data;
    switch (message.type) {
      case 'configure':
        server.close();
        server = create(message.options);
        post({ type: 'configured', problems: [...server.problems] });
        break;
      case 'request':
        void serve(message);
        break;
      case 'report':
        wanted = message.kinds === 'all' ? 'all' : new Set(message.kinds);
        break;
      case 'cancel': {
        const entry = inFlight.get(message.id);
        if (entry) {
          entry.controller.abort();
          void entry.reader?.cancel().catch(() => undefined);
          inFlight.delete(message.id);
        }
        break;
      }
    }
  });
}
