import type { Range } from '../json/range';

/**
 * error = breaks a MUST or the official schema; warning = breaks a SHOULD (or a strong client
 * compatibility or security concern); info = advice.
 */
export type Severity = 'error' | 'warning' | 'info';

/** The contract every face uses: the editor, the CLI, the playground timeline and the docs. */
export interface Diagnostic {
  /** Stable rule id, e.g. "tool-name-characters"; documented at /docs/rules#<rule>. */
  rule: string;
  severity: Severity;
  /** RFC 6901 JSON Pointer into the checked document ("" = the root). */
  path: string;
  /** What is wrong and what to change, in one or two sentences. */
  message: string;
  /** Where, when source text was given. */
  range?: Range;
  /**
   * True for a "could not be checked: …" finding: a check stopped at its work limit, so that part
   * is neither a pass nor a failure (always a warning). Faces count these apart from the others.
   */
  unchecked?: true;
  /**
   * `migration`: not a problem at the checked version but a change 2026-07-28 needs (see
   * ValidationReport.migration). Present only on migration findings, which faces list apart and
   * never count as the checked version's errors.
   */
  group?: 'migration';
}
