// OpenAI Chat Completions (POST …/chat/completions), also what OpenAI-compatible servers (Ollama,
// LM Studio, vLLM, llama.cpp) speak: messages and function tools in; a chat.completion object, or
// chat.completion.chunk events whose delta.tool_calls[i].function.arguments arrive in fragments,
// a usage chunk (choices: []) when stream_options.include_usage is set, then `data: [DONE]`.
import { isObject } from '../../../json/is-object';
import type { StandInTool, StandInToolResult, StandInTurn } from './stand-in-types';
import {
  type AnswerContext,
  argumentsText,
  chunkText,
  type FailureContext,
  JSON_HEADERS,
  maskKey,
  outputTokens,
  SSE_HEADERS,
  sseFrame,
  type WireAnswer,
} from './wire-common';
import { type ReadResult, textOf, type WireFormat } from './wire-format';

/** The documented rule for function names (OpenAI answers "string does not match pattern" for others). */
export function checkOpenAiToolName(name: string, at: string): string | undefined {
  if (name.length > 64)
    return `Invalid '${at}': string too long. Expected a string with maximum length 64, but got a string with length ${name.length} instead.`;
  if (!/^[a-zA-Z0-9_-]+$/.test(name))
    return `Invalid '${at}': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`;
  return undefined;
}

function read(body: unknown): ReadResult {
  if (!isObject(body)) return { ok: false, message: 'We could not parse the JSON body of your request.' };
  if (typeof body.model !== 'string') return { ok: false, message: "Missing required parameter: 'model'." };
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return { ok: false, message: "Missing required parameter: 'messages'." };
  const tools: StandInTool[] = [];
  for (const [i, tool] of (Array.isArray(body.tools) ? body.tools : []).entries()) {
    if (!isObject(tool) || tool.type !== 'function' || !isObject(tool.function)) continue;
    const name = String(tool.function.name ?? '');
    const problem = checkOpenAiToolName(name, `tools[${i}].function.name`);
    if (problem) return { ok: false, message: problem };
    tools.push({
      name,
      description: typeof tool.function.description === 'string' ? tool.function.description : '',
      schema: isObject(tool.function.parameters) ? tool.function.parameters : {},
    });
  }
  const messages = body.messages.filter(isObject);
  let last = -1;
  messages.forEach((m, i) => {
    if (m.role === 'user') last = i;
  });
  const names = new Map<string, string>();
  const toolResults: StandInToolResult[] = [];
  let turnsSinceUser = 0;
  messages.forEach((m, i) => {
    if (m.role === 'assistant' && Array.isArray(m.tool_calls))
      for (const call of m.tool_calls)
        if (isObject(call) && isObject(call.function)) names.set(String(call.id), String(call.function.name));
    if (i <= last) return;
    if (m.role === 'assistant') turnsSinceUser++;
    if (m.role === 'tool') {
      const name = names.get(String(m.tool_call_id));
      toolResults.push({ ...(name !== undefined ? { name } : {}), text: textOf(m.content), isError: false });
    }
  });
  return {
    ok: true,
    request: {
      wire: 'openai-chat',
      model: body.model,
      stream: body.stream === true,
      system: messages
        .filter((m) => m.role === 'system' || m.role === 'developer')
        .map((m) => textOf(m.content))
        .join('\n'),
      prompt: last >= 0 ? textOf(messages[last]!.content) : '',
      toolResults,
      turnsSinceUser,
      tools,
    },
  };
}

