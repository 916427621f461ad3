/**
 * The chat panel's view model: a conversation as turns (one per prompt), each turn as the model's
 * steps (text, tool calls with their approval and result, tokens and latency), folded from
 * actions by a reducer. The agent loop's events are turned into these actions by an adapter, so
 * this file knows nothing of providers or the SDK. Every string in it came from a model or a
 * server and is rendered as text or sanitized markdown.
 *
 *   turn-start ─▶ step-start ─▶ text* ─▶ tool-call ─▶ approval* ─▶ tool-result ─▶ step-end ─┐
 *                     ▲                                                                    │
 *                     └──────────────────────── (next step) ◀──────────────────────────────┘
 *   … ─▶ turn-end (done | stopped | step-limit | failed)
 */

export interface Usage {
  inputTokens?: number;
  outputTokens?: number;
  totalTokens?: number;
}

export type ApprovalState = 'not-needed' | 'auto' | 'waiting' | 'approved' | 'edited' | 'denied';

export interface ToolCallResult {
  /** complete and tool-error are results the model reads; the others never reached the tool. */
  status: 'complete' | 'tool-error' | 'protocol-error' | 'failed' | 'refused' | 'denied' | 'unknown-tool';
  /** One line for the step view. */
  summary: string;
  /** The MCP result (complete, tool-error) or the error, for the details. */
  detail?: unknown;
  /** The playground's timeline operation of the call, when it went through the session. */
  operationId?: string;
  durationMs?: number;
}

export interface ToolCallView {
  callId: string;
  /** The name the model used (the provider's name for the tool). */
  toolName: string;
  /** The MCP tool it maps to, when it maps to one. */
  mcpName?: string;
  /** The arguments as parsed; `argumentsText` holds the raw text when it was not JSON. */
  arguments: unknown;
  argumentsText?: string;
  /** Why the call was not run as made (an unknown tool, arguments that are not JSON…). */
  problem?: string;
  /** Where the arguments break the inputSchema. */
  findings: string[];
  approval: ApprovalState;
  /** Set when the person ran the call with arguments of their own. */
  editedArguments?: unknown;
  result?: ToolCallResult;
}

export interface StepView {
  index: number;
  /** The model's text, up to MAX_KEPT_CHARS. */
  text: string;
  /** Characters the model sent in this step (more than `text` holds when cut). */
  chars: number;
  calls: ToolCallView[];
  /** What happened on the way: retries, warnings, a cut answer. */
  notes: string[];
  usage?: Usage;
  latencyMs?: number;
  finishReason?: string;
  done: boolean;
}

export type TurnStatus = 'running' | 'done' | 'stopped' | 'step-limit' | 'failed';

export interface TurnView {
  id: number;
  prompt: string;
  steps: StepView[];
  status: TurnStatus;
  /** Why the turn ended, in words (the provider's finish reason, the limit, the person's stop). */
  stopReason?: string;
  error?: string;
  /** Totals of the turn (summed from the steps when the loop does not give them). */
  usage: Usage;
  latencyMs: number;
}

export interface Transcript {
  turns: TurnView[];
}

/** Model text kept per step; the rest is counted (a 10 MB answer must not be held in the view). */
export const MAX_KEPT_CHARS = 2_000_000;

export type TranscriptAction =
  | { type: 'turn-start'; id: number; prompt: string }
  | { type: 'step-start'; index: number }
  | { type: 'text'; delta: string }
  | { type: 'note'; text: string }
  | {
      type: 'tool-call';
      /** The step that made the call (the loop reports calls after the step's end); default: the open one. */
      step?: number;
      call: Pick<ToolCallView, 'callId' | 'toolName' | 'arguments'> &
        Partial<Pick<ToolCallView, 'mcpName' | 'argumentsText' | 'findings' | 'problem'>>;
    }
  | { type: 'approval'; callId: string; state: ApprovalState; editedArguments?: unknown }
  | { type: 'tool-result'; callId: string; result: ToolCallResult }
  | { type: 'step-end'; usage?: Usage; latencyMs?: number; finishReason?: string }
  | {
      type: 'turn-end';
      status: Exclude<TurnStatus, 'running'>;
      stopReason?: string;
      error?: string;
      usage?: Usage;
      latencyMs?: number;
    }
  | { type: 'clear' };

