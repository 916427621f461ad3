import type { Diagnostic } from '../validate/diagnostic';
import type { SpecVersion } from '../validate/spec-version';
import type { HeaderEntry } from '../wire/secret-headers';
import type { ClientError } from './client-error';

/**
 * The wire timeline: every step the client takes, as plain JSON-serialisable records. The
 * playground renders them, exports and imports them (so the shapes below are a file format:
 * change them only together with {@link TIMELINE_SCHEMA_VERSION}), and tests assert on them.
 *
 * Grouping: `operationId` ties events to one user-level action (a connect, a `listTools`, one
 * `callTool` with all its MRTR rounds, a `listen`); `exchangeId` ties them to one HTTP exchange.
 * `id` is unique within a timeline and never reused; `seq` orders events.
 *
 * Secrets never appear in plain text: credential headers are masked when recorded (see
 * `HeaderEntry.secret`).
 */
export const TIMELINE_SCHEMA_VERSION = 2;

/** Older export versions that still import: version 1 lacks the `auth` events, nothing else. */
export const TIMELINE_IMPORTABLE_VERSIONS: readonly number[] = [1, 2];

/** Era of the server: handshake-based up to 2025-11-25, per-request metadata from 2026-07-28. */
export type Era = 'modern' | 'legacy';

export type OperationKind =
  | 'connect'
  | 'list-tools'
  | 'call-tool'
  | 'listen'
  | 'request'
  | 'close'
  | 'authorize';

/** Why an HTTP exchange happened. */
export type ExchangePurpose =
  | 'probe'
  | 'initialize'
  | 'initialized'
  | 'request'
  | 'listen'
  | 'answer-server-request'
  | 'cancel'
  | 'end-session'
  /** OAuth: protected resource or authorization server metadata (GET). */
  | 'auth-metadata'
  /** OAuth: Dynamic Client Registration (POST). */
  | 'auth-registration'
  /** OAuth: the token endpoint, for a code or a refresh token (POST). */
  | 'auth-token';

/** A body as recorded: the exact text (possibly cut at the recording limit) and its JSON value. */
export interface RecordedBody {
  text: string;
  bytes: number;
  /** True when `text` was cut at the recording limit (the wire carried more). */
  truncated: boolean;
  /** The parsed body, when it is complete and valid JSON. */
  json?: unknown;
}

interface EventBase {
  /** Unique within the timeline, e.g. "e42". */
  id: string;
  /** Position in the timeline (1-based, strictly increasing). */
  seq: number;
  /** Wall-clock time, epoch milliseconds. */
  at: number;
  operationId?: string;
  exchangeId?: string;
}

export interface OperationStartedEvent extends EventBase {
  type: 'operation-started';
  operation: OperationKind;
  /** Short label, e.g. "tools/call get_weather". */
  title: string;
  /** What was asked, e.g. the tool name and arguments. */
  detail?: unknown;
}

export interface OperationFinishedEvent extends EventBase {
  type: 'operation-finished';
  operation: OperationKind;
  outcome: 'ok' | 'failed' | 'cancelled';
  durationMs: number;
  /** One line, e.g. "3 tools (1 excluded), 2 pages from the network". */
  summary: string;
}

export interface HttpRequestEvent extends EventBase {
  type: 'http-request';
  purpose: ExchangePurpose;
  method: string;
  url: string;
  /** Exactly the headers sent, in order; secrets masked. */
  headers: HeaderEntry[];
  body?: RecordedBody;
  /** The JSON-RPC envelope in the body, for quick filtering. */
  rpc?: { kind: 'request' | 'notification' | 'response'; method?: string; id?: string | number };
}

export interface HttpResponseEvent extends EventBase {
  type: 'http-response';
  status: number;
  statusText: string;
  headers: HeaderEntry[];
  /** Media type of the body (`application/json`, `text/event-stream`, …); empty when absent. */
  contentType: string;
  /** Time from sending to the response headers. */
  elapsedMs: number;
}

/** A whole non-streamed body (JSON, or whatever else the server sent). */
export interface HttpBodyEvent extends EventBase {
  type: 'http-body';
  body: RecordedBody;
  elapsedMs: number;
}

export interface SseEventEvent extends EventBase {
  type: 'sse-event';
  /** 0-based position in its stream. */
  index: number;
  event?: string;
  sseId?: string;
  data: string;
  /** Set when the event carries nothing usable: a priming event, another event type, bad JSON. */
  ignored?: string;
  /** The JSON-RPC message it carries. */
  message?: unknown;
  elapsedMs: number;
}

export interface SseCommentEvent extends EventBase {
  type: 'sse-comment';
  text: string;
  elapsedMs: number;
}

export interface ExchangeFinishedEvent extends EventBase {
  type: 'exchange-finished';
  outcome: 'response' | 'accepted' | 'failed' | 'timeout' | 'aborted' | 'closed';
  status?: number;
  durationMs: number;
  bytes: number;
  error?: ClientError;
}

export interface NegotiationEvent extends EventBase {
  type: 'negotiation';
  step:
    | 'remembered'
    | 'probe'
    | 'modern'
    | 'version-retry'
    | 'legacy-fallback'
    | 'legacy-ready'
    | 'session-expired'
    | 'reprobe'
    | 'failed';
  era?: Era;
  protocolVersion?: string;
  reason: string;
}

export interface CacheEvent extends EventBase {
  type: 'cache';
  action: 'hit' | 'miss' | 'stale' | 'stored' | 'not-stored' | 'bypass' | 'invalidated';
  method: string;
  /** The page's cursor (absent for the first page). */
  cursor?: string;
  scope?: 'public' | 'private';
  ageMs?: number;
  ttlMs?: number;
  ttlLeftMs?: number;
  reason?: string;
}

