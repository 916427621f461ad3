import type { MockTool } from '../mock-tool';

/**
 * Breaks "structuredContent MUST conform to outputSchema": the schema promises a number of degrees
 * Celsius, the result sends a string under another name. A client should validate and flag it.
 */
export const brokenOutputSchemaTool: MockTool = {
  definition: {
    name: 'misbehave_output_schema',
    title: 'Misbehaviour: result breaks its outputSchema',
    description:
      'MISBEHAVIOUR (teaching): returns structuredContent that does not match its own outputSchema ("temp" as a string instead of "celsius" as a number). A conforming client reports the mismatch.',
    inputSchema: { type: 'object', additionalProperties: false },
    outputSchema: {
      type: 'object',
      properties: { celsius: { type: 'number' } },
      required: ['celsius'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  run: () => ({
    type: 'complete',
    result: { content: [{ type: 'text', text: '{"temp":"21"}' }], structuredContent: { temp: '21' } },
  }),
};
