import { isObject } from '../../json/is-object';
import { validateInstance } from '../../schema/validate-instance';
import { ERROR_CODES } from '../../spec/error-codes';
import { declaresTasksExtension } from '../../spec/extensions/task-lifecycle';
import { TASKS_EXTENSION_ID } from '../../spec/extensions/tasks-extension';
import { errorMessage, type JsonObject, reject, resultMessage } from '../json-rpc';
import type { ToolOutcome } from '../mock-tool';
import { type FinalReply, replyWithWork } from '../reply-channel';
import type { MethodCall } from '../server-runtime';
import { createTaskResultOf } from '../tasks/task-record';
import { createToolContext } from '../tool-context';
import type { RegisteredTool } from '../tool-registry';
import type { MethodHandler } from './method-handler';
import { replyError, withServerInfo } from './reply';

interface ToolCall {
  entry: RegisteredTool;
  name: string;
  arguments: JsonObject;
  inputResponses?: JsonObject;
  requestState?: string;
}

/** Protocol errors of tools/call are in-band (HTTP 200): the request itself was well-formed HTTP. */
function invalidParams(message: string, data?: unknown) {
  return { ok: false as const, reply: reject(200, ERROR_CODES.invalidParams, message, data) };
}

/** The outcome of a tool, as the final JSON-RPC response. */
export function outcomeReply(call: MethodCall, outcome: ToolOutcome): FinalReply {
  switch (outcome.type) {
    case 'complete':
      return {
        kind: 'message',
        status: 200,
        message: resultMessage(
          call.id,
          withServerInfo({ resultType: 'complete', ...outcome.result }, call.runtime),
        ),
      };
    case 'input_required': {
      const result: JsonObject = { resultType: 'input_required' };
      if (outcome.inputRequests !== undefined) result.inputRequests = outcome.inputRequests;
      if (outcome.requestState !== undefined) result.requestState = outcome.requestState;
      return {
        kind: 'message',
        status: 200,
        message: resultMessage(call.id, withServerInfo(result, call.runtime)),
      };
    }
    case 'error':
      return { kind: 'message', status: outcome.status, message: errorMessage(call.id, outcome) };
    case 'raw':
      return { kind: 'message', status: 200, message: resultMessage(call.id, outcome.result) };
    case 'raw-sse':
      return { kind: 'raw-sse', text: outcome.text };
    case 'task':
      // Started by the handler (it needs the store); reaching here is a tool's bug.
      return {
        kind: 'message',
        status: 500,
        message: errorMessage(call.id, {
          code: ERROR_CODES.internalError,
          message: 'Internal error: the tool tried to start a task where it may not.',
        }),
      };
  }
}

/** A tool needing a task, asked by a request without the extension, is refused with -32021 naming it. */
function withTasksRequired(required: JsonObject | undefined): JsonObject {
  const extensions = isObject(required?.extensions) ? required.extensions : {};
  return { ...required, extensions: { ...extensions, [TASKS_EXTENSION_ID]: {} } };
}

/** `/options/0/name` → `arguments.options[0].name`: a location a model reads easily. */
function argumentPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, token) => (/^\d+$/.test(token) ? `${path}[${token}]` : `${path}.${token}`), 'arguments');
}

/** Arguments that break `inputSchema`: a tool execution error the model can act on (SEP-1303). */
function argumentsError(call: ToolCall): ToolOutcome | undefined {
  const { entry } = call;
  if (entry.validator === undefined) {
    return {
      type: 'complete',
      result: {
        content: [
          {
            type: 'text',
            text: `Tool ${call.name} cannot run: its inputSchema is not a usable JSON Schema (${entry.schemaProblem}).`,
          },
        ],
        isError: true,
      },
    };
  }
  const validation = validateInstance(entry.validator, call.arguments);
  if (validation.valid) return undefined;
  if (validation.unchecked) {
    // A mock tool runs only on arguments it has checked; these were too costly to check, which is
    // not the same as wrong, so the message says so.
    return {
      type: 'complete',
      result: {
        content: [
          {
            type: 'text',
            text: `Tool ${call.name} did not run: its arguments ${validation.unchecked.instancePath ? `at ${argumentPath(validation.unchecked.instancePath)} ` : ''}${validation.unchecked.message}. Send simpler arguments, or simplify the tool's inputSchema.`,
          },
        ],
        isError: true,
      },
    };
  }
  const problems = validation.errors
    .slice(0, 5)
    .map((error) => `${argumentPath(error.instancePath)} ${error.message}`);
  return {
    type: 'complete',
    result: {
      content: [
        {
          type: 'text',
          text: `Invalid arguments for tool ${call.name}: ${problems.join('; ')}. Fix the arguments to match the tool's inputSchema and call it again.`,
        },
      ],
      isError: true,
    },
  };
}

/**
 * `tools/call`. Structural problems of the request and unknown tools are protocol errors (-32602);
 * arguments that are a JSON object but break `inputSchema` become a tool execution error
 * (`isError: true`), so the model can correct itself. The tool's outcome streams over SSE when it
 * reports progress, else comes back as JSON.
 */
