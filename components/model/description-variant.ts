/**
 * The "B" side of an A/B of descriptions: the server's tools with some descriptions rewritten in the
 * page. Only descriptions change; names, schemas and annotations stay the server's, so the two
 * runs differ in exactly what the person edited. Edits are keyed by tool name.
 */

import { isObject } from '@/lib/json/is-object';

type Json = Record<string, unknown>;

export type DescriptionEdits = Readonly<Record<string, string>>;

export interface DescriptionVariant {
  /** The tool list for the B run, in the server's order. */
  tools: Json[];
  /** Names of the tools whose description differs from the server's. */
  changed: string[];
}

const nameOf = (tool: Json): string | undefined => (typeof tool.name === 'string' ? tool.name : undefined);

/** The description the server gave, as the editor starts from it (absent reads as empty). */
export function originalDescription(tool: Json): string {
  return typeof tool.description === 'string' ? tool.description : '';
}

/**
 * The variant: each edited tool gets the edited text as its description (an emptied description is
 * removed, which is how a model would see a tool without one). An edit equal to the server's text,
 * or naming a tool the server no longer lists, changes nothing.
 */
export function describeVariant(tools: readonly unknown[], edits: DescriptionEdits): DescriptionVariant {
  const changed: string[] = [];
  const out = tools.filter(isObject).map((tool) => {
    const name = nameOf(tool);
    if (name === undefined || !Object.hasOwn(edits, name)) return tool;
    const edited = edits[name]!;
    if (edited === originalDescription(tool)) return tool;
    changed.push(name);
    const { description: _dropped, ...rest } = tool;
    return edited.trim() === '' ? rest : { ...rest, description: edited };
  });
  return { tools: out, changed };
}
