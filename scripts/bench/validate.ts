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
  times.sort((a, b) => a - b);
  return (times[(runs - 1) >> 1]! + times[runs >> 1]!) / 2;
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
  const listParseMs = median(20, () => JSON.parse(listText));
  let findings = 0;
  const listMs = median(20, () => {
    findings = validateText(listText, { kind: 'auto' }).diagnostics.length;
  });
  return {
    listColdMs,
    toolBytes: toolText.length,
    toolMs,
    toolParseMs,
    listBytes: listText.length,
    listTools: 500,
    listMs,
    listParseMs,
    listFindings: findings,
  };
}
