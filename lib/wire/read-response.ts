import { type ClassifiedMessage, classifyMessage, type JsonRpcId } from './classify-message';
import type { BodyReadProblem } from './read-body-text';
import { readBodyText } from './read-body-text';
import { readSse, type SseEvent } from './read-sse';

/** A response message: the JSON-RPC result or error that answers a request. */
export type ResponseMessage = Extract<ClassifiedMessage, { kind: 'result' | 'error' }>;

/** What one SSE event turned out to hold, for the timeline. */
export type ParsedSseEvent =
  | { kind: 'ignored'; reason: string }
  | { kind: 'message'; message: ClassifiedMessage }
  /**
   * Multi-line data that is not JSON as a whole, but whose lines are: two events glued together by
   * a missing blank line. Read line by line, with a warning (the SSE standard would lose both).
   */
  | { kind: 'recovered'; messages: ClassifiedMessage[]; reason: string }
  | { kind: 'invalid-json'; reason: string };

export interface ReadResponseOptions {
  /** The id of the request being answered; reading ends at the response carrying it. */
  requestId: JsonRpcId;
  maxBodyBytes: number;
  /** Largest single SSE event, in characters. */
  maxEventChars: number;
  /** Largest SSE stream, in bytes (none by default: a listen stream may run for hours). */
  maxStreamBytes?: number;
  signal?: AbortSignal;
  onSseEvent?(event: SseEvent, parsed: ParsedSseEvent): void;
  onSseComment?(comment: string): void;
  /**
   * Every message on an SSE stream that is not the awaited response: notifications, requests
   * (legacy servers), responses to other ids. Return `'stop'` to stop reading.
   */
  onMessage?(message: ClassifiedMessage): undefined | 'stop';
}

export type ResponseProblem =
  | 'empty-body'
  | 'invalid-json'
  | 'not-jsonrpc'
  | 'not-a-response'
  | 'mismatched-id'
  | 'wrong-content-type'
  | 'stream-ended'
  | 'stopped'
  | BodyReadProblem;

export type ResponseRead =
  | { ok: true; transport: 'json'; message: ResponseMessage; text: string; bytes: number }
  | { ok: true; transport: 'sse'; message: ResponseMessage; bytes: number; events: number }
  | {
      ok: false;
      transport: 'json' | 'sse' | 'other';
      problem: ResponseProblem;
      /** Plain words for an error message. */
      reason: string;
      bytes: number;
      /** The body text, when it was read whole (not for SSE). */
      text?: string;
      /** The parsed body, when the text is JSON (useful to classify an error body of any type). */
      json?: unknown;
    };

/** `application/json; charset=utf-8` → `application/json`; empty string when absent. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

function isResponse(message: ClassifiedMessage): message is ResponseMessage {
  return message.kind === 'result' || message.kind === 'error';
}

/**
 * Reads the answer to one JSON-RPC request, whatever the server chose: a JSON body
 * (`application/json`) or an SSE stream (`text/event-stream`) that may carry notifications before
 * the response. Never throws. Anything else — another media type, invalid JSON, a message that is
 * not the response, a response with another id, a stream that ends first — is a problem with
 * plain words, so the caller can tell the user exactly what the server did wrong.
 */
