import type { ExampleEntry } from '@/content/examples/index';
import { isObject } from '@/lib/json/is-object';
import { emptyLink, type PlaygroundLink } from './playground-link';
import { findMisbehaviour } from './scenarios';

/** The query of a docs link: `/playground?example=<id>` and `&scenario=<name>`. */
export function readExampleQuery(search: string): { example?: string; scenario?: string } {
  const params = new URLSearchParams(search);
  const example = params.get('example') ?? undefined;
  const scenario = params.get('scenario') ?? undefined;
  return { ...(example ? { example } : {}), ...(scenario ? { scenario } : {}) };
}

/**
 * What a docs example opens (see components/docs/example-links.ts): a scenario is a mock tool to
 * select or a misbehaviour switch to turn on (and its tool selected); a tool definition (or an
 * array of them) is added to the mock; a tools/call request message also fills in its arguments.
 */
export function linkForExample(
  entry: Pick<ExampleEntry, 'kind' | 'text'> | undefined,
  scenario: string | undefined,
): { link: PlaygroundLink; notes: string[] } {
  const link = emptyLink();
  const notes: string[] = [];
  if (scenario) {
    const misbehaviour = findMisbehaviour(scenario);
    if (misbehaviour) {
      link.misbehaviour.push(misbehaviour.name);
      link.selected = misbehaviour.tool;
    } else {
      link.selected = scenario;
    }
  }
  if (!entry) return { link, notes };
  let value: unknown;
  try {
    value = JSON.parse(entry.text);
  } catch {
    notes.push('The example is not valid JSON, so there is nothing to add to the mock.');
    return { link, notes };
  }
  const definitions =
    entry.kind === 'tool' ? [value] : entry.kind === 'tools' && Array.isArray(value) ? value : [];
  for (const definition of definitions) {
    if (!isObject(definition)) continue;
    link.tools.push({ definition });
    if (link.selected === undefined && typeof definition.name === 'string') link.selected = definition.name;
  }
  if (entry.kind === 'message' && isObject(value) && isObject(value.params)) {
    const { name, arguments: args } = value.params;
    if (
      typeof name === 'string' &&
      (link.selected === undefined || link.selected === name) &&
      isObject(args)
    ) {
      link.selected = name;
      link.arguments = args;
    }
  }
  return { link, notes };
}
