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
  // Tells a clean end from a stream cut in the middle of an event (see createEventTracker).
  const tracker = createEventTracker();
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
      tracker.feed(text);
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
    if (rest !== '') {
      tracker.feed(rest);
      parser.feed(rest);
    }
    return finish({ end: 'eof', bytes, pending: tracker.pending() });
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
const LINE_END = /\r\n|\r|\n/g;

/**
 * Whether the event still being received holds a field: a line after the last blank line that is
 * neither empty nor a comment. Fed chunk by chunk, it looks at each character once (keeping only
 * the last two, for a blank line split across chunks): re-scanning the unfinished event on every
 * chunk made a 16 MB event take 7.5 s.
 */
function createEventTracker() {
  let carry = '';
  let atLineStart = true;
  let field = false;
  /** Sets `field` for each line of `text` that begins with something other than ":". */
  const scan = (text: string, lineStart: boolean) => {
    let start = 0;
    let fresh = lineStart;
    for (const match of text.matchAll(LINE_END)) {
      if (fresh && match.index > start && text.charCodeAt(start) !== 0x3a) field = true;
      start = match.index + match[0].length;
      fresh = true;
    }
    if (fresh && start < text.length && text.charCodeAt(start) !== 0x3a) field = true;
  };
  return {
    feed(text: string) {
      if (text === '') return;
      const joined = carry + text;
      let last = -1;
      for (const match of joined.matchAll(BOUNDARY)) last = match.index + match[0].length;
      if (last >= 0) {
        field = false;
        scan(joined.slice(last), true);
      } else {
        scan(text, atLineStart);
      }
      atLineStart = /[\r\n]$/.test(text);
      carry = joined.slice(-2);
    },
    pending: () => field,
  };
}
