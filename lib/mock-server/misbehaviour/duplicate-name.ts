import type { MockTool } from '../mock-tool';
import { textResult } from '../mock-tool';

/**
 * Breaks "names SHOULD be unique within a server": a second `search_issues` with another
 * description. Calls reach the first one; a client should keep the first and flag the rest.
 */
export const duplicateNameTool: MockTool = {
  definition: {
    name: 'search_issues',
    title: 'Misbehaviour: duplicate tool name',
    description:
      'MISBEHAVIOUR (teaching): a second tool named search_issues. Tool names should be unique within a server; which one runs is up to the server (here: the first).',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
  },
  run: () => textResult('This duplicate is never reached: calls go to the first search_issues.'),
};
