'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import exampleSuite from '@/content/evals/mock-tools.json';
import { usePersistedState } from '@/hooks/use-persisted-state';
import { pickFile } from '@/lib/browser/pick-file';
import type { ValidationClient } from '@/lib/browser/validation-client';
import type { EvalReport } from '@/lib/eval/eval-report';
import type { ParsedEvalSuite } from '@/lib/eval/parse-eval-suite';
import { isObject } from '@/lib/json/is-object';
import type { ApprovalDecision } from '@/lib/model/run-agent';
import type { Tool } from '@/lib/spec/tool';
import { downloadText, safeFileName } from '../playground/download';
import { type ApprovalAnswer, approvalPolicy } from './approval';
import type { PendingApproval } from './approval-dialog';
import { type DescriptionEdits, describeVariant } from './description-variant';
import { evalRuntime, modelRuntime, prepareOptionsOf, renderTargetOf } from './model-runtime';
import type { DraftCheck } from './provider-settings';
import { type ModelSession, sessionToolRunner } from './session-tool-runner';
import { suiteKeyProblem } from './suite-key-guard';
import { PAGE_MAX_ANSWER_CHARS } from './use-model-chat';

export interface ModelEvalOptions {
  settings(): DraftCheck;
  session: ModelSession;
  tools(): readonly Tool[] | undefined;
  validator: ValidationClient | undefined;
  onSettingsProblem(): void;
  /** The key in use, so a suite that holds it is never written to storage. */
  apiKey(): string;
  /** The suite to start from (default: the mock's example suite). */
  initialSuiteText?: string;
  /** Where the suite is kept in this browser; null: not kept (the docs' box). */
  storageKey?: string | null;
}

export type EvalStatus =
  | { kind: 'idle' }
  | { kind: 'running'; ab: boolean; done: number; total: number }
  | { kind: 'done'; report: EvalReport }
  | { kind: 'failed'; message: string };

/** What happens to a call of a tool the server does not mark read-only, during an eval. */
export type UnsafeToolPolicy = 'skip' | 'ask';

const SUITE_KEY = 'mcp-tool-lab:eval-suite:v1';
const MAX_SUITE_CHARS = 2_000_000;
export const EXAMPLE_SUITE_TEXT = `${JSON.stringify(exampleSuite, null, 2)}\n`;
const clamp = (text: string, min: number, max: number, fallback: number) => {
  const n = Math.floor(Number(text));
  return Number.isFinite(n) && n >= min ? Math.min(max, n) : fallback;
};

/**
 * The tool-choice eval panel's state: the suite being edited (kept in this browser, never with a
 * key in it), its check as typed, the run settings, the description edits that make B, and a run
 * of lib/eval's runner whose tool calls go through the playground's session.
 */
