import { ERROR_CODES } from '../../spec/error-codes';
import type { MockTool } from '../mock-tool';
import { asTask } from '../mock-tool';

const ISSUES = 4800;
const BATCHES = 4;
/** The batch at which the (pretend) index volume fills up. */
const FAILS_AT = 3;

/**
 * The failed-task example, and the tool that needs a task. A client that did not declare
 * io.modelcontextprotocol/tasks gets -32021 naming the extension; one that did gets a task that
 * indexes a few batches, then fails with a JSON-RPC error — status `failed`, the error inlined —
 * which is how a task reports a protocol-level failure (a tool execution error would still be
 * `completed`, with `isError: true` in its result).
 */
export const rebuildSearchIndexTool: MockTool = {
  definition: {
    name: 'rebuild_search_index',
    title: 'Rebuild the issue search index',
    description:
      'Rebuild the full-text index that search_issues uses, from scratch. It takes a while, so it runs only as a task: the client must declare the io.modelcontextprotocol/tasks extension (other clients get error -32021). In this demo it always fails partway through (the index volume fills up), to show what a failed task looks like; the old index stays in use. Use this only when the user asks to rebuild the search index.',
    inputSchema: {
      type: 'object',
      properties: {
        step_ms: {
          type: 'integer',
          minimum: 0,
          maximum: 10000,
          default: 700,
          description: 'Milliseconds each batch of issues takes (0–10000), to make progress visible.',
        },
      },
      additionalProperties: false,
    },
    annotations: {
      title: 'Rebuild the issue search index',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
  },
  taskSupport: 'required',
  run: () =>
    asTask(
      async (task) => {
        const step = (task.arguments.step_ms as number | undefined) ?? 700;
        const per = ISSUES / BATCHES;
        for (let batch = 1; batch <= BATCHES; batch++) {
          task.progress(
            batch - 1,
            BATCHES,
            `Indexing issues ${(batch - 1) * per + 1}–${batch * per} (batch ${batch}/${BATCHES})`,
          );
          await task.sleep(step);
          if (batch === FAILS_AT) {
            return {
              type: 'error',
              status: 500,
              code: ERROR_CODES.internalError,
              message: `The index volume is full after ${batch * per} of ${ISSUES} issues (the rebuild needs 2.1 GB, 0.4 GB is free). The old index is still in use; nothing was changed.`,
              data: { indexed: batch * per, total: ISSUES },
            };
          }
        }
        return { type: 'complete', result: { content: [{ type: 'text', text: 'Index rebuilt.' }] } };
      },
      { pollIntervalMs: 500, statusMessage: 'Queued behind no other rebuild' },
    ),
};
