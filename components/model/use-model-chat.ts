'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ValidationClient } from '@/lib/browser/validation-client';
import { isObject } from '@/lib/json/is-object';
import type { AgentEvent } from '@/lib/model/agent-event';
import type { ApprovalDecision } from '@/lib/model/run-agent';
import type { Tool } from '@/lib/spec/tool';
import { createAgentTranscriptMapper, type SessionCallInfo } from './agent-transcript';
import { type ApprovalAnswer, approvalPolicy } from './approval';
import type { PendingApproval } from './approval-dialog';
import { modelRuntime, prepareOptionsOf, renderTargetOf } from './model-runtime';
import type { ProviderExchange } from './provider-exchanges';
import { recordingFetch } from './provider-exchanges';
import type { CheckedSettings, DraftCheck } from './provider-settings';
import { type ModelSession, sessionToolRunner } from './session-tool-runner';
import { emptyTranscript, type Transcript, type TranscriptAction, transcriptReducer } from './transcript';

export interface ModelChatOptions {
  /** The model settings as checked now (the key read from memory at send time). */
  settings(): DraftCheck;
  session: ModelSession;
  /** The server's tools as listed now (undefined before a listing). */
  tools(): readonly Tool[] | undefined;
  validator: ValidationClient | undefined;
  /** Says the settings need fixing (the form shows the problems). */
  onSettingsProblem(): void;
}

export const DEFAULT_STEP_LIMIT = 10;
/**
 * Characters of one answer the page reads before it stops (the loop's default is 20 million, for
 * the CLI). Reading a 10 MB answer costs the main thread far more than anyone can read of it.
 */
export const PAGE_MAX_ANSWER_CHARS = 2_000_000;
export const MAX_STEP_LIMIT = 50;

/**
 * The "Ask a model" conversation: sends a prompt with the listed tools to the chosen model
 * (browser-direct, through a fetch that records the provider exchanges with the key masked), runs
 * the agent loop, asks the person before a call that is not read-only, runs each call through the
 * playground's session, and folds the loop's events into the transcript once per frame.
 */
