import type { MockTool } from '../mock-tool';
import { textResult } from '../mock-tool';

/** Size of the huge result's text: far past what a model context or a careless client buffer takes. */
export const HUGE_RESPONSE_BYTES = 8 * 1024 * 1024;

/**
 * Returns 8 MiB of text in one result. Teaches result size limits: a client should cap what it
 * reads, and never hand this to a model whole.
 */
export const hugeResponseTool: MockTool = {
  definition: {
    name: 'misbehave_huge',
    title: 'Misbehaviour: huge response',
    description:
      'MISBEHAVIOUR (teaching): returns a single 8 MiB text result. Use it to test your client’s size limits.',
    inputSchema: { type: 'object', additionalProperties: false },
  },
  run() {
    const line = 'All work and no play makes a very large tool result. ';
    return textResult(
      line.repeat(Math.ceil(HUGE_RESPONSE_BYTES / line.length)).slice(0, HUGE_RESPONSE_BYTES),
    );
  },
};
