// The agent loop: the model is called one step at a time (one model call per step) with the
// prepared tools offered WITHOUT `execute`; the loop itself checks each tool call (known tool?
// JSON? valid against the MCP inputSchema?), asks for approval where the tool is not read-only,
// runs it through the caller's `executeTool` (the playground session or the CLI's client, so the
// call is on the wire timeline and goes through MRTR), and sends the result back. It stops when the
// model answers without tools, at the step limit, on abort, or on a model error. Pure: the SDK is
// imported on first use, clocks and timers are injected, and everything it reports is plain JSON
// scrubbed of the key.
//
//   run-start → ( step-start → [retry]* → text-delta* [text-cut] → step-end
//                 → ( tool-call → [approval-requested] → approval → tool-result )* )* → run-end
import type { ModelMessage, ToolSet } from 'ai';
import { checkArguments } from '../client/check-arguments';
import type { Timers } from '../client/client-options';
import { type ClientValidator, createLocalValidator } from '../client/validation';
import { isObject } from '../json/is-object';
import type { Tool } from '../spec/tool';
import type {
  AgentEvent,
  AgentRun,
  AgentToolCall,
  ApprovalOutcome,
  ArgumentFinding,
  ModelProblem,
  NewAgentEvent,
  StepRecord,
  StopReason,
  TokenUsage,
  ToolCallProblem,
  ToolCallRecord,
} from './agent-event';
import { isRetryable } from './describe-model-error';
import { dropAddedNulls } from './drop-added-nulls';
import {
  type ParsedToolCall,
  runModelStep,
  type StepLimits,
  type StepOutcome,
  type StepTimeouts,
} from './model-step';
import type { ModelHandle } from './provider';
import { type ModelToolOutput, type ToolExecution, toolOutputForModel } from './tool-output';

/**
 * A tool as offered to the model: the shape of `PreparedTool` from prepare-tools.ts (the MCP name
 * to call, the name the model sees, the description and schema it gets, OpenAI's strict flag).
 */
export interface AgentTool {
  mcpName: string;
  modelName: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  strict?: boolean;
}

/** A call the loop is about to run: a known tool and an arguments object. */
export type RunnableToolCall = AgentToolCall & { mcpName: string; arguments: Record<string, unknown> };

/** A person's answer to an approval request. Approving with `arguments` runs those instead. */
export type ApprovalDecision =
  | { decision: 'approve'; arguments?: Record<string, unknown> }
  | { decision: 'deny'; reason?: string };

export interface RunAgentOptions {
  model: ModelHandle;
  system?: string;
  /** The conversation so far (a previous run's `messages`); `prompt` is appended as a user message. */
  messages?: readonly unknown[];
  prompt?: string;
  /** The tools offered, as prepared for this provider. */
  tools: readonly AgentTool[];
  /** The tools as the server listed them (annotations for approval, inputSchema for the check). */
  mcpTools: readonly Tool[];
  /** Most model calls in this run (default 10). */
  stepLimit?: number;
  /** Stream the answers (default true). */
  stream?: boolean;
  signal?: AbortSignal;
  /** Runs one call on the MCP server; a rejection counts as `{ ok: false }`. */
  executeTool(call: RunnableToolCall, signal: AbortSignal): Promise<ToolExecution>;
  /**
   * Asked before a tool runs unless the server marks it `readOnlyHint: true` and
   * `autoApproveReadOnly` is on. Without it, such calls are denied (no one to approve them).
   */
  approve?(call: RunnableToolCall, tool: Tool | undefined, signal: AbortSignal): Promise<ApprovalDecision>;
  /** Run read-only tools without asking (default true). */
  autoApproveReadOnly?: boolean;
  onEvent?(event: AgentEvent): void;
  /** Checks arguments against inputSchema (default: lib/client's local validator). */
  validator?: ClientValidator;
  timers?: Timers;
  /** Milliseconds (default Date.now). */
  now?: () => number;
  timeouts?: Partial<StepTimeouts>;
  /** Automatic retries of 429/529/503/5xx answers (default 2, each waiting at most 20 s). */
  retry?: { maxRetries?: number; maxDelayMs?: number };
  limits?: Partial<StepLimits> & {
    /** Text of one tool result sent to the model (default 100,000 characters). */
    toolOutputChars?: number;
    /** Text of a tool result kept in events and the run (default 4,000 characters). */
    shownResultChars?: number;
    /** A tool result is kept whole in its event up to this JSON size (default 64 KiB). */
    eventResultChars?: number;
  };
  maxOutputTokens?: number;
  /** Loads the AI SDK (default: `import('ai')`). */
  loadSdk?: () => Promise<typeof import('ai')>;
}

