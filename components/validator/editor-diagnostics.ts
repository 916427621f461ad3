import type { Action, Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import type { QuickFix } from '@/lib/validate/quick-fix/quick-fix';
import { ruleDocsHref } from '@/lib/validate/rule';

/** The editor marks at most this many findings (the counts still cover all of them). */
export const MAX_EDITOR_DIAGNOSTICS = 2000;

/** A finding as the editor shows it, remembering the finding it came from. */
export interface MarkedDiagnostic extends EditorDiagnostic {
  finding: Diagnostic;
}

function renderMessage(finding: Diagnostic): () => Node {
  return () => {
    const root = document.createElement('div');
    const rule = document.createElement('code');
    rule.textContent = finding.rule;
    const message = document.createElement('div');
    message.textContent = finding.message;
    const link = document.createElement('a');
    link.href = ruleDocsHref(finding.rule);
    link.textContent = `About ${finding.rule}`;
    root.append(rule, message, link);
    return root;
  };
}

/** The quick fixes the editor offers as lint actions, and what picking one does. */
export interface EditorFixes {
  /** The fixes of a finding (computed by the validation worker for the text it checked). */
  of(finding: Diagnostic): readonly QuickFix[] | undefined;
  apply(view: EditorView, finding: Diagnostic, fix: QuickFix): void;
}

function actionsOf(finding: Diagnostic, fixes: EditorFixes | undefined): Action[] | undefined {
  const offered = fixes?.of(finding);
  if (!offered?.length) return undefined;
  return offered.map((fix) => ({ name: fix.title, apply: (view) => fixes!.apply(view, finding, fix) }));
}

/**
 * Findings → CodeMirror diagnostics at their exact ranges (offsets are UTF-16, like CodeMirror's),
 * clamped to the text. A finding without a range marks the start of the text. The hover tooltip
 * shows the rule id, the message and a link to the rule's entry in the rules reference, and a button
 * per quick fix (CodeMirror's lint actions; in the lint panel each has an access key).
 */
export function toEditorDiagnostics(
  findings: readonly Diagnostic[],
  textLength: number,
  { limit = MAX_EDITOR_DIAGNOSTICS, fixes }: { limit?: number; fixes?: EditorFixes } = {},
): MarkedDiagnostic[] {
  const out: MarkedDiagnostic[] = [];
  for (const finding of findings) {
    if (out.length >= limit) break;
    const actions = actionsOf(finding, fixes);
    const from = Math.min(Math.max(finding.range?.start.offset ?? 0, 0), textLength);
    const to = Math.min(Math.max(finding.range?.end.offset ?? from, from), textLength);
    out.push({
      from,
      to,
      severity: finding.severity,
      message: `${finding.rule}: ${finding.message}`,
      renderMessage: renderMessage(finding),
      ...(actions ? { actions } : {}),
      finding,
    });
  }
  return out;
}
