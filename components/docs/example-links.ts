import type { ExampleEntry } from '@/content/examples/index';
import { PLAYGROUND_SCENARIOS } from '@/content/examples/playground-scenarios';

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
 * The address that opens an example in the playground: `/playground?example=<id>`, plus
 * `&scenario=<name>` when a mock scenario serves it. The playground loads the example from
 * content/examples: a tool definition is added to the in-page mock server, any other document opens
 * the scenario that produces it, with the arguments that reproduce it and a one-line hint
 * (content/examples/playground-scenarios.ts). Undefined when the playground has nothing to show
 * for the example (a document that is not even JSON, or a message with no scenario behind it).
 */
export function playgroundHref(example: Pick<ExampleEntry, 'id' | 'kind' | 'rules'>): string | undefined {
  const scenario = PLAYGROUND_SCENARIOS[example.id]?.scenario;
  const parses = !example.rules.includes('json-syntax');
  if (!scenario && !(parses && (example.kind === 'tool' || example.kind === 'tools'))) return undefined;
  const scenarioPart = scenario ? `scenario=${queryValue(scenario)}&` : '';
  return `/playground?${scenarioPart}example=${queryValue(example.id)}`;
}
