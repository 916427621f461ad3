import type { Diagnostic, Severity } from './diagnostic';

const severityOrder: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Orders diagnostics by position in the text (then severity, then rule id); diagnostics without a
 * range keep document order by pointer. Returns a new array.
 */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => {
    const byOffset = (a.range?.start.offset ?? -1) - (b.range?.start.offset ?? -1);
    if (byOffset !== 0) return byOffset;
    if (!a.range && !b.range && a.path !== b.path) return a.path < b.path ? -1 : 1;
    const bySeverity = severityOrder[a.severity] - severityOrder[b.severity];
    if (bySeverity !== 0) return bySeverity;
    return a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0;
  });
}
