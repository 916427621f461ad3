import { isObject } from '../json/is-object';
import type { InstanceError } from '../schema/validate-instance';
import { ERROR_CODES } from '../spec/error-codes';
import { METHODS } from '../spec/methods';
import type { Diagnostic } from '../validate/diagnostic';
import type { JsonRpcErrorObject } from '../wire/classify-message';
import { checkArguments } from './check-arguments';
import { checkReceived } from './check-received';
import type { ClientContext } from './client-context';
import type { ClientError, Outcome } from './client-error';
import type { InputRequestHandler } from './client-options';
import { gatherInputResponses } from './input-responses';
import type { ToolListing } from './list-tools';
import { initialMrtrState, mrtrReducer, retryParams } from './mrtr-rounds';
import type { Connector } from './negotiate';
import { paramHeaders } from './param-headers';
import { readResultType } from './read-result-type';
import { runRequest, wireOf } from './request-runner';
import { type ProgressUpdate, sendNotification } from './rpc';
import { headerDeclarations, type ParamHeaderDeclaration, type ToolEntry } from './tool-catalog';

export interface CallToolOptions {
  /**
   * Send even when the client would refuse: arguments that fail inputSchema, a tool that is not
   * listed or was excluded, a value that cannot be mirrored into its header (default false).
   */
  sendAnyway?: boolean;
  /** Aborting closes the stream, which cancels the call on HTTP. */
  signal?: AbortSignal;
  onProgress?(update: ProgressUpdate): void;
  /** Idle timeout per request, restarted by progress (default: the client's). */
  timeoutMs?: number;
  /** Requests per call including MRTR retries (default: the client's). */
  maxRounds?: number;
  /** Overrides the client's input handler for this call. */
  onInputRequest?: InputRequestHandler;
}

interface CallBase {
  operationId: string;
  toolName: string;
  arguments: unknown;
  /** Requests sent (1 without MRTR; 0 when refused). */
  rounds: number;
  /** lib/validate findings on the result (never fatal). */
  diagnostics: Diagnostic[];
  /** Where the arguments break inputSchema (also when sent anyway). */
  argumentErrors: InstanceError[];
  /** The definition the call was checked against, as listed. */
  tool?: Record<string, unknown>;
  durationMs: number;
}

/**
 * How a call ended. `complete` and `tool-error` are both results (a tool execution error has
 * `isError: true` and should go to the model); `protocol-error` is a JSON-RPC error; `refused`
 * means nothing was sent; `failed` is everything else (network, timeout, malformed answer…).
 */
export type CallToolOutcome = CallBase &
  (
    | { kind: 'complete'; result: Record<string, unknown> }
    | { kind: 'tool-error'; result: Record<string, unknown> }
    | { kind: 'protocol-error'; error: JsonRpcErrorObject; status?: number }
    | {
        kind: 'refused';
        reason:
          | 'unknown-tool'
          | 'excluded-tool'
          | 'invalid-arguments'
          | 'unusable-schema'
          | 'header-value'
          | 'no-listing';
        message: string;
      }
    | { kind: 'failed'; error: ClientError }
  );

export interface CallEnv {
  ctx: ClientContext;
  connector: Connector;
  /** The latest listing (refreshed when `refresh` is true). */
  listing(refresh: boolean, signal?: AbortSignal): Promise<Outcome<ToolListing>>;
  onServerNotification(method: string, params: unknown): void;
}

/**
 * Calls a tool the way the spec asks a careful client to: arguments checked against the listed
 * inputSchema first, `Mcp-Param-*` headers from the latest definition, MRTR rounds answered
 * through the input handler (each retry repeats the call with `inputResponses`, echoes
 * `requestState` exactly, under a new id, up to a round limit), the result checked with
 * lib/validate against the tool. On a -32020 the list is fetched again and the call resent once
 * if the header declarations changed; on a legacy server an abort also sends
 * `notifications/cancelled` (a dropped stream does not cancel there).
 */
