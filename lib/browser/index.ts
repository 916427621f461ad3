export {
  createMockServerBridge,
  type FetchLike,
  type MockServerBridge,
  type WorkerLike,
} from './mock-server-bridge';
