/**
 * What "Try in playground" opens for an example that the in-page mock server can produce live: a
 * scenario (a tool of the mock's teaching catalogue to select, or a misbehaviour switch to turn on,
 * whose tool is then selected), the arguments that reproduce the example, and one line that says
 * what to do and what to look at. The docs build the link from it (components/docs/example-links.ts)
 * and the playground, given the example's id, fills the form and shows the hint
 * (components/playground/example-scenario.ts). Tool definitions need no entry: the playground adds
 * the example's own definition to the mock.
 */
export interface PlaygroundScenario {
  /** A tool name of the mock, or the name of a misbehaviour switch. */
  scenario: string;
  /** Arguments that make the tool answer like the example (the form starts with them). */
  arguments?: Readonly<Record<string, unknown>>;
  /** One line: what to press and what to look at. */
  hint: string;
}

export const PLAYGROUND_SCENARIOS: Readonly<Record<string, PlaygroundScenario>> = {
  'call-result/audio-clip': {
    scenario: 'play_notification_sound',
    arguments: { kind: 'success' },
    hint: 'Run it: the result carries a real WAV file as an audio content block, with a player.',
  },
  'call-result/chart-image': {
    scenario: 'render_issue_chart',
    arguments: {},
    hint: 'Run it: the result is a PNG image block for the user beside a text block for the model.',
  },
  'call-result/embedded-resources': {
    scenario: 'read_project_file',
    arguments: { path: 'README.md' },
    hint: 'Run it: the file comes back as an embedded resource; pick an image path for a blob.',
  },
  'call-result/input-required-elicitation': {
    scenario: 'deploy_release',
    arguments: { service: 'checkout', version: '2.4.1', environment: 'production' },
    hint: 'Run it: a production deploy answers input_required with a form to confirm (staging does not); answer it to see the retry.',
  },
  'call-result/jsonrpc-response': {
    scenario: 'execute_sql',
    arguments: { database: 'analytics', query: 'SELECT * FROM products' },
    hint: 'Run it, then open the call on the timeline: the JSON-RPC response wraps the result.',
  },
  'call-result/resource-links': {
    scenario: 'list_project_files',
    arguments: { directory: '' },
    hint: 'Run it: each file comes back as a resource link, not its contents.',
  },
  'call-result/result-type-capitalized': {
    scenario: 'wrongResultType',
    arguments: {},
    hint: 'Run it: the mock answers with a resultType the client does not know, and the client says so.',
  },
  'call-result/search-issues-text': {
    scenario: 'search_issues',
    arguments: { query: 'crash' },
    hint: 'Run it: the simplest result, one text block with the issue numbers a follow-up call needs.',
  },
  'call-result/weather-structured': {
    scenario: 'get_issue',
    arguments: { number: 101 },
    hint: 'Run it: structuredContent conforms to the outputSchema and is mirrored in a text block.',
  },
  'call-result/weather-structured-wrong-type': {
    scenario: 'brokenOutputSchema',
    arguments: {},
    hint: 'Run it: structuredContent breaks the outputSchema; the payload is shown anyway, with the finding.',
  },
  'call-result/weather-tool-error': {
    scenario: 'convert_currency',
    arguments: { amount: 100, from: 'EUR', to: 'XYZ' },
    hint: 'Run it: XYZ is no currency the tool knows, so it answers with isError and says which ones it supports.',
  },
  'message/subscriptions-acknowledged': {
    scenario: 'toggle_beta_tools',
    arguments: { enabled: true },
    hint: 'Open the listen operation on the timeline for the acknowledgement; Run this to see list_changed arrive.',
  },
  'message/subscriptions-listen-request': {
    scenario: 'toggle_beta_tools',
    arguments: { enabled: true },
    hint: 'The listen request opens as the playground connects (timeline); Run this to get a notification on it.',
  },
  'message/tools-call-request': {
    scenario: 'search_issues',
    hint: 'Run it, then open the call on the timeline: the request carries _meta and the Mcp-Name header.',
  },
  'message/tools-call-retry': {
    scenario: 'deploy_release',
    arguments: { service: 'checkout', version: '2.4.1', environment: 'production' },
    hint: 'Run it and answer the form: the retry with inputResponses and requestState is the second request on the timeline.',
  },
  'message/tools-list-changed': {
    scenario: 'toggle_beta_tools',
    arguments: { enabled: true },
    hint: 'Run it: the notification arrives on the listen stream and the tool list updates by itself.',
  },
  'tools/duplicate-names': {
    scenario: 'duplicateNames',
    hint: 'The mock now lists search_issues twice: the client keeps the first and flags the duplicate under the list.',
  },
};
