import Link from 'next/link';
import { SPEC_VERSIONS } from '@/lib/validate/spec-version';
import { SeverityBadge, Tag } from './badges';
import { validateHref } from './example-links';
import { InlineCodeText } from './inline-code-text';
import { RuleExamples } from './rule-examples';
import { ruleDocs, versionsText } from './rules-data';

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
          {/* Loaded when opened: inline, every rule's highlighted cases made some 16,000 elements and
              most of the page's 3.6 MB. A finding's link lands on the heading and description above. */}
          <RuleExamples id={rule.id} />
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