export async function callTool(
  env: CallEnv,
  name: string,
  args: unknown,
  options: CallToolOptions = {},
): Promise<CallToolOutcome> {
  const { ctx } = env;
  const { now } = ctx.options;
  const operationId = ctx.nextId('op');
  const started = now();
  ctx.record({
    type: 'operation-started',
    at: started,
    operationId,
    operation: 'call-tool',
    title: `tools/call ${name}`,
    detail: { name, arguments: args },
  });
  let rounds = 0;
  let diagnostics: Diagnostic[] = [];
  let argumentErrors: InstanceError[] = [];
  let entry: ToolEntry | undefined;
  const end = (
    outcome: Record<string, unknown> & { kind: CallToolOutcome['kind'] },
    summary: string,
  ): CallToolOutcome => {
    const full = {
      operationId,
      toolName: name,
      arguments: args,
      rounds,
      diagnostics,
      argumentErrors,
      ...(entry ? { tool: entry.tool } : {}),
      durationMs: now() - started,
      ...outcome,
    } as CallToolOutcome;
    if (full.kind === 'failed') ctx.record({ type: 'error', at: now(), operationId, error: full.error });
    const ok = full.kind === 'complete' || full.kind === 'tool-error';
    const cancelled = full.kind === 'failed' && full.error.kind === 'aborted';
    ctx.record({
      type: 'operation-finished',
      at: now(),
      operationId,
      operation: 'call-tool',
      outcome: ok ? 'ok' : cancelled ? 'cancelled' : 'failed',
      durationMs: full.durationMs,
      summary,
    });
    return full;
  };
  const warn = (
    code:
      | 'tool-not-listed'
      | 'arguments-invalid'
      | 'arguments-unchecked'
      | 'header-value'
      | 'missing-result-type'
      | 'header-mismatch-retry'
      | 'validation-unavailable',
    message: string,
  ) => ctx.record({ type: 'warning', at: now(), operationId, code, message });
  const refuse = (reason: Extract<CallToolOutcome, { kind: 'refused' }>['reason'], message: string) =>
    end({ kind: 'refused', reason, message }, `refused: ${message}`);

  // 1. Find the definition (the cache makes this cheap) and check the arguments against it.
  const listing = await env.listing(false, options.signal);
  if (!listing.ok && !options.sendAnyway)
    return refuse('no-listing', `the tool list could not be read: ${listing.error.message}`);
  entry = listing.ok ? listing.value.tools.find((t) => t.name === name) : undefined;
  let declarations: ParamHeaderDeclaration[] = entry?.headers ?? [];
  if (!entry && listing.ok) {
    const excluded = listing.value.excluded.find((t) => t.name === name);
    if (!options.sendAnyway) {
      return excluded
        ? refuse('excluded-tool', `"${name}" was excluded from the list: ${excluded.reasons.join(' ')}`)
        : refuse('unknown-tool', `the server did not list a tool named "${name}"`);
    }
    warn(
      'tool-not-listed',
      `"${name}" is ${excluded ? 'excluded from' : 'not in'} the tool list; sending anyway as asked.`,
    );
    if (excluded && isObject(excluded.tool)) {
      const best = headerDeclarations(excluded.tool.inputSchema, true);
      declarations = best.ok ? best.headers : [];
    }
  }
  const checked = await checkArguments(ctx.options.validator, entry?.tool.inputSchema, args);
  argumentErrors = checked.errors;
  if (checked.unusable !== undefined && !options.sendAnyway) {
    return refuse(
      'unusable-schema',
      `the inputSchema of "${name}" cannot be used to check arguments, so the call is not sent: ${checked.unusable}`,
    );
  }
  if (checked.unchecked !== undefined) {
    // Too costly to decide is not invalid: the call goes out, and the timeline says it was unchecked.
    warn('arguments-unchecked', `The arguments were sent unchecked: ${checked.unchecked}.`);
  }
  if (argumentErrors.length > 0) {
    const list = argumentErrors.map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
    if (!options.sendAnyway)
      return refuse('invalid-arguments', `the arguments do not match the inputSchema: ${list}`);
    warn(
      'arguments-invalid',
      `The arguments do not match the inputSchema (${list}); sending anyway as asked.`,
    );
  }
  let mirrored = paramHeaders(declarations, args);
  if (mirrored.problems.length > 0) {
    if (!options.sendAnyway)
      return refuse(
        'header-value',
        `an argument cannot be mirrored into its header: ${mirrored.problems.join('; ')}`,
      );
    warn(
      'header-value',
      `Some arguments cannot be mirrored into headers (${mirrored.problems.join('; ')}); those headers are left out.`,
    );
  }

  // 2. Send, answering input_required rounds until a final answer.
  let state = initialMrtrState(options.maxRounds ?? ctx.options.limits.maxMrtrRounds);
  const original: Record<string, unknown> = { name, arguments: args };
  const handler = options.onInputRequest ?? ctx.options.onInputRequest;
  let headerRetried = false;
  for (;;) {
    rounds++;
    const progressToken = options.onProgress ? `${operationId}:${state.round}` : undefined;
    const run = await runRequest(
      ctx,
      env.connector,
      {
        method: METHODS.toolsCall,
        params: retryParams(original, state),
        operationId,
        toolName: name,
        headersFor: (connection) => (connection.era === 'modern' ? mirrored.headers : {}),
        timeoutMs: options.timeoutMs ?? ctx.options.timeouts.requestMs,
        maxTotalMs: ctx.options.timeouts.maxTotalMs,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(progressToken !== undefined ? { progressToken } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      },
      env.onServerNotification,
    );
    if (!run.ok) {
      if (run.error.kind === 'aborted' && run.connection?.era === 'legacy' && run.requestId !== undefined) {
        await sendNotification(ctx, wireOf(run.connection), {
          method: 'notifications/cancelled',
          params: { requestId: run.requestId, reason: 'cancelled by the user' },
          operationId,
          purpose: 'cancel',
          timeoutMs: ctx.options.timeouts.connectMs,
        });
      }
      if (run.error.kind !== 'protocol') return end({ kind: 'failed', error: run.error }, run.error.message);
      const code = run.error.error.code;
      if (code === ERROR_CODES.headerMismatch && !headerRetried && run.connection?.era === 'modern') {
        // The definition may have changed since it was listed: list again, resend once if the headers differ.
        headerRetried = true;
        const fresh = await env.listing(true, options.signal);
        const again = fresh.ok ? fresh.value.tools.find((t) => t.name === name) : undefined;
        const next = again ? paramHeaders(again.headers, args) : undefined;
        if (again && next && JSON.stringify(next.headers) !== JSON.stringify(mirrored.headers)) {
          warn(
            'header-mismatch-retry',
            'The server reported a header mismatch (-32020) and the tool definition has changed; resending with the new headers.',
          );
          entry = again;
          mirrored = next;
          rounds--;
          continue;
        }
      }
      return end(
        {
          kind: 'protocol-error',
          error: run.error.error,
          ...(run.status !== undefined ? { status: run.status } : {}),
        },
        `JSON-RPC error ${code}: ${run.error.error.message}`,
      );
    }
    const reading = readResultType(run.result, run.connection.era);
    if (reading.kind === 'invalid') {
      return end(
        { kind: 'failed', error: { kind: 'malformed', message: `tools/call result: ${reading.reason}` } },
        reading.reason,
      );
    }
    if (reading.warning) warn('missing-result-type', reading.warning);
    const result = run.result as Record<string, unknown>;
    if (reading.kind === 'input_required') {
      const inputRequests = isObject(result.inputRequests) ? result.inputRequests : undefined;
      const requestState = typeof result.requestState === 'string' ? result.requestState : undefined;
      if (!inputRequests && requestState === undefined) {
        const message = 'the input_required result has neither inputRequests nor requestState';
        return end({ kind: 'failed', error: { kind: 'malformed', message } }, message);
      }
      state = mrtrReducer(state, {
        type: 'input-required',
        ...(inputRequests ? { inputRequests } : {}),
        ...(requestState !== undefined ? { requestState } : {}),
      });
      ctx.record({
        type: 'mrtr-round',
        at: now(),
        operationId,
        exchangeId: run.exchangeId,
        round: rounds,
        phase: 'input-required',
        ...(inputRequests ? { inputRequests } : {}),
        ...(requestState !== undefined ? { requestState } : {}),
      });
      if (state.status === 'limit') {
        ctx.record({ type: 'mrtr-round', at: now(), operationId, round: rounds, phase: 'limit-reached' });
        return end(
          { kind: 'failed', error: { kind: 'local', message: state.reason ?? 'MRTR round limit reached' } },
          state.reason ?? 'round limit',
        );
      }
      const answers = inputRequests
        ? await gatherInputResponses(ctx, inputRequests, {
            ...(handler ? { handler } : {}),
            toolName: name,
            round: rounds,
            ...(options.signal ? { signal: options.signal } : {}),
            operationId,
          })
        : ({ ok: true, value: {} } as const);
      if (!answers.ok) return end({ kind: 'failed', error: answers.error }, answers.error.message);
      state = mrtrReducer(state, { type: 'answered', inputResponses: answers.value });
      continue;
    }
    state = mrtrReducer(state, { type: 'complete' });
    const legacy = run.connection.era === 'legacy';
    const checkedResult = await checkReceived(ctx.options.validator, result, {
      kind: 'call-result',
      protocolVersion: run.connection.protocolVersion,
      ...(entry ? { tool: entry.tool } : {}),
    });
    if (checkedResult.ok) diagnostics = checkedResult.value.diagnostics;
    else warn('validation-unavailable', `The result was not checked: ${checkedResult.error.message}.`);
    if (diagnostics.length > 0) {
      ctx.record({
        type: 'diagnostics',
        at: now(),
        operationId,
        exchangeId: run.exchangeId,
        subject: 'call-result',
        tool: name,
        diagnostics,
        ...(legacy && checkedResult.ok ? { specVersion: checkedResult.value.spec } : {}),
      });
    }
    const isError = result.isError === true;
    return end(
      { kind: isError ? 'tool-error' : 'complete', result },
      `${isError ? 'tool error' : 'complete'}${rounds > 1 ? ` after ${rounds} rounds` : ''}`,
    );
  }
}
