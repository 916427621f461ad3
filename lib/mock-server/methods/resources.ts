import { ERROR_CODES } from '../../spec/error-codes';
import { type JsonObject, reject } from '../json-rpc';
import { paginate } from '../pager';
import type { MethodHandler } from './method-handler';
import { cacheHints, replyError, replyResult } from './reply';

function invalidCursor(problem: string) {
  return reject(200, ERROR_CODES.invalidParams, `Invalid params: ${problem}.`);
}

/** `resources/list`: the concrete resources (templates are listed separately). */
export const resourcesListHandler: MethodHandler = {
  run(call) {
    const { runtime } = call;
    const page = paginate(runtime.resources, call.params.cursor, runtime.options.pageSize);
    if (!page.ok) return replyError(call, invalidCursor(page.problem));
    const result: JsonObject = {
      resultType: 'complete',
      resources: page.items.map((entry) => entry.resource),
      ...cacheHints(runtime),
    };
    if (page.nextCursor !== undefined) result.nextCursor = page.nextCursor;
    return replyResult(call, result);
  },
};

/** `resources/templates/list`: URI templates a client can fill in and read. */
export const resourceTemplatesListHandler: MethodHandler = {
  run(call) {
    const { runtime } = call;
    const page = paginate(runtime.resourceTemplates, call.params.cursor, runtime.options.pageSize);
    if (!page.ok) return replyError(call, invalidCursor(page.problem));
    const result: JsonObject = {
      resultType: 'complete',
      resourceTemplates: page.items.map((entry) => entry.template),
      ...cacheHints(runtime),
    };
    if (page.nextCursor !== undefined) result.nextCursor = page.nextCursor;
    return replyResult(call, result);
  },
};

/**
 * `resources/read`. A URI that names no resource is -32602 with the URI in `data` (2026-07-28
 * retired -32002) and never an empty `contents`.
 */
export const resourcesReadHandler: MethodHandler = {
  prepare(call) {
    const uri = call.params.uri;
    if (typeof uri !== 'string') {
      return {
        ok: false,
        reply: reject(200, ERROR_CODES.invalidParams, 'Invalid params: "uri" must be a string.'),
      };
    }
    const { runtime } = call;
    const contents =
      runtime.resources.find((entry) => entry.resource.uri === uri)?.contents() ??
      runtime.resourceTemplates.map((template) => template.read(uri)).find((found) => found !== undefined);
    if (!contents || contents.length === 0) {
      return {
        ok: false,
        reply: reject(
          200,
          ERROR_CODES.invalidParams,
          `Resource not found: ${uri}. Call resources/list for what is offered.`,
          {
            uri,
          },
        ),
      };
    }
    return { ok: true, prepared: { what: `Resource ${uri}`, value: contents } };
  },
  run(call, prepared) {
    return replyResult(call, {
      resultType: 'complete',
      contents: prepared.value,
      ...cacheHints(call.runtime),
    });
  },
};
