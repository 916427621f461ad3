import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { STAND_IN_KEY } from '../lib/model/testing/stand-in/provider-stand-in';
import { startProviderStandIn } from '../lib/node/testing/start-provider-stand-in';
import { checkThemesAndWidth } from './check-page';
import { evalInPage, expectNoEval, expectRefused } from './csp-probe';
import { expect, test } from './fixtures';

interface MetaPage {
  slug: string;
  title: string;
}

const meta = JSON.parse(readFileSync('content/docs/meta.json', 'utf8')) as { pages: MetaPage[] };
const pages = meta.pages.map((p) => ({ path: p.slug ? `/docs/${p.slug}` : '/docs', title: p.title }));

// One test per page, one navigation: landmarks, title (in the server's HTML too), sidebar, links and
// anchors, axe in both themes, no sideways scroll at phone width, and the Content-Security-Policy
// refusing eval. The site header, the docs sidebar and the footer are the same on every docs page
// (only which link is current changes, in one style): axe scans them in full on /docs and leaves them
// out on the other pages.
const SHELL = ['body header:not(main header)', 'body footer:not(main footer)', '[data-docs-sidebar]'];

/** The server's answer for a path, fetched once per worker (many pages link to the same ones). */
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
  test(`${path}: title, current page, links and anchors, axe in both themes, phone width, no eval`, async ({
    page,
    request,
  }) => {
    // The pages that also run a live flow get that flow's time on top.
    test.setTimeout(path === '/docs/authorizing-tool-calls' ? 210_000 : 120_000);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expectNoEval(response?.headers()['content-security-policy'], path);
    // What a browser without JavaScript shows is this HTML: the title and the page list are in it.
    const html = await response!.text();
    htmlOf.set(path, Promise.resolve({ status: 200, body: html }));
    for (const landmark of [page.getByRole('banner'), page.getByRole('main'), page.getByRole('contentinfo')])
      await expect(landmark).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const search = path.startsWith('/docs/search');
    if (!search) {
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(h1 && decodeText(h1), `${path}: the h1 of the HTML`).toBe(title);
      expect(html, `${path}: the page list in the HTML`).toContain('aria-label="Docs pages"');
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      const current = page.getByRole('navigation', { name: 'Docs pages' }).locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(title);

      // Every internal link answers 200, and every anchor exists on its page. A query string does not
      // change which page answers (what an example link's query names is checked by the unit tests:
      // components/docs/example-links.test.ts), so each page is requested once.
      await test.step('links and anchors', async () => {
        const hrefs = await page
          .locator('main a[href]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        const problems: string[] = [];
        for (const href of new Set(hrefs)) {
          if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue;
          const [target = '', anchor] = href.split('#');
          const targetPath = (target === '' ? path : target).split('?')[0] || '/';
          const { status, body } = await fetchHtml(request, targetPath);
          if (status !== 200) problems.push(`${href}: GET ${targetPath} answered ${status}`);
          else if (anchor && targetPath.startsWith('/docs') && !body.includes(`id="${anchor}"`))
            problems.push(`${href} has no element with id "${anchor}"`);
        }
        expect(problems).toEqual([]);
      });
    }
    if (path === '/docs') await test.step('a table and build-time highlighted code', () => overview(page));
    if (path === '/docs/rules')
      await test.step("a rule's examples load when opened", () => ruleExamplesOnOpen(page, html));
    if (path === '/docs/how-models-choose-tools')
      await test.step('the live box asks a model', () => liveBox(page));
    if (path === '/docs/authorizing-tool-calls')
      await test.step('the OAuth flow runs live: one request at a time, consent, then a tool call', () =>
        oauthLive(page));
    await checkThemesAndWidth(page, { axeExclude: path === '/docs' ? [] : SHELL });
    // After the page's own checks, as it adds a script: the page's own code cannot eval.
    await test.step('eval refused', async () => expectRefused(await evalInPage(page)));
    if (path === '/docs/tool-definition')
      await test.step('an example links to the validator and the playground with its id', () =>
        exampleLinks(page));
  });
}

/** The overview renders a table and code highlighted at build time (no highlighter in the page). */
async function overview(page: Page) {
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Piece' })).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(3);
  const code = page.locator('figure[data-rehype-pretty-code-figure] pre code').first();
  await expect(code).toContainText('"name": "search_issues"');
  // Tokens carry both themes' colours as variables; the theme picks them.
  expect(await code.locator('span[style*="--shiki-light"]').count()).toBeGreaterThan(10);
  const colours = await code
    .locator('span[style*="--shiki-light"]')
    .evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
  expect(colours).toBeGreaterThan(2);
}

