// Test-only worker entry for the createValidationRunner tests in cli.test.ts (not a test file itself):
// `?bootMs=N` delays the ready signal; a job whose text is "spin" never finishes; any other job gets
// an empty report.
import { parentPort } from 'node:worker_threads';

const bootMs = Number(new URL(import.meta.url).searchParams.get('bootMs') ?? '0');
if (bootMs > 0) await new Promise((resolve) => setTimeout(resolve, bootMs));

parentPort?.on('message', (job: { id: number; text: string; options: { budgetMs?: number } }) => {
  if (job.text === 'spin') for (;;);
  const counts = { errors: 0, warnings: 0, infos: 0 };
  parentPort?.postMessage({
    id: job.id,
    report: {
      kind: 'tool',
      diagnostics: [],
      counts,
      stopped: false,
      echo: job.text,
      budgetMs: job.options.budgetMs,
    },
  });
});
parentPort?.postMessage({ ready: true });
