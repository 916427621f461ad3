import { isObject } from '../json/is-object';
import { METHODS } from '../spec/methods';
import { describeError } from '../wire/read-body-text';
import type { ClientContext } from './client-context';
import type { Outcome } from './client-error';
import type { InputRequestHandler } from './client-options';

/** The declined answer an elicitation gets when nobody answers it. */
export const DECLINED_ELICITATION = { action: 'decline' } as const;

export interface GatherInit {
  handler?: InputRequestHandler;
  toolName?: string;
  round: number;
  signal?: AbortSignal;
  operationId: string;
  /** A round inside a task (default: an MRTR round); a task records its own timeline events. */
  taskId?: string;
}

/**
 * Fulfils every entry of `inputRequests` (MRTR rule 1) through the caller's handler, keyed the
 * same way. An elicitation nobody answers is declined (`{ action: "decline" }`), which the server
 * can act on; a sampling or roots request without an answer fails the call instead, since there
 * is no neutral answer to make up.
 */
export async function gatherInputResponses(
  ctx: ClientContext,
  inputRequests: Record<string, unknown>,
  init: GatherInit,
): Promise<Outcome<Record<string, unknown>>> {
  const responses: Record<string, unknown> = {};
  for (const [key, request] of Object.entries(inputRequests)) {
    if (!isObject(request) || typeof request.method !== 'string') {
      return { ok: false, error: { kind: 'malformed', message: `input request "${key}" has no "method"` } };
    }
    const method = request.method;
    let answer: unknown;
    if (init.handler) {
      try {
        answer = await init.handler({
          key,
          method,
          params: request.params,
          via: init.taskId !== undefined ? 'task' : 'mrtr',
          ...(init.taskId !== undefined ? { taskId: init.taskId } : {}),
          round: init.round,
          ...(init.toolName !== undefined ? { toolName: init.toolName } : {}),
          signal: init.signal ?? new AbortController().signal,
        });
      } catch (error) {
        return {
          ok: false,
          error: {
            kind: 'local',
            message: `the input handler failed on "${key}" (${method}): ${describeError(error)}`,
          },
        };
      }
    }
    if (answer === undefined) {
      if (method !== METHODS.elicitationCreate) {
        return {
          ok: false,
          error: {
            kind: 'local',
            message: `no answer for input request "${key}" (${method}); the call cannot continue without one`,
          },
        };
      }
      answer = DECLINED_ELICITATION;
    }
    responses[key] = answer;
  }
  if (init.taskId === undefined) {
    ctx.record({
      type: 'mrtr-round',
      at: ctx.options.now(),
      operationId: init.operationId,
      round: init.round,
      phase: 'answered',
      inputResponses: responses,
    });
  }
  return { ok: true, value: responses };
}
