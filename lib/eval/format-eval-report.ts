// The eval report as lines of text for a terminal or a log: one line per case (verdict, pass
// count, interval, what was picked), the failing runs' reasons, then accuracy, confusion, costs,
// and for an A/B the difference per case. Strings from the model are not escaped here: the CLI
// passes the lines through its terminal-safe writer.
import type { CaseResult, EvalReport, PickCount, TargetResult } from './eval-report';
import { expectedLabel } from './eval-report';

const pct = (rate: number) => `${(rate * 100).toFixed(rate === 1 || rate === 0 ? 0 : 1)}%`;
const interval = (i: { low: number; high: number } | undefined) =>
  i ? `95% Wilson interval ${pct(i.low)}–${pct(i.high)}` : '';
const name = (tool: string | null) => tool ?? 'no tool';
const pickText = (picked: readonly PickCount[]) =>
  picked.map((p) => `${name(p.tool)} ×${p.count}`).join(', ');
const count = (n: number) => n.toLocaleString('en');
const ms = (n: number) => (n < 1000 ? `${n} ms` : `${(n / 1000).toFixed(1)} s`);

function caseLines(c: CaseResult): string[] {
  const passed = c.runs.filter((r) => r.passed).length;
  const label = c.name ? `${c.id} (${c.name})` : c.id;
  const first =
    c.runs.length === 1 && c.runs[0]!.tool !== null
      ? ` ${c.runs[0]!.tool} ${JSON.stringify(c.runs[0]!.arguments)}`
      : '';
  const lines = [
    `  ${c.passed ? 'PASS' : 'FAIL'} ${label}: ${passed}/${c.runs.length}${c.interval ? ` (${interval(c.interval)})` : ''}${c.runs.length > 1 ? ` — picked ${pickText(c.picked) || 'nothing'}` : first}`,
  ];
  if (!c.passed)
    for (const r of c.runs.filter((run) => !run.passed).slice(0, 5))
      lines.push(`         run ${r.run}: ${r.reasons.join('; ')}`);
  return lines;
}

function summaryLines(t: TargetResult): string[] {
  const lines = [
    `Accuracy: ${t.runs.passed}/${t.runs.total} runs (${pct(t.accuracy.rate)}${t.accuracy.interval ? `, ${interval(t.accuracy.interval)}` : ''}); ${t.passed}/${t.total} cases passed every run${t.runs.errored ? `; ${t.runs.errored} runs failed on a model error` : ''}`,
  ];
  if (t.confusion.length > 0)
    lines.push(
      `Confusion: ${t.confusion.map((e) => `expected ${e.expected ?? 'no tool'} → ${name(e.picked)} ×${e.count}`).join('; ')}`,
    );
  if (t.argumentMismatches > 0) lines.push(`Right tool, wrong arguments: ${t.argumentMismatches} runs`);
  lines.push(
    `Tokens: ${count(t.usage.inputTokens ?? 0)} in, ${count(t.usage.outputTokens ?? 0)} out; model time per run: mean ${ms(t.latency.meanMs)}, median ${ms(t.latency.medianMs)}, max ${ms(t.latency.maxMs)}`,
  );
  return lines;
}

export function formatEvalReport(report: EvalReport, server?: string): string[] {
  const runs = report.cases.reduce((n, c) => n + c.runs.length, 0);
  const lines = [
    `${report.suite}: ${report.total} cases, ${runs} runs, ${report.model.provider} ${report.model.modelId}${server ? ` against ${server}` : ''} (${report.toolCount} tools${report.variant ? `; variant: ${report.variant.label}, ${report.variant.toolCount} tools` : ''})`,
  ];
  if (report.stopped) lines.push('Stopped before the end: some cases have fewer runs.');
  for (const c of report.cases) lines.push(...caseLines(c));
  lines.push('', ...summaryLines(report));
  if (report.variant && report.comparison) {
    lines.push('', `Variant (${report.variant.label}):`);
    for (const c of report.variant.cases) lines.push(...caseLines(c));
    lines.push('', ...summaryLines(report.variant), '', 'Difference per case (variant − server tools):');
    const expected = new Map(report.cases.map((c) => [c.id, expectedLabel(c.expect)]));
    for (const d of report.comparison)
      lines.push(
        `  ${d.change === 'better' ? '+' : d.change === 'worse' ? '−' : '='} ${d.id}: ${pct(d.base.passRate)} → ${pct(d.variant.passRate)}${d.change === 'same' ? '' : ` (${d.delta > 0 ? '+' : '−'}${Math.round(Math.abs(d.delta) * 100)} points)`}; expected ${expected.get(d.id) ?? 'no tool'}, picked ${pickText(d.base.picked) || 'nothing'} → ${pickText(d.variant.picked) || 'nothing'}`,
      );
  }
  return lines;
}
