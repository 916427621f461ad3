import {
  type ClientNameLimits,
  clientNameProblem,
  suggestClientName,
} from '../validate/rules/client-tool-name';

export interface AssignedName {
  modelName: string;
  /** Why the MCP name could not be kept; absent when `modelName` is the MCP name. */
  renamedBecause?: string;
}

/** FNV-1a over UTF-16 code units, as 6 base-36 digits: short, stable, and not tied to list order. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0').slice(-6);
}

/** Cuts `base` so that `base + suffix` fits the limit (by code points, as the limits count). */
function fit(base: string, suffix: string, maxLength: number): string {
  return [...base].slice(0, Math.max(1, maxLength - [...suffix].length)).join('') + suffix;
}

/**
 * Model-side names for a tool list under one provider's name limits: every name the provider accepts
 * is kept (the first of duplicates wins), and every other gets a deterministic, collision-free
 * rename: the validator's suggestion (runs of refused characters become "_", cut to the limit),
 * plus "_" and a hash of the original name when that suggestion is taken or was cut, plus a counter
 * in the unlikely case the hash collides too. The same list always gives the same names.
 */
export function assignModelNames(names: readonly string[], limits: ClientNameLimits): AssignedName[] {
  const taken = new Set<string>();
  const keep = names.map((name) => {
    if (clientNameProblem(name, limits) !== undefined || taken.has(name)) return false;
    taken.add(name);
    return true;
  });
  return names.map((name, index) => {
    if (keep[index]) return { modelName: name };
    const problem = clientNameProblem(name, limits);
    const renamedBecause = problem ? `the name ${problem}` : 'an earlier tool has the same name';
    const suggested = suggestClientName(name, limits);
    const cut = [...name.replace(new RegExp(`[^${limits.characters}]+`, 'g'), '_')].length > limits.maxLength;
    let modelName = suggested;
    if (cut || taken.has(modelName)) modelName = fit(suggested, `_${shortHash(name)}`, limits.maxLength);
    for (let n = 2; taken.has(modelName); n++)
      modelName = fit(suggested, `_${shortHash(name)}_${n}`, limits.maxLength);
    taken.add(modelName);
    return { modelName, renamedBecause };
  });
}
