import { validateText } from '../../lib/validate/validate-document';
import { realisticTool, seededRandom, toolsListResultText } from './tool-fixtures';

/** Median wall time of `body` over `runs` runs, after warm-up runs. */
export function median(runs: number, body: () => unknown, warmup = 3): number {
  for (let i = 0; i < warmup; i++) body();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    body();
    times.push(performance.now() - started);
  }
  return middle(times);
}

/** The median of some numbers. */
function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
}

export interface ValidationBench {
  /** The first validation of the list in this process: meta-schemas compiled, no cached checks. */
  listColdMs: number;
  toolBytes: number;
  toolMs: number;
  toolParseMs: number;
  listBytes: number;
  listTools: number;
  listMs: number;
  listParseMs: number;
  /** Median over runs of validation time / JSON.parse time, the two measured back to back. */
  listRatio: number;
  listFindings: number;
}

/** Validation time of a typical definition and of a ~1 MB tools/list result, beside JSON.parse of the same text. */
export function benchValidation(): ValidationBench {
  const toolText = JSON.stringify(realisticTool(seededRandom(7), 3), null, 2);
  const listText = toolsListResultText(500);
  const coldStart = performance.now();
  validateText(listText, { kind: 'auto' });
  const listColdMs = performance.now() - coldStart;
  const toolMs = median(200, () => validateText(toolText, { kind: 'auto' }));
  const toolParseMs = median(200, () => JSON.parse(toolText));
  // JSON.parse and validation alternate run by run, so a busy machine slows both alike; the ratio
  // is the median of the per-run ratios.
  let findings = 0;
  for (let i = 0; i < 3; i++) validateText(listText, { kind: 'auto' });
  const parses: number[] = [];
  const validations: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < 21; i++) {
    let started = performance.now();
    JSON.parse(listText);
    const parseMs = performance.now() - started;
    started = performance.now();
    findings = validateText(listText, { kind: 'auto' }).diagnostics.length;
    const validateMs = performance.now() - started;
    parses.push(parseMs);
    validations.push(validateMs);
    ratios.push(validateMs / parseMs);
  }
  const listParseMs = middle(parses);
  const listMs = middle(validations);
  const listRatio = middle(ratios);
  return {
    listColdMs,
    toolBytes: toolText.length,
    toolMs,
    toolParseMs,
    listBytes: listText.length,
    listTools: 500,
    listMs,
    listParseMs,
    listRatio,
    listFindings: findings,
  };
}
