import type { ValidationView } from '@/hooks/use-validation';
import { type DocumentKind, KIND_LABELS, type KindOption } from '@/lib/validate/document-kind';
import { DEFAULT_SPEC_VERSION, type SpecOption } from '@/lib/validate/spec-version';
import { VALIDATION_TIME_BUDGET_MS } from '@/lib/validate/worker-protocol';
import { countsText } from './labels';

export interface Notice {
  tone: 'warning' | 'info';
  text: string;
}

export interface ValidationSummary {
  /** For the polite live region: the counts, or why validation stopped. */
  summary: string;
  /** "Detected: tools/call result — it has …" or "Checked as: …". */
  kindLine?: string;
  /** The kind the document was last checked as. */
  checkedKind?: DocumentKind;
  /** "Checked at MCP 2025-06-18 — detected: …" or "… (chosen)". */
  versionLine?: string;
  notices: Notice[];
}

const STOP_ADVICE =
  'Typing is not affected. A schema whose validation explodes (for example "anyOf" branches over a recursive "$ref", checked against deeply nested structuredContent) or a very large document can do this: simplify it, or check it in parts, to see findings.';

/** The words the page shows for the latest validation result. */
export function summarizeValidation(
  view: ValidationView,
  kind: KindOption,
  spec: SpecOption = DEFAULT_SPEC_VERSION,
): ValidationSummary {
  switch (view.status) {
    case 'idle':
      return { summary: 'Checking…', notices: [] };
    case 'failed':
      return { summary: `Validation failed: ${view.message}.`, notices: [] };
    case 'stopped':
      return {
        summary: `Validation stopped after ${view.afterMs} ms: ${view.reason}.`,
        notices: [{ tone: 'warning', text: STOP_ADVICE }],
      };
    case 'done': {
      const { report, tool } = view.reply;
      const notices: Notice[] = [];
      let summary = `Document: ${countsText(report.counts)}.`;
      if (tool) summary += ` Tool definition: ${countsText(tool.report.counts)}.`;
      const unchecked = [...report.diagnostics, ...(tool?.report.diagnostics ?? [])].filter(
        (d) => d.unchecked,
      ).length;
      if (report.stopped || tool?.report.stopped) {
        summary += ` Validation stopped before every check had run (its ${VALIDATION_TIME_BUDGET_MS} ms or work limit was reached), so these findings are incomplete.`;
      } else if (unchecked > 0) {
        summary += ` ${unchecked === 1 ? 'One part' : `${unchecked} parts`} could not be checked: too costly to decide within the validator's limits (see the "could not be checked" warning${unchecked === 1 ? '' : 's'}). That is neither a pass nor a failure.`;
      }
      if (report.kind === 'call-result') {
        if (!tool) {
          notices.push({
            tone: 'info',
            text: 'No tool definition yet: paste the definition of the tool that produced this result in the "Tool definition" tab to check structuredContent against its outputSchema.',
          });
        } else if (!tool.usable) {
          notices.push({
            tone: 'warning',
            text: 'The tool definition is not a JSON object yet, so the result is checked without it.',
          });
        }
      }
      if (report.looksLike) {
        notices.push({
          tone: 'info',
          text: `This looks like an MCP ${report.looksLike.version} document (${report.looksLike.reason}). Choose “Auto-detect” or ${report.looksLike.version} in Version to check it at the version it speaks; the changes 2026-07-28 needs are then listed apart.`,
        });
      }
      const version = report.version ?? DEFAULT_SPEC_VERSION;
      const versionLine =
        spec === 'auto' && report.detectedVersion
          ? `Checked at MCP ${version} — detected: ${report.detectedVersion.reason}${report.detectedVersion.fallback ? ' (a guess: choose the version if it is wrong)' : ''}.`
          : `Checked at MCP ${version} (chosen).`;
      const label = KIND_LABELS[report.kind];
      const kindLine =
        kind === 'auto' && report.detected
          ? `Detected: ${label} — ${report.detected.reason}${report.detected.fallback ? ' (a guess: choose the kind if it is wrong)' : ''}.`
          : `Checked as: ${label} (chosen).`;
      return { summary, kindLine, checkedKind: report.kind, versionLine, notices };
    }
  }
}
