import type { MockTool } from '../mock-tool';
import { structuredResult } from '../mock-tool';
import { weeklyCounts } from './render-chart';

/** The beta tool that toggle_beta_tools adds to and removes from the list. */
export const BETA_TOOL_NAME = 'forecast_issue_trend';

/**
 * Hidden until switched on: the tool whose appearance a client learns about from
 * `notifications/tools/list_changed` on its listen stream (or, without one, after the list's
 * `ttlMs` runs out).
 */
export const forecastIssueTrendTool: MockTool = {
  switchable: true,
  definition: {
    name: BETA_TOOL_NAME,
    title: 'Forecast issue trend (beta)',
    description:
      'Beta: project next week’s opened and closed issue counts for the Lumen tracker from the average of the last three weeks. Appears only after toggle_beta_tools is called with enabled: true. Use this when the user asks how the issue count will develop.',
    inputSchema: { type: 'object', additionalProperties: false },
    outputSchema: {
      type: 'object',
      properties: {
        opened: { type: 'number' },
        closed: { type: 'number' },
        basis_weeks: { type: 'integer' },
      },
      required: ['opened', 'closed', 'basis_weeks'],
    },
    annotations: { title: 'Forecast issue trend (beta)', readOnlyHint: true, openWorldHint: false },
  },
  run() {
    const { opened, closed } = weeklyCounts();
    const average = (values: number[]) =>
      Math.round((values.slice(-3).reduce((a, b) => a + b, 0) / 3) * 10) / 10;
    const forecast = { opened: average(opened), closed: average(closed), basis_weeks: 3 };
    return structuredResult(
      forecast,
      `Next week: about ${forecast.opened} opened and ${forecast.closed} closed.`,
    );
  },
};
