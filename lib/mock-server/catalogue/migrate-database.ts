import { isObject } from '../../json/is-object';
import type { JsonObject } from '../json-rpc';
import type { MockTool, ToolOutcome, WorkContext } from '../mock-tool';
import { asTask, structuredResult } from '../mock-tool';

const CONFIRM_KEY = 'confirm_drop';

/** The migration, step by step; the drop is the one step that cannot be undone. */
const STEPS = [
  'Back up the issues table',
  'Add the column issues.state',
  'Copy legacy_status into state',
  'Drop the column issues.legacy_status',
  'Rebuild the indexes on issues',
] as const;
const DROP_STEP = 3;

function confirmation(target: string): JsonObject {
  return {
    [CONFIRM_KEY]: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: `Migration to ${target}: the next step drops the column issues.legacy_status. Its data was copied to issues.state and is in the backup, but the drop itself cannot be undone. Go on?`,
        requestedSchema: {
          type: 'object',
          properties: {
            confirm: {
              type: 'boolean',
              title: 'Drop the old column',
              description: 'Tick to go on with the drop.',
            },
          },
          required: ['confirm'],
        },
      },
    },
  };
}

function confirmed(answer: unknown): boolean {
  return (
    isObject(answer) &&
    answer.action === 'accept' &&
    isObject(answer.content) &&
    answer.content.confirm === true
  );
}

function report(target: string, applied: readonly string[], stopped?: string): ToolOutcome {
  return structuredResult(
    {
      target,
      status: stopped ? 'stopped' : 'migrated',
      steps_applied: applied.length,
      steps: [...applied],
      ...(stopped ? { reason: stopped } : {}),
    },
    stopped
      ? `Migration to ${target} stopped after ${applied.length} of ${STEPS.length} steps: ${stopped}. The database is consistent; call again to finish.`
      : `Migrated the demo database to ${target} (${STEPS.length} steps).`,
  );
}

/** Runs steps [from, to), progress per step; returns the names applied. */
async function runSteps(context: WorkContext, from: number, to: number, applied: string[]) {
  const step = (context.arguments.step_ms as number | undefined) ?? 800;
  for (let i = from; i < to; i++) {
    context.progress(i, STEPS.length, `Step ${i + 1}/${STEPS.length}: ${STEPS[i]}`);
    await context.sleep(step);
    applied.push(STEPS[i]!);
  }
}

/**
 * The input-inside-a-task example. As a task (the client declared io.modelcontextprotocol/tasks)
 * it works, then stops in `input_required` before the irreversible step until the user confirms
 * through `tasks/update`, then finishes. For other clients the same confirmation comes first, as
 * an ordinary `input_required` result (MRTR), and the call then runs with progress.
 */
export const migrateDatabaseTool: MockTool = {
  definition: {
    name: 'migrate_database',
    title: 'Migrate the demo database',
    description:
      'Apply the schema migration of the demo issues database, step by step (backup, new column, copy, drop the old column, rebuild indexes). Before dropping the old column it asks the user to confirm, since that step cannot be undone. For a client that declares io.modelcontextprotocol/tasks it runs as a task and the confirmation arrives inside the task; other clients are asked first. Use this when the user asks to migrate or upgrade the database.',
    inputSchema: {
      type: 'object',
      properties: {
        target: {
          type: 'string',
          enum: ['v2', 'v3'],
          default: 'v3',
          description: 'Schema version to migrate to.',
        },
        step_ms: {
          type: 'integer',
          minimum: 0,
          maximum: 10000,
          default: 800,
          description: 'Milliseconds each step takes (0–10000), to make progress visible.',
        },
      },
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        target: { type: 'string' },
        status: { type: 'string', enum: ['migrated', 'stopped'] },
        steps_applied: { type: 'integer', minimum: 0 },
        steps: { type: 'array', items: { type: 'string' } },
        reason: { type: 'string' },
      },
      required: ['target', 'status', 'steps_applied', 'steps'],
    },
    annotations: {
      title: 'Migrate the demo database',
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
  },
  // It always asks before the drop, so a client that cannot show a form cannot use it.
  requiredCapabilities: { elicitation: {} },
  taskSupport: 'optional',
  run(context) {
    const target = (context.arguments.target as string | undefined) ?? 'v3';
    if (context.taskAllowed) {
      return asTask(
        async (task) => {
          const applied: string[] = [];
          await runSteps(task, 0, DROP_STEP, applied);
          const answers = await task.askInput(
            confirmation(target),
            'Waiting for confirmation before dropping issues.legacy_status',
          );
          if (!confirmed(answers[CONFIRM_KEY])) return report(target, applied, 'the drop was not confirmed');
          await runSteps(task, DROP_STEP, STEPS.length, applied);
          return report(target, applied);
        },
        { pollIntervalMs: 500, statusMessage: 'Starting the migration' },
      );
    }
    const answer = context.inputResponses?.[CONFIRM_KEY];
    if (answer === undefined) return { type: 'input_required', inputRequests: confirmation(target) };
    return (async () => {
      const applied: string[] = [];
      if (!confirmed(answer))
        return report(target, applied, 'the drop was not confirmed, so nothing was changed');
      await runSteps(context, 0, STEPS.length, applied);
      return report(target, applied);
    })();
  },
};
