import Link from 'next/link';
import { getExample } from '@/content/examples/index';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import { KIND_LABELS, PROFILE_LABELS } from '@/lib/validate/document-kind';
import { validateText } from '@/lib/validate/validate-document';
import { SeverityBadge, Tag } from './badges';
import { CodeBlock } from './code-block';
import { playgroundHref, validateHref } from './example-links';
import { ruleHref } from './rules-data';

const actionClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-sky-500 hover:text-sky-800 dark:border-slate-700 dark:text-slate-200 dark:hover:border-sky-500 dark:hover:text-sky-300';

/** The findings the validator reports on the example (run while the page is prerendered). */
function findingsOf(id: string): Diagnostic[] {
  const entry = getExample(id)!;
  let tool: unknown;
  if (entry.tool) tool = JSON.parse(getExample(entry.tool)?.text ?? 'null');
  return validateText(entry.text, { kind: entry.kind, profile: entry.profile ?? 'default', tool })
    .diagnostics;
}

function Verdict({ findings }: { findings: Diagnostic[] }) {
  if (findings.length === 0) {
    return (
      <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
        <span aria-hidden="true">✓ </span>Valid: every check passes.
      </p>
    );
  }
  const errors = findings.filter((f) => f.severity === 'error').length;
  const summary =
    errors > 0
      ? `Invalid: ${findings.length === 1 ? 'one finding' : `${findings.length} findings`}`
      : `Valid, with ${findings.length === 1 ? 'one finding' : `${findings.length} findings`} to consider`;
  return (
    <div className="text-sm">
      <p
        className={
          errors > 0
            ? 'font-medium text-red-800 dark:text-red-300'
            : 'font-medium text-amber-900 dark:text-amber-300'
        }
      >
        <span aria-hidden="true">{errors > 0 ? '✗ ' : '! '}</span>
        {summary}
      </p>
      <ul className="mt-1 space-y-1.5">
        {findings.map((f, i) => (
          <li key={i} className="text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
            <span className="mr-1.5 inline-flex items-center gap-1.5 align-baseline">
              <SeverityBadge severity={f.severity} />
              <Link
                href={ruleHref(f.rule)}
                className="font-mono text-sky-800 underline underline-offset-2 hover:no-underline dark:text-sky-300"
              >
                {f.rule}
              </Link>
            </span>
            {f.message}
            {f.path ? (
              <>
                {' '}
                <span className="text-slate-600 dark:text-slate-400">
                  (at <code className="text-xs break-all">{f.path}</code>)
                </span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `<Example id="tool/search-issues" />`: an example file of content/examples, highlighted, with the
 * validator's verdict on it and links to open it in the validator and the playground. Everything is
 * rendered at build time; the links work without JavaScript.
 */
export async function Example({ id }: { id: string }) {
  const entry = getExample(id);
  if (!entry) throw new Error(`<Example id="${id}" />: no such file in content/examples`);
  const findings = findingsOf(id);
  const tryHref = playgroundHref(entry);
  const titleId = `example-${entry.id.replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <figure
      aria-labelledby={titleId}
      data-example={entry.id}
      className="not-prose my-6 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <figcaption className="border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <p className="flex flex-wrap items-center gap-2">
          <span id={titleId} className="font-semibold text-slate-900 dark:text-white">
            {entry.title}
          </span>
          <Tag>{KIND_LABELS[entry.kind]}</Tag>
          {entry.profile && entry.profile !== 'default' ? <Tag>{PROFILE_LABELS[entry.profile]}</Tag> : null}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{entry.summary}</p>
        {entry.tool ? (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Checked against the definition in <code className="text-xs">{entry.tool}</code>.
          </p>
        ) : null}
      </figcaption>
      <CodeBlock
        code={entry.text}
        lang={entry.rules.includes('json-syntax') ? 'jsonc' : 'json'}
        className="[&_pre]:rounded-none [&_pre]:border-0"
      />
      <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800">
        <Verdict findings={findings} />
        <p className="flex shrink-0 gap-2">
          <Link href={validateHref(entry)} className={actionClass}>
            Validate<span className="sr-only"> the example “{entry.title}”</span>
          </Link>
          {tryHref ? (
            <Link href={tryHref} className={actionClass}>
              Try in playground<span className="sr-only"> with the example “{entry.title}”</span>
            </Link>
          ) : null}
        </p>
      </div>
    </figure>
  );
}
