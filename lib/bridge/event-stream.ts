import { sseBytes, sseEvent } from '../mock-server/sse';

/** One SSE response body that messages are pushed into as the stdio server writes them. */
export interface EventStream {
  body: ReadableStream<Uint8Array>;
  /** Sends one JSON-RPC message as an event; ignored once the stream is over. */
  send(message: unknown): void;
  /** Ends the stream (the response was sent, or the server went away). */
  end(): void;
  readonly closed: boolean;
}

/**
 * A push-style SSE body. `onCancel` runs once when the reader goes away before `end()` (the HTTP
 * client closed the connection), which is how the bridge learns to cancel the request upstream.
 * Nothing is buffered beyond what the reader has not taken yet; the stdio side has no backpressure
 * to offer, so this is a plain queue.
 */
export function createEventStream(onCancel: () => void): EventStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      if (closed) return;
      closed = true;
      onCancel();
    },
  });
  return {
    body,
    get closed() {
      return closed;
    },
    send(message) {
      if (closed) return;
      controller?.enqueue(sseBytes(sseEvent(message)));
    },
    end() {
      if (closed) return;
      closed = true;
      try {
        controller?.close();
      } catch {
        // Already cancelled by the reader.
      }
    },
  };
}
