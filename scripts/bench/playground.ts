// Time from navigation to the playground's tool list being visible, measured in Chromium against
// the production build (`next start` on a free 127.0.0.1 port). The list first comes in the page's
// HTML (the in-page mock's listing from the build, SessionState.preview); then the page connects to
// its own mock (a Web Worker), negotiates, lists every page of tools, and the live listing takes
// the preview's place: that moment is reported beside the first. Each run uses a fresh browser
// context, so nothing is cached between runs.
// Run alone with `node --import tsx scripts/bench/playground.ts` after `npm run build`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../../e2e/browser';
import { freePort } from '../interop/peer-process';

export interface PlaygroundBench {
  /**
   * Milliseconds from navigation start to the first tool button on screen (in the DOM, and the page
   * painted), per run (fresh context each).
   */
  runs: number[];
  medianMs: number;
  /** The same run's navigation → first contentful paint of a docs page, per run (fresh context each). */
  docsRuns: number[];
  docsMedianMs: number;
  /** medianMs ÷ docsMedianMs (target ≤ PLAYGROUND_DOCS_RATIO_TARGET). */
  ratio: number;
  /** The first run, on a server that has not served the page yet. */
  firstMs: number;
  /** Tool buttons in the list at that moment, in the last run. */
  tools: number;
  /** Milliseconds from navigation to the live listing (the Worker mock's own) on screen, per run. */
  liveRuns: number[];
  liveMedianMs: number;
  /** Per Worker name: median ms from navigation to its creation and to its first message. */
  workers: Record<string, { createdMs: number; firstMessageMs: number }>;
}

export const PLAYGROUND_TARGET_MS = 1500;
/** Issue 18: the playground's tool list within 1.2× the time a docs page takes to paint. */
export const PLAYGROUND_DOCS_RATIO_TARGET = 1.2;
/** The docs overview: the first docs page a visitor opens. (Until 2026-12 this was /docs/tools, a 404.) */
const DOCS_PAGE = '/docs';

export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `next start` of the production build on a free 127.0.0.1 port (the caller stops it). */
export async function startProductionServer(cwd: string): Promise<{ port: number; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      join(cwd, 'node_modules/next/dist/bin/next'),
      'start',
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
  );
  await waitForServer(`http://127.0.0.1:${port}/`, server);
  return { port, server };
}

