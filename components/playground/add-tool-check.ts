import type { Target } from '@/lib/client/index';
import type { UserToolSpec } from '@/lib/mock-server/user-tools/user-tool-spec';

/** The name of a tool the user added, when its definition has one. */
export function userToolName(spec: UserToolSpec): string | undefined {
  const definition = spec.definition as { name?: unknown } | null;
  return typeof definition === 'object' && definition !== null && typeof definition.name === 'string'
    ? definition.name
    : undefined;
}

export interface AddToolConflict {
  kind: 'builtin' | 'yours';
  message: string;
  /** The label of the button that replaces it. */
  confirm: string;
}

/**
 * What adding a tool named `name` would replace: a built-in tool of the mock, or a tool you added
 * before. Asked before replacing, so nothing disappears from the list without a word.
 */
export function addToolConflict(
  name: string,
  taken: { builtin: readonly string[]; yours: readonly string[] },
): AddToolConflict | undefined {
  if (taken.yours.includes(name))
    return {
      kind: 'yours',
      message: `You already added a tool named "${name}": adding this one replaces it.`,
      confirm: `Replace your ${name}`,
    };
  if (taken.builtin.includes(name))
    return {
      kind: 'builtin',
      message: `The mock has a built-in tool named "${name}": adding yours replaces it in the list (removing yours brings the built-in back). Rename yours to keep both.`,
      confirm: `Replace the built-in ${name}`,
    };
  return undefined;
}

/**
 * Whether the mock scenario panel does anything: it configures the in-page mock only, so it is
 * disabled, with the reason, while connected elsewhere.
 */
export function mockScenarioAvailability(target: Target): { ok: true } | { ok: false; reason: string } {
  if (target.kind === 'mock') return { ok: true };
  const where =
    target.kind === 'api' ? "this site's /api/mcp (the mock with its default scenario)" : target.url;
  return {
    ok: false,
    reason: `The scenario configures the in-page mock only; you are connected to ${where}. Connect to the in-page mock server to change it.`,
  };
}