export const emptyTranscript: Transcript = { turns: [] };

const addUsage = (a: Usage, b: Usage | undefined): Usage => {
  if (!b) return a;
  const sum = (x: number | undefined, y: number | undefined) =>
    x === undefined && y === undefined ? undefined : (x ?? 0) + (y ?? 0);
  const out: Usage = {};
  const input = sum(a.inputTokens, b.inputTokens);
  const output = sum(a.outputTokens, b.outputTokens);
  const total = sum(a.totalTokens, b.totalTokens);
  if (input !== undefined) out.inputTokens = input;
  if (output !== undefined) out.outputTokens = output;
  if (total !== undefined) out.totalTokens = total;
  return out;
};

function updateLastTurn(state: Transcript, update: (turn: TurnView) => TurnView): Transcript {
  const last = state.turns.at(-1);
  if (!last) return state;
  return { turns: [...state.turns.slice(0, -1), update(last)] };
}

function updateLastStep(turn: TurnView, update: (step: StepView) => StepView): TurnView {
  const step = turn.steps.at(-1);
  // Text or a call before any step-start opens step 1 (a loop may not announce the first step).
  const current = step && !step.done ? step : newStep(turn.steps.length + 1);
  const steps = step && !step.done ? turn.steps.slice(0, -1) : turn.steps;
  return { ...turn, steps: [...steps, update(current)] };
}

/** The step of this index (closed or not), else the open step (or a new one). */
function updateStep(
  turn: TurnView,
  index: number | undefined,
  update: (step: StepView) => StepView,
): TurnView {
  const at = index === undefined ? -1 : turn.steps.findLastIndex((s) => s.index === index);
  if (at < 0) return updateLastStep(turn, update);
  const steps = turn.steps.slice();
  steps[at] = update(steps[at]!);
  return { ...turn, steps };
}

const newStep = (index: number): StepView => ({
  index,
  text: '',
  chars: 0,
  calls: [],
  notes: [],
  done: false,
});

function updateCall(turn: TurnView, callId: string, update: (call: ToolCallView) => ToolCallView): TurnView {
  // The call is in the latest step that has it (results may arrive after the step closed).
  for (let s = turn.steps.length - 1; s >= 0; s--) {
    const step = turn.steps[s]!;
    const at = step.calls.findIndex((c) => c.callId === callId);
    if (at < 0) continue;
    const calls = step.calls.slice();
    calls[at] = update(calls[at]!);
    const steps = turn.steps.slice();
    steps[s] = { ...step, calls };
    return { ...turn, steps };
  }
  return turn;
}

