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
 */
export async function seriousA11yViolations(page: Page, options: { colourOnly?: boolean } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const runOnly = options.colourOnly
    ? { type: 'rule', values: COLOUR_RULES }
    : { type: 'tag', values: WCAG_TAGS };
  // What a closed <details> holds is not rendered and not in the accessibility tree, so axe has
  // nothing to find there; leaving it out of the context spares axe walking it (the rules reference
  // folds some 13,000 elements of examples that way). An opened one is checked like the rest.
  const context = { include: [['html']], exclude: [['details:not([open]) > :not(summary)']] };
  const violations = await page.evaluate(
    async ([runContext, runOptions]) =>
      // biome-ignore lint/suspicious/noExplicitAny: axe-core's global, injected above
      ((await (window as any).axe.run(runContext, runOptions)) as { violations: Violation[] }).violations,
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

/** Sets the site theme the way a user does: with the theme radio group in the header. */
export async function chooseTheme(page: Page, theme: 'System' | 'Light' | 'Dark') {
  await page.getByRole('group', { name: 'Colour theme' }).getByRole('radio', { name: theme }).check();
}
