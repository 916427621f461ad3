import type { APIRequestContext } from '@playwright/test';
import { checkThemesAndWidth, sidewaysOverflow } from './check-page';
import { evalInPage, expectNoEval, expectRefused } from './csp-probe';
import { chooseTheme, expect, seriousA11yViolations, test } from './fixtures';
import { toolButton } from './playground-helpers';

const routes = [
  { path: '/', heading: 'Learn, check and try MCP tools' },
  { path: '/docs', heading: 'Overview' },
  { path: '/validate', heading: 'Validate a tool' },
  { path: '/playground', heading: 'Playground' },
];

// /docs is one of the docs pages, each checked the same way (landmarks too) in docs.spec.ts.
for (const { path, heading } of routes.filter((r) => r.path !== '/docs')) {
  // One navigation: heading, landmarks, no console errors (the fixture fails the test on any), and
  // the Content-Security-Policy refusing eval. The home page gets axe in both themes and the phone
  // width here; the two workbenches get them in their own specs, in a richer state (findings shown,
  // a tool called: validate.spec.ts, playground.spec.ts, and the phone-width walk below).
  const workbench = path !== '/';
  test(`${path}: heading, landmarks, no console errors, ${workbench ? '' : 'axe in both themes, '}no eval`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expectNoEval(response?.headers()['content-security-policy'], path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (!workbench) await checkThemesAndWidth(page);
    // Last, as it adds a script: the page's own code cannot eval.
    await test.step('eval refused', async () => expectRefused(await evalInPage(page)));
  });
}

// Every docs page gets the same check at phone width on its one navigation in docs.spec.ts.
test('at phone width, in both themes, nothing inside the home page or a workbench overflows or is clipped sideways', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const faces = [
    { path: '/', ready: page.getByRole('heading', { level: 1 }) },
    { path: '/validate', ready: page.getByRole('region', { name: /^Findings/ }).getByRole('status') },
    { path: '/playground', ready: toolButton(page, 'search_issues').first() },
  ];
  for (const { path, ready } of faces) {
    await page.goto(path);
    await expect(ready).toBeVisible({ timeout: 20_000 });
    for (const theme of ['Light', 'Dark'] as const) {
      await chooseTheme(page, theme);
      await expect(page.locator('html')).toHaveClass(theme === 'Dark' ? /dark/ : /light/);
      expect(await page.evaluate(sidewaysOverflow), `${path} (${theme.toLowerCase()} theme)`).toEqual([]);
    }
  }
});

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

test('every internal link on every page answers 200', async ({ page, request }) => {
  // Each distinct address is requested once, and each page is visited once (a query string does not
  // make a different page to crawl).
  test.setTimeout(120_000);
  const seen = new Set<string>();
  const checked = new Set<string>();
  // /docs and every page below it are crawled, anchors included, by docs.spec.ts (its header, footer
  // and page list are those of every docs page: the same links as here, or docs pages themselves).
  const queue = routes.map((r) => r.path).filter((path) => path !== '/docs');
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    await page.goto(path);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const target = href.split('#')[0] || '/';
      if (!checked.has(target)) {
        checked.add(target);
        expect(await statusOf(request, target), `link ${href} on ${path}`).toBe(200);
      }
      const pagePath = target.split('?')[0] || '/';
      if (!seen.has(pagePath) && pagePath !== '/docs' && !pagePath.startsWith('/docs/')) queue.push(pagePath);
    }
  }
  expect(seen.size).toBeGreaterThanOrEqual(routes.length - 1);
});

test.describe('not found', () => {
  // Chromium logs "Failed to load resource: 404" for the document itself; that error is the point here.
  test.use({ allowConsoleErrors: true });
  test('an unknown address shows the not-found page with a way back', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the keyboard reaches the skip link and every section of the header', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, heading] of [
    ['Docs', 'Overview'],
    ['Validate', 'Validate a tool'],
    ['Playground', 'Playground'],
  ] as const) {
    // Tab from the top of the page until the link has focus, as a keyboard user would.
    await page.locator('body').focus();
    let focused = false;
    for (let i = 0; i < 12 && !focused; i++) {
      await page.keyboard.press('Tab');
      focused = await nav.getByRole('link', { name }).evaluate((el) => el === document.activeElement);
    }
    expect(focused, `Tab reaches the ${name} link`).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
});

test('the theme follows the system until chosen, and the choice persists across reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();

  await chooseTheme(page, 'Light');
  await expect(html).toHaveClass(/light/);
  await page.reload();
  await expect(html).toHaveClass(/light/);
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();

  // The radio group works from the keyboard: arrow keys move the choice.
  await page.getByRole('radio', { name: 'Light' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(html).toHaveClass(/dark/);
});

test.describe('security headers', () => {
  // The blocked loads below are logged by Chromium as console errors: that is what is tested.
  test.use({ allowConsoleErrors: true });
  test('every route carries the policy, and the browser enforces it', async ({ page, request }) => {
    for (const { path } of routes) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
    await page.goto('/');
    // A script from another origin, an <object> and a <base> that would redirect relative links:
    // the policy refuses all three, and says so through securitypolicyviolation events.
    const violated = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
      const script = document.createElement('script');
      script.src = 'http://evil.invalid/x.js';
      document.body.append(script);
      const object = document.createElement('object');
      object.data = '/icon.svg';
      document.body.append(object);
      const base = document.createElement('base');
      base.href = 'http://evil.invalid/';
      document.head.append(base);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { seen: [...new Set(seen)].sort(), baseURI: document.baseURI };
    });
    expect(violated.seen).toEqual(['base-uri', 'object-src', 'script-src-elem']);
    expect(violated.baseURI).not.toContain('evil.invalid');
  });
});

test('the accessibility check itself finds what it must, in opened and not in closed details', async ({
  page,
}) => {
  // The helper every page's check relies on: a page with known violations must fail it. The colour
  // rules see one highlighted code token of each colour and background: a faint token colour is found
  // wherever it is (here after many good tokens, and on one of two backgrounds only).
  const good = '<span style="color:#24292e">ok</span>'.repeat(40);
  const token = (colour: string) => `<span style="color:${colour}">tok</span>`;
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <p style="color:#bbb;background:#fff">faint text</p>
    <details open><summary>open</summary><button></button></details>
    <details><summary>closed</summary><p style="color:#ccc;background:#fff">hidden faint</p></details>
    <figure data-rehype-pretty-code-figure=""><pre style="background:#fff"><code data-theme="light dark">
      <span class="line">${good}${token('#767676')}</span>
      <span class="line" id="faint-line" style="background:#ddd">${good}${token('#767676')}</span>
    </code></pre></figure>
  </main></body></html>`);
  const found = await seriousA11yViolations(page);
  expect(found.map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast']);
  const contrast = found.find((v) => v.id === 'color-contrast')?.targets;
  expect(contrast).toHaveLength(2);
  expect(contrast?.[1], 'the grey token on the darker line').toMatch(/faint-line/);
  const colours = await seriousA11yViolations(page, { colourOnly: true });
  expect(colours.map((v) => v.id)).toEqual(['color-contrast']);
  // What a caller excludes (a part another test scans) is left out, its colours too.
  const rest = await seriousA11yViolations(page, { exclude: ['details[open]', 'figure'] });
  expect(rest.map((v) => v.id)).toEqual(['color-contrast']);
  expect(rest[0]?.targets, 'only the faint paragraph').toHaveLength(1);
});
