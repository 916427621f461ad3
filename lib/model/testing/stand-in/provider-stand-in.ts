// A stand-in for the model providers, as one web-standard handler: Anthropic Messages, OpenAI Chat
// Completions and Responses, Gemini, and OpenAI-compatible servers under any other base path, each
// in its documented wire format (JSON and SSE), with the providers' auth, CORS and error bodies.
// It records every request, and its answers come from a behaviour (the deterministic policy and the
// hostile modes by model name, or a test's own), so tests can drive real provider clients (the AI
// SDK) end to end without a network. lib/node/testing/start-provider-stand-in.ts serves it on
// 127.0.0.1; it can also be called in process as a fetch.
import { isObject } from '../../../json/is-object';
import { anthropicCorsRefusal, anthropicWire } from './anthropic-wire';
import { geminiWire } from './gemini-wire';
import { openAiChatWire } from './openai-chat-wire';
import { createOpenAiResponsesWire } from './openai-responses-wire';
import { createModeBehaviour, KEY_PLACEHOLDER } from './stand-in-modes';
import type { StandInBehaviour, StandInReply, StandInWire } from './stand-in-types';
import { createIdSource, estimateTokens, JSON_HEADERS, type WireAnswer } from './wire-common';
import type { WireFormat } from './wire-format';

/** The key the stand-in accepts unless told otherwise. */
export const STAND_IN_KEY = 'sk-stand-in-0123456789abcdef';

/** Which API a path belongs to: the four providers' own, or an OpenAI-compatible server. */
export type StandInApi = StandInWire | 'openai-compatible';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
  api?: StandInApi;
  /** The model asked for, once read. */
  model?: string;
  stream?: boolean;
}

export interface ProviderStandInOptions {
  /** The API key every provider accepts (default STAND_IN_KEY). OpenAI-compatible routes need none. */
  apiKey?: string;
  /**
   * Browser origins allowed by CORS, like the real APIs allow any (default "*"). A list answers only
   * those, as a local server restricted with e.g. OLLAMA_ORIGINS does (403, no CORS headers).
   */
  allowOrigins?: '*' | readonly string[];
  /** Decides answers (default: by model name, see STAND_IN_MODELS; the policy for other names). */
  behaviour?: StandInBehaviour;
  /** Waits between streamed events (default setTimeout); resolves early when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Seconds for `created` fields (default: now). */
  now?: () => number;
}

export interface ProviderStandIn {
  /** Answers one request (never rejects). */
  handle(request: Request): Promise<Response>;
  /** Every request so far, in arrival order (a test clears it with `requests.length = 0`). */
  readonly requests: RecordedRequest[];
  /** Answers for the next requests, used before the behaviour (a fixed script). */
  queue(...replies: StandInReply[]): void;
  /** Replaces the behaviour (undefined: back to the default by model name). */
  setBehaviour(behaviour: StandInBehaviour | undefined): void;
}

/** Thrown into a body stream to make the host destroy the socket (ending "reset"). */
export class StandInReset extends Error {
  constructor() {
    super('the stand-in resets this connection');
  }
}

const MAX_BODY_CHARS = 32 * 1024 * 1024;

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

interface Route {
  api: StandInApi;
  kind: 'generate' | 'count-tokens' | 'models';
  model?: string;
  stream?: boolean;
}

function route(method: string, url: URL): Route | undefined {
  const path = url.pathname;
  if (method === 'POST' && path === '/v1/messages') return { api: 'anthropic', kind: 'generate' };
  if (method === 'POST' && path === '/v1/messages/count_tokens')
    return { api: 'anthropic', kind: 'count-tokens' };
  if (method === 'POST' && path === '/v1/chat/completions') return { api: 'openai-chat', kind: 'generate' };
  if (method === 'POST' && path === '/v1/responses') return { api: 'openai-responses', kind: 'generate' };
  if (method === 'GET' && path === '/v1/models') return { api: 'openai-chat', kind: 'models' };
  const gemini = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent|countTokens)$/.exec(
    path,
  );
  if (method === 'POST' && gemini)
    return {
      api: 'gemini',
      kind: gemini[2] === 'countTokens' ? 'count-tokens' : 'generate',
      model: decodeURIComponent(gemini[1]!),
      stream: gemini[2] === 'streamGenerateContent',
    };
  if (method === 'POST' && path.endsWith('/chat/completions'))
    return { api: 'openai-compatible', kind: 'generate' };
  if (method === 'GET' && path.endsWith('/models')) return { api: 'openai-compatible', kind: 'models' };
  return undefined;
}

