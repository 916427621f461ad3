import { createParser } from 'eventsource-parser';
import { type BodyReadProblem, describeError, isAbortError } from './read-body-text';

/** One server-sent event as parsed (multi-line `data:` fields joined with `\n`). */
export interface SseEvent {
  /** The `event:` field; absent means the default type, `message`. */
  event?: string;
  /** The `id:` field (legacy resumability; 2026-07-28 servers send none). */
  id?: string;
  data: string;
}

export interface ReadSseOptions {
  /** Largest single event (or unterminated line) accepted, in characters. */
  maxEventChars: number;
  /** Largest whole stream, in bytes; past it the read fails as `too-large`. */
  maxStreamBytes?: number;
  signal?: AbortSignal;
  /** Each event in order. Return `'stop'` to stop reading (the stream is cancelled). */
  onEvent(event: SseEvent): undefined | 'stop';
  /** Comment lines (`:` keep-alives); they carry no data and are never errors. */
  onComment?(comment: string): void;
}

export type SseEnd =
  /** The server closed the stream. `pending` is true when it stopped in the middle of an event. */
  | { end: 'eof'; bytes: number; pending: boolean }
  | { end: 'stopped'; bytes: number }
  | { end: 'error'; bytes: number; problem: BodyReadProblem; message: string };

/**
 * Reads a `text/event-stream` body with eventsource-parser: events without `event:` and with
 * `event: message` alike, multi-line data, comments, a BOM, CR/LF/CRLF line ends. Never throws;
 * the caller decides what each event means (2026-07-28: one JSON-RPC message per `data`).
 */
export async function readSse(
  body: ReadableStream<Uint8Array> | null,
  options: ReadSseOptions,
): Promise<SseEnd> {
  if (body === null) return { end: 'eof', bytes: 0, pending: false };
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let stopped = false;
  let overflow = false;
  // Text after the last blank line (event boundary): tells a clean end from a stream cut mid-event.
  let tail = '';
  const parser = createParser({
    maxBufferSize: options.maxEventChars,
    onEvent(event) {
      if (stopped || overflow) return;
      // The parser bounds only what it buffers; an event that arrives whole in one chunk is checked here.
      if (event.data.length > options.maxEventChars) {
        overflow = true;
        return;
      }
      const result = options.onEvent({
        ...(event.event !== undefined ? { event: event.event } : {}),
        ...(event.id !== undefined ? { id: event.id } : {}),
        data: event.data,
      });
      if (result === 'stop') stopped = true;
    },
    onComment(comment) {
      if (!stopped) options.onComment?.(comment);
    },
    onError(error) {
      // Unknown fields and bad retry values are ignorable by the SSE spec; only the size guard ends the read.
      if (error.type === 'max-buffer-size-exceeded') overflow = true;
    },
  });
  const finish = (end: SseEnd): SseEnd => {
    if (end.end !== 'eof') reader.cancel().catch(() => {});
    try {
      reader.releaseLock();
    } catch {
      // Already released.
    }
    return end;
  };
  try {
    for (;;) {
      if (options.signal?.aborted) {
        return finish({ end: 'error', bytes, problem: 'aborted', message: 'reading the stream was aborted' });
      }
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (options.maxStreamBytes !== undefined && bytes > options.maxStreamBytes) {
        return finish({
          end: 'error',
          bytes,
          problem: 'too-large',
          message: `the stream is larger than the limit of ${options.maxStreamBytes} bytes`,
        });
      }
      const text = decoder.decode(value, { stream: true });
      tail = afterLastBoundary(tail + text);
      parser.feed(text);
      if (overflow) {
        return finish({
          end: 'error',
          bytes,
          problem: 'too-large',
          message: `an event is larger than the limit of ${options.maxEventChars} characters`,
        });
      }
      if (stopped) return finish({ end: 'stopped', bytes });
    }
    const rest = decoder.decode();
    if (rest !== '') parser.feed(rest);
    return finish({ end: 'eof', bytes, pending: hasUnfinishedField(tail + rest) });
  } catch (error) {
    if (isAbortError(error, options.signal)) {
      return finish({ end: 'error', bytes, problem: 'aborted', message: 'reading the stream was aborted' });
    }
    if (error instanceof TypeError && /decode|encoding|utf/i.test(error.message)) {
      return finish({ end: 'error', bytes, problem: 'not-utf8', message: 'the stream is not valid UTF-8' });
    }
    return finish({
      end: 'error',
      bytes,
      problem: 'failed',
      message: `the connection failed while reading the stream (${describeError(error)})`,
    });
  }
}

// A CRLF is one line end, so a lone CR only counts when no LF follows it.
const BOUNDARY = /(?:\r\n|\n|\r(?!\n))(?:\r\n|\n|\r(?!\n))/g;

/** The text after the last blank line, i.e. the event still being received. */
function afterLastBoundary(text: string): string {
  let last = -1;
  for (const match of text.matchAll(BOUNDARY)) last = match.index + match[0].length;
  return last === -1 ? text : text.slice(last);
}

/** True when the unfinished event holds a field (comments and line ends alone do not count). */
function hasUnfinishedField(tail: string): boolean {
  return tail.split(/\r\n|\r|\n/).some((line) => line !== '' && !line.startsWith(':'));
}
