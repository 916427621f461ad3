import { isObject } from '@/lib/json/is-object';
import type { MisbehaviourName } from '@/lib/mock-server/misbehaviour/misbehaviour-catalogue';
import type { UserToolSpec } from '@/lib/mock-server/user-tools/user-tool-spec';
import type { PlaygroundShareState } from '@/lib/share/share-state';
import { findMisbehaviour } from './scenarios';

/**
 * What a playground link carries (in `#s=…`) and what the docs' `?example=` links resolve to: the
 * mock scenario (switches and added tools), the selected tool and its arguments, and which server
 * to use. Never headers: values typed into the header fields stay in memory.
 */
export interface PlaygroundLink {
  misbehaviour: MisbehaviourName[];
  tools: UserToolSpec[];
  /** The conformance suite's fixtures are on in the mock. */
  conformance?: boolean;
  /** The mock is protected: it requires OAuth and is its own authorization server. */
  protected?: boolean;
  selected?: string;
  arguments?: unknown;
  target?: 'mock' | 'api' | 'url';
  /** For a `url` target: the address (shown in the form; connecting waits for the user). */
  url?: string;
}

export const emptyLink = (): PlaygroundLink => ({ misbehaviour: [], tools: [] });

/** A URL fit for a link: http(s), no user:password@, no query string or fragment (tokens hide there). */
export function shareableUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username || url.password || url.search || url.hash) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

export function toShareState(link: PlaygroundLink): PlaygroundShareState {
  const url = link.target === 'url' && link.url ? shareableUrl(link.url) : undefined;
  return {
    v: 1,
    ...(link.misbehaviour.length > 0 ? { misbehaviour: link.misbehaviour } : {}),
    ...(link.tools.length > 0 ? { tools: link.tools } : {}),
    ...(link.conformance ? { conformance: true } : {}),
    ...(link.protected ? { protected: true } : {}),
    ...(link.selected !== undefined ? { selected: link.selected } : {}),
    ...(link.arguments !== undefined ? { arguments: link.arguments } : {}),
    ...(link.target && link.target !== 'mock' && (link.target === 'api' || url)
      ? { target: link.target }
      : {}),
    ...(url ? { url } : {}),
  };
}

/**
 * Reads a decoded playground state (untrusted: anyone can craft a link). Unknown switches and
 * malformed entries are dropped with a note. The validator's "Open in playground" sends
 * `{ tool: "<definition text>" }`: that definition is added to the mock and selected.
 */
export function fromShareState(state: PlaygroundShareState): { link: PlaygroundLink; notes: string[] } {
  const link = emptyLink();
  const notes: string[] = [];
  if (Array.isArray(state.misbehaviour)) {
    for (const name of state.misbehaviour) {
      const known = typeof name === 'string' ? findMisbehaviour(name) : undefined;
      if (known) link.misbehaviour.push(known.name);
      else notes.push(`Unknown scenario ${JSON.stringify(name)} ignored.`);
    }
  }
  if (Array.isArray(state.tools)) {
    for (const spec of state.tools.slice(0, 50)) {
      if (isObject(spec) && isObject(spec.definition)) link.tools.push(spec as unknown as UserToolSpec);
      else notes.push('A tool in the link is not a definition and was ignored.');
    }
  }
  if (typeof state.tool === 'string') {
    let definition: unknown;
    try {
      definition = JSON.parse(state.tool);
    } catch {
      notes.push('The tool definition in the link is not valid JSON, so it was not added to the mock.');
    }
    if (isObject(definition)) {
      link.tools.push({ definition });
      if (typeof definition.name === 'string') link.selected = definition.name;
    } else if (definition !== undefined) {
      notes.push('The tool definition in the link is not a JSON object, so it was not added to the mock.');
    }
  }
  if (state.conformance === true) link.conformance = true;
  if (state.protected === true) link.protected = true;
  if (typeof state.selected === 'string') link.selected = state.selected;
  if (state.arguments !== undefined) link.arguments = state.arguments;
  if (state.target === 'api') link.target = 'api';
  if (state.target === 'url' && typeof state.url === 'string' && shareableUrl(state.url)) {
    link.target = 'url';
    link.url = shareableUrl(state.url);
  }
  return { link, notes };
}
