import type { MockTool } from '../mock-tool';
import { textResult, toolError } from '../mock-tool';
import { noScopeAdvice } from '../visitor-scope';
import { BETA_TOOL_NAME } from './forecast-issue-trend';

/**
 * The list_changed switch: adds or removes the beta tool, and every listen stream of the caller's
 * scope that asked for `toolsListChanged` gets `notifications/tools/list_changed`. The scope is the
 * whole server where it has one user (the Worker, `serve`) and the caller's `?visitor=` key on
 * the shared /api/mcp (see `visitor-scope.ts`); the switch lives in the demo-state store, so every
 * instance behind a load balancer sees it.
 */
export const toggleBetaToolsTool: MockTool = {
  definition: {
    name: 'toggle_beta_tools',
    title: 'Toggle beta tools',
    description: `Add (enabled: true) or remove (enabled: false) the beta tool ${BETA_TOOL_NAME}. Clients listening on subscriptions/listen with toolsListChanged are notified and should list tools again. On a shared server the switch is kept per visitor (the ?visitor= URL parameter). Use this when the user wants to try the beta tool or hide it again.`,
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
  async run(context) {
    const enabled = context.arguments.enabled === true;
    const outcome = await context.setToolVisible(BETA_TOOL_NAME, enabled);
    if (outcome === 'no-scope') return toolError(noScopeAdvice('The beta-tools switch'));
    if (outcome === 'unchanged')
      return textResult(`Nothing changed: ${BETA_TOOL_NAME} is already ${enabled ? 'listed' : 'hidden'}.`);
    return textResult(
      `${BETA_TOOL_NAME} is now ${enabled ? 'listed' : 'hidden'}. Listening clients were sent notifications/tools/list_changed.`,
    );
  },
};
