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

/**
 * Loads each named example of one group of the Examples dialog in turn, the way a click does (the
 * toolbar button, then the example's button in its group), and reads back what the page shows once
 * its check is done: the rule ids the findings link to, and the Kind and Profile chosen. Runs inside
 * the page, so a long list costs one round trip; it waits for each example's own "Loaded" status and
 * the findings panel to be idle, so a reading is never the previous example's.
 */
export async function loadExamplesInPage(page: Page, group: string, titles: string[]) {
  return page.evaluate(
    async ({ group, titles }) => {
      const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();
      // The accessible name, as far as these controls need it: aria-labelledby, aria-label, or the text.
      const nameOf = (el: Element) => {
        const ids = el.getAttribute('aria-labelledby');
        if (ids)
          return ids
            .split(/\s+/)
            .map((id) => text(document.getElementById(id)))
            .join(' ');
        return el.getAttribute('aria-label') ?? text(el);
      };
      const named = (root: ParentNode, selector: string, name: string) =>
        [...root.querySelectorAll(selector)].find((el) => nameOf(el) === name);
      const labelled = (name: string) => {
        const label = named(document, 'label', name) as HTMLLabelElement | undefined;
        return document.getElementById(label?.htmlFor ?? '') as HTMLSelectElement | null;
      };
      const until = async <T>(what: string, read: () => T | null | undefined | false): Promise<T> => {
        // A guard against a hang, not a judge of speed: the test's own timeout is the limit that counts.
        for (let tries = 0; tries < 3000; tries++) {
          const value = read();
          if (value) return value;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error(`gave up waiting for ${what}`);
      };
      const status = document.querySelector('[role="status"][aria-label="Last action"]');
      const busy = document.querySelector('[aria-busy]');
      const kind = labelled('Kind');
      const profile = labelled('Profile');
      if (!status || !busy || !kind || !profile)
        throw new Error('the validator page is missing its status, panel, Kind or Profile');
      const seen: { title: string; rules: string[]; kind: string; profile: string }[] = [];
      for (const title of titles) {
        (named(document, 'button', 'Examples') as HTMLButtonElement).click();
        const dialog = await until('the Examples dialog', () => document.querySelector('dialog[open]'));
        const section = await until(`the group ${group}`, () =>
          [...dialog.querySelectorAll('section')].find((s) => text(s.querySelector('h3')) === group),
        );
        const button = named(section, 'button', title) as HTMLButtonElement | undefined;
        if (!button) throw new Error(`no example named “${title}” in the group ${group}`);
        button.click();
        await until(
          `the example “${title}” loaded and checked`,
          () =>
            !document.querySelector('dialog[open]') &&
            text(status).includes(`Loaded the example “${title}”`) &&
            busy.getAttribute('aria-busy') === 'false',
        );
        const hrefs = [...busy.querySelectorAll('a')]
          .filter((a) => /^Docs for /.test(text(a)))
          .map((a) => (a.getAttribute('href') ?? '').replace(/^\/docs\/rules#/, ''));
        seen.push({ title, rules: [...new Set(hrefs)].sort(), kind: kind.value, profile: profile.value });
      }
      return seen;
    },
    { group, titles },
  );
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

/** A wall time in the page and the main thread's CPU time over the same interval (Chromium trace). */
export interface Span {
  wallMs: number;
  cpuMs: number;
}

export interface Responsiveness {
  /** Key presses sent: every one of them reached the page's keydown listener. */
  sent: number;
  /**
   * Each key press, measured in the page: `wallMs` is its input delay (the keydown listener's
   * `performance.now()` minus the event's `timeStamp`), `cpuMs` what the page's main thread spent
   * on other tasks in that interval. On a machine whose cores are busy the wall time also counts
   * waiting for a core; the CPU time is what the page itself made the key wait for.
   */
  keys: Span[];
  /** The long tasks (≥ 50 ms wall) the page's own PerformanceObserver saw, each with its CPU time. */
  longTasks: Span[];
  /** The longest task of the page's main thread in the trace while `body` ran. */
  longest: Span & { what: string };
}

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** What a task spent its time on: its three longest inner events (e.g. "v8.compile 40 ms app.js"). */
function taskContents(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const inner = events
    .filter(
      (e) =>
        e !== task &&
        e.ph === 'X' &&
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= end,
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3);
  if (inner.length === 0) return 'nothing traced inside it';
  return inner
    .map((e) => {
      const where = e.args?.data?.url || e.args?.data?.functionName;
      return `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms${where ? ` (${where.slice(-80)})` : ''}`;
    })
    .join('; ');
}

const PROBE_KEY = { key: 'F24', code: 'F24', windowsVirtualKeyCode: 135, nativeVirtualKeyCode: 135 };

/**
 * Measures how the page responds while `body` runs, with probes inside the page: a keydown
 * listener that times a key pressed about every 50 ms (F24, which nothing on the page handles),
 * and a PerformanceObserver for long tasks. A Chromium trace taken at the same time gives the
 * CPU time behind each of those intervals: a user timing mark ties the page's clock to the
 * trace's. A key the page could not answer fails the test by never arriving.
 */
export async function probeResponsiveness(
  browser: Browser,
  page: Page,
  body: () => Promise<void>,
): Promise<Responsiveness> {
  await page.evaluate(() => {
    type Probe = { keys: Array<[number, number]>; longTasks: Array<[number, number]> };
    const w = window as unknown as { __probe?: Probe };
    if (w.__probe) {
      w.__probe.keys = [];
      w.__probe.longTasks = [];
      return;
    }
    const probe: Probe = { keys: [], longTasks: [] };
    w.__probe = probe;
    addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'F24') probe.keys.push([event.timeStamp, performance.now()]);
      },
      { capture: true },
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask' });
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const markAt = await page.evaluate(() => performance.mark('responsiveness-probe').startTime);
  const cdp = await page.context().newCDPSession(page);
  let sent = 0;
  let running = true;
  // Pacing, not waiting for a state: each press waits for the page to take it, then ~50 ms.
  const pump = (async () => {
    while (running) {
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...PROBE_KEY });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...PROBE_KEY });
      sent++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await body();
  } finally {
    running = false;
    await pump;
    await cdp.detach();
  }
  await page.evaluate(() => performance.mark('responsiveness-probe-end'));
  const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const seen = (await page.evaluate(
    () => (window as unknown as { __probe: { keys: unknown; longTasks: unknown } }).__probe,
  )) as { keys: Array<[number, number]>; longTasks: Array<[number, number]> };

  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const mark = events.find((e) => e.name === 'responsiveness-probe' && mainThreads.has(`${e.pid}:${e.tid}`));
  const end = events.find(
    (e) => e.name === 'responsiveness-probe-end' && mainThreads.has(`${e.pid}:${e.tid}`),
  );
  if (!mark || !end)
    throw new Error('the trace lacks the responsiveness-probe marks that align the page clock');
  // The page's own main thread, between the two marks (the trace also holds other renderers, and
  // the tracing's own start and end).
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === mark.pid &&
      e.tid === mark.tid &&
      e.ts + (e.dur ?? 0) > mark.ts &&
      e.ts < end.ts,
  );
  // Trace time (µs) of a page time (ms).
  const at = (pageMs: number) => mark.ts + (pageMs - markAt) * 1000;
  /** The main thread's CPU time between two page times, each task counted for its share inside. */
  const cpuBetween = (fromMs: number, toMs: number) => {
    const from = at(fromMs);
    const to = at(toMs);
    let cpu = 0;
    for (const t of tasks) {
      const dur = t.dur ?? 0;
      const overlap = Math.min(to, t.ts + dur) - Math.max(from, t.ts);
      if (overlap > 0 && dur > 0) cpu += ((t.tdur ?? dur) * overlap) / dur;
    }
    return cpu / 1000;
  };
  let longest: Span & { what: string } = { wallMs: 0, cpuMs: 0, what: 'no task' };
  let longestTask: TraceEvent | undefined;
  for (const t of tasks) {
    const cpuMs = (t.tdur ?? t.dur ?? 0) / 1000;
    if (cpuMs > longest.cpuMs) longestTask = t;
    longest = {
      wallMs: Math.max(longest.wallMs, (t.dur ?? 0) / 1000),
      cpuMs: Math.max(longest.cpuMs, cpuMs),
      what: longest.what,
    };
  }
  if (longestTask) longest.what = taskContents(longestTask, events);
  return {
    sent,
    keys: seen.keys.map(([sentAt, handled]) => ({
      wallMs: handled - sentAt,
      cpuMs: cpuBetween(sentAt, handled),
    })),
    longTasks: seen.longTasks.map(([start, duration]) => ({
      wallMs: duration,
      cpuMs: cpuBetween(start, start + duration),
    })),
    longest,
  };
}

/** A one-line account of a probe, for the test log. */
export function describeResponsiveness(name: string, r: Responsiveness): string {
  const worst = (spans: Span[], by: keyof Span) =>
    spans.reduce((a, b) => (b[by] > a[by] ? b : a), { wallMs: 0, cpuMs: 0 });
  const key = worst(r.keys, 'cpuMs');
  const keyWall = worst(r.keys, 'wallMs');
  return `[${name}] ${r.keys.length}/${r.sent} key presses answered; slowest answer ${keyWall.wallMs.toFixed(1)} ms wall (${keyWall.cpuMs.toFixed(1)} ms of it the page's CPU), most CPU before an answer ${key.cpuMs.toFixed(1)} ms; long tasks seen by the page: ${r.longTasks.length ? r.longTasks.map((t) => `${t.wallMs.toFixed(0)} ms wall / ${t.cpuMs.toFixed(1)} ms CPU`).join(', ') : 'none'}; longest task in the trace ${r.longest.cpuMs.toFixed(1)} ms CPU, ${r.longest.wallMs.toFixed(1)} ms wall, in it: ${r.longest.what} (${describeLoad()})`;
}
