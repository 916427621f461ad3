import type { MockTool } from '../mock-tool';
import { textResult } from '../mock-tool';

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

/**
 * The progress example: a slow tool that reports `notifications/progress` (increasing, with total
 * and a message) on the request's SSE stream when the call carries a `progressToken`. Closing
 * the stream cancels it: the sleep between sections rejects and the work stops.
 */
export const generateReportTool: MockTool = {
  definition: {
    name: 'generate_report',
    title: 'Generate a quarterly report',
    description:
      'Compile the quarterly business report section by section. Slow on purpose (about `step_ms` per section): send a progressToken to watch progress notifications, and close the stream to cancel. Returns the report as text. Use this when the user asks for the quarterly report.',
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
  async run(context) {
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
      context.log('info', { section, done: i + 1, of: count });
    }
    return textResult(`# Report ${String(args.quarter)}\n\n${lines.join('\n\n')}`);
  },
};