/** The key a request carries where its provider expects it (undefined: none). */
function keyOf(api: StandInApi, request: Request, url: URL): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  switch (api) {
    case 'anthropic':
      return request.headers.get('x-api-key') ?? bearer;
    case 'gemini':
      return request.headers.get('x-goog-api-key') ?? url.searchParams.get('key') ?? undefined;
    default:
      return bearer;
  }
}

export function createProviderStandIn(options: ProviderStandInOptions = {}): ProviderStandIn {
  const apiKey = options.apiKey ?? STAND_IN_KEY;
  const allowOrigins = options.allowOrigins ?? '*';
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const id = createIdSource();
  const defaultBehaviour = createModeBehaviour();
  let behaviour = options.behaviour ?? defaultBehaviour;
  const scripted: StandInReply[] = [];
  const requests: RecordedRequest[] = [];
  const responsesWire = createOpenAiResponsesWire();
  const wires: Record<StandInApi, WireFormat> = {
    anthropic: anthropicWire,
    'openai-chat': openAiChatWire,
    'openai-compatible': openAiChatWire,
    'openai-responses': responsesWire,
    gemini: geminiWire,
  };

  const originAllowed = (origin: string) => allowOrigins === '*' || allowOrigins.includes(origin);

  function corsHeaders(
    origin: string | null,
    api: StandInApi | undefined,
    request: Request,
  ): Record<string, string> {
    if (origin === null || !originAllowed(origin)) return {};
    // Anthropic adds CORS headers only for requests that opted in to direct browser access.
    if (api === 'anthropic' && request.headers.get('anthropic-dangerous-direct-browser-access') !== 'true')
      return {};
    return {
      'access-control-allow-origin': allowOrigins === '*' ? '*' : origin,
      'access-control-expose-headers': '*',
      ...(allowOrigins === '*' ? {} : { vary: 'Origin' }),
    };
  }

  function toResponse(
    answer: WireAnswer,
    extra: Record<string, string>,
    reply?: StandInReply,
    signal?: AbortSignal,
  ): Response {
    const headers = { ...answer.headers, ...extra };
    const ending = reply?.kind === 'turn' ? (reply.ending ?? 'complete') : 'complete';
    const delay = reply?.kind === 'turn' ? (reply.chunkDelayMs ?? 0) : 0;
    const pieces = 'frames' in answer ? answer.frames : [JSON.stringify(answer.json)];
    // A JSON body that is cut goes out in two halves, so the cut lands inside the document.
    const parts =
      'frames' in answer || ending === 'complete'
        ? pieces
        : [pieces[0]!.slice(0, pieces[0]!.length >> 1), pieces[0]!.slice(pieces[0]!.length >> 1)];
    // Nothing to pace or cut: the whole body at once (a 10 MB stream goes out in a few writes).
    if (ending === 'complete' && delay === 0)
      return new Response(parts.join(''), { status: answer.status, headers });
    const cutAt = ending === 'complete' ? parts.length : Math.max(1, parts.length >> 1);
    const encoder = new TextEncoder();
    const abort = new AbortController();
    signal?.addEventListener('abort', () => abort.abort(), { once: true });
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (next >= cutAt) {
          if (ending === 'hang') return new Promise<void>(() => undefined);
          if (ending === 'reset') controller.error(new StandInReset());
          else controller.close();
          return;
        }
        if (delay > 0) await sleep(delay, abort.signal);
        controller.enqueue(encoder.encode(parts[next++]!));
      },
      cancel() {
        abort.abort();
      },
    });
    return new Response(body, { status: answer.status, headers });
  }

  const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...extra } });

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const origin = request.headers.get('origin');
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const record: RecordedRequest = {
      method: request.method,
      url: url.pathname + url.search,
      path: url.pathname,
      headers,
      body: '',
    };
    requests.push(record);

    if (request.method === 'OPTIONS') {
      if (origin === null || !originAllowed(origin)) return new Response(null, { status: 403 });
      return new Response(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': allowOrigins === '*' ? '*' : origin,
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
          'access-control-max-age': '600',
          ...(allowOrigins === '*' ? {} : { vary: 'Origin' }),
        },
      });
    }
    const found = route(request.method, url);
    if (!found)
      return new Response(`The stand-in has no ${request.method} ${url.pathname}.\n`, { status: 404 });
    record.api = found.api;
    if (origin !== null && !originAllowed(origin)) return new Response('Forbidden origin\n', { status: 403 });
    const cors = corsHeaders(origin, found.api, request);
    const wire = wires[found.api];
    if (found.api === 'anthropic' && origin !== null && !cors['access-control-allow-origin']) {
      const refusal = anthropicCorsRefusal(id);
      return json(refusal.status, refusal.json, refusal.headers);
    }

    const key = keyOf(found.api, request, url);
    const keyed = found.api === 'openai-compatible' || key === apiKey;
    const failureBase = {
      model: found.model ?? '',
      id,
      keyMissing: key === undefined,
      retryAfterSeconds: 2,
      ...(key !== undefined ? { key } : {}),
    };
    if (!keyed) {
      const answer = wire.failure({ ...failureBase, failure: 'unauthorized' });
      return json(answer.status, answer.json, { ...answer.headers, ...cors });
    }
    if (found.kind === 'models')
      return json(
        200,
        { object: 'list', data: [{ id: 'stand-in', object: 'model', created: now(), owned_by: 'stand-in' }] },
        cors,
      );

    const text = await request.text();
    record.body = text;
    if (text.length > MAX_BODY_CHARS) {
      const answer = wire.badRequest('The request is too large.', id);
      return json(413, answer.json, { ...answer.headers, ...cors });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      const answer = wire.badRequest('The request body is not valid JSON.', id);
      return json(answer.status, answer.json, { ...answer.headers, ...cors });
    }
    if (found.kind === 'count-tokens') {
      const tokens = estimateTokens(text);
      return json(200, found.api === 'gemini' ? { totalTokens: tokens } : { input_tokens: tokens }, cors);
    }
    if (found.api === 'gemini' && found.stream && url.searchParams.get('alt') !== 'sse') {
      const answer = wire.badRequest('This stand-in streams Gemini answers as SSE only: add ?alt=sse.', id);
      return json(answer.status, answer.json, { ...answer.headers, ...cors });
    }
    const read = wire.read(body, {
      ...(found.model !== undefined ? { model: found.model } : {}),
      ...(found.stream !== undefined ? { stream: found.stream } : {}),
    });
    if (!read.ok) {
      const answer = wire.badRequest(read.message, id);
      return json(answer.status, answer.json, { ...answer.headers, ...cors });
    }
    record.model = read.request.model;
    record.stream = read.request.stream;
    const reply = scripted.shift() ?? behaviour(read.request);
    if (reply.kind === 'error') {
      const answer = wire.failure({
        ...failureBase,
        model: read.request.model,
        failure: reply.failure,
        retryAfterSeconds: reply.retryAfterSeconds ?? 2,
        ...(reply.message !== undefined
          ? { message: reply.message.replaceAll(KEY_PLACEHOLDER, key ?? '') }
          : {}),
      });
      return json(answer.status, answer.json, { ...answer.headers, ...cors });
    }
    const answer = wire.answer(reply.turn, {
      request: read.request,
      body: isObject(body) ? body : {},
      id,
      inputTokens: estimateTokens(text),
      created: now(),
      chunkChars: reply.chunkChars ?? 24,
    });
    return toResponse(answer, cors, reply, request.signal);
  }

  return {
    handle: async (request) => {
      try {
        return await handle(request);
      } catch (error) {
        return new Response(`stand-in failure: ${error instanceof Error ? error.message : String(error)}\n`, {
          status: 500,
        });
      }
    },
    requests,
    queue: (...replies) => scripted.push(...replies),
    setBehaviour: (next) => {
      behaviour = next ?? defaultBehaviour;
    },
  };
}
