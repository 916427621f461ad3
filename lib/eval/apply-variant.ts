// The variant side of an A/B: the server's tools with some definitions replaced. A variant entry
// whose name the server lists is laid over that tool member by member, so a file holding only
// {"name": "get_issue", "description": "…"} edits one description and keeps the rest; an entry
// with a new name must be a whole tool. A full tools/list result therefore replaces everything.
import { isObject } from '../json/is-object';
import type { Tool } from '../spec/tool';

export type VariantResult =
  | { ok: true; tools: Tool[]; changed: string[]; added: string[] }
  | { ok: false; error: string };

export function applyVariant(
  serverTools: readonly Tool[],
  variant: readonly Record<string, unknown>[],
): VariantResult {
  const byName = new Map(serverTools.map((t) => [t.name, t]));
  const changed: string[] = [];
  const added: Tool[] = [];
  const replaced = new Map<string, Tool>();
  for (const [i, entry] of variant.entries()) {
    const name = entry.name;
    if (typeof name !== 'string' || name === '') return { ok: false, error: `tools[${i}] has no "name"` };
    if (replaced.has(name) || added.some((t) => t.name === name))
      return { ok: false, error: `tools[${i}]: "${name}" appears twice in the variant` };
    const base = byName.get(name);
    if (base) {
      const merged = { ...base, ...entry } as Tool;
      if (!isObject(merged.inputSchema))
        return { ok: false, error: `tools[${i}] ("${name}"): inputSchema must be an object` };
      replaced.set(name, merged);
      if (JSON.stringify(merged) !== JSON.stringify(base)) changed.push(name);
    } else {
      if (!isObject(entry.inputSchema))
        return {
          ok: false,
          error: `tools[${i}]: the server lists no tool "${name}", so the variant must give its whole definition (inputSchema is missing)`,
        };
      added.push(entry as Tool);
    }
  }
  return {
    ok: true,
    tools: [...serverTools.map((t) => replaced.get(t.name) ?? t), ...added],
    changed,
    added: added.map((t) => t.name),
  };
}
