export { completionHandler } from './completion';
export { discoverHandler, SUPPORTED_VERSIONS } from './discover';
export type { MethodHandler, Prepared, PrepareVerdict } from './method-handler';
export { promptsGetHandler, promptsListHandler } from './prompts';
export { cacheHints, replyError, replyResult, withServerInfo } from './reply';
export { resourcesListHandler, resourcesReadHandler, resourceTemplatesListHandler } from './resources';
export { subscriptionsListenHandler } from './subscriptions-listen';
export { outcomeReply, toolsCallHandler } from './tools-call';
export { toolsListHandler } from './tools-list';