/**
 * The rules reference ships headings and descriptions only: a rule's examples are fetched when the
 * reader opens them (from the keyboard here), highlighted, with the tool definition a call-result
 * case is checked against. They stay open, so axe then checks them in both themes.
 */
async function ruleExamplesOnOpen(page: Page, html: string) {
  expect(html, 'no highlighted example in the HTML').not.toContain('data-rehype-pretty-code-figure');
  const sections = page.getByRole('main').locator('section[aria-labelledby]');
  expect(await sections.count()).toBeGreaterThan(50);
  const summary = 'Examples: a document that trips the rule and one that passes';
  // A load that fails says why and offers a retry (the answer here is not this rule's examples).
  const first = page.locator('section[aria-labelledby="annotations-conflict"]');
  const url = '**/docs/rule-examples/annotations-conflict';
  await page.route(url, (route) => route.fulfill({ json: { id: 'another-rule', styles: [], cases: [] } }));
  await first.getByText(summary).click();
  await expect(first.getByRole('alert')).toContainText('could not be loaded: the answer is not a rule');
  await page.unroute(url);
  await first.getByRole('button', { name: 'Try again' }).click();
  await expect(first.getByText(/^Trips the rule \(/)).toBeVisible();
  await expect(first.getByRole('alert')).toHaveCount(0);
  for (const [id, caption, shows] of [
    ['tool-name-characters', /^Trips the rule \(tool definition/, '"name"'],
    ['structured-content-schema', /^Trips the rule \(tools\/call result/, '"structuredContent"'],
  ] as const) {
    const rule = page.locator(`section[aria-labelledby="${id}"]`);
    await rule.getByText(summary).focus();
    await page.keyboard.press('Enter');
    await expect(rule.getByText(caption)).toBeVisible();
    await expect(rule.getByText(/^Passes \(/)).toBeVisible();
    // The two cases (a tool definition, when there is one, is folded in a <details> of its own).
    const cases = rule.locator('div > figure[data-rehype-pretty-code-figure] pre code');
    await expect(cases).toHaveCount(2);
    await expect(cases.first()).toContainText(shows);
    expect(await cases.first().locator('span[style*="--shiki-light"]').count()).toBeGreaterThan(3);
    if (id === 'structured-content-schema') {
      await rule.getByText('Tool definition it is checked against').first().click();
      await expect(rule.locator('details[open] details[open] pre code').first()).toContainText(
        '"outputSchema"',
      );
    }
  }
}

/**
 * "How models choose tools": its live box asks the provider stand-in (on 127.0.0.1, never a real
 * provider) about the in-page mock's tools; the model's call runs on the mock, and the key stays out
 * of the page's markup and storage.
 */
async function liveBox(page: Page) {
  const standIn = await startProviderStandIn();
  try {
    const box = page.locator('figure[data-live="model-box"]');
    await expect(box.getByRole('status').first()).toContainText('Connected to the in-page mock', {
      timeout: 30_000,
    });
    const settings = box.getByRole('region', { name: 'Model', exact: true });
    await settings.getByRole('radio', { name: 'Google Gemini' }).check();
    await settings.getByRole('textbox', { name: 'Model', exact: true }).fill('stand-in');
    await settings.getByRole('textbox', { name: /base URL/i }).fill(standIn.baseUrls.google);
    await settings.getByLabel('Gemini API key').fill(STAND_IN_KEY);
    const chat = box.getByRole('region', { name: 'Ask a model' });
    await chat.getByRole('textbox', { name: 'Message to the model' }).fill('Read issue 104 in full');
    await chat.getByRole('button', { name: 'Send' }).click();
    const turn = chat.getByRole('listitem', { name: 'Turn 1' });
    await expect(turn.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(
      turn.getByRole('article', { name: 'Tool call get_issue' }).getByText('Result', { exact: true }),
    ).toBeVisible();
    expect((await page.content()).includes(STAND_IN_KEY), 'the key in the markup').toBe(false);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored.includes(STAND_IN_KEY), 'the key in storage').toBe(false);
  } finally {
    await standIn.stop();
  }
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
  // The results are wider than the sidebar and not clipped to it.
  await expect(hit).toBeInViewport({ ratio: 1 });
  expect((await hit.boundingBox())!.width).toBeGreaterThan((await search.boundingBox())!.width);
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

/**
 * On "Tool definition": an example's links carry its id, and following them from the page (the
 * site's own client-side navigation) lands on the validator with the example loaded and on the
 * playground with it named. Last on the page, as it leaves it.
 */
async function exampleLinks(page: Page) {
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
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/tool-definition$/);
  await page
    .locator('figure[data-example="tool/create-calendar-event"]')
    .getByRole('link', { name: /^Try in playground/ })
    .click();
  await expect(page).toHaveURL(/\/playground\?(scenario=[^&]+&)?example=tool\/create-calendar-event$/);
}

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

/**
 * "Authorizing tool calls" runs the OAuth flow live: one request at a time, consent, then a tool call
 * with the token, which stays in the page's memory. The page's axe runs then check the live part with
 * its exchanges open, in both themes.
 */
async function oauthLive(page: Page) {
  const live = page.getByRole('figure', { name: 'The flow, live: the in-page protected mock' });
  const status = live.getByRole('status', { name: 'Flow status' });
  const next = live.getByRole('region', { name: 'Next request' });
  await live.getByRole('button', { name: 'Start the flow' }).click();

  // Paused before each request: the first one goes out without a token and is refused.
  await expect(next).toContainText('POST https://in-page-mock.invalid/mcp');
  await expect(status).toHaveText('Paused before the next request.');
  await next.getByRole('button', { name: 'Send the request' }).click();
  const steps = live.getByRole('list', { name: 'Authorization steps' });
  const challenge = steps.getByRole('list', { name: 'HTTP exchanges of The server asks for authorization' });
  await expect(challenge).toContainText('POST https://in-page-mock.invalid/mcp → HTTP 401');
  // The refusal opens to its recorded response: the challenge names the resource metadata.
  await challenge.getByText('POST https://in-page-mock.invalid/mcp → HTTP 401').click();
  await expect(challenge.getByRole('table', { name: 'Response headers' })).toContainText(
    'resource_metadata="https://in-page-mock.invalid/.well-known/oauth-protected-resource/mcp"',
  );
  await expect(next).toContainText(
    'GET https://in-page-mock.invalid/.well-known/oauth-protected-resource/mcp',
  );
  await next.getByRole('button', { name: 'Send the request' }).click();
  await expect(
    steps.getByRole('list', { name: 'HTTP exchanges of Protected resource metadata (RFC 9728)' }),
  ).toContainText('GET https://in-page-mock.invalid/.well-known/oauth-protected-resource/mcp → HTTP 200');

  // The rest without pausing, up to the consent screen the site renders.
  await live.getByRole('checkbox', { name: 'Pause before each request' }).uncheck();
  const consent = page.getByRole('dialog', { name: 'Authorize access' });
  await expect(consent).toBeVisible();
  await expect(consent.getByText(/client metadata document at 127\.0\.0\.1:\d+/)).toBeVisible();
  await consent.getByRole('button', { name: 'Approve' }).click();
  await expect(consent).toBeHidden();
  await expect(status).toContainText('Authorized: tools/list answered with');
  await expect(status).toContainText('search_issues');
  for (const step of [
    'Authorization server metadata (RFC 8414 / OpenID) (done)',
    'Token request (done)',
    'Authorized (done)',
  ])
    await expect(steps.getByText(step, { exact: true })).toBeVisible();
  await expect(steps.getByRole('list', { name: 'HTTP exchanges of Token request' })).toContainText(
    'POST https://in-page-mock.invalid/oauth/token → HTTP 200',
  );

  // A tool called with the token.
  await live.getByRole('button', { name: 'Call search_issues with the token' }).click();
  const result = live.getByRole('figure', { name: 'Tool result' });
  await expect(result).toContainText('search_issues answered:');
  await result.getByText('The request it sent, with the token (masked)').click();
  await expect(
    result.getByRole('table', { name: 'Request headers' }).getByRole('row', { name: /Authorization/ }),
  ).toContainText('Bearer <redacted>');
  // The token stayed in the page's memory (the mock's access tokens start with this base64url).
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('eyJwIjoib2F1dGgtYWNjZXNz');
}

test.describe('with JavaScript disabled', () => {
  test('tables, highlighted code and exchanges render, search still answers, the playground lists tools', async ({
    browser,
  }) => {
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
    // The playground's HTML already lists the in-page mock's tools (from the site's build).
    await page.goto('/playground');
    const tools = page.getByRole('region', { name: /^Tools/ });
    await expect(tools.getByRole('status', { name: 'Tool list status' })).toContainText(
      'Listed when this site was built',
    );
    await expect(tools.getByRole('list', { name: 'Tools' }).getByRole('button').first()).toBeVisible();
    expect(await tools.getByRole('list', { name: 'Tools' }).getByRole('button').count()).toBeGreaterThan(5);
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
