import { stringifyDeep } from '../../json/stringify-deep';
import type { PrepareToolsResult, RenderTarget } from '../prepared-tool';
import { OFFLINE_METHOD, type TokenEncoder } from './token-encoder';
import {
  ESTIMATE_CAVEATS,
  payloadItems,
  sortToolTokens,
  type TokenReport,
  type ToolTokens,
} from './token-report';

export interface EstimateOptions {
  /** Called after each tool, for a progress bar (counting 500 big tools takes seconds). */
  onProgress?(done: number, total: number): void;
  /** Checked between tools: return true to stop early (the result is then undefined). */
  cancelled?(): boolean;
  /**
   * Awaited every few tools, so a Worker can take messages (a cancel) between slices of a long
   * count. Default: none (the count runs through).
   */
  pause?(): Promise<void>;
}

/** Tools counted between two pauses. */
const SLICE = 16;

/**
 * The offline estimate: each tool's JSON as the provider receives it, and the whole payload (its
 * tokens are not quite the sum: tokenizers merge across the joins), counted with `encoder`.
 */
export async function estimateTokens(
  result: PrepareToolsResult,
  target: RenderTarget,
  encoder: TokenEncoder,
  options: EstimateOptions = {},
): Promise<TokenReport | undefined> {
  const items = payloadItems(result);
  const rows: ToolTokens[] = [];
  for (const [i, item] of items.entries()) {
    if (options.pause && i > 0 && i % SLICE === 0) await options.pause();
    if (options.cancelled?.()) return undefined;
    const tool = result.tools[i]!;
    rows.push({
      mcpName: tool.mcpName,
      modelName: tool.modelName,
      tokens: encoder.count(stringifyDeep(item)),
    });
    options.onProgress?.(i + 1, items.length + 1);
  }
  if (options.pause) await options.pause();
  if (options.cancelled?.()) return undefined;
  const total = items.length === 0 ? 0 : encoder.count(stringifyDeep(result.payload));
  options.onProgress?.(items.length + 1, items.length + 1);
  return {
    target,
    method: 'estimate',
    methodLabel: OFFLINE_METHOD,
    caveat: ESTIMATE_CAVEATS[target],
    perTool: sortToolTokens(rows),
    total,
  };
}
