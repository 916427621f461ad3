import { plural } from '../../text/plural';
import type { MockTool } from '../mock-tool';
import { textResult } from '../mock-tool';
import { DEMO_ISSUES } from './demo-issues';

/**
 * A search tool written the way the spec hopes descriptions are written: what it does, what comes
 * back, when to use it instead of its sibling, and an example. Annotations say it only reads and
 * works on a closed set of data (not the open web).
 */
export const searchIssuesTool: MockTool = {
  definition: {
    name: 'search_issues',
    title: 'Search issues',
    description:
      'Search the issue tracker of the Lumen static site generator by keywords, state and label. Returns up to `limit` matching issues, newest first, one per line: number, state, title and labels. Every word of `query` must appear in the title or body (case-insensitive). Use it to find candidates, then read one in full with get_issue. Example: {"query": "windows crash", "state": "open"}.',
    inputSchema: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          minLength: 1,
          maxLength: 200,
          description: 'Words to look for, e.g. "incremental rebuild". All words must match.',
        },
        state: {
          type: 'string',
          enum: ['open', 'closed', 'all'],
          default: 'open',
          description: 'Which issues to search: open (default), closed, or all.',
        },
        label: {
          type: 'string',
          description: 'Only issues carrying this label, e.g. "bug", "performance", "good first issue".',
        },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 50,
          default: 10,
          description: 'Most results to return (1–50, default 10).',
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
    annotations: { title: 'Search issues', readOnlyHint: true, openWorldHint: false },
  },
  run({ arguments: args }) {
    const words = String(args.query).toLowerCase().split(/\s+/).filter(Boolean);
    const state = (args.state as string | undefined) ?? 'open';
    const label = args.label as string | undefined;
    const limit = (args.limit as number | undefined) ?? 10;
    const matches = DEMO_ISSUES.filter((issue) => state === 'all' || issue.state === state)
      .filter((issue) => label === undefined || issue.labels.includes(label))
      .filter((issue) => {
        const text = `${issue.title} ${issue.body}`.toLowerCase();
        return words.every((word) => text.includes(word));
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (matches.length === 0) {
      return textResult(
        `No ${state === 'all' ? '' : `${state} `}issues match "${String(args.query)}"${label ? ` with label "${label}"` : ''}. Try fewer words, or state "all".`,
      );
    }
    const lines = matches
      .slice(0, limit)
      .map((issue) => `#${issue.number} [${issue.state}] ${issue.title} (${issue.labels.join(', ')})`);
    const more =
      matches.length > limit ? `\n…and ${matches.length - limit} more; raise limit to see them.` : '';
    return textResult(`${plural(matches.length, 'issue')} found:\n${lines.join('\n')}${more}`);
  },
};
