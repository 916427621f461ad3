// Gemini (POST /v1beta/models/{model}:generateContent, and :streamGenerateContent?alt=sse):
// contents with text, functionCall and functionResponse parts, systemInstruction, and
// tools[].functionDeclarations in; a GenerateContentResponse (candidates[0].content.parts with text
// and functionCall parts, finishReason, usageMetadata), or a stream of them as `data:` events;
// errors as Google's {"error":{"code","message","status","details"}}.
import { isObject } from '../../../json/is-object';
import type { StandInTool, StandInToolResult, StandInTurn } from './stand-in-types';
import {
  type AnswerContext,
  argumentsObject,
  chunkText,
  type FailureContext,
  JSON_HEADERS,
  outputTokens,
  SSE_HEADERS,
  sseFrame,
  type WireAnswer,
} from './wire-common';
import type { ReadResult, RouteHints, WireFormat } from './wire-format';

const FUNCTION_NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;

function partsText(parts: unknown): string {
  return Array.isArray(parts)
    ? parts
        .map((p) => (isObject(p) && typeof p.text === 'string' && p.thought !== true ? p.text : ''))
        .filter(Boolean)
        .join('\n')
    : '';
}

function read(body: unknown, hints: RouteHints): ReadResult {
  if (!isObject(body)) return { ok: false, message: 'Invalid JSON payload received.' };
  if (!Array.isArray(body.contents) || body.contents.length === 0)
    return { ok: false, message: '* GenerateContentRequest.contents: contents is not specified\n' };
  const tools: StandInTool[] = [];
  for (const [i, group] of (Array.isArray(body.tools) ? body.tools : []).entries()) {
    if (!isObject(group) || !Array.isArray(group.functionDeclarations)) continue;
    for (const [j, declaration] of group.functionDeclarations.entries()) {
      if (!isObject(declaration)) continue;
      const name = String(declaration.name ?? '');
      if (!FUNCTION_NAME.test(name))
        return {
          ok: false,
          message: `* GenerateContentRequest.tools[${i}].function_declarations[${j}].name: Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64.\n`,
        };
      const schema = isObject(declaration.parameters)
        ? declaration.parameters
        : isObject(declaration.parametersJsonSchema)
          ? declaration.parametersJsonSchema
          : {};
      tools.push({
        name,
        description: typeof declaration.description === 'string' ? declaration.description : '',
        schema,
      });
    }
  }
  const contents = body.contents.filter(isObject);
  const hasText = (c: Record<string, unknown>) => c.role !== 'model' && partsText(c.parts) !== '';
  let last = -1;
  contents.forEach((c, i) => {
    if (hasText(c)) last = i;
  });
  const toolResults: StandInToolResult[] = [];
  let turnsSinceUser = 0;
  contents.forEach((c, i) => {
    if (i <= last) return;
    if (c.role === 'model') turnsSinceUser++;
    for (const part of Array.isArray(c.parts) ? c.parts : [])
      if (isObject(part) && isObject(part.functionResponse)) {
        const response = part.functionResponse.response;
        const content = isObject(response) ? (response.content ?? response) : response;
        toolResults.push({
          name: String(part.functionResponse.name),
          text: typeof content === 'string' ? content : JSON.stringify(content ?? null),
          isError: false,
        });
      }
  });
  const system = isObject(body.systemInstruction) ? partsText(body.systemInstruction.parts) : '';
  return {
    ok: true,
    request: {
      wire: 'gemini',
      model: hints.model ?? '',
      stream: hints.stream === true,
      system,
      prompt: last >= 0 ? partsText(contents[last]!.parts) : '',
      toolResults,
      turnsSinceUser,
      tools,
    },
  };
}

function answer(turn: StandInTurn, context: AnswerContext): WireAnswer {
  const { request, id } = context;
  const output = outputTokens(turn);
  const usageMetadata = {
    promptTokenCount: context.inputTokens,
    candidatesTokenCount: output,
    totalTokenCount: context.inputTokens + output,
  };
  const responseId = id('');
  const calls = (turn.toolCalls ?? []).map((call) => ({
    functionCall: { name: call.name, args: argumentsObject(call) },
  }));
  const response = (
    parts: unknown[],
    finishReason?: string,
    usage: Record<string, number> = usageMetadata,
  ) => ({
    candidates: [{ content: { role: 'model', parts }, ...(finishReason ? { finishReason } : {}), index: 0 }],
    usageMetadata: usage,
    modelVersion: request.model,
    responseId,
  });
  if (!request.stream) {
    const parts = [...(turn.text !== undefined ? [{ text: turn.text }] : []), ...calls];
    return { status: 200, headers: { ...JSON_HEADERS }, json: response(parts, 'STOP') };
  }
  const frames: string[] = [];
  const partial = { promptTokenCount: context.inputTokens, totalTokenCount: context.inputTokens };
  if (turn.text !== undefined)
    for (const piece of chunkText(turn.text, context.chunkChars))
      frames.push(sseFrame(response([{ text: piece }], undefined, partial)));
  // Gemini sends a function call whole, in one part.
  for (const call of calls) frames.push(sseFrame(response([call], undefined, partial)));
  frames.push(sseFrame(response([{ text: '' }], 'STOP')));
  return { status: 200, headers: { ...SSE_HEADERS }, frames };
}

function googleError(code: number, status: string, message: string, details?: unknown[]) {
  return { error: { code, message, status, ...(details ? { details } : {}) } };
}

function failure(context: FailureContext): WireAnswer & { json: unknown } {
  const [status, body]: [number, unknown] = (() => {
    switch (context.failure) {
      case 'unauthorized':
        return context.keyMissing
          ? [
              403,
              googleError(
                403,
                'PERMISSION_DENIED',
                "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
              ),
            ]
          : [
              400,
              googleError(
                400,
                'INVALID_ARGUMENT',
                context.message ?? 'API key not valid. Please pass a valid API key.',
                [
                  {
                    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                    reason: 'API_KEY_INVALID',
                    domain: 'googleapis.com',
                    metadata: { service: 'generativelanguage.googleapis.com' },
                  },
                ],
              ),
            ];
      case 'rate-limited':
        return [
          429,
          googleError(
            429,
            'RESOURCE_EXHAUSTED',
            context.message ?? 'You exceeded your current quota, please check your plan and billing details.',
            [
              {
                '@type': 'type.googleapis.com/google.rpc.RetryInfo',
                retryDelay: `${context.retryAfterSeconds}s`,
              },
            ],
          ),
        ];
      case 'overloaded':
        return [
          503,
          googleError(
            503,
            'UNAVAILABLE',
            context.message ?? 'The model is overloaded. Please try again later.',
          ),
        ];
      case 'server-error':
        return [
          500,
          googleError(500, 'INTERNAL', context.message ?? 'An internal error has occurred. Please retry.'),
        ];
      case 'bad-request':
        return [
          400,
          googleError(400, 'INVALID_ARGUMENT', context.message ?? 'Request contains an invalid argument.'),
        ];
      case 'model-not-found':
        return [
          404,
          googleError(
            404,
            'NOT_FOUND',
            context.message ??
              `models/${context.model} is not found for API version v1beta, or is not supported for generateContent.`,
          ),
        ];
    }
  })();
  return { status, headers: { ...JSON_HEADERS }, json: body };
}

export const geminiWire: WireFormat = {
  read,
  answer,
  failure,
  badRequest: (message) => ({
    status: 400,
    headers: { ...JSON_HEADERS },
    json: googleError(400, 'INVALID_ARGUMENT', message),
  }),
};
