import type { CallToolOutcome } from '../client/call-tool';

/**
 * One call made in this playground session, as the history lists it. Held in memory only (the
 * arguments may be anything the user typed); a collection keeps a call only after the secret check.
 */
export interface HistoryEntry {
  /** Increasing within the session; names the entry in actions. */
  id: number;
  tool: string;
  arguments: unknown;
  kind: CallToolOutcome['kind'];
  /** How it ended, in a few words ("complete", "tool error", "JSON-RPC error -32602"…). */
  summary: string;
  durationMs: number;
  /** When it finished (ms since the epoch). */
  at: number;
  /** The result (for `complete` and `tool-error`): what a new expectation is suggested from. */
  result?: Record<string, unknown>;
  /** Whether the listed definition has an outputSchema (suggests the structuredContent check). */
  hasOutputSchema: boolean;
}

/** The most entries kept; older ones drop off the end. */
export const HISTORY_LIMIT = 100;

/** How an outcome ended, in a few words for a list row. */
export function summarizeOutcome(outcome: CallToolOutcome): string {
  switch (outcome.kind) {
    case 'complete':
      return 'complete';
    case 'tool-error':
      return 'tool error (isError)';
    case 'protocol-error':
      return `JSON-RPC error ${outcome.error.code}`;
    case 'refused':
      return `not sent (${outcome.reason})`;
    case 'failed':
      return `failed (${outcome.error.kind})`;
  }
}

/** The history entry of a finished call (`id` is the next number after the newest entry). */
export function historyEntryOf(
  history: readonly HistoryEntry[],
  outcome: CallToolOutcome,
  at: number,
): HistoryEntry {
  const result = outcome.kind === 'complete' || outcome.kind === 'tool-error' ? outcome.result : undefined;
  return {
    id: (history[0]?.id ?? 0) + 1,
    tool: outcome.toolName,
    arguments: outcome.arguments,
    kind: outcome.kind,
    summary: summarizeOutcome(outcome),
    durationMs: outcome.durationMs,
    at,
    ...(result ? { result } : {}),
    hasOutputSchema: outcome.tool?.outputSchema !== undefined,
  };
}

/** The history with `entry` first (newest first), at most `limit` long. */
export function recordCall(
  history: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit = HISTORY_LIMIT,
): HistoryEntry[] {
  return [entry, ...history].slice(0, limit);
}
