// The validator's findings on what the playground shows (listed tools, a server's instructions),
// asked of the validation worker and kept, so a row scrolled back into view costs nothing. The
// pure store is tested in Node; components read it through useFindings().
import type { ClientValidator, ToolEntry, ToolListing } from '@/lib/client/index';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import { DEFAULT_SPEC_VERSION, isLegacySpec, type SpecVersion } from '@/lib/validate/spec-version';

/** Rules that flag text aimed at the model behind the user's back (tool poisoning). */
export const POISONING_RULES: ReadonlySet<string> = new Set(['hidden-characters', 'instruction-like-text']);

export const poisoningFindings = (findings: readonly Diagnostic[]) =>
  findings.filter((d) => POISONING_RULES.has(d.rule));

export interface FindingsStore {
  /**
   * Findings on one definition, or `undefined` while the worker is answering (the store then
   * notifies its subscribers once, when the answer arrives; it never goes back to undefined).
   * `spec` is the version the connection negotiated (default 2026-07-28); below 2026-07-28 the
   * list ends with the migration group, each item marked `group: 'migration'`.
   */
  tool(tool: Record<string, unknown>, spec?: SpecVersion): readonly Diagnostic[] | undefined;
  /**
   * Findings on a listed tool. When its page came from the network, lib/client validated that page
   * already: its findings under `/tools/<index>` are reused (re-based onto the tool), so a long list
   * costs no second validation. Tools of pages served from the cache are checked on their own.
   */
  entry(listing: ToolListing | undefined, entry: ToolEntry): readonly Diagnostic[] | undefined;
  /**
   * Poisoning findings on free text a model reads that is not part of a tool (a server's
   * `instructions`): checked by the same rules, as the description of a stand-in tool.
   */
  modelText(text: string): readonly Diagnostic[] | undefined;
  /** Why a check could not run, if one could not (shown once, beside the findings). */
  unchecked(): string | undefined;
  subscribe(listener: () => void): () => void;
  /** Changes whenever an answer arrives (for useSyncExternalStore). */
  version(): number;
}

/** One empty list, so memoised rows see the same value while findings are on their way. */
export const NO_FINDINGS: readonly Diagnostic[] = [];
const MAX_TEXTS = 50;
const MAX_DEFINITIONS = 2000;

export function createFindingsStore(validator: ClientValidator): FindingsStore {
  const tools = new WeakMap<object, Map<SpecVersion, readonly Diagnostic[] | 'pending'>>();
  const entries = new WeakMap<ToolEntry, readonly Diagnostic[]>();
  const texts = new Map<string, readonly Diagnostic[] | 'pending'>();
  const byText = new Map<string, readonly Diagnostic[]>();
  const listeners = new Set<() => void>();
  let version = 0;
  let failure: string | undefined;
  const changed = () => {
    version++;
    for (const listener of [...listeners]) listener();
  };

  function tool(
    definition: Record<string, unknown>,
    spec: SpecVersion = DEFAULT_SPEC_VERSION,
  ): readonly Diagnostic[] | undefined {
    let bySpec = tools.get(definition);
    if (!bySpec) {
      bySpec = new Map();
      tools.set(definition, bySpec);
    }
    const known = bySpec.get(spec);
    if (known !== undefined) return known === 'pending' ? undefined : known;
    // A refreshed list brings new objects for the same definitions: their findings are known.
    const key = `${spec}\u0000${JSON.stringify(definition)}`;
    const same = byText.get(key);
    if (same) {
      bySpec.set(spec, same);
      return same;
    }
    bySpec.set(spec, 'pending');
    const check = isLegacySpec(spec)
      ? { kind: 'tool' as const, spec, migration: true }
      : { kind: 'tool' as const };
    void validator.validateValue(definition, check).then((outcome) => {
      if (!outcome.ok) failure = outcome.error.message;
      const found = outcome.ok ? outcome.value : NO_FINDINGS;
      bySpec.set(spec, found);
      if (outcome.ok) {
        if (byText.size >= MAX_DEFINITIONS) byText.clear();
        byText.set(key, found);
      }
      changed();
    });
    return undefined;
  }

  return {
    tool,
    entry(listing, entry) {
      const cached = entries.get(entry);
      if (cached) return cached;
      const page = listing?.pages[entry.page];
      if (page?.provenance.source !== 'network') return tool(entry.tool);
      const prefix = `/tools/${entry.index}`;
      const found = page.diagnostics
        .filter((d) => d.path === prefix || d.path.startsWith(`${prefix}/`))
        .map((d) => ({ ...d, path: d.path.slice(prefix.length) }));
      entries.set(entry, found);
      return found;
    },
    modelText(text) {
      const known = texts.get(text);
      if (known !== undefined) return known === 'pending' ? undefined : known;
      if (texts.size >= MAX_TEXTS) texts.clear();
      texts.set(text, 'pending');
      void validator
        .validateValue(
          { name: 'instructions', description: text, inputSchema: { type: 'object' } },
          { kind: 'tool', ruleIds: [...POISONING_RULES] },
        )
        .then((outcome) => {
          if (!outcome.ok) failure = outcome.error.message;
          texts.set(
            text,
            outcome.ok
              ? outcome.value.map((d) => ({
                  ...d,
                  path: '',
                  message: d.message.replace(/^This description/, 'This text'),
                }))
              : NO_FINDINGS,
          );
          changed();
        });
      return undefined;
    },
    unchecked: () => failure,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
