import { test as base, expect, type Page } from '@playwright/test';
import axeCore from 'axe-core';
import { startCpuMeter } from './cpu-meter';

interface Options {
  /** Console errors and uncaught exceptions fail a test unless it opts out with this option. */
  allowConsoleErrors: boolean;
}

export const test = base.extend<Options & { consoleGuard: undefined; cpuMeter: undefined }>({
  allowConsoleErrors: [false, { option: true }],
  // E2E_CPU_REPORT=<file>: each test's CPU seconds, one JSON line per test (e2e/cpu-meter.ts). Set up
  // first and torn down last, so the page, its context and their processes are counted in full.
  cpuMeter: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, info) => {
      const report = process.env.E2E_CPU_REPORT;
      const stop = report ? startCpuMeter(report) : undefined;
      await use(undefined);
      // A closed context's renderer is reaped a moment later; its CPU then moves to the browser.
      if (stop) await new Promise((resolve) => setTimeout(resolve, 300));
      stop?.(`${info.file.split('/').pop()} › ${info.title}`);
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
      await use(undefined);
      if (!allowConsoleErrors) expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The axe rules whose outcome depends on colours: the only ones a theme switch can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The looks (see `limitColourRulesToOneElementOfEachLook`) the colour rules already passed in this
 * worker, on any page and in either theme: a look's verdict depends only on what its key holds, so
 * text of a look already checked is not checked again. The docs pages share most of their looks
 * (prose, code tokens, the callouts); a page's own components bring new ones, and those are checked.
 */
const checkedLooks = new Set<string>();
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core in the page; returns violations of impact serious or critical. `colourOnly` runs only
 * the rules that read colours (for a second theme of a page already checked in full).
 *
 * axe runs in the page itself (the page has no frames to cross): injected once per document, then
 * `axe.run`. Only violations are reported in full: passes and incomplete results keep one node per
 * rule, which saves much of axe's time on long pages and changes no verdict.
 *
 * The colour rules cost most of axe's time: each text element costs a computation of the colours
 * painted behind it, whose price grows with the page. Most elements share their look with many
 * others (highlighted code tokens are 2,700 of 3,500 elements on one docs page; prose, lists and
 * tables repeat a few styles), so the colour rules see one element of each look: the same text
 * colour, size, weight, shadow and opacity, over the same chain of backgrounds up to the root, as a
 * link or not, in text of the same colour. Elements whose look cannot be told from that (a background
 * image or gradient anywhere behind them, or a positioned box of their own) are all checked. A colour
 * that fails fails on every element of that look, so the verdict holds for a fraction of the time;
 * the other rules still see every element. A look passed once in this worker, on any page, is not
 * checked again (`checkedLooks`).
 *
 * `exclude` leaves out what matches these CSS selectors (and what they hold): for parts a caller
 * knows another test scans, such as the site header, the docs sidebar and the footer, identical on
 * every docs page (e2e/docs.spec.ts scans them in full on /docs and leaves them out elsewhere).
 */
export async function seriousA11yViolations(
  page: Page,
  options: { colourOnly?: boolean; exclude?: readonly string[] } = {},
) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeCore.source);
    await page.evaluate(limitColourRulesToOneElementOfEachLook, COLOUR_RULES);
    await page.evaluate(skipClosedDetailsInTheStackingGrid);
    await page.evaluate(skipStylesOfCustomPropertiesOnly);
  }
  const runOnly = options.colourOnly
    ? { type: 'rule', values: COLOUR_RULES }
    : { type: 'tag', values: WCAG_TAGS };
  // What a closed <details> holds is not rendered and not in the accessibility tree, so axe has
  // nothing to find there; leaving it out of the context spares axe walking it (the rules reference
  // folds some 13,000 elements of examples that way). An opened one is checked like the rest.
  const { violations, looks } = await page.evaluate(
    async ([excluded, known, runOptions]) => {
      // biome-ignore lint/suspicious/noExplicitAny: axe-core's global and the hook set up above
      const w = window as any;
      const looks: string[] = w.__pickOneOfEachLook(excluded, known);
      // The callers' selectors are resolved here, by the browser's own selector engine.
      const exclude: (string[] | Element)[] = [['details:not([open]) > :not(summary)']];
      for (const selector of excluded) exclude.push(...document.querySelectorAll(selector));
      const runContext = { include: [['html']], exclude };
      const result = (await w.__whileClosedDetailsAreSkipped(() => w.axe.run(runContext, runOptions))) as {
        violations: Violation[];
      };
      return { violations: result.violations, looks };
    },
    [options.exclude ?? [], [...checkedLooks], { runOnly, resultTypes: ['violations'] }] as const,
  );
  // The looks this run checked are known good once the colour rules found nothing wrong at all.
  if (!violations.some((v) => COLOUR_RULES.includes(v.id))) for (const look of looks) checkedLooks.add(look);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/**
 * Runs in the page, once after axe is injected: the colour rules skip every text element but the ones
 * `__pickOneOfEachLook` chose before the run (read from the computed styles of the theme in force, so
 * it picks again before every run). What a closed <details> holds is not rendered, and what the run
 * excludes is not checked: both are left out here as they are left out of axe's context (a look
 * picked there would stand for elements that are checked).
 */
