import type { RuleContext } from '../rule';
import { structuralIssues } from '../structural-issues';

/** Reports the structural findings that belong to rule `id` (the structure pass runs once per document). */
export function reportStructural(ctx: RuleContext<'document'>, id: string): void {
  for (const issue of structuralIssues(ctx.target.value, ctx.kind, ctx.version)) {
    if (issue.rule !== id) continue;
    ctx.report(
      issue.unchecked
        ? { path: issue.path, message: issue.message, severity: 'warning', unchecked: true }
        : { path: issue.path, message: issue.message },
    );
  }
}
