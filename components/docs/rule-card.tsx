import Link from 'next/link';
import { SeverityBadge, Tag } from './badges';
import { InlineCodeText } from './inline-code-text';
import { findRuleDoc, ruleHref } from './rules-data';

/** `<Rule id="tool-name-characters" />`: a compact card for one validator rule, linking to the reference. */
export function RuleCard({ id }: { id: string }) {
  const rule = findRuleDoc(id);
  if (!rule) throw new Error(`<Rule id="${id}" />: no rule with this id in the catalogue`);
  return (
    <div
      data-rule={rule.id}
      className="not-prose my-4 rounded-lg border border-slate-200 px-4 py-3 dark:border-slate-800"
    >
      <p className="flex flex-wrap items-center gap-2">
        <Link
          href={ruleHref(rule.id)}
          className="font-mono text-sm font-semibold text-sky-800 underline underline-offset-2 hover:no-underline dark:text-sky-300"
        >
          {rule.id}
        </Link>
        <SeverityBadge severity={rule.severity} />
        <Tag>{rule.basisLabel}</Tag>
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        <InlineCodeText text={rule.title} />
      </p>
    </div>
  );
}
