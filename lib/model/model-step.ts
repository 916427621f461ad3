// One model call of the agent loop: streamed (streamText) or not (generateText), tools offered
// without `execute` so the SDK stops after the model's answer and the loop runs the tools itself.
// It watches the call with the injected timers (nothing is read for idleMs while streaming, the
// whole call takes longer than stepMs), keeps at most keptTextChars of text and stops reading past
// maxAnswerChars, and turns every failure into a ModelProblem.
import type { ModelMessage, ToolSet } from 'ai';
import type { Timers } from '../client/client-options';
import type { ModelProblem, TokenUsage } from './agent-event';
import { describeModelError, type ErrorContext } from './describe-model-error';
import { type ModelHandle, PROVIDERS } from './provider';

type Sdk = typeof import('ai');

export interface StepLimits {
  /** Text kept and shown per answer (default 100,000 characters). */
  keptTextChars: number;
  /** Past this many characters of text the answer is not read further (default 20,000,000). */
  maxAnswerChars: number;
}

export interface StepTimeouts {
  /** While streaming: longest silence, the wait for the first part included (default 60 s). */
  idleMs: number;
  /** The whole call (default 10 min). */
  stepMs: number;
}

export interface StepInput {
  sdk: Sdk;
  handle: ModelHandle;
  system?: string;
  messages: ModelMessage[];
  tools: ToolSet;
  stream: boolean;
  maxOutputTokens?: number;
  signal: AbortSignal;
  timers: Timers;
  now: () => number;
  timeouts: StepTimeouts;
  limits: StepLimits;
  onText(text: string): void;
  onTextCut(keptChars: number): void;
}

/** A tool call as the SDK parsed it (invalid: unknown tool, or arguments that did not parse). */
export interface ParsedToolCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
  invalid: boolean;
  /** The SDK's reason for `invalid` (scrubbed). */
  error?: string;
}

export type StepOutcome =
  | {
      ok: true;
      text: string;
      textCut: boolean;
      toolCalls: ParsedToolCall[];
      finishReason: string;
      usage: TokenUsage;
      latencyMs: number;
      firstChunkMs?: number;
      warnings: string[];
      /** The assistant message(s) to append to the conversation (text already capped). */
      responseMessages: ModelMessage[];
    }
  | { ok: false; problem: ModelProblem; text: string; latencyMs: number; producedOutput: boolean };

function usageOf(usage: unknown): TokenUsage {
  const u = (usage ?? {}) as Record<string, unknown>;
  const out: TokenUsage = {};
  const take = (key: keyof TokenUsage, value: unknown) => {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  };
  take('inputTokens', u.inputTokens);
  take('outputTokens', u.outputTokens);
  take('totalTokens', u.totalTokens);
  take(
    'cachedInputTokens',
    (u.inputTokenDetails as Record<string, unknown> | undefined)?.cacheReadTokens ?? u.cachedInputTokens,
  );
  take(
    'reasoningTokens',
    (u.outputTokenDetails as Record<string, unknown> | undefined)?.reasoningTokens ?? u.reasoningTokens,
  );
  return out;
}

function warningText(warning: unknown): string {
  const w = (warning ?? {}) as Record<string, unknown>;
  return typeof w.message === 'string'
    ? w.message
    : typeof w.feature === 'string'
      ? `${w.feature} is not supported${typeof w.details === 'string' ? `: ${w.details}` : ''}`
      : JSON.stringify(warning);
}

const cutNote = (received: number) =>
  `\n[… cut: the answer has ${received.toLocaleString('en')} characters; only the first part is kept]`;

/** The conversation messages with each assistant text part cut to `max` characters. */
function capText(messages: ModelMessage[], max: number, received: number): ModelMessage[] {
  return messages.map((message) => {
    if (message.role !== 'assistant' || typeof message.content === 'string') {
      if (message.role === 'assistant' && typeof message.content === 'string' && message.content.length > max)
        return { ...message, content: message.content.slice(0, max) + cutNote(received) };
      return message;
    }
    return {
      ...message,
      content: message.content.map((part) =>
        part.type === 'text' && part.text.length > max
          ? { ...part, text: part.text.slice(0, max) + cutNote(received) }
          : part,
      ),
    };
  });
}

function toolCallOf(part: Record<string, unknown>, input: StepInput): ParsedToolCall {
  return {
    toolCallId: String(part.toolCallId),
    toolName: String(part.toolName),
    input: part.input,
    invalid: part.invalid === true,
    ...(part.invalid === true && part.error !== undefined
      ? { error: input.handle.scrubber.error(part.error) }
      : {}),
  };
}

