import type { MockTool } from '../mock-tool';

/**
 * Breaks `resultType`: sends "success", which is neither "complete" nor "input_required". A client
 * must treat an unrecognised value as invalid, not as complete.
 */
export const wrongResultTypeTool: MockTool = {
  definition: {
    name: 'misbehave_result_type',
    title: 'Misbehaviour: wrong resultType',
    description:
      'MISBEHAVIOUR (teaching): answers with resultType "success", which clients must treat as invalid.',
    inputSchema: { type: 'object', additionalProperties: false },
  },
  run: () => ({
    type: 'raw',
    result: { resultType: 'success', content: [{ type: 'text', text: 'Done!' }] },
  }),
};
