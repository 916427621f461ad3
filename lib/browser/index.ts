export {
  createMockServerBridge,
  type FetchLike,
  type MockServerBridge,
  type WorkerLike,
} from './mock-server-bridge';
export { browserStorage, type StorageLike, type StorageResult } from './storage';
export {
  type ClientOutcome,
  createValidationClient,
  type ValidationClient,
  type ValidationClientError,
  type ValidationClientOptions,
} from './validation-client';
