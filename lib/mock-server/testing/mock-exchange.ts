import { META_KEYS } from '../../spec/meta-keys';
import { LATEST_PROTOCOL_VERSION } from '../../spec/versions';
import { buildRequestHeaders } from '../../wire/request-headers';
import type { RequestMessage } from '../incoming-request';

/** Test support: build well-formed 2026-07-28 requests and read whatever comes back. */

export const TEST_URL = 'http://127.0.0.1:8787/mcp';

export interface TestRequestOptions {
  id?: string | number;
  /** Client capabilities for `_meta` (default `{}`). */
  capabilities?: Record<string, unknown>;
  /** Extra `_meta` keys (e.g. progressToken). */
  meta?: Record<string, unknown>;
  /** The tool's inputSchema, so `Mcp-Param-*` headers are mirrored. */
  inputSchema?: unknown;
  /** Headers to add or override (`null` removes one). */
  headers?: Record<string, string | null>;
  /** Replaces the whole body (for malformed-request tests). */
  body?: string;
  signal?: AbortSignal;
}

/** A POST carrying one request, with the headers a conforming client sends. */
export function mcpRequest(
  method: string,
  params: Record<string, unknown> = {},
  options: TestRequestOptions = {},
): Request {
  const fullParams = {
    ...params,
    _meta: {
      [META_KEYS.protocolVersion]: LATEST_PROTOCOL_VERSION,
      [META_KEYS.clientCapabilities]: options.capabilities ?? {},
      [META_KEYS.clientInfo]: { name: 'mock-server-tests', version: '1.0.0' },
      ...options.meta,
    },
  };
  const { headers } = buildRequestHeaders({
    method,
    params: fullParams,
    protocolVersion: LATEST_PROTOCOL_VERSION,
    inputSchema: options.inputSchema,
  });
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) merged.delete(name);
    else merged.set(name, value);
  }
  const body =
    options.body ?? JSON.stringify({ jsonrpc: '2.0', id: options.id ?? 1, method, params: fullParams });
  return new Request(TEST_URL, { method: 'POST', headers: merged, body, signal: options.signal });
}

export interface SseEvent {
  event?: string;
  data: string;
}

/** Splits an SSE body into events (data lines joined with \n) and counts comment lines. */
export function parseSse(text: string): { events: SseEvent[]; comments: number } {
  const events: SseEvent[] = [];
  let comments = 0;
  for (const block of text.split(/\r?\n\r?\n/)) {
    const data: string[] = [];
    let event: string | undefined;
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) comments++;
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      else if (line.startsWith('event:')) event = line.slice(6).trim();
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, comments };
}

/** Every JSON-RPC message of a response: the JSON body, or each SSE event's data. */
export async function readMessages(response: Response): Promise<unknown[]> {
  const text = await response.text();
  if (text === '') return [];
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return parseSse(text).events.map((event) => JSON.parse(event.data));
  }
  return [JSON.parse(text)];
}

/** The single (last) message of a response. */
export async function readMessage(response: Response): Promise<Record<string, unknown>> {
  const messages = await readMessages(response);
  return messages[messages.length - 1] as Record<string, unknown>;
}

/**
 * Reads an SSE response as it streams: resolves with the first `count` JSON-RPC messages (or
 * fewer if the stream ends), leaving the stream open unless it ended.
 */
export async function readEvents(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  count: number,
  state: { buffer: string } = { buffer: '' },
): Promise<unknown[]> {
  const decoder = new TextDecoder();
  const messages: unknown[] = [];
  for (;;) {
    const blocks = state.buffer.split('\n\n');
    while (blocks.length > 1 && messages.length < count) {
      const block = blocks.shift()!;
      const parsed = parseSse(`${block}\n\n`).events;
      for (const event of parsed) messages.push(JSON.parse(event.data));
    }
    state.buffer = blocks.join('\n\n');
    if (messages.length >= count) return messages;
    const { done, value } = await reader.read();
    if (done) return messages;
    state.buffer += decoder.decode(value, { stream: true });
  }
}

/**
 * The message a host holding `request` whole would pass to `handleMessage` (the Worker's way in):
 * its headers flat, its body as bytes or, when they are UTF-8, as the text the page posted.
 */
export async function requestMessage(request: Request, body: 'bytes' | 'text'): Promise<RequestMessage> {
  const bytes = request.body === null ? null : new Uint8Array(await request.arrayBuffer());
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers].flat(),
    body:
      bytes === null || body === 'bytes' ? bytes : new TextDecoder('utf-8', { fatal: true }).decode(bytes),
  };
}

/** What a client can see of a response: status, headers and the whole body. */
export async function wholeResponse(response: Response) {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.text(),
  };
}