function answer(turn: StandInTurn, context: AnswerContext, includeUsage: boolean): WireAnswer {
  const { id, request, created } = context;
  const completionId = id('chatcmpl-');
  const calls = (turn.toolCalls ?? []).map((call) => ({ call, id: id('call_') }));
  const finish = calls.length > 0 ? 'tool_calls' : 'stop';
  const output = outputTokens(turn);
  const usage = {
    prompt_tokens: context.inputTokens,
    completion_tokens: output,
    total_tokens: context.inputTokens + output,
    prompt_tokens_details: { cached_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0 },
  };
  const base = { id: completionId, created, model: request.model, system_fingerprint: 'fp_standin' };
  if (!request.stream) {
    return {
      status: 200,
      headers: { ...JSON_HEADERS },
      json: {
        ...base,
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: turn.text ?? null,
              refusal: null,
              ...(calls.length > 0
                ? {
                    tool_calls: calls.map(({ call, id: callId }) => ({
                      id: callId,
                      type: 'function',
                      function: { name: call.name, arguments: argumentsText(call) },
                    })),
                  }
                : {}),
            },
            logprobs: null,
            finish_reason: finish,
          },
        ],
        usage,
      },
    };
  }
  const frames: string[] = [];
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    frames.push(
      sseFrame({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      }),
    );
  // The first chunk names the role: with empty content before text, with the first call otherwise.
  if (turn.text !== undefined) {
    chunk({ role: 'assistant', content: '', refusal: null });
    for (const piece of chunkText(turn.text, context.chunkChars)) chunk({ content: piece });
  }
  calls.forEach(({ call, id: callId }, index) => {
    chunk({
      ...(index === 0 && turn.text === undefined ? { role: 'assistant', content: null } : {}),
      tool_calls: [{ index, id: callId, type: 'function', function: { name: call.name, arguments: '' } }],
    });
    for (const piece of chunkText(argumentsText(call), Math.max(8, Math.floor(context.chunkChars / 2))))
      chunk({ tool_calls: [{ index, function: { arguments: piece } }] });
  });
  if (turn.text === undefined && calls.length === 0) chunk({ role: 'assistant', content: '' });
  chunk({}, finish);
  if (includeUsage) frames.push(sseFrame({ ...base, object: 'chat.completion.chunk', choices: [], usage }));
  frames.push(sseFrame('[DONE]'));
  return { status: 200, headers: { ...SSE_HEADERS }, frames };
}

function errorBody(message: string, type: string, code: string | null, param: string | null = null) {
  return { error: { message, type, param, code } };
}

function failure(context: FailureContext): WireAnswer & { json: unknown } {
  const retry = { 'retry-after': String(context.retryAfterSeconds) };
  const [status, body, headers]: [number, unknown, Record<string, string>] = (() => {
    switch (context.failure) {
      case 'unauthorized':
        return [
          401,
          context.keyMissing
            ? errorBody(
                "You didn't provide an API key. Provide it in an Authorization header using Bearer auth (Authorization: Bearer YOUR_KEY).",
                'invalid_request_error',
                null,
              )
            : errorBody(
                context.message ??
                  `Incorrect API key provided: ${maskKey(context.key ?? '')}. You can find your API key at https://platform.openai.com/account/api-keys.`,
                'invalid_request_error',
                'invalid_api_key',
              ),
          {},
        ];
      case 'rate-limited':
        return [
          429,
          errorBody(
            context.message ??
              `Rate limit reached for ${context.model} in organization org-standin on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in ${context.retryAfterSeconds}s.`,
            'requests',
            'rate_limit_exceeded',
          ),
          { ...retry, 'x-ratelimit-limit-requests': '3', 'x-ratelimit-remaining-requests': '0' },
        ];
      case 'overloaded':
        return [
          503,
          errorBody(
            context.message ?? 'The server is overloaded. Please try again later.',
            'server_error',
            null,
          ),
          retry,
        ];
      case 'server-error':
        return [
          500,
          errorBody(
            context.message ?? 'The server had an error while processing your request. Sorry about that!',
            'server_error',
            null,
          ),
          {},
        ];
      case 'bad-request':
        return [
          400,
          errorBody(context.message ?? 'The request is not valid.', 'invalid_request_error', null),
          {},
        ];
      case 'model-not-found':
        return [
          404,
          errorBody(
            context.message ??
              `The model \`${context.model}\` does not exist or you do not have access to it.`,
            'invalid_request_error',
            'model_not_found',
          ),
          {},
        ];
    }
  })();
  return { status, headers: { ...JSON_HEADERS, 'x-request-id': context.id('req_'), ...headers }, json: body };
}

export const openAiChatWire: WireFormat = {
  read,
  answer: (turn, context) =>
    answer(
      turn,
      context,
      isObject(context.body.stream_options) && context.body.stream_options.include_usage === true,
    ),
  failure,
  badRequest: (message, id) => ({
    status: 400,
    headers: { ...JSON_HEADERS, 'x-request-id': id('req_') },
    json: errorBody(message, 'invalid_request_error', 'invalid_value'),
  }),
};
