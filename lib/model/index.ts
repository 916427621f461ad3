/**
 * The model in the loop: a provider client over the Vercel AI SDK (loaded on demand), the agent
 * loop that runs a model over an MCP server's tools with approval, and the scrubber that keeps API
 * keys out of everything it reports. Entry points: {@link createLanguageModel}, {@link runAgent}.
 */
export type {
  AgentEvent,
  AgentEventType,
  AgentRun,
  AgentToolCall,
  ApprovalOutcome,
  ArgumentFinding,
  ModelProblem,
  ModelProblemKind,
  NewAgentEvent,
  StepRecord,
  StopReason,
  TokenUsage,
  ToolCallProblem,
  ToolCallRecord,
  ToolRunStatus,
  ToolSummary,
} from './agent-event';
export { describeModelError, isRetryable, retryAfterMs } from './describe-model-error';
export {
  checkBaseUrl,
  createLanguageModel,
  type ModelApi,
  type ModelHandle,
  type ModelSettings,
  PROVIDER_IDS,
  PROVIDERS,
  type ProviderId,
  type ProviderInfo,
  type Result,
  type SdkLanguageModel,
} from './provider';
export {
  type AgentTool,
  type ApprovalDecision,
  DEFAULT_STEP_LIMIT,
  type RunAgentOptions,
  type RunnableToolCall,
  runAgent,
} from './run-agent';
export { createSecretScrubber, type SecretScrubber } from './secret-scrubber';
export { type ModelToolOutput, type ToolExecution, toolOutputForModel } from './tool-output';
