import type { ExampleEntry } from '@/content/examples/index';

/**
 * The address that opens an example in the validator: `/validate?example=<id>`. The validator page
 * looks the id up in content/examples and takes the kind, profile and tool definition from the entry.
 */
export function validateHref(example: Pick<ExampleEntry, 'id'>): string {
  return `/validate?example=${queryValue(example.id)}`;
}

/** Example ids are `kind/case` in kebab case; the slash may stay as is in a query string. */
function queryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/g, '/');
}

/**
 * The mock-server scenario that shows an example live, by example id. A scenario is either the name
 * of a tool of the mock's teaching catalogue (the playground selects it) or the name of a
 * misbehaviour switch (the playground turns it on and selects its tool). Tool definitions need no
 * entry: the playground adds the example's own definition to the mock.
 */
export const PLAYGROUND_SCENARIOS: Readonly<Record<string, string>> = {
  'call-result/audio-clip': 'play_notification_sound',
  'call-result/chart-image': 'render_issue_chart',
  'call-result/embedded-resources': 'read_project_file',
  'call-result/forecast-array-structured': 'get_issue',
  'call-result/input-required-elicitation': 'deploy_release',
  'call-result/jsonrpc-response': 'execute_sql',
  'call-result/resource-links': 'list_project_files',
  'call-result/result-type-capitalized': 'wrongResultType',
  'call-result/search-issues-text': 'search_issues',
  'call-result/weather-structured': 'get_issue',
  'call-result/weather-structured-wrong-type': 'brokenOutputSchema',
  'call-result/weather-tool-error': 'convert_currency',
  'message/subscriptions-acknowledged': 'toggle_beta_tools',
  'message/subscriptions-listen-request': 'toggle_beta_tools',
  'message/tools-call-request': 'search_issues',
  'message/tools-call-retry': 'deploy_release',
  'message/tools-list-changed': 'toggle_beta_tools',
  'tools/duplicate-names': 'duplicateNames',
};

/**
 * The address that opens an example in the playground: `/playground?example=<id>`, plus
 * `&scenario=<name>` when a mock scenario serves it. The playground loads the example from
 * content/examples: a tool definition is added to the in-page mock server, any other document opens
 * the scenario that produces it. Undefined when the playground has nothing to show for the example
 * (a document that is not even JSON, or a message with no scenario behind it).
 */
export function playgroundHref(example: Pick<ExampleEntry, 'id' | 'kind' | 'rules'>): string | undefined {
  const scenario = PLAYGROUND_SCENARIOS[example.id];
  const parses = !example.rules.includes('json-syntax');
  if (!scenario && !(parses && (example.kind === 'tool' || example.kind === 'tools'))) return undefined;
  const scenarioPart = scenario ? `scenario=${queryValue(scenario)}&` : '';
  return `/playground?${scenarioPart}example=${queryValue(example.id)}`;
}
