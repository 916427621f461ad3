import type { ExampleEntry } from '@/content/examples/index';
import { PLAYGROUND_SCENARIOS } from '@/content/examples/playground-scenarios';
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
 * select or a misbehaviour switch to turn on (and its tool selected), with the arguments that
 * reproduce the example and a one-line hint (content/examples/playground-scenarios.ts); a tool
 * definition (or an array of them) is added to the mock; a tools/call request message also fills
 * in its arguments. The hint is looked up by the example's id, never read from the address: a link
 * cannot put words on the page.
 */
export function linkForExample(
  entry: Pick<ExampleEntry, 'kind' | 'text'> | undefined,
  requested: string | undefined,
  exampleId?: string,
): { link: PlaygroundLink; notes: string[]; hint?: string } {
  const link = emptyLink();
  const notes: string[] = [];
  const known = exampleId === undefined ? undefined : PLAYGROUND_SCENARIOS[exampleId];
  const scenario = requested ?? known?.scenario;
  let hint: string | undefined;
  if (scenario) {
    const misbehaviour = findMisbehaviour(scenario);
    if (misbehaviour) {
      link.misbehaviour.push(misbehaviour.name);
      link.selected = misbehaviour.tool;
    } else {
      link.selected = scenario;
    }
    if (known && known.scenario === scenario) {
      if (known.arguments) link.arguments = { ...known.arguments };
      hint = known.hint;
    }
  }
  const withHint = () => ({ link, notes, ...(hint ? { hint } : {}) });
  if (!entry) return withHint();
  let value: unknown;
  try {
    value = JSON.parse(entry.text);
  } catch {
    notes.push('The example is not valid JSON, so there is nothing to add to the mock.');
    return withHint();
  }
  const definitions =
    entry.kind === 'tool' ? [value] : entry.kind === 'tools' && Array.isArray(value) ? value : [];
  for (const definition of definitions) {
    if (!isObject(definition)) continue;
    link.tools.push({ definition });
    if (link.selected === undefined && typeof definition.name === 'string') link.selected = definition.name;
  }
  if (definitions.length > 0 && hint === undefined) {
    hint =
      definitions.length === 1
        ? "The example's definition is now a tool of the in-page mock: fill in its arguments and Run to see what a client makes of it."
        : "The example's definitions are now tools of the in-page mock: pick one, fill in its arguments and Run.";
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
  return withHint();
}
