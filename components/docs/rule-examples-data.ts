import { KIND_LABELS } from '@/lib/validate/document-kind';
import { highlightLines } from './highlight';
import { packLines, type RuleExampleCase, type RuleExamples } from './rule-examples-wire';
import { findRuleDoc, type RuleCaseText } from './rules-data';

function kindLabel(kind: string): string {
  return (KIND_LABELS as Record<string, string>)[kind] ?? kind;
}

/** "Trips the rule (Tool, claude-api profile, at MCP 2025-06-18)". */
export function caseCaption(which: 'fail' | 'pass', c: RuleCaseText): string {
  const details = [
    kindLabel(c.kind),
    c.profile ? `${c.profile} profile` : '',
    c.spec ? `at MCP ${c.spec}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${which === 'fail' ? 'Trips the rule' : 'Passes'} (${details})`;
}

/**
 * A rule's failing and passing case, highlighted (at build time: /docs/rule-examples/<id> is
 * prerendered), or undefined for an unknown id.
 */
export async function ruleExamples(id: string): Promise<RuleExamples | undefined> {
  const rule = findRuleDoc(id);
  if (!rule) return undefined;
  const styles: Record<string, string>[] = [];
  const cases: RuleExampleCase[] = [];
  for (const which of ['fail', 'pass'] as const) {
    const c = rule[which];
    const out: RuleExampleCase = { caption: caseCaption(which, c), text: [] };
    if (c.tool !== undefined) out.tool = packLines(await highlightLines(c.tool, 'json'), styles);
    out.text = packLines(await highlightLines(c.text, 'jsonc'), styles);
    cases.push(out);
  }
  return { id: rule.id, styles, cases };
}
