// OpenAI Responses (POST /v1/responses): `instructions` and `input` items (messages, function_call,
// function_call_output, item_reference to a stored item) and flat function tools in; a `response`
// object, or its typed SSE events (response.created, response.in_progress, output_item.added,
// content_part.added, output_text.delta/done, function_call_arguments.delta/done,
// output_item.done, response.completed with usage), each with a sequence_number.
import { isObject } from '../../../json/is-object';
import { checkOpenAiToolName, openAiChatWire } from './openai-chat-wire';
import type { StandInTool, StandInToolResult, StandInTurn } from './stand-in-types';
import {
  type AnswerContext,
  argumentsText,
  chunkText,
  type IdSource,
  JSON_HEADERS,
  outputTokens,
  SSE_HEADERS,
  sseFrame,
  type WireAnswer,
} from './wire-common';
import { type ReadResult, textOf, type WireFormat } from './wire-format';

type Item = Record<string, unknown>;

/** Items the stand-in answered with, by id, so a later `item_reference` resolves (as with store: true). */
const STORE_LIMIT = 10_000;

export function createOpenAiResponsesWire(): WireFormat {
  const stored = new Map<string, Item>();
  const store = (item: Item) => {
    stored.set(String(item.id), item);
    if (stored.size > STORE_LIMIT) stored.delete(stored.keys().next().value as string);
  };

  function read(body: unknown): ReadResult {
    if (!isObject(body)) return { ok: false, message: 'We could not parse the JSON body of your request.' };
    if (typeof body.model !== 'string') return { ok: false, message: "Missing required parameter: 'model'." };
    const tools: StandInTool[] = [];
    for (const [i, tool] of (Array.isArray(body.tools) ? body.tools : []).entries()) {
      if (!isObject(tool) || tool.type !== 'function') continue;
      const name = String(tool.name ?? '');
      const problem = checkOpenAiToolName(name, `tools[${i}].name`);
      if (problem) return { ok: false, message: problem };
      tools.push({
        name,
        description: typeof tool.description === 'string' ? tool.description : '',
        schema: isObject(tool.parameters) ? tool.parameters : {},
      });
    }
    const raw: unknown[] =
      typeof body.input === 'string'
        ? [{ role: 'user', content: body.input }]
        : Array.isArray(body.input)
          ? body.input
          : [];
    const items: Item[] = [];
    for (const entry of raw) {
      if (!isObject(entry)) continue;
      if (entry.type === 'item_reference') {
        const item = stored.get(String(entry.id));
        if (!item) return { ok: false, message: `Item with id '${String(entry.id)}' not found.` };
        items.push(item);
      } else items.push(entry);
    }
    const role = (item: Item) => (item.type === undefined || item.type === 'message' ? item.role : undefined);
    let last = -1;
    items.forEach((item, i) => {
      if (role(item) === 'user') last = i;
    });
    const names = new Map<string, string>();
    const toolResults: StandInToolResult[] = [];
    let turnsSinceUser = 0;
    let previousWasAssistant = false;
    items.forEach((item, i) => {
      if (item.type === 'function_call') names.set(String(item.call_id), String(item.name));
      if (i <= last) return;
      const assistant =
        role(item) === 'assistant' || item.type === 'function_call' || item.type === 'reasoning';
      // Consecutive assistant items (a message and its function calls) are one turn.
      if (assistant && !previousWasAssistant) turnsSinceUser++;
      previousWasAssistant = assistant;
      if (item.type === 'function_call_output') {
        const name = names.get(String(item.call_id));
        toolResults.push({
          ...(name !== undefined ? { name } : {}),
          text: textOf(item.output, ['input_text', 'output_text', 'text']),
          isError: false,
        });
      }
    });
    const system = [
      typeof body.instructions === 'string' ? body.instructions : '',
      ...items
        .filter((item) => role(item) === 'system' || role(item) === 'developer')
        .map((item) => textOf(item.content, ['input_text', 'text'])),
    ]
      .filter(Boolean)
      .join('\n');
    return {
      ok: true,
      request: {
        wire: 'openai-responses',
        model: body.model,
        stream: body.stream === true,
        system,
        prompt: last >= 0 ? textOf(items[last]!.content, ['input_text', 'text']) : '',
        toolResults,
        turnsSinceUser,
        tools,
      },
    };
  }

  function answer(turn: StandInTurn, context: AnswerContext): WireAnswer {
    const { id, request, created } = context;
    const output = outputTokens(turn);
    const usage = {
      input_tokens: context.inputTokens,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: output,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: context.inputTokens + output,
    };
    const message: Item | undefined =
      turn.text === undefined
        ? undefined
        : {
            type: 'message',
            id: id('msg_'),
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text: turn.text, annotations: [], logprobs: [] }],
          };
    const calls: Item[] = (turn.toolCalls ?? []).map((call) => ({
      type: 'function_call',
      id: id('fc_'),
      call_id: id('call_'),
      name: call.name,
      arguments: argumentsText(call),
      status: 'completed',
    }));
    const outputItems = [...(message ? [message] : []), ...calls];
    for (const item of outputItems) store(item);
    const response = (status: string, items: Item[], withUsage: boolean) => ({
      id: id('resp_'),
      object: 'response',
      created_at: created,
      status,
      error: null,
      incomplete_details: null,
      instructions: null,
      model: request.model,
      output: items,
      parallel_tool_calls: true,
      store: true,
      tool_choice: 'auto',
      tools: [],
      usage: withUsage ? usage : null,
    });
    if (!request.stream)
      return { status: 200, headers: { ...JSON_HEADERS }, json: response('completed', outputItems, true) };

    const frames: string[] = [];
    let sequence = 0;
    const event = (type: string, data: Record<string, unknown>) =>
      frames.push(sseFrame({ type, sequence_number: sequence++, ...data }, type));
    const started = response('in_progress', [], false);
    event('response.created', { response: started });
    event('response.in_progress', { response: started });
    outputItems.forEach((item, outputIndex) => {
      if (item.type === 'message') {
        const text = turn.text ?? '';
        event('response.output_item.added', {
          output_index: outputIndex,
          item: { ...item, status: 'in_progress', content: [] },
        });
        const part = { type: 'output_text', text: '', annotations: [], logprobs: [] };
        event('response.content_part.added', {
          item_id: item.id,
          output_index: outputIndex,
          content_index: 0,
          part,
        });
        for (const delta of chunkText(text, context.chunkChars))
          event('response.output_text.delta', {
            item_id: item.id,
            output_index: outputIndex,
            content_index: 0,
            delta,
            logprobs: [],
          });
        event('response.output_text.done', {
          item_id: item.id,
          output_index: outputIndex,
          content_index: 0,
          text,
          logprobs: [],
        });
        event('response.content_part.done', {
          item_id: item.id,
          output_index: outputIndex,
          content_index: 0,
          part: { ...part, text },
        });
      } else {
        event('response.output_item.added', {
          output_index: outputIndex,
          item: { ...item, arguments: '', status: 'in_progress' },
        });
        for (const delta of chunkText(
          String(item.arguments),
          Math.max(8, Math.floor(context.chunkChars / 2)),
        ))
          event('response.function_call_arguments.delta', {
            item_id: item.id,
            output_index: outputIndex,
            delta,
          });
        event('response.function_call_arguments.done', {
          item_id: item.id,
          output_index: outputIndex,
          arguments: item.arguments,
        });
      }
      event('response.output_item.done', { output_index: outputIndex, item });
    });
    event('response.completed', {
      response: { ...response('completed', outputItems, true), id: started.id },
    });
    return { status: 200, headers: { ...SSE_HEADERS }, frames };
  }

  return {
    read,
    answer,
    // The Responses API shares the error bodies of the rest of the OpenAI API.
    failure: openAiChatWire.failure,
    badRequest: (message: string, id: IdSource) => openAiChatWire.badRequest(message, id),
  };
}
