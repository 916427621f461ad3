import { type ToolEntry, type ToolListing, type Validation, validationIfLoaded } from '@/lib/client/index';
import type { Diagnostic } from '@/lib/validate/diagnostic';

/** Rules that flag text aimed at the model behind the user's back (tool poisoning). */
export const POISONING_RULES: ReadonlySet<string> = new Set(['hidden-characters', 'instruction-like-text']);

const cache = new WeakMap<object, Diagnostic[]>();

/**
 * The validator's findings on one definition, computed once per definition object (rows of a
 * virtualized list ask again as they scroll into view). Empty, and not remembered, while the
 * validator is still loading: callers render again through `useValidationLoaded()`.
 */
export function toolFindings(tool: Record<string, unknown>): Diagnostic[] {
  let found = cache.get(tool);
  if (!found) {
    const validation = validationIfLoaded();
    if (!validation) return [];
    found = validation.validateValue(tool, { kind: 'tool' }).diagnostics;
    cache.set(tool, found);
  }
  return found;
}

const entryCache = new WeakMap<ToolEntry, Diagnostic[]>();

/**
 * Findings on a listed tool. When its page came from the network, lib/client has validated that
 * page already: its findings under `/tools/<index>` are reused (re-based onto the tool), so a long
 * list costs no second validation. Pages served from the cache carry none, so those tools are
 * checked on their own.
 */
export function entryFindings(listing: ToolListing | undefined, entry: ToolEntry): Diagnostic[] {
  const cached = entryCache.get(entry);
  if (cached) return cached;
  const page = listing?.pages[entry.page];
  let found: Diagnostic[];
  if (page && page.provenance.source === 'network') {
    const prefix = `/tools/${entry.index}`;
    found = page.diagnostics
      .filter((d) => d.path === prefix || d.path.startsWith(`${prefix}/`))
      .map((d) => ({ ...d, path: d.path.slice(prefix.length) }));
  } else {
    if (!validationIfLoaded()) return [];
    found = toolFindings(entry.tool);
  }
  entryCache.set(entry, found);
  return found;
}

export const poisoningFindings = (findings: readonly Diagnostic[]) =>
  findings.filter((d) => POISONING_RULES.has(d.rule));

const textCache = new Map<string, Diagnostic[]>();
let poisoningRules: Validation['ruleCatalogue'] | undefined;

/**
 * Poisoning findings on free text a model reads that is not part of a tool (a server's
 * `instructions`): checked by the same rules, as the description of a stand-in tool.
 */
export function modelTextFindings(text: string): Diagnostic[] {
  const hit = textCache.get(text);
  if (hit) return hit;
  const validation = validationIfLoaded();
  if (!validation) return [];
  poisoningRules ??= validation.ruleCatalogue.filter((rule) => POISONING_RULES.has(rule.id));
  const found = validation
    .validateValue(
      { name: 'instructions', description: text, inputSchema: { type: 'object' } },
      {
        kind: 'tool',
        rules: poisoningRules,
      },
    )
    .diagnostics.map((d) => ({
      ...d,
      path: '',
      message: d.message.replace(/^This description/, 'This text'),
    }));
  if (textCache.size > 50) textCache.clear();
  textCache.set(text, found);
  return found;
}
