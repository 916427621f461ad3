import { ERROR_CODES } from '../spec/error-codes';
import { METHODS } from '../spec/methods';
import type { ClassifiedMessage } from '../wire/classify-message';
import { describeError } from '../wire/read-body-text';
import type { ClientContext } from './client-context';
import { customHeaders } from './custom-headers';
import { httpExchange } from './http-exchange';
import type { WireSettings } from './rpc';

type ServerRequest = Extract<ClassifiedMessage, { kind: 'request' }>;

interface EventBase {
  at: number;
  exchangeId: string;
  operationId?: string;
}

/** Capability key a server request needs from the client (legacy servers must respect it). */
const CAPABILITY_OF: Record<string, string> = {
  [METHODS.elicitationCreate]: 'elicitation',
  [METHODS.samplingCreateMessage]: 'sampling',
  [METHODS.rootsList]: 'roots',
};

/**
 * Answers a request a legacy (≤ 2025-11-25) server sent on a response stream: `ping` at once,
 * elicitation / sampling / roots through the caller's input handler (the same one MRTR uses), and
 * anything else — or anything the client did not declare — with a JSON-RPC error, so the server is
 * never left waiting. The answer is POSTed back with the session id (202 expected). A modern
 * server must not send requests at all: those are recorded and left unanswered.
 */
export async function answerServerRequest(
  ctx: ClientContext,
  wire: WireSettings,
  request: ServerRequest,
  init: { base: EventBase; toolName?: string; signal?: AbortSignal; timeoutMs?: number },
): Promise<void> {
  const { base } = init;
  if (wire.era === 'modern') {
    ctx.record({
      type: 'server-request',
      ...base,
      method: request.method,
      requestId: request.id,
      answer: 'declined',
      reason: 'a 2026-07-28 server must not send requests (it asks for input with an input_required result)',
    });
    ctx.record({
      type: 'warning',
      ...base,
      code: 'server-request-declined',
      message: `The server sent a "${request.method}" request on a response stream; servers of 2026-07-28 may not send requests, so it was ignored.`,
    });
    return;
  }
  let response: Record<string, unknown>;
  let answer: 'answered' | 'declined' | 'failed' = 'answered';
  let reason: string | undefined;
  const capability = CAPABILITY_OF[request.method];
  const declared = capability !== undefined && capability in ctx.options.capabilities;
  if (request.method === 'ping') {
    response = { result: {} };
  } else if (!capability || !declared || !ctx.options.onInputRequest) {
    answer = 'declined';
    reason = capability
      ? `the client did not declare the "${capability}" capability or has no input handler`
      : 'the client does not handle this method';
    response = {
      error: {
        code: ERROR_CODES.methodNotFound,
        message: `Method not supported by this client: ${request.method}`,
      },
    };
  } else {
    try {
      const value = await ctx.options.onInputRequest({
        key: String(request.id),
        method: request.method,
        params: request.params,
        via: 'legacy-server-request',
        ...(init.toolName !== undefined ? { toolName: init.toolName } : {}),
        signal: init.signal ?? new AbortController().signal,
      });
      if (value === undefined && request.method === METHODS.elicitationCreate) {
        response = { result: { action: 'decline' } };
        answer = 'declined';
      } else if (value === undefined) {
        answer = 'declined';
        reason = 'the input handler gave no answer';
        response = { error: { code: ERROR_CODES.internalError, message: 'The user declined the request' } };
      } else {
        response = { result: value };
      }
    } catch (error) {
      answer = 'failed';
      reason = describeError(error);
      response = {
        error: { code: ERROR_CODES.internalError, message: `The client could not answer: ${reason}` },
      };
    }
  }
  ctx.record({
    type: 'server-request',
    ...base,
    method: request.method,
    requestId: request.id,
    answer,
    ...(reason !== undefined ? { reason } : {}),
  });
  const headers: Record<string, string> = {
    ...customHeaders(ctx),
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'MCP-Protocol-Version': wire.protocolVersion,
    ...(wire.sessionId !== undefined ? { 'Mcp-Session-Id': wire.sessionId } : {}),
  };
  await httpExchange(ctx, {
    purpose: 'answer-server-request',
    ...(base.operationId !== undefined ? { operationId: base.operationId } : {}),
    headers,
    body: { jsonrpc: '2.0', id: request.id, ...response },
    timeoutMs: init.timeoutMs ?? ctx.options.timeouts.connectMs,
  });
}
