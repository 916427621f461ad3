import { describeExpectation } from './describe-expectation';
import type { CollectionRun } from './run-collection';

/**
 * XML 1.0 text: the five special characters escaped, and the characters XML cannot carry at all
 * (most C0 controls, lone surrogates, U+FFFE/U+FFFF) replaced, since a server's text goes in here.
 */
export function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * The run as JUnit XML (the dialect CI systems read: one testsuite per collection, one testcase
 * per saved call, a failure element listing each failed expectation).
 */
export function toJunit(run: CollectionRun): string {
  const { summary } = run;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-tool-lab test" tests="${summary.total}" failures="${summary.failed}" skipped="${summary.skipped}" time="${seconds(run.durationMs)}">`,
    `  <testsuite name="${xml(run.name)}" tests="${summary.total}" failures="${summary.failed}" skipped="${summary.skipped}" time="${seconds(run.durationMs)}">`,
  ];
  for (const call of run.calls) {
    const name = call.name ? `${call.id}: ${call.name}` : call.id;
    lines.push(
      `    <testcase classname="${xml(run.name)}" name="${xml(name)}" time="${seconds(call.durationMs)}">`,
    );
    if (call.status === 'skipped') lines.push('      <skipped message="the run was stopped"/>');
    else if (call.status === 'failed') {
      const failed = call.expectations.filter((e) => !e.pass);
      const reasons =
        failed.length > 0
          ? failed.map((e) => `${describeExpectation(e.expectation)}: ${e.message}`)
          : [`no result: ${call.problem ?? call.kind}`];
      lines.push(
        `      <failure message="${xml(reasons[0]!)}" type="expectation">${xml(reasons.join('\n'))}</failure>`,
      );
    }
    lines.push(
      `      <system-out>${xml(`tools/call ${call.tool} → ${call.kind ?? 'skipped'} in ${call.durationMs} ms`)}</system-out>`,
    );
    lines.push('    </testcase>');
  }
  lines.push('  </testsuite>', '</testsuites>', '');
  return lines.join('\n');
}
