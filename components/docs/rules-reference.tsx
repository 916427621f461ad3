import Link from 'next/link';
import { KIND_LABELS } from '@/lib/validate/document-kind';
import { SPEC_VERSIONS } from '@/lib/validate/spec-version';
import { SeverityBadge, Tag } from './badges';
import { CodeBlock } from './code-block';
import { validateHref } from './example-links';
import { InlineCodeText } from './inline-code-text';
import { type RuleCaseText, ruleDocs, versionsText } from './rules-data';

function kindLabel(kind: string): string {
  return (KIND_LABELS as Record<string, string>)[kind] ?? kind;
}

function CaseFigure({ which, c }: { which: 'fail' | 'pass'; c: RuleCaseText }) {
  const caption = `${which === 'fail' ? 'Trips the rule' : 'Passes'} (${kindLabel(c.kind)}${c.profile ? `, ${c.profile} profile` : ''}${c.spec ? `, at MCP ${c.spec}` : ''})`;
  return (
    <div className="min-w-0">
      <p className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{caption}</p>
      {c.tool ? (
        <details className="mb-2 text-sm">
          <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
            Tool definition it is checked against
          </summary>
          <CodeBlock code={c.tool} />
        </details>
      ) : null}
      <CodeBlock code={c.text} lang="jsonc" />
    </div>
  );
}

/**
 * The rules reference: one section per rule of the validator, anchored at its id (the validator's
 * findings link to `/docs/rules#<id>`), generated from the rule catalogue.
 */
export function RulesReference() {
  return (
    <div className="not-prose">
      {ruleDocs.map((rule) => (
        <section key={rule.id} aria-labelledby={rule.id} className="mb-12">
          <h2
            id={rule.id}
            className="group scroll-mt-20 font-mono text-lg font-semibold text-slate-900 dark:text-white"
          >
            {rule.id}
            <a
              href={`#${rule.id}`}
              className="ml-2 font-normal text-slate-400 no-underline opacity-60 group-hover:opacity-100 hover:text-sky-700 focus-visible:opacity-100 dark:text-slate-500 dark:hover:text-sky-400"
            >
              <span aria-hidden="true">#</span>
              <span className="sr-only">Link to the rule {rule.id}</span>
            </a>
          </h2>
          <p className="mt-1 font-medium text-slate-800 dark:text-slate-200">
            <InlineCodeText text={rule.title} />
          </p>
          <p className="mt-2 flex flex-wrap gap-2">
            <SeverityBadge severity={rule.severity} />
            <Tag>{rule.basisLabel}</Tag>
            {rule.profiles ? <Tag>profile: {rule.profiles.join(', ')}</Tag> : null}
            <Tag>MCP {versionsText(rule.versions, SPEC_VERSIONS)}</Tag>
            {rule.quickFix ? <Tag>quick fix in the validator</Tag> : null}
          </p>
          <div className="prose prose-slate mt-3 max-w-none dark:prose-invert">
            <p>
              <InlineCodeText text={rule.description} />
            </p>
          </div>
          {rule.sources ? (
            <div className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              <p className="font-medium">{rule.sources.length === 1 ? 'Source' : 'Sources'}</p>
              <ul className="mt-1 space-y-2 break-words">
                {rule.sources.map((source) => (
                  <li key={`${source.url}|${source.quote}`}>
                    <blockquote className="border-l-2 border-slate-300 pl-3 italic dark:border-slate-600">
                      {source.quote}
                    </blockquote>
                    <a
                      href={source.url}
                      className="text-sky-800 underline underline-offset-2 hover:no-underline dark:text-sky-300"
                    >
                      {source.title}
                    </a>
                    {source.seen ? (
                      <span className="text-slate-500 dark:text-slate-400"> ({source.seen})</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {/* Folded: with every case open the page would hold some 16,000 elements, slow to load and
              to search; a finding's link lands on the heading and the description above. */}
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-slate-700 hover:text-sky-800 dark:text-slate-300 dark:hover:text-sky-300">
              Examples: a document that trips the rule and one that passes
            </summary>
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              <CaseFigure which="fail" c={rule.fail} />
              <CaseFigure which="pass" c={rule.pass} />
            </div>
          </details>
          {rule.examples.length > 0 ? (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              Example files that trip it:{' '}
              {rule.examples.map((id, i) => (
                <span key={id}>
                  {i > 0 ? ', ' : null}
                  <Link
                    href={validateHref({ id })}
                    className="font-mono text-sky-800 underline underline-offset-2 hover:no-underline dark:text-sky-300"
                  >
                    {id}
                  </Link>
                </span>
              ))}{' '}
              (each opens in the validator).
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
