import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import type { JsonObject } from '../json-rpc';
import type { MockTool, TaskContext, ToolContext, ToolOutcome, WorkContext } from '../mock-tool';
import { asTask, textResult, toolError } from '../mock-tool';

/**
 * The fixtures of the conformance suite's `tasks-*` scenarios (io.modelcontextprotocol/tasks),
 * named and shaped as the scenarios expect: a tool that never becomes a task (`greet`), tools
 * that may (`slow_compute`, `protocol_error_job`, `confirm_delete`, `multi_input`) and tools that
 * must (`failing_job`, `test_tool_with_task`). Those that may also answer as ordinary calls, for
 * clients that did not declare the extension.
 */

function elicitation(message: string, field: string, type: 'string' | 'boolean'): JsonObject {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: { type: 'object', properties: { [field]: { type } }, required: [field] },
    },
  };
}

/** Whether an elicitation answer accepted with `content[field]` truthy. */
function accepted(answer: unknown, field: string): boolean {
  return (
    isObject(answer) &&
    answer.action === 'accept' &&
    isObject(answer.content) &&
    Boolean(answer.content[field])
  );
}

const greet: MockTool = {
  definition: {
    name: 'greet',
    description: 'Greets someone by name. Always answers at once: it never runs as a task.',
    inputSchema: {
      type: 'object',
      properties: { name: { type: 'string', description: 'Who to greet.' } },
      required: ['name'],
    },
  },
  run: (context) => textResult(`Hello, ${String(context.arguments.name)}!`),
};

async function compute(context: WorkContext): Promise<ToolOutcome> {
  const seconds = (context.arguments.seconds as number | undefined) ?? 1;
  const label = typeof context.arguments.label === 'string' ? context.arguments.label : 'computation';
  const steps = Math.max(1, Math.ceil(seconds));
  for (let i = 0; i < steps && seconds > 0; i++) {
    await context.sleep((seconds * 1000) / steps);
    context.progress(i + 1, steps, `Computing ${label}: ${i + 1}/${steps} s`);
  }
  return textResult(`Computed ${label} in ${seconds} s.`);
}

const slowCompute: MockTool = {
  definition: {
    name: 'slow_compute',
    description:
      'Sleeps for `seconds`, then answers. Runs as a task for clients that declare io.modelcontextprotocol/tasks (even for 0 seconds), as an ordinary call for the others.',
    inputSchema: {
      type: 'object',
      properties: {
        seconds: { type: 'number', minimum: 0, maximum: 120, description: 'How long to work.' },
        label: { type: 'string', description: 'A label echoed in the result.' },
      },
    },
  },
  taskSupport: 'optional',
  run: (context) => (context.taskAllowed ? asTask(compute, { pollIntervalMs: 200 }) : compute(context)),
};

const failingJob: MockTool = {
  definition: {
    name: 'failing_job',
    description:
      'Runs only as a task (-32021 without io.modelcontextprotocol/tasks); after about a second the task completes with a tool execution error (isError: true).',
    inputSchema: { type: 'object', properties: {} },
  },
  taskSupport: 'required',
  run: () =>
    asTask(
      async (task) => {
        await task.sleep(1000);
        return toolError('The job failed: the input batch had no rows to process.');
      },
      { pollIntervalMs: 200 },
    ),
};

const JOB_CRASH = {
  type: 'error',
  status: 500,
  code: ERROR_CODES.internalError,
  message: 'Internal error: the job runner crashed while processing the batch.',
} as const;

const protocolErrorJob: MockTool = {
  definition: {
    name: 'protocol_error_job',
    description:
      'Fails with a JSON-RPC error (-32603): as a task it ends "failed" with the error inlined; as an ordinary call it answers the error.',
    inputSchema: { type: 'object', properties: {} },
  },
  taskSupport: 'optional',
  run: (context) =>
    context.taskAllowed
      ? asTask(
          async (task) => {
            await task.sleep(300);
            return JOB_CRASH;
          },
          { pollIntervalMs: 200 },
        )
      : JOB_CRASH,
};

