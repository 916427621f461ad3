import type { MockTool } from '../mock-tool';
import { textResult } from '../mock-tool';
import { BETA_TOOL_NAME } from './forecast-issue-trend';

/**
 * The list_changed switch: adds or removes the beta tool, and every listen stream of this server
 * instance that asked for `toolsListChanged` gets `notifications/tools/list_changed`. The switch
 * lives in the instance's memory: with several instances behind a load balancer, each has its own
 * (the endpoint is otherwise stateless; the demo says so).
 */
export const toggleBetaToolsTool: MockTool = {
  definition: {
    name: 'toggle_beta_tools',
    title: 'Toggle beta tools',
    description: `Add (enabled: true) or remove (enabled: false) the beta tool ${BETA_TOOL_NAME}. Clients listening on subscriptions/listen with toolsListChanged are notified and should list tools again. The switch is kept per server instance.`,
    inputSchema: {
      type: 'object',
      properties: { enabled: { type: 'boolean', description: 'true adds the beta tool, false removes it.' } },
      required: ['enabled'],
      additionalProperties: false,
    },
    annotations: {
      title: 'Toggle beta tools',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
  },
  run(context) {
    const enabled = context.arguments.enabled === true;
    const changed = context.setToolVisible(BETA_TOOL_NAME, enabled);
    if (!changed)
      return textResult(`Nothing changed: ${BETA_TOOL_NAME} is already ${enabled ? 'listed' : 'hidden'}.`);
    return textResult(
      `${BETA_TOOL_NAME} is now ${enabled ? 'listed' : 'hidden'}. Listening clients were sent notifications/tools/list_changed.`,
    );
  },
};