export function useModelChat(options: ModelChatOptions) {
  const opts = useRef(options);
  opts.current = options;
  const [transcript, setTranscript] = useState<Transcript>(emptyTranscript);
  const [exchanges, setExchanges] = useState<ProviderExchange[]>([]);
  const [approvals, setApprovals] = useState<PendingApproval[]>([]);
  const [running, setRunning] = useState(false);
  const [stepLimit, setStepLimit] = useState(DEFAULT_STEP_LIMIT);
  const [autoApproveReadOnly, setAutoApproveReadOnly] = useState(true);
  const [notice, setNotice] = useState<string>();
  const abort = useRef<AbortController | undefined>(undefined);
  /** The conversation as the model knows it (the last finished run's messages). */
  const conversation = useRef<unknown[]>([]);
  const turnId = useRef(0);
  const latest = useRef({ stepLimit, autoApproveReadOnly });
  latest.current = { stepLimit, autoApproveReadOnly };

  // Actions and exchanges are applied once per frame: a streamed answer sends thousands of deltas.
  const queued = useRef<TranscriptAction[]>([]);
  const queuedExchanges = useRef(new Map<number, ProviderExchange>());
  const frame = useRef<number | undefined>(undefined);
  const flush = useCallback(() => {
    frame.current = undefined;
    const batch = queued.current;
    queued.current = [];
    if (batch.length > 0) setTranscript((state) => batch.reduce(transcriptReducer, state));
    if (queuedExchanges.current.size > 0) {
      const changed = queuedExchanges.current;
      queuedExchanges.current = new Map();
      setExchanges((list) => {
        const next = list.map((e) => changed.get(e.id) ?? e);
        for (const [id, e] of changed) if (!list.some((x) => x.id === id)) next.push(e);
        return next.slice(-200);
      });
    }
  }, []);
  const schedule = useCallback(() => {
    frame.current ??= requestAnimationFrame(flush);
  }, [flush]);
  const enqueue = useCallback(
    (actions: TranscriptAction[]) => {
      if (actions.length === 0) return;
      queued.current.push(...actions);
      schedule();
    },
    [schedule],
  );

  useEffect(
    () => () => {
      abort.current?.abort();
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const runTurn = useCallback(
    async (text: string, s: CheckedSettings, strict: boolean, listed: readonly Tool[]) => {
      const { session, validator } = opts.current;
      setNotice(undefined);
      const controller = new AbortController();
      abort.current = controller;
      setRunning(true);
      const id = ++turnId.current;
      enqueue([{ type: 'turn-start', id, prompt: text }]);
      const findings = new Map<string, string[]>();
      const callInfo = new Map<string, SessionCallInfo>();
      const map = createAgentTranscriptMapper((callId) => callInfo.get(callId));
      const fail = (message: string) =>
        enqueue([
          { type: 'turn-end', status: 'failed', stopReason: 'the model was not called', error: message },
        ]);
      try {
        let runtime: Awaited<ReturnType<typeof modelRuntime>>;
        try {
          runtime = await modelRuntime();
        } catch (error) {
          fail(
            `The model client could not be loaded (${error instanceof Error ? error.message : String(error)}); check the connection and try again.`,
          );
          return;
        }
        const scrubber = runtime.createSecretScrubber([s.apiKey]);
        const fetch = recordingFetch(window.fetch.bind(window), {
          redact: scrubber.text,
          now: () => performance.now(),
          onChange: (exchange) => {
            queuedExchanges.current.set(exchange.id, exchange);
            schedule();
          },
        });
        const made = await runtime.createLanguageModel({ ...s, fetch });
        if (!made.ok) {
          fail(made.error);
          return;
        }
        const prepared = runtime.prepareTools(
          listed,
          renderTargetOf(made.value.api, strict),
          prepareOptionsOf(made.value.api),
        );
        if (prepared.refused.length > 0)
          enqueue([
            {
              type: 'note',
              text: `Not offered to the model (the provider cannot take them): ${prepared.refused.map((r) => `${r.mcpName} — ${r.reason}`).join('; ')}`,
            },
          ]);
        const approve = (
          call: { id: string; mcpName: string; arguments: unknown },
          tool: Tool | undefined,
          signal: AbortSignal,
        ) =>
          new Promise<ApprovalDecision>((resolve) => {
            const remove = () => setApprovals((list) => list.filter((p) => p.id !== call.id));
            const onAbort = () => {
              remove();
              resolve({ decision: 'deny', reason: 'The run was stopped.' });
            };
            signal.addEventListener('abort', onAbort, { once: true });
            setApprovals((list) => [
              ...list,
              {
                id: call.id,
                toolName: call.mcpName,
                tool: tool as Record<string, unknown> | undefined,
                arguments: call.arguments,
                findings: findings.get(call.id) ?? [],
                reason: approvalPolicy(tool, latest.current.autoApproveReadOnly).reason,
                answer: (answer: ApprovalAnswer) => {
                  signal.removeEventListener('abort', onAbort);
                  remove();
                  resolve(decisionOf(answer));
                },
              },
            ]);
          });
        const run = await runtime.runAgent({
          model: made.value,
          messages: conversation.current,
          prompt: text,
          tools: prepared.tools,
          mcpTools: listed,
          stepLimit: latest.current.stepLimit,
          autoApproveReadOnly: latest.current.autoApproveReadOnly,
          limits: { maxAnswerChars: PAGE_MAX_ANSWER_CHARS },
          signal: controller.signal,
          ...(validator ? { validator } : {}),
          approve,
          executeTool: sessionToolRunner(session, (callId, info) => callInfo.set(callId, info)),
          onEvent: (event: AgentEvent) => {
            if (event.type === 'tool-call')
              findings.set(
                event.call.id,
                event.findings.map((f) => f.message),
              );
            enqueue(map(event));
          },
        });
        // A finished or limited run is part of the conversation; a failed or stopped one is not
        // sent again (the next prompt starts from the last good state).
        if (run.stopReason === 'finished' || run.stopReason === 'step-limit')
          conversation.current = run.messages;
      } finally {
        abort.current = undefined;
        setApprovals([]);
        setRunning(false);
        flush();
      }
    },
    [enqueue, flush, schedule],
  );

  /**
   * Starts a turn; false (with a notice saying why) when it cannot start: nothing typed, a turn
   * running, the settings incomplete, or no tools listed. The caller clears its prompt on true only.
   */
  const send = useCallback(
    (prompt: string): boolean => {
      const text = prompt.trim();
      if (text === '' || abort.current) return false;
      const { settings, session, tools, onSettingsProblem } = opts.current;
      const checked = settings();
      if (!checked.ok) {
        setNotice('Fix the model settings first (marked above).');
        onSettingsProblem();
        return false;
      }
      const listed = tools();
      if (!session.client() || !listed) {
        setNotice('Connect to an MCP server and list its tools first: the model is offered those tools.');
        return false;
      }
      void runTurn(text, checked.settings, checked.strict, listed);
      return true;
    },
    [runTurn],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  const reset = useCallback(() => {
    abort.current?.abort();
    conversation.current = [];
    queued.current = [];
    queuedExchanges.current = new Map();
    setTranscript(emptyTranscript);
    setExchanges([]);
    setNotice(undefined);
  }, []);

  return {
    transcript,
    exchanges,
    approvals,
    running,
    notice,
    stepLimit,
    setStepLimit: (n: number) =>
      setStepLimit(Math.min(MAX_STEP_LIMIT, Math.max(1, Math.floor(n) || DEFAULT_STEP_LIMIT))),
    autoApproveReadOnly,
    setAutoApproveReadOnly,
    send,
    stop,
    reset,
  };
}

function decisionOf(answer: ApprovalAnswer): ApprovalDecision {
  switch (answer.kind) {
    case 'approve':
      return { decision: 'approve' };
    case 'edit':
      return isObject(answer.arguments)
        ? { decision: 'approve', arguments: answer.arguments }
        : { decision: 'deny', reason: 'The edited arguments were not a JSON object.' };
    case 'deny':
      return { decision: 'deny', reason: answer.reason };
  }
}
