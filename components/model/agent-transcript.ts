/**
 * The agent loop's events (lib/model/agent-event.ts) as the chat view's actions: one small
 * mapping, so the transcript reducer stays free of the loop's types. What the playground knows
 * beyond the loop (the timeline operation of each call, how the session's call ended) comes in
 * through `calls`.
 */

import type { AgentEvent, ModelProblem, StopReason, ToolRunStatus } from '@/lib/model/agent-event';
import type { ToolCallResult, TranscriptAction, TurnStatus } from './transcript';

/** What the playground's executeTool learnt about a call (by the model's call id). */
export interface SessionCallInfo {
  operationId?: string;
  /** lib/client's outcome kind, finer than the loop's status (a protocol error, a refused call). */
  kind?: 'complete' | 'tool-error' | 'protocol-error' | 'refused' | 'failed';
}

const turnStatus: Record<StopReason, Exclude<TurnStatus, 'running'>> = {
  finished: 'done',
  'step-limit': 'step-limit',
  aborted: 'stopped',
  error: 'failed',
};

function stopWords(reason: StopReason, steps: number, problem: ModelProblem | undefined): string {
  switch (reason) {
    case 'finished':
      return 'the model answered without calling a tool';
    case 'step-limit':
      return `the step limit was reached after ${steps} model ${steps === 1 ? 'call' : 'calls'}`;
    case 'aborted':
      return problem && problem.kind !== 'aborted' ? problem.message : 'stopped by you';
    case 'error':
      return problem ? `the model call failed (${problem.kind})` : 'the model call failed';
  }
}

function resultStatus(
  status: ToolRunStatus,
  info: SessionCallInfo | undefined,
  unknownTool: boolean,
): ToolCallResult['status'] {
  if (info?.kind === 'protocol-error' || info?.kind === 'refused') return info.kind;
  switch (status) {
    case 'result':
      return 'complete';
    case 'tool-error':
      return 'tool-error';
    case 'failed':
      return 'failed';
    case 'denied':
      return 'denied';
    case 'not-run':
      return unknownTool ? 'unknown-tool' : 'refused';
  }
}

const firstLine = (text: string, max = 300) => {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * A mapper that remembers what it needs across events (which calls named an unknown tool).
 * Returns the actions for one event (often one, sometimes none).
 */
export function createAgentTranscriptMapper(calls: (callId: string) => SessionCallInfo | undefined) {
  const unknownTools = new Set<string>();
  return (event: AgentEvent): TranscriptAction[] => {
    switch (event.type) {
      case 'run-start':
        return [];
      case 'step-start':
        return [{ type: 'step-start', index: event.step }];
      case 'retry':
        return [
          {
            type: 'note',
            text: `${event.problem.message} Trying again in ${Math.ceil(event.delayMs / 100) / 10} s (attempt ${event.attempt + 1}).`,
          },
        ];
      case 'text-delta':
        return [{ type: 'text', delta: event.text }];
      case 'text-cut':
        return [{ type: 'note', text: event.message }];
      case 'warning':
        return [{ type: 'note', text: event.message }];
      case 'tool-call': {
        if (event.problem?.kind === 'unknown-tool') unknownTools.add(event.call.id);
        return [
          {
            type: 'tool-call',
            step: event.step,
            call: {
              callId: event.call.id,
              toolName: event.call.modelName,
              arguments: event.call.arguments,
              findings: event.findings.map((f) => f.message),
              ...(event.problem ? { problem: event.problem.message } : {}),
              ...(event.call.mcpName !== undefined ? { mcpName: event.call.mcpName } : {}),
              ...(event.call.argumentsText !== undefined ? { argumentsText: event.call.argumentsText } : {}),
            },
          },
        ];
      }
      case 'approval-requested':
        return [{ type: 'approval', callId: event.callId, state: 'waiting' }];
      case 'approval':
        return [
          {
            type: 'approval',
            callId: event.callId,
            state:
              event.outcome === 'auto-approved'
                ? 'auto'
                : event.outcome === 'approved-edited'
                  ? 'edited'
                  : event.outcome === 'approved'
                    ? 'approved'
                    : 'denied',
            ...(event.arguments !== undefined ? { editedArguments: event.arguments } : {}),
          },
        ];
      case 'tool-result': {
        const info = calls(event.callId);
        const status = resultStatus(event.status, info, unknownTools.has(event.callId));
        return [
          {
            type: 'tool-result',
            callId: event.callId,
            result: {
              status,
              summary: firstLine(event.text) || (status === 'complete' ? 'an empty result' : status),
              detail: event.result ?? event.text,
              durationMs: event.durationMs,
              ...(info?.operationId ? { operationId: info.operationId } : {}),
            },
          },
        ];
      }
      case 'step-end':
        return [
          {
            type: 'step-end',
            usage: event.usage,
            latencyMs: event.latencyMs,
            finishReason: event.finishReason,
          },
        ];
      case 'run-end':
        return [
          {
            type: 'turn-end',
            status: turnStatus[event.stopReason],
            stopReason: stopWords(event.stopReason, event.steps, event.problem),
            ...(event.problem && event.problem.kind !== 'aborted' ? { error: event.problem.message } : {}),
            usage: event.usage,
            latencyMs: event.durationMs,
          },
        ];
    }
  };
}