// Runs in the page before any of its scripts: notes when the first tool button exists, and when
// each Worker was created and first spoke (the mock's first answer, the validator's "ready").
const OBSERVER = `
  window.__workers = {};
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(url, options) {
      super(url, options);
      const times = { created: performance.now() };
      window.__workers[(options && options.name) || 'worker'] = times;
      this.addEventListener('message', () => { times.firstMessage ??= performance.now(); });
    }
  };
  new MutationObserver((_, observer) => {
    const list = document.querySelector('ul[aria-label="Tools"]');
    if (list && list.querySelector('button') && window.__toolsVisibleAt === undefined) {
      window.__toolsVisibleAt = performance.now();
      window.__toolsVisibleCount = list.querySelectorAll('button').length;
    }
    const status = document.querySelector('[aria-label="Tool list status"]');
    if (status && / tools listed./.test(status.textContent) && !document.querySelector('[data-listing-preview]')) {
      window.__liveListedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/** Undefined when there is no production build to measure. */
export async function benchPlayground(
  options: { runs?: number; cwd?: string } = {},
): Promise<PlaygroundBench | undefined> {
  const cwd = options.cwd ?? process.cwd();
  if (!existsSync(join(cwd, '.next', 'BUILD_ID'))) return undefined;
  const { port, server } = await startProductionServer(cwd);
  const url = `http://127.0.0.1:${port}/playground`;
  const executablePath = resolveChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: chromiumArgs,
  });
  try {
    const runs: number[] = [];
    const liveRuns: number[] = [];
    const docsRuns: number[] = [];
    let tools = 0;
    const workerTimes: Record<string, { created: number[]; firstMessage: number[] }> = {};
    for (let i = 0; i < (options.runs ?? 11); i++) {
      // The baseline, in the same run: a docs page (static HTML and CSS) until its first contentful paint.
      const docsContext = await browser.newContext();
      const docsPage = await docsContext.newPage();
      const docsResponse = await docsPage.goto(`http://127.0.0.1:${port}${DOCS_PAGE}`);
      // The baseline must be a real docs page, not the site's "Page not found".
      if (docsResponse?.status() !== 200)
        throw new Error(`${DOCS_PAGE} answered ${docsResponse?.status()}: the baseline must be a docs page`);
      const paint = await docsPage.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        undefined,
        { timeout: 30_000 },
      );
      docsRuns.push(Math.round((await paint.jsonValue()) as number));
      await docsContext.close();
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(OBSERVER);
      await page.goto(url);
      const handle = await page.waitForFunction(
        () => (window as unknown as { __toolsVisibleAt?: number }).__toolsVisibleAt,
        undefined,
        { timeout: 30_000 },
      );
      // Visible means painted: a list in the DOM before the page's first paint shows at that paint.
      const inserted = (await handle.jsonValue()) as number;
      const painted = await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        undefined,
        { timeout: 30_000 },
      );
      runs.push(Math.round(Math.max(inserted, (await painted.jsonValue()) as number)));
      const live = await page.waitForFunction(
        () => (window as unknown as { __liveListedAt?: number }).__liveListedAt,
        undefined,
        { timeout: 30_000 },
      );
      liveRuns.push(Math.round((await live.jsonValue()) as number));
      tools = await page.evaluate(
        () => (window as unknown as { __toolsVisibleCount: number }).__toolsVisibleCount,
      );
      const seen = await page.evaluate(
        () =>
          (window as unknown as { __workers: Record<string, { created: number; firstMessage?: number }> })
            .__workers,
      );
      if (i > 0) {
        for (const [name, t] of Object.entries(seen)) {
          const entry = workerTimes[name] ?? { created: [], firstMessage: [] };
          workerTimes[name] = entry;
          entry.created.push(t.created);
          if (t.firstMessage !== undefined) entry.firstMessage.push(t.firstMessage);
        }
      }
      await context.close();
    }
    const median = medianOf(runs.slice(1));
    const docsMedian = medianOf(docsRuns.slice(1));
    return {
      runs,
      medianMs: median,
      docsRuns,
      docsMedianMs: docsMedian,
      ratio: median / docsMedian,
      firstMs: runs[0]!,
      tools,
      liveRuns,
      liveMedianMs: medianOf(liveRuns.slice(1)),
      workers: Object.fromEntries(
        Object.entries(workerTimes).map(([name, t]) => [
          name,
          {
            createdMs: medianOf(t.created),
            firstMessageMs: t.firstMessage.length > 0 ? medianOf(t.firstMessage) : Number.NaN,
          },
        ]),
      ),
    };
  } finally {
    await browser.close();
    if (server.pid && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
  }
}

export function formatPlaygroundBench(bench: PlaygroundBench | undefined): string[] {
  if (!bench) return ['  no production build found: run `npm run build` first'];
  return [
    `  navigation → tool list visible: median ${bench.medianMs.toFixed(0)} ms over ${bench.runs.length - 1} warm-server runs, first run ${bench.firstMs} ms`,
    `  runs (ms): ${bench.runs.join(', ')}; ${bench.tools} tool buttons in the list at that moment`,
    `  navigation → first contentful paint of ${DOCS_PAGE} (same run): median ${bench.docsMedianMs.toFixed(0)} ms; runs (ms): ${bench.docsRuns.join(', ')}`,
    `  ratio playground tool list ÷ docs first paint: ${bench.ratio.toFixed(2)} (target ≤ ${PLAYGROUND_DOCS_RATIO_TARGET}; the list in the HTML is the mock's from the build)`,
    `  navigation → the live listing (the in-page mock's own) in its place: median ${bench.liveMedianMs.toFixed(0)} ms (target ≤ ${PLAYGROUND_TARGET_MS} ms); runs (ms): ${bench.liveRuns.join(', ')}`,
    `  workers (median ms from navigation): ${Object.entries(bench.workers)
      .map(
        ([name, t]) =>
          `${name} created ${t.createdMs.toFixed(0)}, first message ${t.firstMessageMs.toFixed(0)}`,
      )
      .join('; ')}`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('Playground in Chromium (fresh context per run, production build)');
  for (const line of formatPlaygroundBench(await benchPlayground())) console.log(line);
}
