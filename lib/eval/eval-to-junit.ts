import { seconds, xml } from '../collection/to-junit';
import type { CaseResult, EvalReport, TargetResult } from './eval-report';

function caseXml(suite: string, c: CaseResult): string[] {
  const time = seconds(c.runs.reduce((n, r) => n + r.durationMs, 0));
  const lines = [
    `    <testcase classname="${xml(suite)}" name="${xml(c.name ? `${c.id}: ${c.name}` : c.id)}" time="${time}">`,
  ];
  if (!c.passed) {
    const failed = c.runs.filter((r) => !r.passed);
    const reasons = failed.map((r) => `run ${r.run}: ${r.reasons.join('; ')}`);
    lines.push(
      `      <failure message="${xml(`${c.runs.length - failed.length}/${c.runs.length} runs passed; ${failed[0]?.reasons[0] ?? 'no runs'}`)}" type="tool-choice">${xml(reasons.join('\n'))}</failure>`,
    );
  }
  lines.push(
    `      <system-out>${xml(c.runs.map((r) => `run ${r.run}: ${r.tool ?? 'no tool'} ${JSON.stringify(r.arguments)}`).join('\n'))}</system-out>`,
    '    </testcase>',
  );
  return lines;
}

function suiteXml(name: string, t: TargetResult): string[] {
  const time = seconds(t.cases.reduce((n, c) => n + c.runs.reduce((m, r) => m + r.durationMs, 0), 0));
  return [
    `  <testsuite name="${xml(name)}" tests="${t.total}" failures="${t.total - t.passed}" skipped="0" time="${time}">`,
    ...t.cases.flatMap((c) => caseXml(name, c)),
    '  </testsuite>',
  ];
}

/** The report as JUnit XML: one testsuite per tool list (the server's, the variant), one testcase per case. */
export function evalToJunit(report: EvalReport): string {
  const targets: [string, TargetResult][] = [[report.suite, report]];
  if (report.variant) targets.push([`${report.suite} (variant: ${report.variant.label})`, report.variant]);
  const tests = targets.reduce((n, [, t]) => n + t.total, 0);
  const failures = targets.reduce((n, [, t]) => n + t.total - t.passed, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-tool-lab eval" tests="${tests}" failures="${failures}" time="${seconds(report.durationMs)}">`,
    ...targets.flatMap(([name, t]) => suiteXml(name, t)),
    '</testsuites>',
    '',
  ].join('\n');
}
