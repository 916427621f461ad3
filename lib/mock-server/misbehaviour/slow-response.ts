import type { MockTool } from '../mock-tool';
import { textResult } from '../mock-tool';

/**
 * Takes two minutes and says nothing meanwhile (no progress, even when asked). Teaches client
 * timeouts: a client should give up, close the stream (which cancels the work here) and tell the
 * user, instead of waiting forever.
 */
export const slowResponseTool: MockTool = {
  definition: {
    name: 'misbehave_slow',
    title: 'Misbehaviour: very slow response',
    description:
      'MISBEHAVIOUR (teaching): answers after 120 seconds with no progress in between. Use it to test your client’s timeout and cancellation.',
    inputSchema: { type: 'object', additionalProperties: false },
  },
  async run(context) {
    await context.sleep(120_000);
    return textResult('Finally done, after 120 seconds.');
  },
};
