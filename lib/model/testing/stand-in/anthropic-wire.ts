// Anthropic Messages (POST /v1/messages) as the API documents it: the request's system, messages
// and tools; a `message` object, or the SSE sequence message_start, content_block_start /
// content_block_delta (text_delta, input_json_delta) / content_block_stop per block, message_delta
// with the stop reason and output usage, message_stop; errors as {"type":"error","error":{…}}.
import { isObject } from '../../../json/is-object';
import type { StandInTool, StandInToolResult, StandInTurn } from './stand-in-types';
import {
  type AnswerContext,
  argumentsObject,
  argumentsText,
  chunkText,
  type FailureContext,
  type IdSource,
  JSON_HEADERS,
  outputTokens,
  SSE_HEADERS,
  sseFrame,
  type WireAnswer,
} from './wire-common';
import { type ReadResult, textOf, type WireFormat } from './wire-format';

/** What the API answers today for a custom tool's name (the documentation says 1–64 characters). */
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,128}$/;

function read(body: unknown): ReadResult {
  if (!isObject(body)) return { ok: false, message: 'The request body is not a JSON object.' };
  if (typeof body.model !== 'string') return { ok: false, message: 'model: Field required' };
  if (typeof body.max_tokens !== 'number') return { ok: false, message: 'max_tokens: Field required' };
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return { ok: false, message: 'messages: at least one message is required' };
  const tools: StandInTool[] = [];
  for (const [i, tool] of (Array.isArray(body.tools) ? body.tools : []).entries()) {
    if (!isObject(tool) || (tool.type !== undefined && tool.type !== 'custom')) continue;
    const name = String(tool.name ?? '');
    if (!TOOL_NAME.test(name))
      return {
        ok: false,
        message: `tools.${i}.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'`,
      };
    if (!isObject(tool.input_schema))
      return { ok: false, message: `tools.${i}.custom.input_schema: Field required` };
    tools.push({
      name,
      description: typeof tool.description === 'string' ? tool.description : '',
      schema: tool.input_schema,
    });
  }
  const messages = body.messages.filter(isObject);
  const isUserText = (m: Record<string, unknown>) =>
    m.role === 'user' &&
    (typeof m.content === 'string' ||
      (Array.isArray(m.content) && m.content.some((b) => isObject(b) && b.type === 'text')));
  let last = -1;
  messages.forEach((m, i) => {
    if (isUserText(m)) last = i;
  });
  const toolNames = new Map<string, string>();
  const toolResults: StandInToolResult[] = [];
  let turnsSinceUser = 0;
  messages.forEach((m, i) => {
    if (m.role === 'assistant' && Array.isArray(m.content))
      for (const block of m.content)
        if (isObject(block) && block.type === 'tool_use') toolNames.set(String(block.id), String(block.name));
    if (i <= last) return;
    if (m.role === 'assistant') turnsSinceUser++;
    if (m.role === 'user' && Array.isArray(m.content))
      for (const block of m.content)
        if (isObject(block) && block.type === 'tool_result') {
          const name = toolNames.get(String(block.tool_use_id));
          toolResults.push({
            ...(name !== undefined ? { name } : {}),
            text: textOf(block.content),
            isError: block.is_error === true,
          });
        }
  });
  return {
    ok: true,
    request: {
      wire: 'anthropic',
      model: body.model,
      stream: body.stream === true,
      system: textOf(body.system),
      prompt: last >= 0 ? textOf(messages[last]!.content) : '',
      toolResults,
      turnsSinceUser,
      tools,
    },
  };
}

