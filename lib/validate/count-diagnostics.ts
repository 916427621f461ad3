import type { Diagnostic } from './diagnostic';

export interface DiagnosticCounts {
  errors: number;
  warnings: number;
  infos: number;
}

/** How many findings of each severity. Its own module, so that counting loads no validator. */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): DiagnosticCounts {
  const counts = { errors: 0, warnings: 0, infos: 0 };
  for (const d of diagnostics) {
    if (d.severity === 'error') counts.errors++;
    else if (d.severity === 'warning') counts.warnings++;
    else counts.infos++;
  }
  return counts;
}