function limitColourRulesToOneElementOfEachLook(ruleIds: string[]) {
  let texts = new Set<Element>();
  let picked = new Set<Element>();
  // biome-ignore lint/suspicious/noExplicitAny: axe-core's global
  const w = window as any;
  w.__pickOneOfEachLook = (excluded: readonly string[] = [], known: readonly string[] = []) => {
    texts = new Set();
    picked = new Set();
    const looks = new Set<string>(known);
    const fresh: string[] = [];
    const behind = new Map<Element, string | null>();
    /** The backgrounds from `el` up to the root, or null when one cannot be read as a colour. */
    const backgrounds = (el: Element | null): string | null => {
      if (!el) return '';
      const known = behind.get(el);
      if (known !== undefined) return known;
      const style = getComputedStyle(el);
      const own =
        style.backgroundImage !== 'none' || (style.position !== 'static' && style.position !== 'relative')
          ? null
          : `${style.backgroundColor} ${style.opacity} ${style.mixBlendMode} ${style.filter}`;
      const rest = own === null ? null : backgrounds(el.parentElement);
      const chain = own === null || rest === null ? null : `${own}<${rest}`;
      behind.set(el, chain);
      return chain;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, {
      acceptNode: (node) =>
        (node.parentElement instanceof HTMLDetailsElement &&
          !node.parentElement.open &&
          (node as Element).tagName !== 'SUMMARY') ||
        excluded.some((selector) => (node as Element).matches(selector))
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let el = walker.nextNode() as Element | null; el; el = walker.nextNode() as Element | null) {
      let hasText = false;
      for (const child of el.childNodes)
        if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
          hasText = true;
          break;
        }
      if (!hasText) continue;
      // Only what is painted stands for a look: axe leaves hidden and visually hidden text to itself.
      const box = el.getBoundingClientRect();
      if (
        box.width <= 1 ||
        box.height <= 1 ||
        !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      )
        continue;
      texts.add(el);
      const chain = backgrounds(el);
      if (chain === null) {
        picked.add(el);
        continue;
      }
      const style = getComputedStyle(el);
      const parentColour = el.parentElement ? getComputedStyle(el.parentElement).color : '';
      const look = [
        el.closest('a') ? 'link' : 'text',
        style.color,
        style.fontSize,
        style.fontWeight,
        style.textShadow,
        style.textDecorationLine,
        parentColour,
        chain,
      ].join('|');
      if (looks.has(look)) continue;
      looks.add(look);
      fresh.push(look);
      picked.add(el);
    }
    return fresh;
  };
  for (const id of ruleIds) {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core's rule objects (axe-core 4.13, pinned)
    const rule = w.axe._audit.rules.find((r: any) => r.id === id);
    const matches = rule.matches;
    rule.matches = function (node: Element, ...rest: unknown[]) {
      if (texts.has(node) && !picked.has(node)) return false;
      return matches.call(this, node, ...rest);
    };
  }
}

/**
 * Runs in the page, once after axe is injected. The colour rules read colours through a grid of the
 * page's boxes that axe builds once per run by walking every element of the body, reading half a
 * dozen computed styles of each (its stacking order). What a closed <details> holds has no box, so
 * it never enters the grid; walking it is the whole cost: on the rules reference, 16,000 of its
 * 18,000 elements, some 6 s of each run on a quiet machine. While a run lasts, the element walker
 * axe asks the document for (its only one: the grid's) steps over what closed <details> hold, as
 * the context and `__pickOneOfEachLook` already do; the grid, and so every verdict, is the same.
 */
function skipClosedDetailsInTheStackingGrid() {
  // biome-ignore lint/suspicious/noExplicitAny: the hook read by seriousA11yViolations
  const w = window as any;
  const skipHidden: NodeFilter = (node) =>
    node.parentElement instanceof HTMLDetailsElement &&
    !node.parentElement.open &&
    (node as Element).tagName !== 'SUMMARY'
      ? NodeFilter.FILTER_REJECT
      : NodeFilter.FILTER_ACCEPT;
  w.__whileClosedDetailsAreSkipped = async (run: () => Promise<unknown>) => {
    const original = document.createTreeWalker;
    document.createTreeWalker = function (root: Node, whatToShow?: number, filter?: NodeFilter | null) {
      return original.call(this, root, whatToShow, filter ?? skipHidden);
    };
    try {
      return await run();
    } finally {
      document.createTreeWalker = original;
    }
  };
}

/**
 * Runs in the page, once after axe is injected. \`avoid-inline-spacing\` looks at every element with a
 * style attribute, whether its inline style sets line-height, letter- or word-spacing as !important,
 * and first works out whether the element is visible on screen, the costly part. Highlighted code
 * tokens carry a style attribute of custom properties only (\`--shiki-light: #…; --shiki-dark: #…\`):
 * thousands of them on a docs page, and none can set a spacing. The rule leaves out elements whose
 * inline style declares nothing but custom properties, as they pass it whatever their visibility.
 */
function skipStylesOfCustomPropertiesOnly() {
  // biome-ignore lint/suspicious/noExplicitAny: axe-core's rule objects (axe-core 4.13, pinned)
  const rule = (window as any).axe._audit.rules.find((r: any) => r.id === 'avoid-inline-spacing');
  const matches = rule.matches;
  rule.matches = function (node: HTMLElement, ...rest: unknown[]) {
    const style = node.style;
    let onlyCustom = style.length > 0;
    for (let i = 0; i < style.length && onlyCustom; i++) onlyCustom = style[i]!.startsWith('--');
    if (onlyCustom) return false;
    return matches.call(this, node, ...rest);
  };
}

/** Sets the site theme the way a user does: with the theme radio group in the header. */
export async function chooseTheme(page: Page, theme: 'System' | 'Light' | 'Dark') {
  await page.getByRole('group', { name: 'Colour theme' }).getByRole('radio', { name: theme }).check();
}
