import { validateValue } from '../../validate/validate-document';

/**
 * Test support: the error diagnostics `lib/validate` finds in JSON-RPC messages, as readable
 * lines (empty = every message is valid). Tests assert on this for everything the server emits.
 */
export function messageErrors(messages: readonly unknown[]): string[] {
  return messages.flatMap((message, index) =>
    validateValue(message, { kind: 'message' })
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => `message ${index} ${d.path}: ${d.rule}: ${d.message}`),
  );
}

/** The same for one tool result checked against its tool (`structuredContent` vs `outputSchema`). */
export function callResultErrors(result: unknown, tool: unknown): string[] {
  return validateValue(result, { kind: 'call-result', tool })
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.path}: ${d.rule}: ${d.message}`);
}
