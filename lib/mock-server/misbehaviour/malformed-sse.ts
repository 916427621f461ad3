import type { MockTool } from '../mock-tool';

/**
 * Breaks the stream's contents while keeping SSE framing readable: an event whose JSON is cut off,
 * one whose data is not JSON at all, one split over two `data:` lines (valid once joined with a
 * newline, as SSE requires, but a progress notification without its token), then the real
 * response. A robust client reports or skips the bad events and still reads the response.
 */
export const malformedSseTool: MockTool = {
  definition: {
    name: 'misbehave_sse',
    title: 'Misbehaviour: malformed SSE stream',
    description:
      'MISBEHAVIOUR (teaching): answers with an SSE stream whose first events are truncated JSON, plain text, and an invalid notification split over two data lines, before the real response.',
    inputSchema: { type: 'object', additionalProperties: false },
  },
  run: (context) => ({ type: 'raw-sse', text: malformedSseText(context.requestId) }),
};

/** The broken stream answering request `id`. */
export function malformedSseText(id: string | number): string {
  const response = JSON.stringify({
    jsonrpc: '2.0',
    id,
    result: { resultType: 'complete', content: [{ type: 'text', text: 'You read past the broken events.' }] },
  });
  return [
    'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressTok\n\n',
    'data: not json at all\n\n',
    'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress",\ndata: "params":{"progress":1}}\n\n',
    `event: message\ndata: ${response}\n\n`,
  ].join('');
}
