import { ERROR_CODES } from '../spec/error-codes';
import type { AcceptedForms } from './accept';
import { emptyReply, type HeaderRecord, type HttpReply, jsonReply, sseReply } from './http-response';
import { SSE_KEEP_ALIVE, sseBytes, sseEvent } from './sse';

/** How a piece of work ends. */
export type FinalReply =
  /** The final JSON-RPC response (result or error) and the HTTP status it gets as JSON. */
  | { kind: 'message'; status: number; message: unknown }
  /** An SSE body written verbatim (misbehaviour scenarios). */
  | { kind: 'raw-sse'; text: string };

/** Sends a notification related to the request (progress, log) to the client, when it can take it. */
export type Notify = (message: unknown) => void;

/**
 * Aborts the work's signal for a reason of the work's own (a deadline), which is not the client
 * going away: nothing is reported as cancelled and the work still answers.
 */
export type StopWork = () => void;

export interface ReplyChannelOptions {
  /** The request's id, for the internal-error answer if the work throws. */
  id: string | number;
  accept: AcceptedForms;
  /** Headers for every response of this exchange (CORS). */
  headers: HeaderRecord;
  /** The request's signal: aborted when the client disconnects. */
  signal: AbortSignal;
  /** Interval of SSE keep-alive comments once streaming. */
  keepAliveMs: number;
  /** Called once when the client goes away before the work ended. */
  onCancel?: () => void;
  /** Called once with the final form and status. */
  onAnswered?: (form: 'json' | 'sse', status: number) => void;
  /** Told when the work throws (the detail stays out of the answer). */
  onError?: (error: unknown) => void;
}

const CLIENT_CLOSED = 499;

/**
 * Runs `work` and answers with JSON or SSE, decided as late as possible. The response stays
 * undecided while the work runs: if it ends without notifying, the answer is plain JSON (when
 * `Accept` allows it); the first notification switches to an SSE stream that carries the
 * notifications and then the final response, and closes. A client that accepts only JSON gets
 * no notifications; one that accepts only SSE always gets a stream.
 *
 * Cancellation: the work's signal aborts when the request's signal does (the client
 * disconnected) or when the client cancels the SSE stream (closing it is how HTTP clients cancel).
 * After that nothing more is sent for the request. The work may abort the same signal itself with
 * `stop` (its deadline), so one AbortController serves both.
 */
export function replyWithWork(
  options: ReplyChannelOptions,
  work: (notify: Notify, signal: AbortSignal, stop: StopWork) => Promise<FinalReply>,
): Promise<HttpReply> {
  const controller = new AbortController();
  let cancelled = false;
  const cancel = () => {
    if (cancelled) return;
    cancelled = true;
    controller.abort();
    options.onCancel?.();
  };
  if (options.signal.aborted) cancel();
  else options.signal.addEventListener('abort', cancel, { once: true });
  const detach = () => options.signal.removeEventListener('abort', cancel);

  return new Promise<HttpReply>((resolve) => {
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    let keepAlive: ReturnType<typeof setInterval> | undefined;
    let settled = false;
    const pending: string[] = [];

    const write = (text: string) => {
      try {
        stream?.enqueue(sseBytes(text));
      } catch {
        // The stream was cancelled or closed meanwhile: nothing more may be sent.
      }
    };
    const finishStream = () => {
      if (keepAlive !== undefined) clearInterval(keepAlive);
      try {
        stream?.close();
      } catch {
        // Already cancelled by the client.
      }
    };
    const openStream = () => {
      settled = true;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          stream = c;
          for (const frame of pending.splice(0)) write(frame);
          keepAlive = setInterval(() => write(SSE_KEEP_ALIVE), options.keepAliveMs);
        },
        cancel() {
          if (keepAlive !== undefined) clearInterval(keepAlive);
          cancel();
        },
      });
      resolve(sseReply(body, options.headers));
    };

    const notify: Notify = (message) => {
      if (cancelled || !options.accept.sse) return;
      const frame = sseEvent(message);
      if (!settled) {
        pending.push(frame);
        openStream();
      } else write(frame);
    };

    const end = (final: FinalReply) => {
      detach();
      // start() runs inside the ReadableStream constructor, so an opened stream is always set here.
      if (stream !== undefined) {
        if (!cancelled) {
          write(final.kind === 'message' ? sseEvent(final.message) : final.text);
          options.onAnswered?.('sse', 200);
        }
        finishStream();
        return;
      }
      settled = true;
      if (cancelled) {
        // Nobody is listening; the status only shows in the host's logs.
        resolve(emptyReply(CLIENT_CLOSED));
        return;
      }
      if (final.kind === 'raw-sse') {
        options.onAnswered?.('sse', 200);
        resolve(sseReply(final.text, options.headers));
      } else if (options.accept.json) {
        options.onAnswered?.('json', final.status);
        resolve(jsonReply(final.status, final.message, options.headers));
      } else {
        options.onAnswered?.('sse', 200);
        resolve(sseReply(sseEvent(final.message), options.headers));
      }
    };

    const stop: StopWork = () => controller.abort();
    work(notify, controller.signal, stop).then(end, (error: unknown) => {
      options.onError?.(error);
      end({
        kind: 'message',
        status: 500,
        message: {
          jsonrpc: '2.0',
          id: options.id,
          error: {
            code: ERROR_CODES.internalError,
            message: 'Internal error: the server failed on this request. No detail is sent to clients.',
          },
        },
      });
    });
  });
}
