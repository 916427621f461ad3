/**
 * JSON-RPC method names of MCP 2026-07-28, grouped by who sends them. Values are case-sensitive
 * and travel verbatim in the `Mcp-Method` header.
 */
export const METHODS = {
  discover: 'server/discover',
  toolsList: 'tools/list',
  toolsCall: 'tools/call',
  promptsList: 'prompts/list',
  promptsGet: 'prompts/get',
  resourcesList: 'resources/list',
  resourcesTemplatesList: 'resources/templates/list',
  resourcesRead: 'resources/read',
  subscriptionsListen: 'subscriptions/listen',
  completionComplete: 'completion/complete',
  elicitationCreate: 'elicitation/create',
  samplingCreateMessage: 'sampling/createMessage',
  rootsList: 'roots/list',
} as const;

/** Notification method names of MCP 2026-07-28. */
export const NOTIFICATIONS = {
  cancelled: 'notifications/cancelled',
  progress: 'notifications/progress',
  message: 'notifications/message',
  resourcesUpdated: 'notifications/resources/updated',
  resourcesListChanged: 'notifications/resources/list_changed',
  toolsListChanged: 'notifications/tools/list_changed',
  promptsListChanged: 'notifications/prompts/list_changed',
  subscriptionsAcknowledged: 'notifications/subscriptions/acknowledged',
} as const;

/** Requests a modern client may send (`ClientRequest`). There is no `initialize` and no `ping`. */
export const CLIENT_REQUEST_METHODS = [
  METHODS.discover,
  METHODS.toolsList,
  METHODS.toolsCall,
  METHODS.promptsList,
  METHODS.promptsGet,
  METHODS.resourcesList,
  METHODS.resourcesTemplatesList,
  METHODS.resourcesRead,
  METHODS.subscriptionsListen,
  METHODS.completionComplete,
] as const;

/** The only notification a modern client sends, and only on stdio. */
export const CLIENT_NOTIFICATION_METHODS = [NOTIFICATIONS.cancelled] as const;

/** Notifications a modern server may send (`ServerNotification`). */
export const SERVER_NOTIFICATION_METHODS = [
  NOTIFICATIONS.cancelled,
  NOTIFICATIONS.progress,
  NOTIFICATIONS.message,
  NOTIFICATIONS.resourcesUpdated,
  NOTIFICATIONS.resourcesListChanged,
  NOTIFICATIONS.toolsListChanged,
  NOTIFICATIONS.promptsListChanged,
  NOTIFICATIONS.subscriptionsAcknowledged,
] as const;

/**
 * Methods that appear only inside `inputRequests` of an `input_required` result (MRTR). They are
 * never sent as JSON-RPC requests in 2026-07-28, since servers may not initiate requests.
 */
export const INPUT_REQUEST_METHODS = [
  METHODS.elicitationCreate,
  METHODS.samplingCreateMessage,
  METHODS.rootsList,
] as const;

/** The only requests whose result may be `input_required`. */
export const INPUT_REQUIRED_METHODS = [METHODS.toolsCall, METHODS.promptsGet, METHODS.resourcesRead] as const;

/** Requests whose complete results must carry the cache hints `ttlMs` and `cacheScope`. */
export const CACHEABLE_METHODS = [
  METHODS.discover,
  METHODS.toolsList,
  METHODS.promptsList,
  METHODS.resourcesList,
  METHODS.resourcesTemplatesList,
  METHODS.resourcesRead,
] as const;

/** Paginated list requests (`cursor` in, `nextCursor` out). */
export const PAGINATED_METHODS = [
  METHODS.toolsList,
  METHODS.promptsList,
  METHODS.resourcesList,
  METHODS.resourcesTemplatesList,
] as const;

export type ClientRequestMethod = (typeof CLIENT_REQUEST_METHODS)[number];
export type ServerNotificationMethod = (typeof SERVER_NOTIFICATION_METHODS)[number];
export type InputRequestMethod = (typeof INPUT_REQUEST_METHODS)[number];

/** A method or notification that existed up to 2025-11-25 and is gone from 2026-07-28 core. */
export interface RemovedMethod {
  readonly method: string;
  /** One line on why it went and what replaces it. */
  readonly reason: string;
}

/** Methods and notifications removed in 2026-07-28, with what replaces each. */
export const REMOVED_METHODS: readonly RemovedMethod[] = [
  {
    method: 'initialize',
    reason:
      'No handshake: each request carries its version and capabilities in _meta; server/discover reports what the server supports.',
  },
  { method: 'notifications/initialized', reason: 'No handshake, so nothing to acknowledge.' },
  {
    method: 'ping',
    reason: 'No session to keep alive; any request (e.g. server/discover) shows the server is up.',
  },
  {
    method: 'logging/setLevel',
    reason: 'Log level is chosen per request with _meta io.modelcontextprotocol/logLevel.',
  },
  {
    method: 'resources/subscribe',
    reason: 'Replaced by subscriptions/listen with notifications.resourceSubscriptions.',
  },
  { method: 'resources/unsubscribe', reason: 'Closing the subscriptions/listen stream ends a subscription.' },
  {
    method: 'notifications/roots/list_changed',
    reason: 'Roots are asked for through MRTR on each request, so there is no client state to invalidate.',
  },
  {
    method: 'notifications/elicitation/complete',
    reason: 'URL elicitation finishes by the client retrying the request; elicitationId is gone.',
  },
  {
    method: 'tasks/get',
    reason:
      'Tasks moved out of core into the io.modelcontextprotocol/tasks extension, which defines tasks/get again for clients that declare it.',
  },
  {
    method: 'tasks/result',
    reason:
      'Tasks moved out of core into the io.modelcontextprotocol/tasks extension, which has no tasks/result: tasks/get carries the result once the task is done.',
  },
  {
    method: 'tasks/list',
    reason:
      'Tasks moved out of core into the io.modelcontextprotocol/tasks extension, which has no tasks/list: a task is reached only through its id.',
  },
  {
    method: 'tasks/cancel',
    reason:
      'Tasks moved out of core into the io.modelcontextprotocol/tasks extension, which defines tasks/cancel again for clients that declare it.',
  },
  {
    method: 'notifications/tasks/status',
    reason:
      'Tasks moved out of core into the io.modelcontextprotocol/tasks extension, whose status notification is notifications/tasks on a subscriptions/listen stream.',
  },
];

const removed = new Set(REMOVED_METHODS.map((m) => m.method));
const clientRequests = new Set<string>(CLIENT_REQUEST_METHODS);

/** True when `method` was part of the protocol up to 2025-11-25 and is not in 2026-07-28 core. */
export function isRemovedMethod(method: string): boolean {
  return removed.has(method);
}

/** True when a modern client may send `method` as a JSON-RPC request. */
export function isClientRequestMethod(method: string): method is ClientRequestMethod {
  return clientRequests.has(method);
}