/** One MRTR step of a tools/call; all rounds of a call share its `operationId`. */
export interface MrtrRoundEvent extends EventBase {
  type: 'mrtr-round';
  round: number;
  phase: 'input-required' | 'answered' | 'limit-reached';
  inputRequests?: Record<string, unknown>;
  inputResponses?: Record<string, unknown>;
  /** The opaque state exactly as received (it is echoed byte for byte). */
  requestState?: string;
}

export interface ProgressEvent extends EventBase {
  type: 'progress';
  progressToken: string | number;
  progress: number;
  total?: number;
  message?: string;
}

export interface NotificationEvent extends EventBase {
  type: 'notification';
  method: string;
  params?: unknown;
  channel: 'request-stream' | 'listen-stream';
  subscriptionId?: string | number;
}

/** A request a legacy server sent to the client on a stream, and what the client did. */
export interface ServerRequestEvent extends EventBase {
  type: 'server-request';
  method: string;
  requestId: string | number;
  answer: 'answered' | 'declined' | 'failed';
  reason?: string;
}

export interface ListenEvent extends EventBase {
  type: 'listen';
  phase: 'acknowledged' | 'ended' | 'relistening';
  subscriptionId: string | number;
  /** What the server agreed to deliver (on `acknowledged`). */
  acknowledged?: Record<string, unknown>;
  /** Requested notification types the server dropped. */
  dropped?: string[];
  end?: 'graceful' | 'abrupt' | 'closed-by-client';
  reason?: string;
}

export type WarningCode =
  | 'tool-excluded'
  | 'duplicate-tool-name'
  | 'cursor-loop'
  | 'page-limit'
  | 'cache-scope-mismatch'
  | 'missing-result-type'
  | 'stray-message'
  | 'ignored-sse-event'
  | 'subscription-id-missing'
  | 'subscription-id-mismatch'
  | 'header-overridden'
  | 'tool-not-listed'
  | 'arguments-invalid'
  | 'arguments-unchecked'
  | 'header-value'
  | 'ack-incomplete'
  | 'server-request-declined'
  | 'number-header-lenient'
  | 'session-expired'
  | 'header-mismatch-retry'
  | 'resent'
  | 'redirect-followed'
  | 'validation-unavailable';

export interface WarningEvent extends EventBase {
  type: 'warning';
  code: WarningCode;
  message: string;
  detail?: unknown;
}

/** Findings of lib/validate about something the server sent (never fatal). */
export interface DiagnosticsEvent extends EventBase {
  type: 'diagnostics';
  subject: 'tools-list-result' | 'call-result' | 'message';
  diagnostics: Diagnostic[];
  /** Page index (tools-list-result) or tool name (call-result). */
  page?: number;
  tool?: string;
  /**
   * On a legacy connection: the version the value was checked at (the negotiated one), by its own
   * schema and rules rather than 2026-07-28's.
   */
  specVersion?: SpecVersion;
}

/** A step of the OAuth flow, in the order a checklist shows them. */
export type AuthStep =
  | 'challenge'
  | 'resource-metadata'
  | 'authorization-server-metadata'
  | 'client-registration'
  | 'authorization-request'
  | 'authorization-response'
  | 'token-request'
  | 'token-refresh'
  | 'step-up'
  | 'migration'
  | 'authorized'
  | 'signed-out';

/**
 * One step of the OAuth flow. `flowId` ties the steps of one authorization together; a step that
 * made an HTTP exchange carries its `exchangeId`. Nothing secret is ever in here: tokens, codes,
 * verifiers and client secrets are left out or masked before they are recorded.
 */
export interface AuthEvent extends EventBase {
  type: 'auth';
  flowId: string;
  step: AuthStep;
  /** `attempt`: one try of several (a well-known URL that answered 404, say); `skipped`: not needed. */
  status: 'started' | 'attempt' | 'ok' | 'failed' | 'skipped';
  /** One sentence, e.g. "Found the protected resource metadata at …". */
  message: string;
  /** For failures: exactly what to change, and where. */
  fix?: string;
  /** Non-secret facts of the step (URLs, issuer, scopes, methods). */
  detail?: Record<string, unknown>;
}

export interface ErrorEvent extends EventBase {
  type: 'error';
  error: ClientError;
}

export type TimelineEvent =
  | OperationStartedEvent
  | OperationFinishedEvent
  | HttpRequestEvent
  | HttpResponseEvent
  | HttpBodyEvent
  | SseEventEvent
  | SseCommentEvent
  | ExchangeFinishedEvent
  | NegotiationEvent
  | CacheEvent
  | MrtrRoundEvent
  | ProgressEvent
  | NotificationEvent
  | ServerRequestEvent
  | ListenEvent
  | WarningEvent
  | DiagnosticsEvent
  | AuthEvent
  | ErrorEvent;

export type TimelineEventType = TimelineEvent['type'];

/** Every event type, for import checks and UI filters. */
export const TIMELINE_EVENT_TYPES: readonly TimelineEventType[] = [
  'operation-started',
  'operation-finished',
  'http-request',
  'http-response',
  'http-body',
  'sse-event',
  'sse-comment',
  'exchange-finished',
  'negotiation',
  'cache',
  'mrtr-round',
  'progress',
  'notification',
  'server-request',
  'listen',
  'warning',
  'diagnostics',
  'auth',
  'error',
];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An event before the timeline numbers it. */
export type NewTimelineEvent = DistributiveOmit<TimelineEvent, 'id' | 'seq'>;
