// Token counting for `render --tokens` / `--exact`, loaded only with those options: it brings the
// o200k_base tokenizer (2.3 MB of ranks) into the render command.
import type { PrepareToolsResult, RenderTarget } from '../../lib/model/prepared-tool';
import { countProviderOf } from '../../lib/model/tokens/count-endpoints';
import { createExactCounter } from '../../lib/model/tokens/count-exact';
import { estimateTokens } from '../../lib/model/tokens/estimate-tokens';
import { loadO200kEncoder } from '../../lib/model/tokens/token-encoder';
import type { TokenReport } from '../../lib/model/tokens/token-report';
import { type CliIo, UsageError } from './io';
import { terminalLines } from './terminal-safe';

const KEY_VARIABLES = {
  anthropic: 'ANTHROPIC_API_KEY',
  openai: 'OPENAI_API_KEY',
  gemini: 'GOOGLE_GENERATIVE_AI_API_KEY',
} as const;

/** The provider key for --exact, from its environment variable; a usage error when it is unset. */
export function exactKey(target: RenderTarget, io: CliIo): string {
  const variable = KEY_VARIABLES[countProviderOf(target)];
  const key = (io.env ?? process.env)[variable]?.trim();
  if (!key) throw new UsageError(`--exact needs a key for ${target} in ${variable}`);
  return key;
}

export type TokenOutcome = { ok: true; report: TokenReport } | { ok: false; message: string };

export async function countTokens(
  result: PrepareToolsResult,
  target: RenderTarget,
  options: { apiKey?: string; model?: string; baseUrl?: string; io: CliIo },
): Promise<TokenOutcome> {
  if (options.apiKey === undefined) {
    const report = await estimateTokens(result, target, await loadO200kEncoder());
    return report ? { ok: true, report } : { ok: false, message: 'the count was cancelled' };
  }
  const counter = createExactCounter(target, {
    apiKey: options.apiKey,
    fetch: (input, init) => fetch(input, init),
    ...(options.model ? { model: options.model } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  });
  const counted = await counter.perTool(result, (done, total) => {
    if (done % 25 === 0 && total > 25) options.io.stderr.write(`counting: ${done}/${total} tools\n`);
  });
  // The error messages are the counter's: the key is already removed from them.
  return counted.ok ? { ok: true, report: counted.value } : { ok: false, message: counted.error.message };
}

const formatNumber = (n: number) => n.toLocaleString('en-US');

/** The token table for standard error: per tool (most first), the total, the method and what it means. */
export function formatTokenTable(report: TokenReport): string {
  const width = Math.max(
    5,
    ...report.perTool.map((r) => formatNumber(r.tokens).length),
    formatNumber(report.total).length,
  );
  const lines = [`Tokens (${report.method}: ${report.methodLabel}) for ${report.target}:`];
  for (const row of report.perTool)
    lines.push(
      `  ${formatNumber(row.tokens).padStart(width)}  ${row.modelName}${row.modelName !== row.mcpName ? ` (MCP name: ${row.mcpName})` : ''}`,
    );
  lines.push(`  ${formatNumber(report.total).padStart(width)}  total, the whole list in one request`);
  if (report.fixedOverhead !== undefined)
    lines.push(
      `  ${formatNumber(report.fixedOverhead).padStart(width)}  added once per request with tools (in each tool's count)`,
    );
  lines.push(report.caveat);
  return terminalLines(lines);
}