export function useModelEval(options: ModelEvalOptions) {
  const opts = useRef(options);
  opts.current = options;
  const initialText = options.initialSuiteText ?? EXAMPLE_SUITE_TEXT;
  const storageKey = options.storageKey === undefined ? SUITE_KEY : options.storageKey;
  const [suiteText, setSuiteTextState] = useState(initialText);
  const suiteRef = useRef(suiteText);
  suiteRef.current = suiteText;
  const [parsed, setParsed] = useState<ParsedEvalSuite>();
  /** The suite is checked once someone reaches the panel or edits it, not with the page's start. */
  const [checkWanted, setCheckWanted] = useState(false);
  const wantCheck = useCallback(() => setCheckWanted(true), []);
  const [importError, setImportError] = useState<string>();
  /** Empty: each case's own, else the suite's, else 1 (as without --runs on the command line). */
  const [runsText, setRunsText] = useState('');
  const [concurrencyText, setConcurrencyText] = useState('2');
  const [stepLimitText, setStepLimitText] = useState('10');
  const [unsafeTools, setUnsafeTools] = useState<UnsafeToolPolicy>('skip');
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<EvalStatus>({ kind: 'idle' });
  const [notice, setNotice] = useState<string>();
  const [approvals, setApprovals] = useState<PendingApproval[]>([]);
  const abort = useRef<AbortController | undefined>(undefined);

  const stored = usePersistedState<string>({
    key: storageKey ?? SUITE_KEY,
    parse: (value) => (typeof value === 'string' && value.length <= MAX_SUITE_CHARS ? value : undefined),
    maxSize: MAX_SUITE_CHARS,
    sizeOf: () => suiteRef.current.length,
    refuse: (value) => suiteKeyProblem(value, opts.current.apiKey(), 'saved in this browser'),
  });
  const persist = storageKey !== null;
  useEffect(() => {
    if (!persist) return;
    const text = stored.load();
    if (text !== undefined) setSuiteTextState(text);
  }, [stored.load, persist]);

  const setSuiteText = useCallback(
    (text: string) => {
      suiteRef.current = text;
      setSuiteTextState(text);
      setCheckWanted(true);
      if (persist) stored.save(() => text);
    },
    [stored.save, persist],
  );

  // The suite is checked as it is typed (after a pause): the same parser the CLI uses. lib/eval (and
  // zod) load for it only once the panel is reached, so a visit that never scrolls there skips them.
  useEffect(() => {
    if (!checkWanted) return;
    let live = true;
    const timer = setTimeout(() => {
      void evalRuntime().then(
        (rt) => {
          if (live) setParsed(rt.parseEvalSuite(suiteText));
        },
        () => {
          if (live)
            setParsed({
              ok: false,
              problems: [
                {
                  path: '',
                  where: '(the file)',
                  message: 'the eval code could not be loaded; reload the page',
                },
              ],
            });
        },
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [suiteText, checkWanted]);

  const importSuite = useCallback(async () => {
    const file = await pickFile('application/json,.json');
    if (!file) return;
    if (file.size > MAX_SUITE_CHARS) {
      setImportError(
        `${file.name} was not imported: it is larger than ${MAX_SUITE_CHARS.toLocaleString('en')} bytes.`,
      );
      return;
    }
    const text = await file.text();
    const rt = await evalRuntime();
    const checked = rt.parseEvalSuite(text);
    if (!checked.ok) {
      // The editor keeps what it had: a bad file loses nothing.
      setImportError(
        `${file.name} was not imported: ${rt.formatSuiteProblems(checked.problems.slice(0, 5)).join('; ')}`,
      );
      return;
    }
    setImportError(undefined);
    setSuiteText(text);
  }, [setSuiteText]);

  const exportSuite = useCallback(async () => {
    const rt = await evalRuntime();
    const checked = rt.parseEvalSuite(suiteRef.current);
    if (!checked.ok) {
      setNotice('Fix the suite first: only a suite the CLI can read is exported.');
      return;
    }
    const holdsKey = suiteKeyProblem(suiteRef.current, opts.current.apiKey(), 'exported');
    if (holdsKey) {
      setNotice(holdsKey);
      return;
    }
    downloadText(
      `${safeFileName(checked.suite.name, 'suite')}.eval.json`,
      rt.serializeEvalSuite(checked.suite),
    );
  }, []);

  const approve = useCallback(
    (
      call: { id: string; mcpName: string; arguments: unknown },
      tool: Tool | undefined,
      signal: AbortSignal,
    ) =>
      new Promise<ApprovalDecision>((resolve) => {
        // Runs at once may reuse the provider's call ids: each request gets its own.
        const id = `${call.id}-${Math.random().toString(36).slice(2, 10)}`;
        const remove = () => setApprovals((list) => list.filter((p) => p.id !== id));
        const onAbort = () => {
          remove();
          resolve({ decision: 'deny', reason: 'The eval was stopped.' });
        };
        signal.addEventListener('abort', onAbort, { once: true });
        setApprovals((list) => [
          ...list,
          {
            id,
            toolName: call.mcpName,
            tool: tool as Record<string, unknown> | undefined,
            arguments: call.arguments,
            findings: [],
            reason: approvalPolicy(tool, true).reason,
            answer: (answer: ApprovalAnswer) => {
              signal.removeEventListener('abort', onAbort);
              remove();
              resolve(
                answer.kind === 'deny'
                  ? { decision: 'deny', reason: answer.reason }
                  : answer.kind === 'edit' && isObject(answer.arguments)
                    ? { decision: 'approve', arguments: answer.arguments }
                    : { decision: 'approve' },
              );
            },
          },
        ]);
      }),
    [],
  );

  const run = useCallback(
    async (ab: boolean) => {
      if (abort.current) return;
      const { settings, session, tools, validator, onSettingsProblem } = opts.current;
      const checked = settings();
      if (!checked.ok) {
        setNotice('Fix the model settings first (marked above).');
        onSettingsProblem();
        return;
      }
      const listed = tools();
      if (!session.client() || !listed) {
        setNotice('Connect to an MCP server and list its tools first.');
        return;
      }
      const rt = await evalRuntime();
      const suite = rt.parseEvalSuite(suiteRef.current);
      if (!suite.ok) {
        setNotice('Fix the suite first (its problems are listed under it).');
        return;
      }
      if (suite.suite.cases.length === 0) {
        setNotice('The suite has no cases yet.');
        return;
      }
      const variantList = describeVariant(listed, edits);
      if (ab && variantList.changed.length === 0) {
        setNotice('Edit at least one description for B first: without a change, A and B are the same.');
        return;
      }
      setNotice(undefined);
      const controller = new AbortController();
      abort.current = controller;
      const runs = runsText.trim() === '' ? undefined : clamp(runsText, 1, 100, 1);
      const total =
        suite.suite.cases.reduce((n, c) => n + rt.runsFor(c, suite.suite, runs), 0) * (ab ? 2 : 1);
      setStatus({ kind: 'running', ab, done: 0, total });
      try {
        const mr = await modelRuntime();
        const made = await mr.createLanguageModel(checked.settings);
        if (!made.ok) {
          setStatus({ kind: 'failed', message: made.error });
          return;
        }
        const target = renderTargetOf(made.value.api, checked.strict);
        const options = prepareOptionsOf(made.value.api);
        const base = mr.prepareTools(listed, target, options);
        const variantTools = variantList.tools as unknown as Tool[];
        const variant = ab ? mr.prepareTools(variantTools, target, options) : undefined;
        const report = await rt.runEval({
          suite: suite.suite,
          model: made.value,
          target: { label: "the server's descriptions", tools: base.tools, mcpTools: listed },
          ...(variant
            ? { variant: { label: 'your descriptions', tools: variant.tools, mcpTools: variantTools } }
            : {}),
          executeTool: sessionToolRunner({ client: session.client }),
          ...(unsafeTools === 'ask' ? { approve } : {}),
          autoApproveReadOnly: true,
          ...(runs !== undefined ? { runs } : {}),
          concurrency: clamp(concurrencyText, 1, 8, 2),
          stepLimit: clamp(stepLimitText, 1, 50, 10),
          signal: controller.signal,
          onProgress: (progress) =>
            setStatus((s) =>
              s.kind === 'running' ? { ...s, done: progress.done, total: progress.total } : s,
            ),
          agent: {
            ...(validator ? { validator } : {}),
            limits: { maxAnswerChars: PAGE_MAX_ANSWER_CHARS },
          },
        });
        setStatus({ kind: 'done', report });
      } catch (error) {
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        abort.current = undefined;
        setApprovals([]);
      }
    },
    [approve, concurrencyText, edits, runsText, stepLimitText, unsafeTools],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  const exportReport = useCallback(
    async (format: 'json' | 'junit') => {
      if (status.kind !== 'done') return;
      const report = status.report;
      const name = safeFileName(report.suite, 'eval');
      if (format === 'json') downloadText(`${name}.report.json`, `${JSON.stringify(report, null, 2)}\n`);
      else downloadText(`${name}.junit.xml`, (await evalRuntime()).evalToJunit(report));
    },
    [status],
  );

  useEffect(() => () => abort.current?.abort(), []);

  return {
    suiteText,
    setSuiteText,
    parsed,
    /** Asks for the suite's check (the panel calls it when it is reached). */
    wantCheck,
    importError,
    importSuite: () => void importSuite(),
    exportSuite: () => void exportSuite(),
    loadExample: () => setSuiteText(initialText),
    storage: stored.status,
    runsText,
    setRunsText,
    concurrencyText,
    setConcurrencyText,
    stepLimitText,
    setStepLimitText,
    unsafeTools,
    setUnsafeTools,
    edits: edits as DescriptionEdits,
    setEdits,
    status,
    notice,
    approvals,
    run: (ab: boolean) => void run(ab),
    stop,
    exportReport: (format: 'json' | 'junit') => void exportReport(format),
  };
}
