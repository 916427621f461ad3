/**
 * The MCP client core: talks to any Streamable HTTP MCP server through an injected `fetch` —
 * modern (2026-07-28, per-request metadata) or legacy (2025-11-25 and older, `initialize` +
 * session) — and records every step on a typed, JSON-serialisable timeline.
 *
 * Entry point: {@link createClient}. State machines (connection, MRTR rounds, timeline) are
 * exported as reducers so a UI can drive and test them on their own.
 */
export {
  type AuthChecklist,
  type AuthorizationPrompt,
  type AuthorizationResult,
  type AuthorizationState,
  type Authorizer,
  authChecklists,
  type ChecklistExchange,
  type ChecklistStatus,
  type ChecklistStep,
  isClientMetadataUrl,
  type OAuthOptions,
  type PendingAuthorization,
  type PreRegisteredClient,
  scrubSecrets,
  type TokenEndpointAuthMethod,
  type UserAgentStep,
} from './auth/index';
export type { CallToolOptions, CallToolOutcome } from './call-tool';
export {
  type ArgumentCheck,
  type ArgumentErrors,
  type ArgumentProblem,
  type ArgumentText,
  checkArguments,
  checkArgumentText,
  readArgumentText,
  withSchemaAnswer,
} from './check-arguments';
export { type ClientError, type ClientErrorKind, describeClientError, type Outcome } from './client-error';
export {
  type ClientLimits,
  type ClientOptions,
  type ClientTimeouts,
  DEFAULT_CLIENT_INFO,
  DEFAULT_LIMITS,
  DEFAULT_TIMEOUTS,
  type FetchLike,
  type InputRequestContext,
  type InputRequestHandler,
  type StorageLike,
  type Timers,
} from './client-options';
export {
  type ConnectionAction,
  type ConnectionState,
  chooseVersion,
  connectionReducer,
  initialConnectionState,
  MAX_PROBE_ATTEMPTS,
  type ServerIdentity,
} from './connection-state';
export { type CreateClientOptions, createClient, type McpClient, type RequestOptions } from './create-client';
export { describeEvent } from './describe-event';
export { createMemoryStorage, eraKey, type RememberedEra } from './era-memory';
export type { FollowOutcome, FollowTaskOptions } from './follow-task';
export type { ListProvenance, ListToolsOptions, ToolListing, ToolPage } from './list-tools';
export type {
  ListenEnd,
  ListenHandle,
  ListenNotification,
  ListenOptions,
  SubscriptionFilter,
} from './listen';
export {
  DEFAULT_MAX_MRTR_ROUNDS,
  initialMrtrState,
  type MrtrAction,
  type MrtrRound,
  type MrtrState,
  mrtrReducer,
  retryParams,
} from './mrtr-rounds';
export type { ReadyConnection } from './negotiate';
export { replayRoundsOf } from './replay-rounds';
export {
  type CacheScope,
  cacheHints,
  createResponseCache,
  type Provenance,
  type ResponseCache,
} from './response-cache';
export type { ResumeTaskOptions } from './resume-task';
export type { ProgressUpdate } from './rpc';
export {
  announcesListChanges,
  createSession,
  type ResumeAuthorization,
  type Session,
  type SessionOptions,
} from './session';
export {
  initialSessionState,
  type ListenState,
  type ListState,
  listingOf,
  MOCK_URL,
  type SessionEvent,
  type SessionState,
  sessionReducer,
  shownListing,
  type Target,
} from './session-model';
export { progressOfStatus, type StatusProgress } from './status-progress';
export { nextPollDelay } from './task-poll-delay';
export { isSettled, observeTask, type TaskSource, type TaskStep, type TaskView } from './task-tracker';
export {
  createTimeline,
  DEFAULT_TIMELINE_LIMIT,
  eventsOfExchange,
  exportTimeline,
  groupByOperation,
  importTimeline,
  initialTimelineState,
  type Timeline,
  type TimelineAction,
  type TimelineExport,
  type TimelineState,
  timelineReducer,
} from './timeline';
export {
  type AuthEvent,
  type AuthStep,
  type CacheEvent,
  type DiagnosticsEvent,
  type Era,
  type ErrorEvent,
  type ExchangeFinishedEvent,
  type ExchangePurpose,
  type HttpBodyEvent,
  type HttpRequestEvent,
  type HttpResponseEvent,
  type ListenEvent,
  type MrtrRoundEvent,
  type NegotiationEvent,
  type NewTimelineEvent,
  type NotificationEvent,
  type OperationFinishedEvent,
  type OperationKind,
  type OperationStartedEvent,
  type ProgressEvent,
  type RecordedBody,
  type ServerRequestEvent,
  type SseCommentEvent,
  type SseEventEvent,
  type TaskEvent,
  TIMELINE_EVENT_TYPES,
  TIMELINE_SCHEMA_VERSION,
  type TimelineEvent,
  type TimelineEventType,
  type WarningCode,
  type WarningEvent,
} from './timeline-event';
export {
  catalogTools,
  type DuplicateTool,
  type ExcludedTool,
  headerDeclarations,
  type ParamHeaderDeclaration,
  type ToolCatalog,
  type ToolEntry,
} from './tool-catalog';
export {
  type ClientValidator,
  createLocalValidator,
  type InstanceCheck,
  type ValidatorOutcome,
  type ValueCheck,
  validationLoadFailure,
  withProfile,
} from './validation';