export const toolsCallHandler: MethodHandler = {
  async prepare(call) {
    const { params } = call;
    if (typeof params.name !== 'string') {
      return invalidParams('Invalid params: "name" must be a string naming a tool (see tools/list).');
    }
    const name = params.name;
    const args = params.arguments ?? {};
    if (!isObject(args)) return invalidParams('Invalid params: "arguments" must be a JSON object.');
    const inputResponses = params.inputResponses;
    if (inputResponses !== undefined) {
      if (!isObject(inputResponses) || !Object.values(inputResponses).every(isObject)) {
        return invalidParams(
          'Invalid params: "inputResponses" must be an object mapping each inputRequests key to the client\'s result object.',
        );
      }
    }
    if (params.requestState !== undefined && typeof params.requestState !== 'string') {
      return invalidParams(
        'Invalid params: "requestState" must be the string the server sent, echoed unchanged.',
      );
    }
    const entry = call.runtime.registry.find(name, await call.runtime.switchedOn(call.scope));
    if (!entry) {
      return invalidParams(
        `Unknown tool: ${JSON.stringify(name)}. Call tools/list for the tools this server offers.`,
        {
          name,
        },
      );
    }
    const value: ToolCall = {
      entry,
      name,
      arguments: args,
      inputResponses: inputResponses as JsonObject | undefined,
      requestState: params.requestState as string | undefined,
    };
    return {
      ok: true,
      prepared: {
        requiredCapabilities:
          entry.tool.taskSupport === 'required'
            ? withTasksRequired(entry.tool.requiredCapabilities)
            : entry.tool.requiredCapabilities,
        declarations: entry.declarations,
        what: `Tool ${name}`,
        value,
      },
    };
  },

  run(call, prepared) {
    const toolCall = prepared.value as ToolCall;
    const { runtime } = call;
    const support = toolCall.entry.tool.taskSupport;
    // The server alone decides per request whether a call becomes a task; only a request that
    // declares the extension may get one, and only while the client is under the task limit.
    const limit = runtime.options.maxTasksPerClient;
    const room = limit === undefined || runtime.tasks.runningBy(call.client) < limit;
    const taskAllowed = support !== undefined && declaresTasksExtension(call.meta.clientCapabilities) && room;
    if (support === 'required' && !room) {
      return replyError(call, {
        ...reject(
          429,
          ERROR_CODES.invalidRequest,
          `Too many tasks running from your address: this server runs ${limit} at a time per client. Wait for one to end (or cancel one with tasks/cancel) and call ${toolCall.name} again.`,
        ),
        headers: { 'Retry-After': '10' },
      });
    }
    return replyWithWork(
      {
        id: call.id,
        accept: call.accept,
        headers: call.headers,
        signal: call.signal,
        keepAliveMs: runtime.options.keepAliveMs,
        onCancel: () =>
          runtime.emit({ kind: 'cancelled', method: call.method, id: call.id, tool: toolCall.name }),
        onAnswered: (form, status) =>
          runtime.emit({ kind: 'answered', method: call.method, id: call.id, status, form }),
        onError: (error) => runtime.report(error),
      },
      async (notify, signal, stop) => {
        const invalid = argumentsError(toolCall);
        if (invalid) return outcomeReply(call, invalid);
        const limit = runtime.options.callTimeoutMs;
        // The tool's signal aborts when the client goes away or the deadline passes (`stop`). A
        // timer cleared when the call ends, not AbortSignal.timeout: that one would keep every
        // call's closures alive for the whole limit (seen as RSS growing under load).
        let overdue = false;
        let wake: (() => void) | undefined;
        const timer =
          limit === undefined
            ? undefined
            : setTimeout(() => {
                overdue = true;
                stop();
                wake?.();
              }, limit);
        const context = createToolContext({ call, ...toolCall, notify, signal, taskAllowed });
        const overdueReply = () =>
          outcomeReply(call, {
            type: 'error',
            status: 500,
            code: ERROR_CODES.internalError,
            message: `Tool ${toolCall.name} ran longer than this server allows for one call (${Math.round((limit ?? 0) / 1000)} s) and was stopped.`,
          });
        try {
          const running = Promise.resolve(toolCall.entry.tool.run(context));
          // A tool that ignores its signal still cannot hold the request past the deadline.
          const outcome =
            timer === undefined
              ? await running
              : await Promise.race([
                  running,
                  new Promise<undefined>((resolve) => {
                    wake = () => resolve(undefined);
                  }),
                ]);
          if (outcome === undefined) return overdueReply();
          if (outcome.type === 'task' && taskAllowed) {
            // Stored before the handle goes out: a tasks/get right after it finds the task.
            const record = await runtime.tasks.start({
              tool: toolCall.name,
              client: call.client,
              arguments: toolCall.arguments,
              clientCapabilities: call.meta.clientCapabilities,
              task: outcome,
            });
            return {
              kind: 'message',
              status: 200,
              message: resultMessage(call.id, withServerInfo(createTaskResultOf(record), runtime)),
            };
          }
          return outcomeReply(call, outcome);
        } catch (error) {
          // The signal aborted by the deadline (overdue) or because the client went away.
          if (overdue) return overdueReply();
          if (signal.aborted) return outcomeReply(call, { type: 'complete', result: { content: [] } });
          runtime.report(error);
          // The detail goes to the host's log, never to the client.
          return outcomeReply(call, {
            type: 'error',
            status: 500,
            code: ERROR_CODES.internalError,
            message: `Internal error: tool ${toolCall.name} failed on this call. Nothing about the failure is sent to clients; the server's operator can find it in the log.`,
          });
        } finally {
          if (timer !== undefined) clearTimeout(timer);
          wake = undefined;
        }
      },
    );
  },
};
