// Keystroke → squiggle on a 1 MB document in /validate, in Chromium against the production build:
// a tools/list result of ~1 MB is pasted, then a space is typed into one tool's name, which breaks
// tool-name-characters there; the time runs from the keydown to the squiggle under that name. The
// page's longest task in the same window says whether typing was ever blocked. Target: ≤ 150 ms.
// Run alone with `node --import tsx scripts/bench/validate-typing.ts` after `npm run build`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../../e2e/browser';
import { medianOf, startProductionServer } from './playground';
import { toolsListResultText } from './tool-fixtures';

export const TYPING_TARGET_MS = 150;

export interface TypingBench {
  documentBytes: number;
  /** Keydown → squiggle, per keystroke (ms). */
  runs: number[];
  medianMs: number;
  /** The longest main-thread task seen while typing (ms); 0 when none passed 50 ms. */
  longestTaskMs: number;
  /** Median time the validation worker spent on one check of the document while typing (ms). */
  workerMedianMs: number;
}

// Notes keydowns and long tasks, and how long the validation worker itself spent on each check
// (the elapsedMs of its replies), so the figure splits into the engine's share and the rest.
const PROBE = `
  window.__workerMs = [];
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(url, options) {
      super(url, options);
      this.addEventListener('message', (event) => {
        const data = event.data;
        if (data && data.type === 'validated' && typeof data.elapsedMs === 'number') window.__workerMs.push(data.elapsedMs);
      });
    }
  };
  window.__longest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  window.addEventListener('keydown', () => { window.__keyAt = performance.now(); }, true);
`;

export async function benchValidateTyping(
  options: { runs?: number; cwd?: string } = {},
): Promise<TypingBench | undefined> {
  const cwd = options.cwd ?? process.cwd();
  if (!existsSync(join(cwd, '.next', 'BUILD_ID'))) return undefined;
  const text = toolsListResultText(520);
  const { port, server } = await startProductionServer(cwd);
  const executablePath = resolveChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    await page.goto(`http://127.0.0.1:${port}/validate`);
    const findings = page.getByRole('region', { name: /^Findings/ });
    const editor = page.getByRole('textbox', { name: 'Document', exact: true });
    await editor.waitFor();
    await findings.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 60_000 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
    await page.waitForFunction(() => document.querySelector('[aria-busy="false"]') !== null, undefined, {
      timeout: 60_000,
    });
    await page.waitForTimeout(500);
    // The first tool's name, on screen at the top of the document.
    const name = page.locator('.cm-line', { hasText: '"name":' }).first();
    const runs: number[] = [];
    await page.evaluate(() => {
      (window as unknown as { __longest: number }).__longest = 0;
      (window as unknown as { __workerMs: number[] }).__workerMs = [];
    });
    for (let i = 0; i < (options.runs ?? 7); i++) {
      const before = await page.locator('.cm-lintRange-warning, .cm-lintRange-error').count();
      await name.click();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      // A space inside the name: a new finding there.
      await page.keyboard.press('Space');
      const at = await page.waitForFunction(
        (count) =>
          document.querySelectorAll('.cm-lintRange-warning, .cm-lintRange-error').length > count
            ? performance.now()
            : undefined,
        before,
        { timeout: 30_000, polling: 'raf' },
      );
      const keyAt = await page.evaluate(() => (window as unknown as { __keyAt: number }).__keyAt);
      runs.push(Math.round(((await at.jsonValue()) as number) - keyAt));
      // Undo it and wait for the squiggle to go, so every run starts from the same document.
      await page.keyboard.press('Backspace');
      await page.waitForFunction(
        (count) => document.querySelectorAll('.cm-lintRange-warning, .cm-lintRange-error').length <= count,
        before,
        { timeout: 30_000, polling: 'raf' },
      );
    }
    const longestTaskMs = Math.round(
      await page.evaluate(() => (window as unknown as { __longest: number }).__longest),
    );
    const workerMs = await page.evaluate(() => (window as unknown as { __workerMs: number[] }).__workerMs);
    await context.close();
    return {
      documentBytes: text.length,
      runs,
      medianMs: medianOf(runs.slice(1)),
      longestTaskMs,
      workerMedianMs: workerMs.length > 0 ? medianOf(workerMs) : Number.NaN,
    };
  } finally {
    await browser.close();
    if (server.pid && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
  }
}

export function formatTypingBench(bench: TypingBench | undefined): string[] {
  if (!bench) return ['  no production build found: run `npm run build` first'];
  return [
    `  keystroke → squiggle on a ${(bench.documentBytes / 1e6).toFixed(2)} MB tools/list result: median ${bench.medianMs.toFixed(0)} ms over ${bench.runs.length - 1} keystrokes (target ≤ ${TYPING_TARGET_MS} ms); runs (ms): ${bench.runs.join(', ')}`,
    `  longest main-thread task while typing: ${bench.longestTaskMs} ms (typing is blocked only by tasks over ~50 ms)`,
    `  the validation worker's own time per check of the document: median ${bench.workerMedianMs.toFixed(0)} ms (the rest is reading, posting and showing)`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('Validator in Chromium (production build)');
  for (const line of formatTypingBench(await benchValidateTyping())) console.log(line);
}
