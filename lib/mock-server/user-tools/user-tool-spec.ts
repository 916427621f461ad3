/**
 * A tool the user defines for the mock (the playground's editable catalogue): a definition plus a
 * canned result. Strings in the result may hold `{{arguments.path}}` placeholders filled from the
 * call's arguments. No user code runs: templates are data, so any host (including the public
 * /api/mcp endpoint) can serve them safely.
 */
export interface UserToolSpec {
  /** The tool as tools/list shows it: `name` and `inputSchema` (root `type: "object"`) required. */
  definition: unknown;
  /**
   * The result (`content`, `structuredContent`, `isError`), templated. Default: one text block
   * echoing the arguments.
   */
  result?: unknown;
  /** Simulated latency in milliseconds (0–30000). Default: 0. */
  delayMs?: number;
}
