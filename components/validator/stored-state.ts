import { parseValidateShareState, type ValidateShareState } from '@/lib/share/share-state';

/** The localStorage key of the validator's last state. */
export const STORAGE_KEY = 'mcp-tool-lab:validate';
/** `/validate?example=<id>` opens an example of content/examples (the docs link to it). */
export const EXAMPLE_PARAM = 'example';
/** Above this (both editors together, in characters) the state is not kept in localStorage. */
export const MAX_PERSISTED_CHARS = 1_000_000;

/** What the validator keeps between visits: the editors and settings, and whether info is shown. */
export interface StoredState {
  state: ValidateShareState;
  showInfo: boolean;
}

/** The stored state, or undefined when what storage holds is not one (old, edited, corrupt). */
export function parseStored(value: unknown): StoredState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { state, showInfo } = value as Record<string, unknown>;
  const parsed = parseValidateShareState(state);
  return parsed.ok ? { state: parsed.value, showInfo: showInfo !== false } : undefined;
}
