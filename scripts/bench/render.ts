import { prepareTools, type RenderTarget } from '../../lib/model/prepare-tools';
import { estimateTokens } from '../../lib/model/tokens/estimate-tokens';
import { loadO200kEncoder } from '../../lib/model/tokens/token-encoder';
import type { Tool } from '../../lib/spec/tool';
import { toolsListResultText } from './tool-fixtures';

const TARGETS: RenderTarget[] = ['anthropic', 'openai', 'openai-responses', 'openai-strict', 'gemini'];

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
}

/** Median of per-run ratios of `body` to the baseline, the two run back to back each time. */
async function sideBySide(runs: number, baseline: () => unknown, body: () => unknown | Promise<unknown>) {
  const base: number[] = [];
  const work: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    baseline();
    const b = performance.now() - started;
    started = performance.now();
    await body();
    const w = performance.now() - started;
    base.push(b);
    work.push(w);
    ratios.push(w / b);
  }
  return { baselineMs: middle(base), ms: middle(work), ratio: middle(ratios) };
}

export interface RenderBench {
  tools: number;
  bytes: number;
  render: {
    target: RenderTarget;
    ms: number;
    baselineMs: number;
    ratio: number;
    notes: number;
    refused: number;
  }[];
  tokens: { target: RenderTarget; ms: number; baselineMs: number; ratio: number; total: number }[];
  /** The first load of the o200k_base ranks in this process (once per Worker or CLI run). */
  tokenizerLoadMs: number;
  /** The first estimate after the load: every piece of text is new to the encoder's memo. */
  firstCountMs: number;
}

/**
 * `prepareTools` and the offline token estimate for the 500-tool list (about 1 MB), each beside
 * JSON.parse + JSON.stringify of the same list (what any tool-list handling costs at least).
 */
export async function benchRender(): Promise<RenderBench> {
  const text = toolsListResultText(500);
  const tools = (JSON.parse(text) as { tools: Tool[] }).tools;
  const baseline = () => JSON.stringify(JSON.parse(text));
  for (let i = 0; i < 3; i++) for (const target of TARGETS) prepareTools(tools, target);
  const render: RenderBench['render'] = [];
  for (const target of TARGETS) {
    const result = prepareTools(tools, target);
    const timing = await sideBySide(11, baseline, () => prepareTools(tools, target));
    render.push({ target, ...timing, notes: result.notes.length, refused: result.refused.length });
  }
  const loadStarted = performance.now();
  const encoder = await loadO200kEncoder();
  const tokenizerLoadMs = performance.now() - loadStarted;
  const firstStarted = performance.now();
  await estimateTokens(prepareTools(tools, 'anthropic'), 'anthropic', encoder);
  const firstCountMs = performance.now() - firstStarted;
  const tokens: RenderBench['tokens'] = [];
  for (const target of ['anthropic', 'openai-strict', 'gemini'] as const) {
    const result = prepareTools(tools, target);
    let total = 0;
    const timing = await sideBySide(3, baseline, async () => {
      total = (await estimateTokens(result, target, encoder))!.total;
    });
    tokens.push({ target, ...timing, total });
  }
  return { tools: tools.length, bytes: text.length, render, tokens, tokenizerLoadMs, firstCountMs };
}

export function formatRenderBench(b: RenderBench): string[] {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const lines = [
    `  ${b.tools} tools (${(b.bytes / 1024).toFixed(0)} kB); baseline JSON.parse + JSON.stringify of the list, run side by side`,
  ];
  for (const r of b.render)
    lines.push(
      `  render ${r.target.padEnd(17)} ${ms(r.ms).padStart(9)}  baseline ${ms(r.baselineMs).padStart(8)}  ratio ${r.ratio.toFixed(1).padStart(5)}  (${r.notes} notes, ${r.refused} refused)`,
    );
  lines.push(`  tokenizer load (o200k_base ranks, once per Worker or CLI run): ${ms(b.tokenizerLoadMs)}`);
  lines.push(`  first estimate after the load (anthropic; nothing memoized yet): ${ms(b.firstCountMs)}`);
  lines.push('  warm estimates (the piece memo filled, as when a list is edited or the provider changes):');
  for (const t of b.tokens)
    lines.push(
      `  tokens ${t.target.padEnd(17)} ${ms(t.ms).padStart(9)}  baseline ${ms(t.baselineMs).padStart(8)}  ratio ${t.ratio.toFixed(1).padStart(5)}  (${t.total.toLocaleString('en-US')} tokens, every tool and the whole list)`,
    );
  return lines;
}
