// What the agent loop (run-agent.ts) tells its caller while it runs, and what it returns. Every
// type here is plain JSON (no functions, dates, errors or class instances), so events cross a
// Worker boundary with postMessage and a run is exported as is. Every string has been scrubbed of
// the model key before the caller sees it.
import type { ModelApi, ProviderId } from './provider';

/** Token counts as the provider reported them (absent: not reported). */
export interface TokenUsage {
  inputTokens?: number;
  outputTokens?: number;
  totalTokens?: number;
  /** Input tokens read from the provider's prompt cache. */
  cachedInputTokens?: number;
  reasoningTokens?: number;
}

export type ModelProblemKind =
  | 'auth'
  | 'forbidden'
  | 'rate-limit'
  | 'overloaded'
  | 'bad-request'
  | 'not-found'
  | 'server'
  | 'network'
  | 'idle-timeout'
  | 'step-timeout'
  | 'too-large'
  | 'invalid-response'
  | 'aborted'
  | 'unknown';

/** Why a model call failed, worded for the person running it: what happened and what to do. */
export interface ModelProblem {
  kind: ModelProblemKind;
  message: string;
  /** HTTP status, when the provider answered. */
  status?: number;
  /** When the provider said to retry (ms from the failure). */
  retryAfterMs?: number;
  /** The provider's own message (capped). */
  providerMessage?: string;
}

/** A tool call as the model made it. */
export interface AgentToolCall {
  /** The provider's id for the call. */
  id: string;
  step: number;
  /** The name the model used (a prepared name, which may differ from the MCP name). */
  modelName: string;
  /** The MCP tool it maps to; absent when the model named a tool it was not offered. */
  mcpName?: string;
  /** The arguments as parsed; absent when they were not valid JSON. */
  arguments?: unknown;
  /** The raw argument text, when it was not valid JSON. */
  argumentsText?: string;
}

/** Why a tool call was not run at all. */
export interface ToolCallProblem {
  kind: 'unknown-tool' | 'invalid-json' | 'not-an-object' | 'step-limit';
  message: string;
}

/** A place where the model's arguments break the tool's inputSchema (or why they were not checked). */
export interface ArgumentFinding {
  kind: 'schema' | 'unusable-schema' | 'unchecked';
  /** RFC 6901 pointer into the arguments ("" = the whole object). */
  path: string;
  message: string;
}

export type ApprovalOutcome = 'auto-approved' | 'approved' | 'approved-edited' | 'denied';

export type ToolRunStatus = 'result' | 'tool-error' | 'failed' | 'denied' | 'not-run';

/** The annotations shown when asking for approval (as listed by the server: hints, not promises). */
export interface ToolSummary {
  name: string;
  title?: string;
  annotations?: Record<string, unknown>;
}

interface At {
  /** Position in the run's event stream, from 0. */
  seq: number;
  /** Milliseconds since the run started (the injected clock). */
  at: number;
}

export type AgentEvent = At &
  (
    | {
        type: 'run-start';
        model: { provider: ProviderId; api: ModelApi; modelId: string };
        stepLimit: number;
        toolCount: number;
      }
    /** A model call begins (steps count from 1). */
    | { type: 'step-start'; step: number }
    /** A failed call is tried again after `delayMs`. */
    | { type: 'retry'; step: number; attempt: number; delayMs: number; problem: ModelProblem }
    /** Text as it streams (only the kept part: after the cap, text-cut instead). */
    | { type: 'text-delta'; step: number; text: string }
    | { type: 'text-cut'; step: number; keptChars: number; message: string }
    | { type: 'warning'; step?: number; message: string }
    | {
        type: 'tool-call';
        step: number;
        call: AgentToolCall;
        problem?: ToolCallProblem;
        findings: ArgumentFinding[];
      }
    | { type: 'approval-requested'; step: number; callId: string; tool: ToolSummary }
    | {
        type: 'approval';
        step: number;
        callId: string;
        outcome: ApprovalOutcome;
        reason?: string;
        /** The arguments that will run, when the person edited them. */
        arguments?: Record<string, unknown>;
      }
    | {
        type: 'tool-result';
        step: number;
        callId: string;
        mcpName?: string;
        status: ToolRunStatus;
        /** What went back to the model, as text (capped for display). */
        text: string;
        /** True when `text` (or what went to the model) was cut. */
        cut: boolean;
        /** The MCP result when it is small enough to keep in events. */
        result?: Record<string, unknown>;
        durationMs: number;
      }
    | {
        type: 'step-end';
        step: number;
        finishReason: string;
        usage: TokenUsage;
        /** From the request to the end of the answer. */
        latencyMs: number;
        /** From the request to the first streamed part (streaming only). */
        firstChunkMs?: number;
        toolCalls: number;
        textChars: number;
        textCut: boolean;
      }
    | {
        type: 'run-end';
        stopReason: StopReason;
        steps: number;
        usage: TokenUsage;
        durationMs: number;
        problem?: ModelProblem;
      }
  );

export type AgentEventType = AgentEvent['type'];

/** An event before the loop numbers and times it (`seq`, `at`). */
export type NewAgentEvent = AgentEvent extends infer E
  ? E extends unknown
    ? Omit<E, 'seq' | 'at'>
    : never
  : never;

/**
 * How a run ended: the model stopped calling tools (`finished`), it still wanted tools when the
 * step limit came (`step-limit`), the caller aborted (`aborted`), or a model call failed (`error`).
 */
export type StopReason = 'finished' | 'step-limit' | 'aborted' | 'error';

/** One tool call of a run, with everything that happened to it. */
export interface ToolCallRecord {
  call: AgentToolCall;
  problem?: ToolCallProblem;
  findings: ArgumentFinding[];
  approval?: ApprovalOutcome;
  status: ToolRunStatus;
  /** What went back to the model (capped for display). */
  text: string;
  durationMs: number;
}

export interface StepRecord {
  step: number;
  /** The kept text of the answer. */
  text: string;
  textCut: boolean;
  finishReason: string;
  usage: TokenUsage;
  latencyMs: number;
  firstChunkMs?: number;
  /** Ids of the tool calls made in this step. */
  toolCallIds: string[];
}

/** A finished run: serialisable, scrubbed, enough to show, score and continue it. */
export interface AgentRun {
  stopReason: StopReason;
  problem?: ModelProblem;
  steps: StepRecord[];
  toolCalls: ToolCallRecord[];
  usage: TokenUsage;
  durationMs: number;
  /** The last step's kept text (the model's final answer when it finished). */
  text: string;
  /**
   * The conversation so far in the AI SDK's ModelMessage form (the input messages, then each
   * step's answer and tool results), to continue a chat with the next user message.
   */
  messages: unknown[];
}
