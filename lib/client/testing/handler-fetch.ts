import type { FetchLike } from '../client-options';

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

/**
 * A fetch over an in-process web-standard handler (`(request) => Promise<Response>`, the mock
 * server's `handle`): no network. Like real fetch, aborting the signal fails a pending fetch and
 * errors a body being read, and the handler sees the abort on `request.signal`.
 */
export function fetchFromHandler(handle: (request: Request) => Promise<Response>): FetchLike {
  return async (url, init) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const request = new Request(url, init);
    const response = await Promise.race([
      handle(request),
      new Promise<never>((_, reject) =>
        signal?.addEventListener('abort', () => reject(abortError()), { once: true }),
      ),
    ]);
    if (!response.body || !signal) return response;
    const reader = response.body.getReader();
    let settled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        signal.addEventListener(
          'abort',
          () => {
            if (settled) return;
            settled = true;
            controller.error(abortError());
            reader.cancel().catch(() => {});
          },
          { once: true },
        );
      },
      async pull(controller) {
        try {
          const { value, done } = await reader.read();
          if (settled) return;
          if (done) {
            settled = true;
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          if (!settled) {
            settled = true;
            controller.error(error);
          }
        }
      },
      cancel(reason) {
        settled = true;
        return reader.cancel(reason);
      },
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
