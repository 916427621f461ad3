// A second reporter for node's test runner (beside `spec`): writes one JSON summary of the run —
// counts, every skipped test with its reason, the failed tests, and the time spent per file — for scripts/check.mjs
// (skip reasons in the summary) and for anyone looking for the slow files.
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//        --test-reporter=./scripts/unit-report.mjs --test-reporter-destination=test-results/unit.json
import { relative } from 'node:path';

/** @param {AsyncIterable<{ type: string, data: any }>} source */
export default async function* unitReport(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, todo: 0, cancelled: 0 };
  /** @type {{ name: string, file?: string, reason: string }[]} */
  const skips = [];
  /** @type {{ name: string, file?: string }[]} */
  const failures = [];
  /** @type {Record<string, number>} */
  const fileMs = {};
  for await (const { type, data } of source) {
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    let file = data.file ? relative(process.cwd(), data.file) : undefined;
    // A file a pool imports inside a suite (scripts/run-unit-tests.mjs) is that suite, named after it.
    if (data.nesting === 0 && file?.startsWith('test-results/unit-pools/') && /\.test\.tsx?$/.test(data.name))
      file = data.name;
    // Top-level tests carry the time of their whole subtree; deeper ones would count twice.
    if (data.nesting === 0 && file) fileMs[file] = (fileMs[file] ?? 0) + (data.details?.duration_ms ?? 0);
    const skip = data.skip !== undefined && data.skip !== false;
    // Suites report as tests too; count leaves only (a suite's details.type is 'suite'), except a
    // skipped suite: node hides its tests, so it counts as one skipped test here, and a suite that
    // failed on its own (a hook, or the file it imports throwing), not through a failed test.
    const ownFailure =
      type === 'test:fail' &&
      !['subtestsFailed', 'cancelledByParent'].includes(data.details?.error?.failureType);
    if (data.details?.type === 'suite' && !skip && !ownFailure) continue;
    if (skip) {
      counts.skipped += 1;
      skips.push({ name: data.name, file, reason: typeof data.skip === 'string' ? data.skip : 'skipped' });
    } else if (data.todo !== undefined && data.todo !== false) {
      counts.todo += 1;
      skips.push({
        name: data.name,
        file,
        reason: `todo: ${typeof data.todo === 'string' ? data.todo : ''}`,
      });
    } else if (type === 'test:pass') counts.passed += 1;
    else if (data.details?.error?.failureType === 'cancelledByParent') counts.cancelled += 1;
    else {
      counts.failed += 1;
      failures.push({ name: data.name, file });
    }
  }
  const files = Object.entries(fileMs)
    .sort((a, b) => b[1] - a[1])
    .map(([file, ms]) => ({ file, ms: Math.round(ms) }));
  yield `${JSON.stringify({ counts, skips, failures, files }, null, 1)}\n`;
}
