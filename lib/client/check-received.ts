import type { Diagnostic } from '../validate/diagnostic';
import type { DocumentKind } from '../validate/document-kind';
import { type SpecVersion, specForProtocolVersion } from '../validate/spec-version';
import type { ClientValidator, ValidatorOutcome } from './validation';

/** A received value's findings at the connection's version, and what 2026-07-28 would need. */
export interface ReceivedCheck {
  /** The version it was checked at: the negotiated one (2025-03-26 is checked at 2025-06-18). */
  spec: SpecVersion;
  /** True when the negotiated version is not modelled and `spec` is the nearest one that is. */
  approximate: boolean;
  diagnostics: Diagnostic[];
  /** The migration group toward 2026-07-28 (empty on a 2026-07-28 connection). */
  migration: Diagnostic[];
}

/**
 * Checks what a server sent at the protocol version the connection negotiated, the way the
 * validator page and the CLI check a document at a chosen version (one shared function decides:
 * lib/validate's validateValue). A legacy answer is judged by its own version's schema and rules,
 * not patched into a 2026-07-28 shape first.
 */
export async function checkReceived(
  validator: ClientValidator,
  value: unknown,
  check: { kind: DocumentKind; protocolVersion: string; tool?: unknown },
): Promise<ValidatorOutcome<ReceivedCheck>> {
  const { version, approximate } = specForProtocolVersion(check.protocolVersion);
  const outcome = await validator.validateValue(value, {
    kind: check.kind,
    spec: version,
    migration: true,
    ...(check.tool !== undefined ? { tool: check.tool } : {}),
  });
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    value: {
      spec: version,
      approximate,
      diagnostics: outcome.value.filter((d) => d.group !== 'migration'),
      migration: outcome.value.filter((d) => d.group === 'migration'),
    },
  };
}
