import type { MockTool, ToolContext, ToolOutcome, WorkContext } from '../mock-tool';
import { asTask, textResult } from '../mock-tool';

const SECTIONS = [
  'Summary',
  'Traffic',
  'Signups',
  'Revenue',
  'Support',
  'Incidents',
  'Roadmap',
  'Hiring',
  'Costs',
  'Risks',
];

/** Compiles the report section by section, reporting progress as it goes (either path). */
async function compileReport(context: WorkContext, log?: ToolContext['log']): Promise<ToolOutcome> {
  const args = context.arguments;
  const count = (args.sections as number | undefined) ?? 5;
  const step = (args.step_ms as number | undefined) ?? 600;
  const lines: string[] = [];
  context.progress(0, count, `Starting the ${String(args.quarter)} report`);
  for (let i = 0; i < count; i++) {
    await context.sleep(step);
    const section = SECTIONS[i]!;
    lines.push(`## ${section}\n${section} for ${String(args.quarter)}: on track.`);
    context.progress(i + 1, count, `Compiled section ${i + 1}/${count}: ${section}`);
    log?.('info', { section, done: i + 1, of: count });
  }
  return textResult(`# Report ${String(args.quarter)}\n\n${lines.join('\n\n')}`);
}

/**
 * The progress example, and the first tool that runs as a task. For a client that declares
 * io.modelcontextprotocol/tasks it answers at once with a task handle and compiles in the
 * background, its progress in the task's `statusMessage`; for any other client it reports
 * `notifications/progress` on the request's SSE stream (with a `progressToken`), and closing the
 * stream cancels it.
 */
export const generateReportTool: MockTool = {
  definition: {
    name: 'generate_report',
    title: 'Generate a quarterly report',
    description:
      'Compile the quarterly business report section by section. Slow on purpose (about `step_ms` per section). For a client that declares the io.modelcontextprotocol/tasks extension it runs as a task: the call returns a task handle at once, and tasks/get shows the progress and, at the end, the report. Otherwise send a progressToken to watch progress notifications, and close the stream to cancel. Returns the report as text. Use this when the user asks for the quarterly report.',
    inputSchema: {
      type: 'object',
      properties: {
        quarter: { type: 'string', enum: ['2026-Q1', '2026-Q2', '2026-Q3'], description: 'Which quarter.' },
        sections: {
          type: 'integer',
          minimum: 1,
          maximum: 10,
          default: 5,
          description: 'How many sections (1–10).',
        },
        step_ms: {
          type: 'integer',
          minimum: 0,
          maximum: 10000,
          default: 600,
          description: 'Milliseconds spent on each section (0–10000), to make progress visible.',
        },
      },
      required: ['quarter'],
      additionalProperties: false,
    },
    annotations: {
      title: 'Generate a quarterly report',
      readOnlyHint: true,
      openWorldHint: false,
    },
  },
  taskSupport: 'optional',
  run(context) {
    if (context.taskAllowed) {
      const step = (context.arguments.step_ms as number | undefined) ?? 600;
      // Poll about once per section, never faster than twice a second.
      return asTask((task) => compileReport(task), {
        pollIntervalMs: Math.max(500, Math.min(step, 5000)),
        statusMessage: 'Queued',
      });
    }
    return compileReport(context, context.log);
  },
};
