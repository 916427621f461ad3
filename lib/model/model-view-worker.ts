import type { Tool } from '../spec/tool';
import { prepareTools } from './prepare-tools';
import type { PrepareToolsResult, RenderTarget } from './prepared-tool';
import { estimateTokens } from './tokens/estimate-tokens';
import type { TokenEncoder } from './tokens/token-encoder';
import type { TokenReport } from './tokens/token-report';

/** Messages from the page to the "what the model sees" Worker. */
export type ModelViewRequest =
  | {
      type: 'prepare';
      id: number;
      tools: readonly unknown[];
      target: RenderTarget;
      strictApi?: 'chat' | 'responses';
      /** Also estimate the tokens (loads the tokenizer on the first such request). */
      count: boolean;
    }
  /** Stops the count of request `id` (a newer one replaces it, or the view closed). */
  | { type: 'cancel'; id: number };

/** Messages from the Worker to the page, matched by `id`. */
export type ModelViewReply =
  | { type: 'prepared'; id: number; result: PrepareToolsResult }
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'estimated'; id: number; report: TokenReport }
  | { type: 'failed'; id: number; message: string };

export interface ModelViewHost {
  post(reply: ModelViewReply): void;
  loadEncoder(): Promise<TokenEncoder>;
  /** Lets queued messages (a cancel) run: a macrotask turn in a Worker. */
  pause(): Promise<void>;
}

/**
 * The Worker's side: converts the list (never blocking the page, even for thousands of tools), then
 * counts its tokens in slices, taking cancels between them, with progress along the way.
 */
export function createModelViewHandler(host: ModelViewHost) {
  const cancelled = new Set<number>();
  return async function handle(message: ModelViewRequest): Promise<void> {
    if (message.type === 'cancel') {
      cancelled.add(message.id);
      return;
    }
    const { id, target } = message;
    let result: PrepareToolsResult;
    try {
      result = prepareTools(
        message.tools as Tool[],
        target,
        message.strictApi ? { strictApi: message.strictApi } : {},
      );
    } catch (error) {
      host.post({ type: 'failed', id, message: `The conversion failed: ${(error as Error).message}` });
      return;
    }
    host.post({ type: 'prepared', id, result });
    if (!message.count) return;
    try {
      const encoder = await host.loadEncoder();
      const report = await estimateTokens(result, target, encoder, {
        cancelled: () => cancelled.has(id),
        pause: host.pause,
        onProgress: (done, total) => host.post({ type: 'progress', id, done, total }),
      });
      if (report) host.post({ type: 'estimated', id, report });
    } catch (error) {
      host.post({ type: 'failed', id, message: `Counting tokens failed: ${(error as Error).message}` });
    } finally {
      cancelled.delete(id);
    }
  };
}
