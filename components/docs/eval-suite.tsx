import mockTools from '@/content/evals/mock-tools.json';
import weeklyDigest from '@/content/evals/weekly-digest.json';
import { CodeBlock } from './code-block';

/** Suites the docs may show, by name: a page shows the file the tests run, never a pasted copy. */
const SUITES: Record<string, { file: string; suite: unknown }> = {
  'weekly-digest': { file: 'content/evals/weekly-digest.json', suite: weeklyDigest },
  'mock-tools': { file: 'content/evals/mock-tools.json', suite: mockTools },
};

/** `<EvalSuite id="weekly-digest" />`: an eval suite file of `content/evals/`, as it is. */
export function EvalSuite({ id }: { id: string }) {
  const entry = SUITES[id];
  if (!entry)
    throw new Error(`<EvalSuite id="${id}">: no such suite (known: ${Object.keys(SUITES).join(', ')})`);
  return (
    <figure className="my-4">
      <CodeBlock code={JSON.stringify(entry.suite, null, 2)} lang="json" />
      <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        <code>{entry.file}</code>, the suite the tests run against the provider stand-in.
      </figcaption>
    </figure>
  );
}
