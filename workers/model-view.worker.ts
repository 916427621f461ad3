// The "what the model sees" worker: converts tool lists for each provider and estimates their
// tokens off the main thread (the tokenizer loads here, on the first count). The logic is in
// lib/model/model-view-worker.ts; the page talks to it through lib/browser/model-view-client.ts.
import {
  createModelViewHandler,
  type ModelViewReply,
  type ModelViewRequest,
} from '../lib/model/model-view-worker';
import { loadO200kEncoder } from '../lib/model/tokens/token-encoder';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ModelViewRequest>) => void) | null;
  postMessage(message: ModelViewReply): void;
}

const scope = self as unknown as WorkerScope;
const handle = createModelViewHandler({
  post: (reply) => scope.postMessage(reply),
  loadEncoder: loadO200kEncoder,
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
});
scope.onmessage = (event) => void handle(event.data);