function usage(inputTokens: number, output: number) {
  return {
    input_tokens: inputTokens,
    output_tokens: output,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
}

function answer(turn: StandInTurn, context: AnswerContext): WireAnswer {
  const { id, request } = context;
  const messageId = id('msg_');
  const calls = (turn.toolCalls ?? []).map((call) => ({ call, id: id('toolu_') }));
  const stopReason = calls.length > 0 ? 'tool_use' : 'end_turn';
  const output = outputTokens(turn);
  const headers = { 'request-id': id('req_') };
  if (!request.stream) {
    const content: unknown[] = [];
    if (turn.text !== undefined) content.push({ type: 'text', text: turn.text });
    for (const { call, id: callId } of calls)
      content.push({ type: 'tool_use', id: callId, name: call.name, input: argumentsObject(call) });
    return {
      status: 200,
      headers: { ...JSON_HEADERS, ...headers },
      json: {
        id: messageId,
        type: 'message',
        role: 'assistant',
        model: request.model,
        content,
        stop_reason: stopReason,
        stop_sequence: null,
        usage: usage(context.inputTokens, output),
      },
    };
  }
  const frames: string[] = [];
  const event = (type: string, data: Record<string, unknown>) =>
    frames.push(sseFrame({ type, ...data }, type));
  event('message_start', {
    message: {
      id: messageId,
      type: 'message',
      role: 'assistant',
      model: request.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: usage(context.inputTokens, 1),
    },
  });
  event('ping', {});
  let index = 0;
  if (turn.text !== undefined) {
    event('content_block_start', { index, content_block: { type: 'text', text: '' } });
    for (const piece of chunkText(turn.text, context.chunkChars))
      event('content_block_delta', { index, delta: { type: 'text_delta', text: piece } });
    event('content_block_stop', { index });
    index++;
  }
  for (const { call, id: callId } of calls) {
    event('content_block_start', {
      index,
      content_block: { type: 'tool_use', id: callId, name: call.name, input: {} },
    });
    // The first delta of a tool_use block is often empty; the JSON then arrives in fragments.
    event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: '' } });
    for (const piece of chunkText(argumentsText(call), Math.max(8, Math.floor(context.chunkChars / 2))))
      event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } });
    event('content_block_stop', { index });
    index++;
  }
  event('message_delta', {
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: output },
  });
  event('message_stop', {});
  return { status: 200, headers: { ...SSE_HEADERS, ...headers }, frames };
}

function errorBody(type: string, message: string, id: IdSource) {
  return { type: 'error', error: { type, message }, request_id: id('req_') };
}

function failure(context: FailureContext): WireAnswer & { json: unknown } {
  const retry = { 'retry-after': String(context.retryAfterSeconds), 'x-should-retry': 'true' };
  const [status, type, message, extra]: [number, string, string, Record<string, string>] = (() => {
    switch (context.failure) {
      case 'unauthorized':
        return [
          401,
          'authentication_error',
          context.keyMissing ? 'x-api-key header is required' : 'invalid x-api-key',
          {},
        ];
      case 'rate-limited':
        return [
          429,
          'rate_limit_error',
          'This request would exceed the rate limit for your organization of 50 requests per minute. Please try again later.',
          {
            ...retry,
            'anthropic-ratelimit-requests-limit': '50',
            'anthropic-ratelimit-requests-remaining': '0',
          },
        ];
      case 'overloaded':
        return [529, 'overloaded_error', 'Overloaded', retry];
      case 'server-error':
        return [500, 'api_error', 'Internal server error', { 'x-should-retry': 'true' }];
      case 'bad-request':
        return [400, 'invalid_request_error', 'The request is not valid.', {}];
      case 'model-not-found':
        return [404, 'not_found_error', `model: ${context.model}`, {}];
    }
  })();
  return {
    status,
    headers: { ...JSON_HEADERS, 'request-id': context.id('req_'), ...extra },
    json: errorBody(type, context.message ?? message, context.id),
  };
}

export const anthropicWire: WireFormat = {
  read,
  answer,
  failure,
  badRequest: (message, id) => ({
    status: 400,
    headers: { ...JSON_HEADERS, 'request-id': id('req_') },
    json: errorBody('invalid_request_error', message, id),
  }),
};

/** The 401 Anthropic gives a browser request that did not opt in to direct browser access. */
export function anthropicCorsRefusal(id: IdSource): WireAnswer & { json: unknown } {
  return {
    status: 401,
    headers: { ...JSON_HEADERS, 'request-id': id('req_') },
    json: errorBody(
      'authentication_error',
      "CORS requests must set 'anthropic-dangerous-direct-browser-access' header",
      id,
    ),
  };
}
