/**
 * Tool-choice evals: suite files (`mcp-tool-lab/eval` v1) with their JSON Schema and a parser that
 * places errors in the text, the scoring of one run, the runner (N runs per case, concurrency,
 * A/B against a variant tool list) and the report in JSON, text and JUnit.
 */
export { applyVariant, type VariantResult } from './apply-variant';
export {
  type CaseComparison,
  type CaseResult,
  type ConfusionEntry,
  EVAL_REPORT_FORMAT,
  EVAL_REPORT_VERSION,
  type EvalReport,
  expectedLabel,
  type LatencyStats,
  type PickCount,
  type RunResult,
  type TargetResult,
} from './eval-report';
export {
  EVAL_FORMAT,
  EVAL_LIMITS,
  EVAL_VERSION,
  type EvalCase,
  type EvalExpectation,
  type EvalSuite,
  EvalSuiteSchema,
  type ExpectedToolCall,
  emptyEvalSuite,
} from './eval-suite-schema';
export { evalToJunit } from './eval-to-junit';
export { formatEvalReport } from './format-eval-report';
export {
  formatSuiteProblems,
  type ParsedEvalSuite,
  parseEvalSuite,
  readEvalSuite,
  type SuiteProblem,
  serializeEvalSuite,
} from './parse-eval-suite';
export {
  DEFAULT_CONCURRENCY,
  type EvalProgress,
  type EvalTarget,
  type RunEvalOptions,
  runEval,
  runsFor,
  type TargetName,
} from './run-eval';
export { type ArgumentMismatch, type RunVerdict, scoreRun } from './score-run';
export { type Interval, wilsonInterval } from './wilson-interval';
