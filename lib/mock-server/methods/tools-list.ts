import { ERROR_CODES } from '../../spec/error-codes';
import { reject } from '../json-rpc';
import { paginate } from '../pager';
import type { MethodHandler } from './method-handler';
import { cacheHints, replyError, replyResult } from './reply';

/**
 * `tools/list`: one page of the catalogue, always in the same order while the set is unchanged
 * (clients and model prompt caches rely on it), with `nextCursor` until the last page and the
 * same cache hints on every page.
 */
export const toolsListHandler: MethodHandler = {
  run(call) {
    const { runtime } = call;
    const page = paginate(runtime.registry.list(), call.params.cursor, runtime.options.pageSize);
    if (!page.ok)
      return replyError(call, reject(200, ERROR_CODES.invalidParams, `Invalid params: ${page.problem}.`));
    const result: Record<string, unknown> = {
      resultType: 'complete',
      tools: page.items.map((entry) => entry.tool.definition),
      ...cacheHints(runtime),
    };
    if (page.nextCursor !== undefined) result.nextCursor = page.nextCursor;
    return replyResult(call, result);
  },
};
