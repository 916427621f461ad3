import type { MockTool } from '../mock-tool';
import { structuredResult, toolError } from '../mock-tool';
import { DEMO_ISSUES, findIssue } from './demo-issues';

/** The shape of one issue, as get_issue's `outputSchema` and its `structuredContent`. */
export const ISSUE_OUTPUT_SCHEMA = {
  type: 'object',
  properties: {
    number: { type: 'integer', description: 'The issue number.' },
    title: { type: 'string' },
    state: { type: 'string', enum: ['open', 'closed'] },
    labels: { type: 'array', items: { type: 'string' } },
    author: { type: 'string' },
    assignee: { type: ['string', 'null'], description: 'Who works on it; null when nobody does.' },
    createdAt: { type: 'string', format: 'date-time' },
    closedAt: { type: ['string', 'null'], format: 'date-time' },
    comments: { type: 'integer', minimum: 0 },
    body: { type: 'string' },
  },
  required: [
    'number',
    'title',
    'state',
    'labels',
    'author',
    'assignee',
    'createdAt',
    'closedAt',
    'comments',
    'body',
  ],
  additionalProperties: false,
} as const;

/**
 * Get-by-id with an `outputSchema`: the result's `structuredContent` conforms to it (a MUST once a
 * schema is declared), and the same JSON is mirrored in a text block for clients that only read
 * `content`. An unknown number is a tool execution error that tells the model how to recover.
 */
export const getIssueTool: MockTool = {
  definition: {
    name: 'get_issue',
    title: 'Get an issue',
    description:
      'Read one issue of the Lumen tracker in full: title, state, labels, people, dates, comment count and body. Returns structured data (see outputSchema) and the same JSON as text. Use search_issues first when you do not know the number.',
    inputSchema: {
      type: 'object',
      properties: {
        number: { type: 'integer', minimum: 1, description: 'The issue number, e.g. 104.' },
      },
      required: ['number'],
      additionalProperties: false,
    },
    outputSchema: ISSUE_OUTPUT_SCHEMA as unknown as Record<string, unknown>,
    annotations: { title: 'Get an issue', readOnlyHint: true, openWorldHint: false },
  },
  run({ arguments: args }) {
    const issue = findIssue(args.number as number);
    if (!issue) {
      const numbers = DEMO_ISSUES.map((i) => i.number);
      return toolError(
        `There is no issue #${String(args.number)}. Issue numbers run from ${Math.min(...numbers)} to ${Math.max(...numbers)}; use search_issues to find one by keywords.`,
      );
    }
    return structuredResult({ ...issue }, `Issue #${issue.number}: ${issue.title} (${issue.state})`);
  },
};