export const DEFAULT_STEP_LIMIT = 10;
const DEFAULTS = {
  idleMs: 60_000,
  stepMs: 600_000,
  keptTextChars: 100_000,
  maxAnswerChars: 20_000_000,
  maxRetries: 2,
  maxRetryDelayMs: 20_000,
  shownResultChars: 4_000,
  eventResultChars: 64 * 1024,
} as const;

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function addUsage(total: TokenUsage, step: TokenUsage): TokenUsage {
  const out: TokenUsage = { ...total };
  for (const key of Object.keys(step) as (keyof TokenUsage)[]) out[key] = (out[key] ?? 0) + (step[key] ?? 0);
  return out;
}

/** Waits `ms` on the injected timers; resolves false when the signal aborts first. */
function wait(timers: Timers, ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = () => {
      timers.clearTimeout(handle);
      resolve(false);
    };
    const handle = timers.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Resolves with the promise's value, or undefined as soon as the signal aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}…`);

/** Runs the loop to its end. Never rejects: failures end the run with stopReason "error". */
export async function runAgent(options: RunAgentOptions): Promise<AgentRun> {
  const handle = options.model;
  const scrub = handle.scrubber;
  const timers = options.timers ?? realTimers;
  const now = options.now ?? (() => Date.now());
  const signal = options.signal ?? new AbortController().signal;
  const stepLimit = Math.max(1, Math.floor(options.stepLimit ?? DEFAULT_STEP_LIMIT));
  const timeouts: StepTimeouts = {
    idleMs: options.timeouts?.idleMs ?? DEFAULTS.idleMs,
    stepMs: options.timeouts?.stepMs ?? DEFAULTS.stepMs,
  };
  const limits: StepLimits = {
    keptTextChars: options.limits?.keptTextChars ?? DEFAULTS.keptTextChars,
    maxAnswerChars: options.limits?.maxAnswerChars ?? DEFAULTS.maxAnswerChars,
  };
  const shownChars = options.limits?.shownResultChars ?? DEFAULTS.shownResultChars;
  const maxRetries = options.retry?.maxRetries ?? DEFAULTS.maxRetries;
  const maxRetryDelayMs = options.retry?.maxDelayMs ?? DEFAULTS.maxRetryDelayMs;
  const validator = options.validator ?? createLocalValidator();
  const started = now();
  let seq = 0;

  const emit = (event: NewAgentEvent) => {
    const full = scrub.value({ ...event, seq: seq++, at: now() - started } as AgentEvent);
    try {
      options.onEvent?.(full);
    } catch {
      // A listener's failure must not end the run.
    }
  };

  const byModelName = new Map(options.tools.map((t) => [t.modelName, t]));
  const mcpByName = new Map(options.mcpTools.map((t) => [t.name, t]));
  const messages: ModelMessage[] = [...((options.messages ?? []) as ModelMessage[])];
  if (options.prompt !== undefined) messages.push({ role: 'user', content: options.prompt });
  const steps: StepRecord[] = [];
  const records: ToolCallRecord[] = [];
  let usage: TokenUsage = {};
  let stopReason: StopReason = 'finished';
  let problem: ModelProblem | undefined;

  emit({
    type: 'run-start',
    model: { provider: handle.provider, api: handle.api, modelId: handle.modelId },
    stepLimit,
    toolCount: options.tools.length,
  });

  const finish = (): AgentRun => {
    const durationMs = now() - started;
    emit({
      type: 'run-end',
      stopReason,
      steps: steps.length,
      usage,
      durationMs,
      ...(problem ? { problem } : {}),
    });
    return scrub.value({
      stopReason,
      ...(problem ? { problem } : {}),
      steps,
      toolCalls: records,
      usage,
      durationMs,
      text: steps.at(-1)?.text ?? '',
      // The SDK's messages carry `undefined` members: a JSON copy is what an export holds anyway.
      messages: JSON.parse(JSON.stringify(messages)) as unknown[],
    });
  };

  let sdk: typeof import('ai');
  try {
    sdk = await (options.loadSdk ?? (() => import('ai')))();
  } catch (error) {
    stopReason = 'error';
    problem = { kind: 'unknown', message: `Could not load the AI SDK: ${scrub.error(error)}` };
    return finish();
  }
  // The SDK would print its warnings on the console; they become warning events instead.
  (globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
  const toolSet: ToolSet = {};
  for (const tool of options.tools)
    toolSet[tool.modelName] = sdk.tool({
      ...(tool.description !== undefined ? { description: tool.description } : {}),
      inputSchema: sdk.jsonSchema(tool.inputSchema as Parameters<typeof sdk.jsonSchema>[0]),
      ...(tool.strict !== undefined ? { strict: tool.strict } : {}),
    });

  for (let step = 1; step <= stepLimit; step++) {
    if (signal.aborted) {
      stopReason = 'aborted';
      break;
    }
    emit({ type: 'step-start', step });
    let outcome: StepOutcome;
    for (let attempt = 0; ; attempt++) {
      outcome = await runModelStep({
        sdk,
        handle,
        ...(options.system !== undefined ? { system: options.system } : {}),
        messages,
        tools: toolSet,
        stream: options.stream ?? true,
        ...(options.maxOutputTokens !== undefined ? { maxOutputTokens: options.maxOutputTokens } : {}),
        signal,
        timers,
        now,
        timeouts,
        limits,
        onText: (text) => emit({ type: 'text-delta', step, text }),
        onTextCut: (keptChars) =>
          emit({
            type: 'text-cut',
            step,
            keptChars,
            message: `The answer is longer than ${keptChars.toLocaleString('en')} characters: the rest is not kept or shown.`,
          }),
      });
      if (outcome.ok || !isRetryable(outcome.problem) || outcome.producedOutput || attempt >= maxRetries)
        break;
      const delayMs = outcome.problem.retryAfterMs ?? 1000 * 2 ** attempt;
      if (delayMs > maxRetryDelayMs) break;
      emit({ type: 'retry', step, attempt: attempt + 1, delayMs, problem: outcome.problem });
      if (!(await wait(timers, delayMs, signal))) break;
    }
    if (!outcome.ok) {
      stopReason = outcome.problem.kind === 'aborted' ? 'aborted' : 'error';
      problem = outcome.problem;
      steps.push({
        step,
        text: outcome.text,
        textCut: false,
        finishReason: 'error',
        usage: {},
        latencyMs: outcome.latencyMs,
        toolCallIds: [],
      });
      emit({
        type: 'step-end',
        step,
        finishReason: 'error',
        usage: {},
        latencyMs: outcome.latencyMs,
        toolCalls: 0,
        textChars: outcome.text.length,
        textCut: false,
      });
      break;
    }
    for (const warning of outcome.warnings) emit({ type: 'warning', step, message: warning });
    usage = addUsage(usage, outcome.usage);
    messages.push(...outcome.responseMessages);
    steps.push({
      step,
      text: outcome.text,
      textCut: outcome.textCut,
      finishReason: outcome.finishReason,
      usage: outcome.usage,
      latencyMs: outcome.latencyMs,
      ...(outcome.firstChunkMs !== undefined ? { firstChunkMs: outcome.firstChunkMs } : {}),
      toolCallIds: outcome.toolCalls.map((c) => c.toolCallId),
    });
    emit({
      type: 'step-end',
      step,
      finishReason: outcome.finishReason,
      usage: outcome.usage,
      latencyMs: outcome.latencyMs,
      ...(outcome.firstChunkMs !== undefined ? { firstChunkMs: outcome.firstChunkMs } : {}),
      toolCalls: outcome.toolCalls.length,
      textChars: outcome.text.length,
      textCut: outcome.textCut,
    });
    if (outcome.toolCalls.length === 0) {
      stopReason = 'finished';
      break;
    }
    const lastStep = step === stepLimit;
    const results: { toolCallId: string; toolName: string; output: ModelToolOutput }[] = [];
    for (const parsed of outcome.toolCalls) {
      const result = await handleToolCall(parsed, step, lastStep);
      results.push({ toolCallId: parsed.toolCallId, toolName: parsed.toolName, output: result });
    }
    messages.push({
      role: 'tool',
      content: results.map((r) => ({
        type: 'tool-result',
        toolCallId: r.toolCallId,
        toolName: r.toolName,
        output: r.output,
      })),
    } as ModelMessage);
    if (signal.aborted) {
      stopReason = 'aborted';
      break;
    }
    if (lastStep) stopReason = 'step-limit';
  }
  return finish();

  /** Checks, approves and runs one tool call; returns what goes back to the model. */
  async function handleToolCall(
    parsed: ParsedToolCall,
    step: number,
    lastStep: boolean,
  ): Promise<ModelToolOutput> {
    const tool = byModelName.get(parsed.toolName);
    const mcpTool = tool ? mcpByName.get(tool.mcpName) : undefined;
    const rawText = typeof parsed.input === 'string' && parsed.invalid ? parsed.input : undefined;
    // Strict mode made optional properties nullable: a null there means "left out", and the MCP
    // server (and the eval's scoring) must see the arguments the tool's own schema accepts.
    // The key comes out first: the provider knows it (it came in the request's header) and a hostile
    // one may put it in a call, which would carry it to the approver, the MCP server, its logs and
    // every timeline, history or report of the call. Done here, every caller (the page, the CLI) gets it.
    const input = scrub.value(
      tool?.strict && mcpTool && isObject(parsed.input)
        ? dropAddedNulls(mcpTool.inputSchema, parsed.input)
        : parsed.input,
    );
    const call: AgentToolCall = {
      id: parsed.toolCallId,
      step,
      modelName: parsed.toolName,
      ...(tool ? { mcpName: tool.mcpName } : {}),
      ...(rawText === undefined ? { arguments: input } : { argumentsText: rawText }),
    };
    let callProblem: ToolCallProblem | undefined;
    if (!tool) {
      const offered = options.tools.map((t) => t.modelName);
      callProblem = {
        kind: 'unknown-tool',
        message: `The model called "${clip(parsed.toolName, 200)}", which it was not offered${offered.length > 0 ? ` (offered: ${clip(offered.join(', '), 500)})` : ' (no tools were offered)'}.`,
      };
    } else if (rawText !== undefined)
      callProblem = {
        kind: 'invalid-json',
        message: `The arguments are not valid JSON: ${clip(parsed.error ?? 'they do not parse', 300)}`,
      };
    else if (!isObject(input))
      callProblem = { kind: 'not-an-object', message: 'The arguments are not a JSON object.' };
    else if (lastStep)
      callProblem = {
        kind: 'step-limit',
        message: `Not run: the step limit (${stepLimit} model calls) was reached, so no model would read the result.`,
      };
    const findings: ArgumentFinding[] = [];
    if (tool && isObject(input) && mcpTool) findings.push(...(await findingsFor(mcpTool, input)));
    emit({ type: 'tool-call', step, call, ...(callProblem ? { problem: callProblem } : {}), findings });
    const record: ToolCallRecord = {
      call,
      ...(callProblem ? { problem: callProblem } : {}),
      findings,
      status: 'not-run',
      text: '',
      durationMs: 0,
    };
    records.push(record);
    const settle = (
      status: ToolCallRecord['status'],
      text: string,
      cut: boolean,
      durationMs: number,
      result?: Record<string, unknown>,
    ) => {
      record.status = status;
      record.text = clip(text, shownChars);
      record.durationMs = durationMs;
      const small =
        result !== undefined &&
        (JSON.stringify(result)?.length ?? 0) <=
          (options.limits?.eventResultChars ?? DEFAULTS.eventResultChars);
      emit({
        type: 'tool-result',
        step,
        callId: call.id,
        ...(call.mcpName ? { mcpName: call.mcpName } : {}),
        status,
        text: record.text,
        cut: cut || text.length > shownChars,
        ...(small ? { result } : {}),
        durationMs,
      });
    };
    if (callProblem) {
      const text =
        callProblem.kind === 'step-limit'
          ? callProblem.message
          : `${callProblem.message} The call was not run.${callProblem.kind === 'unknown-tool' ? ' Call one of the offered tools.' : " Send the arguments as one JSON object that matches the tool's input schema."}`;
      settle('not-run', text, false, 0);
      return { type: 'error-text', value: text };
    }
    const runnable = call as RunnableToolCall;
    const readOnly = isObject(mcpTool?.annotations) && mcpTool.annotations.readOnlyHint === true;
    let approval: ApprovalOutcome;
    let reason: string | undefined;
    if (readOnly && (options.autoApproveReadOnly ?? true)) approval = 'auto-approved';
    else if (!options.approve) {
      approval = 'denied';
      reason = 'The tool is not marked read-only and no one was asked to approve it.';
    } else {
      emit({
        type: 'approval-requested',
        step,
        callId: call.id,
        tool: {
          name: tool!.mcpName,
          ...(typeof mcpTool?.title === 'string' ? { title: mcpTool.title } : {}),
          ...(isObject(mcpTool?.annotations) ? { annotations: mcpTool.annotations } : {}),
        },
      });
      let decision: ApprovalDecision | undefined;
      try {
        decision = await unlessAborted(options.approve(runnable, mcpTool, signal), signal);
      } catch (error) {
        decision = { decision: 'deny', reason: `The approval failed: ${scrub.error(error)}` };
      }
      if (decision === undefined) decision = { decision: 'deny', reason: 'The run was stopped.' };
      if (decision.decision === 'deny') {
        approval = 'denied';
        reason = decision.reason ?? 'The person denied this call.';
      } else if (decision.arguments !== undefined) {
        approval = 'approved-edited';
        runnable.arguments = scrub.value(decision.arguments);
      } else approval = 'approved';
    }
    record.approval = approval;
    emit({
      type: 'approval',
      step,
      callId: call.id,
      outcome: approval,
      ...(reason !== undefined ? { reason } : {}),
      ...(approval === 'approved-edited' ? { arguments: runnable.arguments } : {}),
    });
    if (approval === 'denied') {
      settle('denied', `Denied: ${reason}`, false, 0);
      return { type: 'execution-denied', reason: reason! };
    }
    const toolStarted = now();
    let execution: ToolExecution;
    try {
      execution = (await unlessAborted(options.executeTool(runnable, signal), signal)) ?? {
        ok: false,
        error: 'the run was stopped before the tool answered',
      };
    } catch (error) {
      execution = { ok: false, error: scrub.error(error) };
    }
    const shown = toolOutputForModel(execution, {
      media: handle.mediaInToolResults,
      ...(options.limits?.toolOutputChars !== undefined ? { maxChars: options.limits.toolOutputChars } : {}),
    });
    settle(
      shown.status,
      shown.text,
      shown.cut,
      now() - toolStarted,
      execution.ok ? execution.result : undefined,
    );
    return shown.output;
  }

  async function findingsFor(tool: Tool, args: Record<string, unknown>): Promise<ArgumentFinding[]> {
    const checked = await checkArguments(validator, tool.inputSchema, args);
    if (checked.unusable !== undefined)
      return [
        {
          kind: 'unusable-schema',
          path: '',
          message: `The tool's inputSchema cannot check arguments: ${checked.unusable}`,
        },
      ];
    if (checked.unchecked !== undefined)
      return [
        { kind: 'unchecked', path: '', message: `The arguments were not checked: ${checked.unchecked}` },
      ];
    return checked.errors.slice(0, 50).map((e) => ({
      kind: 'schema',
      path: e.instancePath,
      message: `${e.instancePath || '(arguments)'} ${e.message}`,
    }));
  }
}