export async function readResponse(response: Response, options: ReadResponseOptions): Promise<ResponseRead> {
  const mediaType = mediaTypeOf(response.headers.get('content-type'));
  if (mediaType === 'text/event-stream') return readSseResponse(response, options);
  const body = await readBodyText(response.body, { maxBytes: options.maxBodyBytes, signal: options.signal });
  const transport = mediaType === 'application/json' || mediaType.endsWith('+json') ? 'json' : 'other';
  if (!body.ok) {
    return { ok: false, transport, problem: body.problem, reason: body.message, bytes: body.bytes };
  }
  const { text, bytes } = body;
  const parsed = text.trim() === '' ? undefined : parseJson(text);
  const json = parsed?.ok ? parsed.value : undefined;
  const fail = (problem: ResponseProblem, reason: string): ResponseRead => ({
    ok: false,
    transport,
    problem,
    reason,
    bytes,
    text,
    ...(json !== undefined ? { json } : {}),
  });
  if (transport === 'other') {
    return fail(
      'wrong-content-type',
      `the server answered with ${mediaType === '' ? 'no Content-Type' : `Content-Type ${mediaType}`}; a request must be answered with application/json or text/event-stream`,
    );
  }
  if (parsed === undefined) return fail('empty-body', 'the JSON body is empty');
  if (!parsed.ok) return fail('invalid-json', `the body is not valid JSON (${parsed.reason})`);
  const message = classifyMessage(parsed.value);
  if (message.kind === 'invalid')
    return fail('not-jsonrpc', `the body is not a JSON-RPC message: ${message.reason}`);
  if (!isResponse(message)) {
    return fail(
      'not-a-response',
      `the body is a JSON-RPC ${message.kind} ("${message.method}"), not the response`,
    );
  }
  if (message.id !== null && message.id !== options.requestId) {
    return fail(
      'mismatched-id',
      `the response has id ${JSON.stringify(message.id)}, but the request had id ${JSON.stringify(options.requestId)}`,
    );
  }
  return { ok: true, transport: 'json', message, text, bytes };
}

async function readSseResponse(response: Response, options: ReadResponseOptions): Promise<ResponseRead> {
  let found: ResponseMessage | undefined;
  let stoppedByCaller = false;
  let events = 0;
  const strayIds: JsonRpcId[] = [];
  const end = await readSse(response.body, {
    maxEventChars: options.maxEventChars,
    maxStreamBytes: options.maxStreamBytes,
    signal: options.signal,
    onComment: (comment) => options.onSseComment?.(comment),
    onEvent(event) {
      events++;
      // Legacy priming events (an id with empty data) and keep-alive blanks carry nothing.
      if (event.data.trim() === '') {
        options.onSseEvent?.(event, { kind: 'ignored', reason: 'empty data' });
        return undefined;
      }
      if (event.event !== undefined && event.event !== 'message') {
        options.onSseEvent?.(event, {
          kind: 'ignored',
          reason: `event type "${event.event}" is not "message"`,
        });
        return undefined;
      }
      const parsed = parseJson(event.data);
      let messages: ClassifiedMessage[];
      if (parsed.ok) {
        messages = [classifyMessage(parsed.value)];
        options.onSseEvent?.(event, { kind: 'message', message: messages[0]! });
      } else {
        const lines = event.data.split('\n').map((line) => parseJson(line));
        const good = lines.filter((line): line is { ok: true; value: unknown } => line.ok);
        if (good.length === 0 || !event.data.includes('\n')) {
          options.onSseEvent?.(event, { kind: 'invalid-json', reason: parsed.reason });
          return undefined;
        }
        messages = good.map((line) => classifyMessage(line.value));
        options.onSseEvent?.(event, {
          kind: 'recovered',
          messages,
          reason: `the data is not JSON as a whole (${parsed.reason}), but ${good.length} of its ${lines.length} lines are: a blank line between events is probably missing`,
        });
      }
      for (const message of messages) {
        if (isResponse(message) && (message.id === options.requestId || message.id === null)) {
          found = message;
          return 'stop';
        }
        if (isResponse(message)) strayIds.push(message.id!);
        if (options.onMessage?.(message) === 'stop') {
          stoppedByCaller = true;
          return 'stop';
        }
      }
      return undefined;
    },
  });
  if (found) return { ok: true, transport: 'sse', message: found, bytes: end.bytes, events };
  const fail = (problem: ResponseProblem, reason: string): ResponseRead => ({
    ok: false,
    transport: 'sse',
    problem,
    reason,
    bytes: end.bytes,
  });
  if (stoppedByCaller) return fail('stopped', 'reading the stream was stopped');
  if (end.end === 'error') return fail(end.problem, end.message);
  const stray =
    strayIds.length > 0
      ? ` (it carried a response for id ${strayIds.map((id) => JSON.stringify(id)).join(', ')}, which is not this request's id ${JSON.stringify(options.requestId)})`
      : '';
  return fail(
    strayIds.length > 0 ? 'mismatched-id' : 'stream-ended',
    `the SSE stream ended ${end.end === 'eof' && end.pending ? 'in the middle of an event ' : ''}before the response arrived${stray}`,
  );
}
