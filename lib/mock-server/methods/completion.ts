import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { reject } from '../json-rpc';
import type { MethodHandler } from './method-handler';
import { replyResult } from './reply';

/** The spec caps `completion.values` at 100 items. */
const MAX_VALUES = 100;

function invalid(message: string) {
  return { ok: false as const, reply: reject(200, ERROR_CODES.invalidParams, `Invalid params: ${message}`) };
}

/**
 * `completion/complete` for prompt arguments: the prompt's suggestions that start with what was
 * typed. Resource-template references get no suggestions (an empty list is a valid answer).
 */
export const completionHandler: MethodHandler = {
  prepare(call) {
    const { ref, argument } = call.params;
    if (!isObject(ref) || typeof ref.type !== 'string')
      return invalid('"ref" must be a prompt or resource reference.');
    if (!isObject(argument) || typeof argument.name !== 'string' || typeof argument.value !== 'string') {
      return invalid('"argument" must have a string "name" and "value".');
    }
    if (ref.type === 'ref/prompt') {
      const prompt = call.runtime.prompts.find((p) => p.definition.name === ref.name);
      if (!prompt) return invalid(`no prompt named ${JSON.stringify(ref.name)}.`);
      return { ok: true, prepared: { value: prompt.complete?.(argument.name, argument.value) ?? [] } };
    }
    if (ref.type === 'ref/resource') return { ok: true, prepared: { value: [] } };
    return invalid(`unknown reference type ${JSON.stringify(ref.type)}.`);
  },
  run(call, prepared) {
    const all = prepared.value as string[];
    const values = all.slice(0, MAX_VALUES);
    return replyResult(call, {
      resultType: 'complete',
      completion: { values, total: all.length, hasMore: all.length > values.length },
    });
  },
};