const CONFIRM = 'confirm';

function deleteVerdict(filename: string, answer: unknown): ToolOutcome {
  return textResult(
    accepted(answer, 'confirm') ? `Deleted ${filename}.` : `Kept ${filename}: not confirmed.`,
  );
}

const confirmDelete: MockTool = {
  definition: {
    name: 'confirm_delete',
    description:
      'Deletes a (pretend) file after the user confirms: as a task it waits in input_required for the confirmation (tasks/update); as an ordinary call it asks through an input_required result.',
    inputSchema: {
      type: 'object',
      properties: { filename: { type: 'string', description: 'The file to delete.' } },
      required: ['filename'],
    },
  },
  taskSupport: 'optional',
  run(context) {
    const filename = String(context.arguments.filename);
    const ask = { [CONFIRM]: elicitation(`Delete ${filename}?`, 'confirm', 'boolean') };
    if (context.taskAllowed) {
      return asTask(
        async (task: TaskContext) => {
          task.status(`Checking ${filename}`);
          const answers = await task.askInput(ask, `Waiting for confirmation to delete ${filename}`);
          return deleteVerdict(filename, answers[CONFIRM]);
        },
        { pollIntervalMs: 200 },
      );
    }
    const answer = context.inputResponses?.[CONFIRM];
    return answer === undefined
      ? { type: 'input_required', inputRequests: ask }
      : deleteVerdict(filename, answer);
  },
};

const MULTI = {
  first: elicitation('What name should the record carry?', 'name', 'string'),
  second: elicitation('Publish the record now?', 'confirm', 'boolean'),
};

function multiVerdict(answers: JsonObject): ToolOutcome {
  const first = answers.first;
  const name = isObject(first) && isObject(first.content) ? String(first.content.name ?? '') : '';
  return textResult(
    `Record "${name}" ${accepted(answers.second, 'confirm') ? 'published' : 'saved as a draft'}.`,
  );
}

const multiInput: MockTool = {
  definition: {
    name: 'multi_input',
    description:
      'Asks two questions at once. As a task it waits in input_required until both are answered (one tasks/update each is fine); as an ordinary call it asks through one input_required result.',
    inputSchema: { type: 'object', properties: {} },
  },
  taskSupport: 'optional',
  run(context: ToolContext) {
    if (context.taskAllowed)
      return asTask(async (task) => multiVerdict(await task.askInput(MULTI, 'Waiting for two answers')), {
        pollIntervalMs: 200,
      });
    const responses = context.inputResponses ?? {};
    return isObject(responses.first) && isObject(responses.second)
      ? multiVerdict(responses)
      : { type: 'input_required', inputRequests: MULTI };
  },
};

const USER_NAME = 'user_name';

const toolWithTask: MockTool = {
  definition: {
    name: 'test_tool_with_task',
    description:
      'Asks for a name through an ordinary input_required result first, then goes on as a task whose result greets that name. Needs io.modelcontextprotocol/tasks.',
    inputSchema: { type: 'object', properties: {} },
  },
  taskSupport: 'required',
  run(context) {
    const answer = context.inputResponses?.[USER_NAME];
    if (!isObject(answer) || answer.action !== 'accept' || !isObject(answer.content)) {
      // Input needed before the task exists goes the MRTR way, never into the task.
      return {
        type: 'input_required',
        inputRequests: { [USER_NAME]: elicitation('What is your name?', 'name', 'string') },
      };
    }
    const name = String(answer.content.name ?? 'stranger');
    return asTask(
      async (task) => {
        task.status(`Preparing a greeting for ${name}`);
        await task.sleep(300);
        return textResult(`Hello, ${name}! (asked before the task started, greeted by the task)`);
      },
      { pollIntervalMs: 200 },
    );
  },
};

export const CONFORMANCE_TASK_TOOLS: readonly MockTool[] = [
  greet,
  slowCompute,
  failingJob,
  protocolErrorJob,
  confirmDelete,
  multiInput,
  toolWithTask,
];
