// The validation worker: runs lib/validate off the main thread so typing never waits for it. All the
// logic is in lib/validate/handle-worker-request.ts (messages: worker-protocol.ts); the page talks to it
// through lib/browser/validation-client.ts.
import { handleValidationWorkerRequest } from '../lib/validate/handle-worker-request';
import type { ValidationWorkerMessage } from '../lib/validate/worker-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: ValidationWorkerMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  scope.postMessage(handleValidationWorkerRequest(event.data));
};

// Compile the meta-schemas once before saying "ready", so the first request's time limit measures
// the request and not the warm-up.
handleValidationWorkerRequest({
  type: 'validate',
  id: 0,
  text: '{"name": "warm_up", "inputSchema": {"type": "object"}, "outputSchema": {"type": "object"}}',
  kind: 'tool',
  profile: 'default',
});
scope.postMessage({ type: 'ready' });
