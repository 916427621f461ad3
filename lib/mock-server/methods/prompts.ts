import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { pluralWord } from '../../text/plural';
import { jsonReply } from '../http-response';
import { type JsonObject, reject } from '../json-rpc';
import type { MockPrompt } from '../mock-prompt';
import { paginate } from '../pager';
import type { MethodHandler } from './method-handler';
import { cacheHints, replyError, replyResult } from './reply';
import { outcomeReply } from './tools-call';

function invalidParams(message: string, data?: unknown) {
  return { ok: false as const, reply: reject(200, ERROR_CODES.invalidParams, message, data) };
}

/** `prompts/list`: one page of prompts, with cache hints. */
export const promptsListHandler: MethodHandler = {
  run(call) {
    const { runtime } = call;
    const page = paginate(runtime.prompts, call.params.cursor, runtime.options.pageSize);
    if (!page.ok)
      return replyError(call, reject(200, ERROR_CODES.invalidParams, `Invalid params: ${page.problem}.`));
    const result: JsonObject = {
      resultType: 'complete',
      prompts: page.items.map((prompt) => prompt.definition),
      ...cacheHints(runtime),
    };
    if (page.nextCursor !== undefined) result.nextCursor = page.nextCursor;
    return replyResult(call, result);
  },
};

interface PromptCall {
  prompt: MockPrompt;
  arguments: Record<string, string>;
  inputResponses?: JsonObject;
  requestState?: string;
}

/**
 * `prompts/get`: an unknown prompt or a missing required argument is -32602. Like tools/call, a
 * prompt may answer `input_required` (MRTR works on every request that may need input).
 */
export const promptsGetHandler: MethodHandler = {
  prepare(call) {
    const { params } = call;
    if (typeof params.name !== 'string')
      return invalidParams('Invalid params: "name" must be a string naming a prompt.');
    const prompt = call.runtime.prompts.find((p) => p.definition.name === params.name);
    if (!prompt) {
      return invalidParams(
        `Unknown prompt: ${JSON.stringify(params.name)}. Call prompts/list for the prompts offered.`,
        {
          name: params.name,
        },
      );
    }
    const args = params.arguments ?? {};
    if (!isObject(args) || !Object.values(args).every((value) => typeof value === 'string')) {
      return invalidParams('Invalid params: "arguments" must map argument names to strings.');
    }
    const missing = (prompt.definition.arguments ?? [])
      .filter((argument) => argument.required && args[argument.name] === undefined)
      .map((argument) => argument.name);
    if (missing.length > 0) {
      return invalidParams(
        `Invalid params: prompt ${prompt.definition.name} needs the ${pluralWord(missing.length, 'argument')} ${missing.join(', ')}.`,
        {
          missing,
        },
      );
    }
    const inputResponses = params.inputResponses;
    if (
      inputResponses !== undefined &&
      !(isObject(inputResponses) && Object.values(inputResponses).every(isObject))
    ) {
      return invalidParams(
        'Invalid params: "inputResponses" must map each inputRequests key to a result object.',
      );
    }
    if (params.requestState !== undefined && typeof params.requestState !== 'string') {
      return invalidParams('Invalid params: "requestState" must be the string the server sent.');
    }
    const value: PromptCall = {
      prompt,
      arguments: args as Record<string, string>,
      inputResponses: inputResponses as JsonObject | undefined,
      requestState: params.requestState as string | undefined,
    };
    return { ok: true, prepared: { what: `Prompt ${prompt.definition.name}`, value } };
  },

  async run(call, prepared) {
    const { prompt, ...context } = prepared.value as PromptCall;
    const outcome = await prompt.get({ ...context, clientCapabilities: call.meta.clientCapabilities });
    if (outcome.type === 'complete') {
      return replyResult(call, { resultType: 'complete', ...outcome.result });
    }
    const final = outcomeReply(call, outcome);
    if (final.kind !== 'message')
      return replyError(call, reject(500, ERROR_CODES.internalError, 'Internal error.'));
    // input_required or an error: the same shapes tools/call sends.
    call.runtime.emit({
      kind: 'answered',
      method: call.method,
      id: call.id,
      status: final.status,
      form: 'json',
    });
    return jsonReply(final.status, final.message, call.headers);
  },
};