/** Runs one model call. Never rejects. */
export async function runModelStep(input: StepInput): Promise<StepOutcome> {
  const { handle, timers, now, timeouts, limits } = input;
  const started = now();
  const controller = new AbortController();
  let abortReason: ErrorContext['abortReason'];
  const abort = (reason: NonNullable<ErrorContext['abortReason']>) => {
    if (controller.signal.aborted) return;
    abortReason = reason;
    controller.abort();
  };
  const onUserAbort = () => abort('user');
  if (input.signal.aborted) abort('user');
  input.signal.addEventListener('abort', onUserAbort, { once: true });
  const stepTimer = timers.setTimeout(() => abort('step'), timeouts.stepMs);
  let idleTimer: unknown;
  const touch = () => {
    if (!input.stream) return;
    if (idleTimer !== undefined) timers.clearTimeout(idleTimer);
    idleTimer = timers.setTimeout(() => abort('idle'), timeouts.idleMs);
  };
  const context = (): ErrorContext => ({
    providerLabel: PROVIDERS[handle.provider].label,
    modelId: handle.modelId,
    baseUrl: handle.baseUrl,
    scrubber: handle.scrubber,
    ...(abortReason ? { abortReason } : {}),
    idleMs: timeouts.idleMs,
    stepMs: timeouts.stepMs,
    maxAnswerChars: limits.maxAnswerChars,
  });

  let kept = '';
  let received = 0;
  let cut = false;
  const takeText = (delta: string) => {
    received += delta.length;
    if (!cut) {
      const room = limits.keptTextChars - kept.length;
      const piece = delta.length <= room ? delta : delta.slice(0, room);
      if (piece) {
        kept += piece;
        input.onText(piece);
      }
      if (delta.length > room) {
        cut = true;
        input.onTextCut(kept.length);
      }
    }
    if (received > limits.maxAnswerChars) abort('too-large');
  };
  const common = {
    model: handle.model,
    ...(input.system ? { system: input.system } : {}),
    messages: input.messages,
    tools: input.tools,
    maxRetries: 0,
    abortSignal: controller.signal,
    ...(input.maxOutputTokens !== undefined ? { maxOutputTokens: input.maxOutputTokens } : {}),
  };
  const fail = (error: unknown): StepOutcome => ({
    ok: false,
    problem: describeModelError(error, context()),
    text: kept,
    latencyMs: now() - started,
    producedOutput: received > 0,
  });

  try {
    if (!input.stream) {
      const result = await input.sdk.generateText(common);
      if (controller.signal.aborted) return fail(undefined);
      takeText(result.text);
      const calls = result.content
        .filter((p) => p.type === 'tool-call')
        .map((p) => toolCallOf(p as never, input));
      return {
        ok: true,
        text: kept,
        textCut: cut,
        toolCalls: calls,
        finishReason: result.finishReason,
        usage: usageOf(result.usage),
        latencyMs: now() - started,
        warnings: (result.warnings ?? []).map(warningText),
        responseMessages: capText(result.response.messages, limits.keptTextChars, received),
      };
    }

    touch();
    const result = input.sdk.streamText({ ...common, onError: () => undefined });
    let firstChunkMs: number | undefined;
    let finishReason = 'unknown';
    let rawFinishReason: string | undefined;
    let usage: TokenUsage = {};
    const warnings: string[] = [];
    const calls: ParsedToolCall[] = [];
    let streamError: unknown;
    let sawAbort = false;
    for await (const part of result.fullStream) {
      touch();
      switch (part.type) {
        case 'start-step':
          warnings.push(...(part.warnings ?? []).map(warningText));
          break;
        case 'text-delta':
          firstChunkMs ??= now() - started;
          takeText(part.text);
          break;
        case 'reasoning-delta':
        case 'tool-input-start':
          firstChunkMs ??= now() - started;
          break;
        case 'tool-call':
          firstChunkMs ??= now() - started;
          calls.push(toolCallOf(part as never, input));
          break;
        case 'finish-step':
          finishReason = part.finishReason;
          rawFinishReason = part.rawFinishReason;
          usage = usageOf(part.usage);
          break;
        case 'error':
          streamError ??= part.error;
          break;
        case 'abort':
          sawAbort = true;
          break;
      }
      if (controller.signal.aborted || streamError !== undefined) break;
    }
    if (controller.signal.aborted || sawAbort) return fail(undefined);
    if (streamError !== undefined) return fail(streamError);
    if (rawFinishReason === undefined && finishReason !== 'stop' && finishReason !== 'tool-calls')
      return {
        ok: false,
        problem: {
          kind: 'invalid-response',
          message: `The answer from ${PROVIDERS[handle.provider].label} ended before the provider said it was complete: the stream stopped mid-way. ${received > 0 ? 'The part that arrived is shown; ' : ''}try again.`,
        },
        text: kept,
        latencyMs: now() - started,
        producedOutput: received > 0 || calls.length > 0,
      };
    const response = await result.response;
    return {
      ok: true,
      text: kept,
      textCut: cut,
      toolCalls: calls,
      finishReason,
      usage,
      latencyMs: now() - started,
      ...(firstChunkMs !== undefined ? { firstChunkMs } : {}),
      warnings,
      responseMessages: capText(response.messages, limits.keptTextChars, received),
    };
  } catch (error) {
    return fail(controller.signal.aborted ? undefined : error);
  } finally {
    timers.clearTimeout(stepTimer);
    if (idleTimer !== undefined) timers.clearTimeout(idleTimer);
    input.signal.removeEventListener('abort', onUserAbort);
  }
}
