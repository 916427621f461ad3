/**
 * The provider's side of the wire, for the person to see: each HTTP exchange between the page and
 * the model provider (what the SDK sent, what came back), recorded by wrapping the `fetch` the SDK
 * is given. Every string passes through `redact` before it is kept, and the headers that carry
 * credentials are masked whatever their value, so no view of the exchange can show the key.
 * Bodies are kept up to a bound (a 10 MB answer is counted, not held twice).
 */

import { type HeaderEntry, recordHeaders, secretHeaderSet } from '@/lib/wire/secret-headers';

export interface BoundedText {
  text: string;
  /** Characters seen in all (the text holds the first ones). */
  chars: number;
  cut: boolean;
}

export interface ProviderExchange {
  id: number;
  method: string;
  /** Redacted. */
  url: string;
  requestHeaders: HeaderEntry[];
  requestBody?: BoundedText;
  status?: number;
  statusText?: string;
  responseHeaders?: HeaderEntry[];
  responseBody?: BoundedText;
  state: 'waiting' | 'streaming' | 'done' | 'failed';
  error?: string;
  startedAt: number;
  durationMs?: number;
}

export type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface RecordingOptions {
  /** Replaces every secret in a string (the key, and anything derived from it). */
  redact(text: string): string;
  /** Called with a fresh copy of the exchange on each change (coalesce in the UI). */
  onChange(exchange: ProviderExchange): void;
  now(): number;
  /** Characters of each body kept (default 200,000). */
  maxBodyChars?: number;
}

/** Headers whose value is a credential, masked whatever it holds (lib/wire's list plus the providers'). */
const CREDENTIAL_HEADERS = secretHeaderSet(['x-goog-api-key', 'api-key']);

export function redactHeaders(headers: Headers, redact: (text: string) => string): HeaderEntry[] {
  return recordHeaders(headers, CREDENTIAL_HEADERS).map((h) =>
    h.secret ? h : { ...h, value: redact(h.value) },
  );
}

function bounded(text: string, max: number, redact: (text: string) => string): BoundedText {
  const cut = text.length > max;
  return { text: redact(cut ? text.slice(0, max) : text), chars: text.length, cut };
}

function bodyText(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return `(${Object.prototype.toString.call(body).slice(8, -1)} body)`;
}

/**
 * A fetch that records each exchange and otherwise behaves as `base`: the response the SDK reads is
 * the real one (its body teed), errors and aborts pass through unchanged.
 */
export function recordingFetch(base: FetchFn, options: RecordingOptions): FetchFn {
  const max = options.maxBodyChars ?? 200_000;
  const { redact } = options;
  let nextId = 1;
  return async (input, init) => {
    // Read without building a Request: that would take hold of a streamed body the SDK still sends.
    const asRequest = typeof input === 'object' && 'method' in input ? input : undefined;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const exchange: ProviderExchange = {
      id: nextId++,
      method: (init?.method ?? asRequest?.method ?? 'GET').toUpperCase(),
      url: redact(url),
      requestHeaders: redactHeaders(new Headers(init?.headers ?? asRequest?.headers), redact),
      state: 'waiting',
      startedAt: options.now(),
    };
    const sent = bodyText(init?.body);
    if (sent !== undefined) exchange.requestBody = bounded(sent, max, redact);
    const publish = () => options.onChange({ ...exchange });
    publish();
    let response: Response;
    try {
      response = await base(input, init);
    } catch (error) {
      exchange.state = 'failed';
      exchange.error = redact(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      exchange.durationMs = options.now() - exchange.startedAt;
      publish();
      throw error;
    }
    exchange.status = response.status;
    exchange.statusText = response.statusText;
    exchange.responseHeaders = redactHeaders(response.headers, redact);
    if (!response.body) {
      exchange.state = 'done';
      exchange.durationMs = options.now() - exchange.startedAt;
      publish();
      return response;
    }
    exchange.state = 'streaming';
    publish();
    const [forCaller, forRecord] = response.body.tee();
    // The kept text stops changing once it is full: redact it again only when it grew.
    let kept = '';
    let keptRedacted = '';
    void readBounded(forRecord, max, (text, chars, done, error) => {
      if (text !== kept) {
        kept = text;
        keptRedacted = redact(text);
      }
      exchange.responseBody = { text: keptRedacted, chars, cut: chars > text.length };
      if (done) {
        exchange.state = error === undefined ? 'done' : 'failed';
        if (error !== undefined) exchange.error = redact(error);
        exchange.durationMs = options.now() - exchange.startedAt;
      }
      publish();
    });
    return new Response(forCaller.pipeThrough(pacedBytes(PACE_BYTES)), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** Bytes passed on between two yields to the event loop (see pacedBytes). */
const PACE_BYTES = 128 * 1024;

/**
 * Lets the page breathe while a large body streams in: a body that arrives faster than it is read
 * (10 MB from a fast local server) would otherwise be consumed in one long chain of microtasks,
 * holding the main thread for as long as that takes. Every `bytes` bytes, this waits for a new task.
 */
export function pacedBytes(bytes: number): TransformStream<Uint8Array, Uint8Array> {
  let count = 0;
  return new TransformStream({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      count += chunk.byteLength;
      if (count < bytes) return;
      count = 0;
      return nextTask();
    },
  });
}

/** Resolves in a new task (a message to itself: not clamped like nested timers). */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Reads a body to its end, keeping the first `max` characters and counting the rest (reading on
 * keeps the tee from buffering what the caller already consumed). Reports, and yields to the event
 * loop, every PACE_BYTES.
 */
async function readBounded(
  stream: ReadableStream<Uint8Array>,
  max: number,
  report: (text: string, chars: number, done: boolean, error?: string) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let chars = 0;
  let sinceReport = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const piece = decoder.decode(value, { stream: true });
      chars += piece.length;
      if (text.length < max) text += piece.slice(0, max - text.length);
      sinceReport += value.byteLength;
      if (sinceReport >= PACE_BYTES) {
        sinceReport = 0;
        report(text, chars, false);
        await nextTask();
      }
    }
    const tail = decoder.decode();
    chars += tail.length;
    if (text.length < max) text += tail.slice(0, max - text.length);
    report(text, chars, true);
  } catch (error) {
    report(text, chars, true, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}
