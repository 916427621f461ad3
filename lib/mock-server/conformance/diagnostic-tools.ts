import { supportsFormElicitation } from '../catalogue/mrtr-helpers';
import type { MockTool } from '../mock-tool';
import { textResult, toolError } from '../mock-tool';
import { noScopeAdvice } from '../visitor-scope';

const NO_ARGUMENTS = { type: 'object', additionalProperties: false } as const;

/** The tool test_trigger_tool_change shows and hides (last in the list, so earlier pages keep still). */
export const CONFORMANCE_DYNAMIC_TOOL: MockTool = {
  switchable: true,
  definition: {
    name: 'test_dynamic_tool',
    description: 'Conformance fixture: listed or not, as test_trigger_tool_change switches it.',
    inputSchema: { ...NO_ARGUMENTS },
  },
  run: () => textResult('The dynamic tool ran.'),
};

/** The suite's diagnostic fixtures: progress, capabilities, stream content, logging, list changes. */
export const CONFORMANCE_DIAGNOSTIC_TOOLS: readonly MockTool[] = [
  {
    definition: {
      name: 'test_tool_with_progress',
      description: 'Conformance fixture: reports progress 0, 50 and 100 of 100, about 50 ms apart.',
      inputSchema: { ...NO_ARGUMENTS },
    },
    async run(context) {
      context.progress(0, 100);
      await context.sleep(50);
      context.progress(50, 100);
      await context.sleep(50);
      context.progress(100, 100);
      return textResult('Progress test completed.');
    },
  },
  {
    definition: {
      name: 'test_missing_capability',
      description:
        'Conformance fixture: needs the client sampling capability; without it the call fails with -32021.',
      inputSchema: { ...NO_ARGUMENTS },
    },
    requiredCapabilities: { sampling: {} },
    run: () => textResult('The client declared sampling.'),
  },
  {
    definition: {
      name: 'test_streaming_elicitation',
      description:
        'Conformance fixture: asks for input with an input_required result, never with a server request.',
      inputSchema: { ...NO_ARGUMENTS },
    },
    run(context) {
      if (!supportsFormElicitation(context.clientCapabilities))
        return textResult('No elicitation capability: nothing to ask.');
      const answer = context.inputResponses?.favourite_colour;
      if (answer !== undefined) return textResult(`Thanks: ${JSON.stringify(answer)}`);
      context.progress(1, 2, 'Asking for input');
      return {
        type: 'input_required',
        inputRequests: {
          favourite_colour: {
            method: 'elicitation/create',
            params: {
              message: 'What is your favourite colour?',
              requestedSchema: {
                type: 'object',
                properties: { colour: { type: 'string' } },
                required: ['colour'],
              },
            },
          },
        },
      };
    },
  },
  {
    definition: {
      name: 'test_logging_tool',
      description:
        'Conformance fixture: logs three messages, which are sent only when the request sets a logLevel.',
      inputSchema: { ...NO_ARGUMENTS },
    },
    async run(context) {
      context.log('info', 'Tool execution started');
      await context.sleep(20);
      context.log('info', 'Tool processing data');
      await context.sleep(20);
      context.log('info', 'Tool execution completed');
      return textResult('Logging test completed.');
    },
  },
  {
    definition: {
      name: 'test_trigger_tool_change',
      description:
        'Conformance fixture: shows or hides test_dynamic_tool, firing notifications/tools/list_changed.',
      inputSchema: { ...NO_ARGUMENTS },
    },
    async run(context) {
      const visible = !(await context.isToolVisible(CONFORMANCE_DYNAMIC_TOOL.definition.name));
      const outcome = await context.setToolVisible(CONFORMANCE_DYNAMIC_TOOL.definition.name, visible);
      if (outcome === 'no-scope') return toolError(noScopeAdvice('test_dynamic_tool'));
      return textResult(`test_dynamic_tool is now ${visible ? 'listed' : 'hidden'}.`);
    },
  },
];
