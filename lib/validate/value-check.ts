// The two questions a client asks the validator about values it received or is about to send:
// findings on a parsed value, and an instance against a JSON Schema. Shared by the in-process
// validator (lib/client/validation.ts) and the validation worker (handle-worker-request.ts), so both
// answer alike.
import { compileSchema } from '../schema/compile-schema';
import { type InstanceError, type UncheckedInstance, validateInstance } from '../schema/validate-instance';
import type { Diagnostic } from './diagnostic';
import type { DocumentKind, Profile } from './document-kind';
import { ruleCatalogue } from './rules/index';
import type { SpecVersion } from './spec-version';
import { validateValue } from './validate-document';

/** What to check a parsed value as. */
export interface ValueCheck {
  kind: DocumentKind;
  /** For `call-result`: the tool definition it answers (its outputSchema checks structuredContent). */
  tool?: unknown;
  /** Run only these rules of the catalogue (default: all of them). */
  ruleIds?: readonly string[];
  /** Add the rules of this client profile to the spec's (default: the spec's only). */
  profile?: Profile;
  /** The protocol version to check at (default 2026-07-28): the one the connection negotiated. */
  spec?: SpecVersion;
  /**
   * Also return the migration group toward 2026-07-28 (when `spec` is older), after the findings,
   * each marked `group: 'migration'`. Off by default, so callers that count findings see none.
   */
  migration?: boolean;
}

/**
 * An instance checked against a JSON Schema: its errors, or why the schema could not be used.
 * `unchecked` (with no errors): the check could not finish within its limits, neither pass nor fail.
 */
export type InstanceCheck =
  | { usable: true; errors: InstanceError[]; unchecked?: UncheckedInstance }
  | { usable: false; problems: string[] };

/** The rule catalogue's findings on `value`. */
export function checkValue(value: unknown, check: ValueCheck): Diagnostic[] {
  const rules = check.ruleIds ? ruleCatalogue.filter((rule) => check.ruleIds!.includes(rule.id)) : undefined;
  const report = validateValue(value, {
    kind: check.kind,
    ...(check.tool !== undefined ? { tool: check.tool } : {}),
    ...(rules ? { rules } : {}),
    ...(check.profile ? { profile: check.profile } : {}),
    ...(check.spec ? { spec: check.spec } : {}),
  });
  return check.migration && report.migration
    ? [...report.diagnostics, ...report.migration]
    : report.diagnostics;
}

/** `instance` against the JSON Schema `schema` (compiled once per schema text, see compileSchema). */
export function checkInstance(schema: unknown, instance: unknown): InstanceCheck {
  const compiled = compileSchema(schema);
  if (!compiled.ok) return { usable: false, problems: compiled.problems.map((p) => p.message) };
  const checked = validateInstance(compiled.validator, instance);
  return {
    usable: true,
    errors: checked.errors,
    ...(checked.unchecked ? { unchecked: checked.unchecked } : {}),
  };
}
