import type { APIRequestContext, Page } from '@playwright/test';
import { sidewaysOverflow } from './check-page';
import { chooseTheme, expect } from './fixtures';

// The checks every page of the site outside /docs gets on its one navigation (e2e/site.spec.ts for /
// and /playground, e2e/validate.spec.ts for /validate): heading and landmarks, its links, and nothing
// sideways at phone width. Every docs page gets the same in e2e/docs.spec.ts.

/** The page's own heading and the site's landmarks. */
export async function expectHeadingAndLandmarks(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/**
 * At a phone's width, in both themes, nothing inside main sticks out sideways or is clipped (see
 * sidewaysOverflow). The page is narrowed where it stands, in the state its test left it in: the
 * layout follows the width through CSS media queries alone (no script of the site picks a layout
 * by the window's width), so this is the layout a phone loading the page gets, with whatever the
 * test had opened on it.
 */
export async function expectNothingSidewaysAtPhoneWidth(page: Page) {
  const path = new URL(page.url()).pathname;
  const before = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    await expect(page.locator('html')).toHaveClass(theme === 'Dark' ? /dark/ : /light/);
    // Layout is synchronous: reading sizes after the resize reflows at the new width.
    expect(await page.evaluate(sidewaysOverflow), `${path} (${theme.toLowerCase()} theme)`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}

// Internal links: each page's test reads the links of the page it has open, instead of a crawl that
// loads every page again. /docs and every page below it are crawled, anchors included, by
// e2e/docs.spec.ts.

/** The pages outside /docs whose tests check their links here. A link to any other page fails. */
export const SITE_PAGES = ['/', '/validate', '/playground'] as const;

/**
 * The HTTP status of a GET. A connection reset is retried once: on a loaded 2-core machine the
 * server occasionally drops a kept-alive socket, which says nothing about the link.
 */
async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  try {
    return (await request.get(url)).status();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return (await request.get(url)).status();
  }
}

/**
 * Every internal link on the open page answers 200 (each address requested once), and every page it
 * leads to is a docs page or one of SITE_PAGES, whose own test checks its links in turn: so together
 * they cover every page a visitor can reach by links, as a crawl would.
 */
export async function expectInternalLinksAnswer(page: Page, request: APIRequestContext) {
  const path = new URL(page.url()).pathname;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const problems: string[] = [];
  const checked = new Set<string>();
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const target = href.split('#')[0] || '/';
    if (checked.has(target)) continue;
    checked.add(target);
    const status = await statusOf(request, target);
    if (status !== 200) problems.push(`link ${href} on ${path}: GET ${target} answered ${status}`);
    const pagePath = target.split('?')[0] || '/';
    if (
      !(SITE_PAGES as readonly string[]).includes(pagePath) &&
      pagePath !== '/docs' &&
      !pagePath.startsWith('/docs/')
    )
      problems.push(`link ${href} on ${path} leads to ${pagePath}, a page no test visits: give it one`);
  }
  expect(problems).toEqual([]);
  expect(checked.size, `internal links on ${path}`).toBeGreaterThan(0);
}
