export { callResultErrors, messageErrors } from './message-errors';
export {
  mcpRequest,
  parseSse,
  readEvents,
  readMessage,
  readMessages,
  type SseEvent,
  TEST_URL,
  type TestRequestOptions,
} from './mock-exchange';