export function transcriptReducer(state: Transcript, action: TranscriptAction): Transcript {
  switch (action.type) {
    case 'clear':
      return emptyTranscript;
    case 'turn-start':
      return {
        turns: [
          ...state.turns,
          { id: action.id, prompt: action.prompt, steps: [], status: 'running', usage: {}, latencyMs: 0 },
        ],
      };
    case 'step-start':
      return updateLastTurn(state, (turn) => {
        const open = turn.steps.at(-1);
        // An open step with nothing in it but notes is this step, announced late.
        if (open && !open.done && open.chars === 0 && open.calls.length === 0)
          return { ...turn, steps: [...turn.steps.slice(0, -1), { ...open, index: action.index }] };
        const steps = open && !open.done ? [...turn.steps.slice(0, -1), { ...open, done: true }] : turn.steps;
        return { ...turn, steps: [...steps, newStep(action.index)] };
      });
    case 'text':
      if (action.delta === '') return state;
      return updateLastTurn(state, (turn) =>
        updateLastStep(turn, (step) => ({
          ...step,
          text:
            step.text.length >= MAX_KEPT_CHARS
              ? step.text
              : step.text + action.delta.slice(0, MAX_KEPT_CHARS - step.text.length),
          chars: step.chars + action.delta.length,
        })),
      );
    case 'note':
      // A note belongs to the step it came in, closed or not (a retry is announced before it reruns).
      return updateLastTurn(state, (turn) => {
        const last = turn.steps.at(-1) ?? newStep(1);
        const step = { ...last, notes: [...last.notes, action.text].slice(-20) };
        return { ...turn, steps: [...turn.steps.slice(0, turn.steps.length > 0 ? -1 : undefined), step] };
      });
    case 'tool-call':
      return updateLastTurn(state, (turn) =>
        updateStep(turn, action.step, (step) => ({
          ...step,
          calls: [
            ...step.calls,
            {
              callId: action.call.callId,
              toolName: action.call.toolName,
              arguments: action.call.arguments,
              findings: action.call.findings ?? [],
              approval: 'not-needed',
              ...(action.call.mcpName !== undefined ? { mcpName: action.call.mcpName } : {}),
              ...(action.call.argumentsText !== undefined
                ? { argumentsText: action.call.argumentsText }
                : {}),
              ...(action.call.problem !== undefined ? { problem: action.call.problem } : {}),
            },
          ],
        })),
      );
    case 'approval':
      return updateLastTurn(state, (turn) =>
        updateCall(turn, action.callId, (call) => ({
          ...call,
          approval: action.state,
          ...(action.editedArguments !== undefined ? { editedArguments: action.editedArguments } : {}),
        })),
      );
    case 'tool-result':
      return updateLastTurn(state, (turn) =>
        updateCall(turn, action.callId, (call) => ({ ...call, result: action.result })),
      );
    case 'step-end':
      return updateLastTurn(state, (turn) => {
        const withStep = updateLastStep(turn, (step) => ({
          ...step,
          done: true,
          ...(action.usage ? { usage: action.usage } : {}),
          ...(action.latencyMs !== undefined ? { latencyMs: action.latencyMs } : {}),
          ...(action.finishReason !== undefined ? { finishReason: action.finishReason } : {}),
        }));
        return {
          ...withStep,
          usage: addUsage(withStep.usage, action.usage),
          latencyMs: withStep.latencyMs + (action.latencyMs ?? 0),
        };
      });
    case 'turn-end':
      return updateLastTurn(state, (turn) => ({
        ...turn,
        status: action.status,
        steps: turn.steps.map((s) => (s.done ? s : { ...s, done: true })),
        ...(action.stopReason !== undefined ? { stopReason: action.stopReason } : {}),
        ...(action.error !== undefined ? { error: action.error } : {}),
        // The loop's own totals win over the sum of the steps (it may count what no step reported).
        ...(action.usage ? { usage: action.usage } : {}),
        ...(action.latencyMs !== undefined ? { latencyMs: action.latencyMs } : {}),
      }));
  }
}

/** Tool calls of the transcript still waiting for the person, oldest first. */
export function waitingCalls(state: Transcript): ToolCallView[] {
  return state.turns.flatMap((t) => t.steps.flatMap((s) => s.calls.filter((c) => c.approval === 'waiting')));
}

/** "1,234 in · 56 out" for a usage, or undefined when nothing was counted. */
export function describeUsage(usage: Usage | undefined): string | undefined {
  if (!usage) return undefined;
  const parts: string[] = [];
  if (usage.inputTokens !== undefined) parts.push(`${usage.inputTokens.toLocaleString('en')} in`);
  if (usage.outputTokens !== undefined) parts.push(`${usage.outputTokens.toLocaleString('en')} out`);
  if (parts.length === 0 && usage.totalTokens !== undefined)
    parts.push(`${usage.totalTokens.toLocaleString('en')} total`);
  return parts.length > 0 ? `${parts.join(' · ')} tokens` : undefined;
}
