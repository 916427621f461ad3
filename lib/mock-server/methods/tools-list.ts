import { ERROR_CODES } from '../../spec/error-codes';
import { reject } from '../json-rpc';
import { paginate } from '../pager';
import type { MethodHandler } from './method-handler';
import { cacheHints, replyError, replyResult } from './reply';

/**
 * `tools/list`: one page of the catalogue, always in the same order while the set is unchanged
 * (clients and model prompt caches rely on it), with `nextCursor` until the last page and the
 * same cache hints on every page. The list is the caller's scope's (switchable tools on or off);
 * cursors are offsets into it, so any instance can serve the next page.
 */
export const toolsListHandler: MethodHandler = {
  async run(call) {
    const { runtime } = call;
    const listed = runtime.registry.list(await runtime.switchedOn(call.scope));
    const page = paginate(listed, call.params.cursor, runtime.options.pageSize);
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
