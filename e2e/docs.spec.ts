import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { checkThemesAndWidth } from './check-page';
import { expect, test } from './fixtures';

interface MetaPage {
  slug: string;
  title: string;
}

const meta = JSON.parse(readFileSync('content/docs/meta.json', 'utf8')) as { pages: MetaPage[] };
const pages = meta.pages.map((p) => ({ path: p.slug ? `/docs/${p.slug}` : '/docs', title: p.title }));

// One test per page, one navigation: title, sidebar, links and anchors, axe in both themes, and no
// sideways scroll at phone width.
const htmlOf = new Map<string, Promise<{ status: number; body: string }>>();
function fetchHtml(request: APIRequestContext, path: string) {
  if (!htmlOf.has(path))
    htmlOf.set(
      path,
      request.get(path).then(async (res) => ({ status: res.status(), body: await res.text() })),
    );
  return htmlOf.get(path)!;
}

for (const { path, title } of [...pages, { path: '/docs/search?q=cache', title: 'Search' }]) {
  test(`${path}: title, current page, links and anchors, axe in both themes, phone width`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const search = path.startsWith('/docs/search');
    if (!search) {
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      const current = page.getByRole('navigation', { name: 'Docs pages' }).locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(title);

      // Every internal link answers 200, and every anchor exists on its page.
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      const problems: string[] = [];
      for (const href of new Set(hrefs)) {
        if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue;
        const [target = '', anchor] = href.split('#');
        const targetPath = target === '' ? path : target;
        const { status, body } = await fetchHtml(request, targetPath);
        if (status !== 200) problems.push(`${href}: GET ${targetPath} answered ${status}`);
        else if (anchor && targetPath.startsWith('/docs') && !body.includes(`id="${anchor}"`))
          problems.push(`${href} has no element with id "${anchor}"`);
      }
      expect(problems).toEqual([]);
    }
    await checkThemesAndWidth(page);
  });
}

test('the docs can be navigated by keyboard: sidebar, table of contents and next page', async ({ page }) => {
  await page.goto('/docs');
  const sidebar = page.getByRole('navigation', { name: 'Docs pages' });
  const target = sidebar.getByRole('link', { name: 'Errors', exact: true });
  let focused = false;
  for (let i = 0; i < 60 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await target.evaluate((el) => el === document.activeElement);
  }
  expect(focused, 'Tab reaches the Errors link of the sidebar').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/errors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Errors', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // "On this page" links move to their section.
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const codes = toc.getByRole('link', { name: 'Error codes', exact: true });
  await codes.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#error-codes$/);
  await expect(page.locator('#error-codes')).toBeInViewport();

  // Tab onwards until the "next page" link, then follow it.
  const next = page
    .getByRole('navigation', { name: 'Previous and next page' })
    .getByRole('link', { name: /Next/ });
  focused = false;
  for (let i = 0; i < 250 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await next.evaluate((el) => el === document.activeElement);
  }
  expect(focused, 'Tab reaches the next-page link').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'State between calls' })).toBeVisible();
});

test('search finds a page by a word of its body and opens it from the keyboard', async ({ page }) => {
  await page.goto('/docs');
  const search = page.getByRole('searchbox', { name: 'Search the docs' });
  await search.fill('jitter');
  const results = page.getByRole('list', { name: 'Search results' });
  const hit = results.getByRole('link', { name: /List changes and caching/ });
  await expect(hit).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /result/ })).toHaveText(/1 result/);
  await search.press('ArrowDown');
  await expect(hit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/list-changes-and-caching#how-a-client-uses-them$/);
  await expect(page.getByRole('heading', { level: 1, name: 'List changes and caching' })).toBeVisible();

  // Enter in the box opens the full results page.
  await page.goto('/docs');
  await search.fill('subscriptionId');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/docs\/search\?q=subscriptionId$/);
  await expect(page.getByRole('main').getByRole('link', { name: /List changes and caching/ })).toBeVisible();
});

test('an example links to the validator and the playground with its id', async ({ page }) => {
  await page.goto('/docs/tool-definition');
  const example = page.locator('figure[data-example="tool/create-calendar-event"]');
  await expect(example.getByText('Valid: every check passes.')).toBeVisible();
  const validate = example.getByRole('link', { name: /^Validate/ });
  const playground = example.getByRole('link', { name: /^Try in playground/ });
  await expect(validate).toHaveAttribute('href', '/validate?example=tool/create-calendar-event');
  await expect(playground).toHaveAttribute(
    'href',
    /^\/playground\?(scenario=[^&]+&)?example=tool\/create-calendar-event$/,
  );

  // A failing example lists its findings, each linked to the rule.
  const failing = page.locator('figure[data-example="tool/input-schema-without-type"]');
  await expect(failing.getByRole('link', { name: 'input-schema-type' })).toHaveAttribute(
    'href',
    '/docs/rules#input-schema-type',
  );

  // The links land on the pages they name. The validator loads the example, then drops the query.
  await validate.click();
  await expect(page).toHaveURL(/\/validate/);
  await expect(page.getByRole('status', { name: 'Last action' })).toContainText('Loaded the example');
  await expect(page.getByRole('textbox', { name: 'Document', exact: true })).toContainText(
    'create_calendar_event',
  );
  await page.goto('/docs/tool-definition');
  await page
    .locator('figure[data-example="tool/create-calendar-event"]')
    .getByRole('link', { name: /^Try in playground/ })
    .click();
  await expect(page).toHaveURL(/\/playground\?(scenario=[^&]+&)?example=tool\/create-calendar-event$/);
});

/** The text of an HTML fragment: tags dropped, the entities React writes decoded. */
function decodeText(html: string) {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, e: string) =>
      e[0] === '#'
        ? String.fromCodePoint(Number.parseInt(e.slice(e[1] === 'x' ? 2 : 1), e[1] === 'x' ? 16 : 10))
        : (named[e] ?? all),
    );
}

test('every page reads fully from its HTML alone, with its title and the page list', async ({ request }) => {
  // What a browser without JavaScript shows is the server's HTML: the title and the sidebar are in it.
  for (const { path, title } of pages) {
    const { status, body } = await fetchHtml(request, path);
    expect(status, path).toBe(200);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1];
    expect(h1 && decodeText(h1), `${path}: the h1 of the HTML`).toBe(title);
    expect(body, `${path}: the page list`).toContain('aria-label="Docs pages"');
  }
});

test.describe('with JavaScript disabled', () => {
  test('tables, highlighted code and exchanges render, and search still answers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview', exact: true })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(
      page.locator('figure[data-example] pre code span[style*="--shiki-light"]').first(),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the docs' }).fill('jitter');
    await page.getByRole('searchbox', { name: 'Search the docs' }).press('Enter');
    await expect(page).toHaveURL(/\/docs\/search\?q=jitter$/);
    await expect(
      page.getByRole('main').getByRole('link', { name: /List changes and caching/ }),
    ).toBeVisible();
    await page.goto('/docs/calling-tools');
    await expect(page.locator('figure[data-exchange]').first()).toBeVisible();
    await context.close();
  });
});

test('on a phone the page list folds into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/docs');
  const menu = page.getByText('All docs pages');
  await menu.click();
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: 'Glossary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
});
