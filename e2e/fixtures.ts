import { test as base, expect, type Page } from '@playwright/test';
import axeCore from 'axe-core';

interface Options {
  /** Console errors and uncaught exceptions fail a test unless it opts out with this option. */
  allowConsoleErrors: boolean;
}

export const test = base.extend<Options & { consoleGuard: undefined }>({
  allowConsoleErrors: [false, { option: true }],
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
 * Build-time highlighted code is most of the elements of a docs page (some 2,700 token spans of
 * 3,500 elements on one page, 14,000 on the rules reference), and each costs the colour rules a
 * background and foreground computation. Its tokens take a handful of colours, so the colour rules
 * see one token of each kind: each distinct token colour on each distinct background of each code
 * block theme. The verdict is the same (a colour that fails fails on every token that has it) for a
 * fraction of the time; the other rules still see every token.
 */
export async function seriousA11yViolations(page: Page, options: { colourOnly?: boolean } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeCore.source);
    await page.evaluate(limitColourRulesToOneTokenOfEachKind, COLOUR_RULES);
  }
  const runOnly = options.colourOnly
    ? { type: 'rule', values: COLOUR_RULES }
    : { type: 'tag', values: WCAG_TAGS };
  // What a closed <details> holds is not rendered and not in the accessibility tree, so axe has
  // nothing to find there; leaving it out of the context spares axe walking it (the rules reference
  // folds some 13,000 elements of examples that way). An opened one is checked like the rest.
  const context = { include: [['html']], exclude: [['details:not([open]) > :not(summary)']] };
  const violations = await page.evaluate(
    async ([runContext, runOptions]) => {
      // biome-ignore lint/suspicious/noExplicitAny: axe-core's global and the hook set up above
      const w = window as any;
      w.__pickCodeTokens();
      return ((await w.axe.run(runContext, runOptions)) as { violations: Violation[] }).violations;
    },
    [context, { runOnly, resultTypes: ['violations'] }] as const,
  );
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
 * Runs in the page, once after axe is injected: the colour rules skip every highlighted code token but
 * the ones `__pickCodeTokens` chose before the run (one per token colour and background chain, read
 * from the computed styles of the theme in force, so it is picked again before every run).
 */
function limitColourRulesToOneTokenOfEachKind(ruleIds: string[]) {
  const tokens = '[data-rehype-pretty-code-figure] code[data-theme] span';
  let picked = new Set<Element>();
  // biome-ignore lint/suspicious/noExplicitAny: axe-core's global
  const w = window as any;
  w.__pickCodeTokens = () => {
    picked = new Set();
    const seen = new Set<string>();
    const styleOf = new Map<Element, string>();
    const backgrounds = (el: Element): string => {
      let chain = '';
      for (let at: Element | null = el; at && at.tagName !== 'FIGURE'; at = at.parentElement) {
        let bg = styleOf.get(at);
        if (bg === undefined) {
          bg = getComputedStyle(at).backgroundColor;
          styleOf.set(at, bg);
        }
        chain += `${bg};`;
      }
      return chain;
    };
    for (const span of document.querySelectorAll(tokens)) {
      if (span.childElementCount > 0 || !span.textContent?.trim()) continue;
      if (span.closest('details:not([open])')) continue; // not rendered, left out of the context
      const style = getComputedStyle(span);
      const key = `${style.color}|${style.fontWeight}|${style.fontSize}|${backgrounds(span.parentElement!)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      picked.add(span);
    }
  };
  for (const id of ruleIds) {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core's rule objects (axe-core 4.13, pinned)
    const rule = w.axe._audit.rules.find((r: any) => r.id === id);
    const matches = rule.matches;
    rule.matches = function (node: Element, ...rest: unknown[]) {
      if (node.matches(tokens) && !picked.has(node)) return false;
      return matches.call(this, node, ...rest);
    };
  }
}

/** Sets the site theme the way a user does: with the theme radio group in the header. */
export async function chooseTheme(page: Page, theme: 'System' | 'Light' | 'Dark') {
  await page.getByRole('group', { name: 'Colour theme' }).getByRole('radio', { name: theme }).check();
}
