import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

// Shared by the validator's e2e specs: sample documents and the ways a user reads the page.

export const BROKEN_DEFINITION = `{
  "name": "get weather",
  "description": "Gets the current weather for a city. Use it when the user asks about the weather somewhere; it returns the temperature in Celsius and the conditions.",
  "inputSchema": {
    "type": "objet",
    "properties": {
      "city": { "type": "string", "description": "City name, e.g. Paris." }
    },
    "required": ["city"]
  }
}
`;

export const WEATHER_TOOL = `{
  "name": "get_weather",
  "description": "Gets the current weather for a city. Use it when the user asks about the weather somewhere; it returns the temperature in Celsius and the conditions.",
  "inputSchema": {
    "type": "object",
    "properties": { "city": { "type": "string", "description": "City name, e.g. Paris." } },
    "required": ["city"],
    "additionalProperties": false
  },
  "outputSchema": {
    "type": "object",
    "properties": {
      "celsius": { "type": "number" },
      "conditions": { "type": "string", "enum": ["sunny", "cloudy", "rain"] }
    },
    "required": ["celsius", "conditions"]
  }
}
`;

export const WEATHER_RESULT = `{
  "resultType": "complete",
  "content": [{ "type": "text", "text": "{\\"celsius\\": \\"21\\", \\"conditions\\": \\"sunny\\"}" }],
  "structuredContent": {
    "celsius": "21",
    "conditions": "sunny"
  }
}
`;

// ── helpers ──────────────────────────────────────────────────────────────────────────────────────

export const editor = (page: Page, name: 'Document' | 'Tool definition' = 'Document') =>
  page.getByRole('textbox', { name, exact: true });
export const panel = (page: Page) => page.getByRole('region', { name: /^Findings/ });
export const summary = (page: Page) => panel(page).getByRole('status');
export const actionStatus = (page: Page) => page.getByRole('status', { name: 'Last action' });

export async function waitForFindings(page: Page, timeout = 10_000) {
  await expect(panel(page)).toHaveAttribute('aria-busy', 'false', { timeout });
}

export async function openValidator(page: Page, path = '/validate') {
  await page.goto(path);
  await expect(editor(page)).toBeVisible();
  await waitForFindings(page);
}

/** Replaces an editor's text the way a user pastes it (one insertion, no auto-closing brackets). */
export async function setText(page: Page, text: string, name: 'Document' | 'Tool definition' = 'Document') {
  if (name === 'Tool definition') await page.getByRole('tab', { name: /^Tool definition/ }).click();
  else if (await page.getByRole('tab', { name: 'Document' }).isVisible()) {
    await page.getByRole('tab', { name: 'Document' }).click();
  }
  await editor(page, name).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  if (text) await page.keyboard.insertText(text);
}

/** The exact text of the active editor, read the way a user would: with the Copy button. */
export async function editorText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy text' }).click();
  await expect(actionStatus(page)).toContainText('to the clipboard');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Rule ids of the findings listed in the panel (every entry links to its rule). */
export async function ruleIdsInPanel(page: Page): Promise<string[]> {
  const hrefs = await panel(page)
    .getByRole('link', { name: /^Docs for / })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.replace(/^\/docs\/rules#/, '')))].sort();
}

export function lineColumn(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split('\n');
  return `Line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

export const sentenceCase = (s: string) =>
  s.startsWith('tools/') ? s : s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The longest task on the page's main thread while `body` runs, from a Chromium trace (RunTask
 * events of the renderer's main thread; the validation worker runs on a thread of its own): its
 * wall time, and the CPU time the thread spent in the longest-running task. On a machine whose
 * cores are busy with other work the wall time also counts waiting for a core; the CPU time is the
 * work the page itself did.
 */
export async function longestMainThreadTask(
  browser: Browser,
  page: Page,
  body: () => Promise<void>,
): Promise<{ wallMs: number; cpuMs: number }> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await body();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: Array<{
      name: string;
      ph: string;
      pid: number;
      tid: number;
      dur?: number;
      tdur?: number;
      args?: { name?: string };
    }>;
  };
  const mainThreads = new Set(
    trace.traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let wallMs = 0;
  let cpuMs = 0;
  for (const e of trace.traceEvents) {
    if (e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`)) {
      wallMs = Math.max(wallMs, (e.dur ?? 0) / 1000);
      cpuMs = Math.max(cpuMs, (e.tdur ?? e.dur ?? 0) / 1000);
    }
  }
  return { wallMs, cpuMs };
}

export const describeLoad = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

/** Long tasks (≥ 50 ms) the page itself observed, as a second opinion on the trace. */
export async function observeLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}
