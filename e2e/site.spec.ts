import type { Page } from '@playwright/test';
import { checkThemesAndWidth } from './check-page';
import { evalInPage, expectNoEval, expectRefused } from './csp-probe';
import { chooseTheme, expect, seriousA11yViolations, test } from './fixtures';
import {
  callPanel,
  connectionPanel,
  openPlayground,
  resultPanel,
  runTool,
  selectTool,
  setJsonArguments,
  toolButton,
  toolsPanel,
} from './playground-helpers';
import {
  expectHeadingAndLandmarks,
  expectInternalLinksAnswer,
  expectNothingSidewaysAtPhoneWidth,
} from './site-page-checks';

// The site's pages outside /docs and /validate, one navigation each: the home page, the playground's
// page as a page (its workbench is proven in the playground*.spec.ts files) and the not-found page.
// Each former test is a step under its old title. /validate gets the same checks on its one
// navigation in validate.spec.ts, every docs page in docs.spec.ts.
//
// The pages' Content-Security-Policy refuses eval (docs/decisions/0005): no page compiles a JSON
// Schema, ajv runs only in the validation worker, whose script carries a policy of its own. Chromium
// reports the refusals as securitypolicyviolation events, not as console errors, so the fixture's
// console guard stays on where the page itself logs none: anything else going wrong fails the test.

const routes = ['/', '/docs', '/validate', '/playground'];

test('/: heading, landmarks, policy and links; the theme follows the system until chosen and persists; keyboard; axe in both themes; phone width; no eval', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The system asks for dark: the page follows it until a theme is chosen.
  await page.emulateMedia({ colorScheme: 'dark' });
  const response = await page.goto('/');
  await test.step('/: heading, landmarks, no console errors', async () => {
    expect(response?.status()).toBe(200);
    expectNoEval(response?.headers()['content-security-policy'], '/');
    await expectHeadingAndLandmarks(page, 'Learn, check and try MCP tools');
  });
  await test.step('the theme follows the system until chosen, and the choice persists across reload', () =>
    themeFollowsTheSystemUntilChosen(page));
  // The reloads above left a page as it loads, nothing focused: the first Tab is the page's first.
  await test.step('the keyboard reaches the skip link', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
  await checkThemesAndWidth(page, { phone: false });
  await test.step('at phone width, in both themes, nothing inside the home page overflows or is clipped sideways', () =>
    expectNothingSidewaysAtPhoneWidth(page));
  await test.step('every internal link answers 200', () => expectInternalLinksAnswer(page, request));
  await test.step('eval refused', async () => expectRefused(await evalInPage(page)));
  // Last: it leaves the home page.
  await test.step('the keyboard reaches every section of the header', () => headerByKeyboard(page));
});

async function themeFollowsTheSystemUntilChosen(page: Page) {
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
}

async function headerByKeyboard(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const skip = page.getByRole('link', { name: 'Skip to content' });
  for (const [name, heading] of [
    ['Docs', 'Overview'],
    ['Validate', 'Validate a tool'],
    ['Playground', 'Playground'],
  ] as const) {
    // Tab from the top of the page until the link has focus, as a keyboard user would: from the skip
    // link, the page's first stop (as the step before proves).
    await skip.focus();
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
}

test('/playground: heading, landmarks, policy, links and phone width; eval is refused in the page; tools, arguments and results are still checked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const served = page.waitForResponse((r) => new URL(r.url()).pathname === '/playground');
  await openPlayground(page);
  await test.step('/playground: heading, landmarks, no console errors', async () => {
    const response = await served;
    expect(response.status()).toBe(200);
    expectNoEval(response.headers()['content-security-policy'], '/playground');
    await expectHeadingAndLandmarks(page, 'Playground');
  });
  await test.step('eval refused', async () => expectRefused(await evalInPage(page)));
  await test.step('tools, arguments and results are still checked', async () => {
    // Arguments: checked against the inputSchema as typed, and refused before sending.
    await selectTool(page, 'get_issue');
    await setJsonArguments(page, '{\n  "number": "one hundred"\n}');
    // The JSON view lists each problem with its position (the form shows it at its field).
    await callPanel(page).getByRole('tab', { name: 'JSON' }).click();
    const problems = callPanel(page).getByRole('list', { name: 'Problems with the arguments' });
    await expect(problems).toContainText('/number must be');
    await runTool(page, 'Not sent');
    // Results: a result that breaks its outputSchema is reported.
    await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill('');
    await connectionPanel(page).getByRole('checkbox', { name: 'Result breaks its outputSchema' }).check();
    await expect(toolButton(page, 'misbehave_output_schema')).toBeVisible({ timeout: 15_000 });
    await selectTool(page, 'misbehave_output_schema');
    await runTool(page, 'Complete');
    await expect(
      resultPanel(page).getByRole('list', { name: 'Findings on the structured content' }),
    ).toContainText('structured-content-schema');
  });
  // With a result and its findings shown: the richest the workbench gets here.
  await test.step('at phone width, in both themes, nothing inside the workbench overflows or is clipped sideways', () =>
    expectNothingSidewaysAtPhoneWidth(page));
  await test.step('every internal link answers 200', () => expectInternalLinksAnswer(page, request));
});

test.describe('not found', () => {
  // Chromium logs "Failed to load resource: 404" for the document itself, and the loads the policy
  // blocks below: those errors are the point here.
  test.use({ allowConsoleErrors: true });
  test('an unknown address shows the not-found page with a way back; every route carries the policy, and the browser enforces it', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await test.step('/no-such-page: the policy refuses eval', async () => {
      expectNoEval(response?.headers()['content-security-policy'], '/no-such-page');
      expectRefused(await evalInPage(page));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await test.step('every route carries the policy, and the browser enforces it', async () => {
      for (const path of routes) {
        const headers = (await request.get(path)).headers();
        expect(headers['content-security-policy'], path).toContain("object-src 'none'");
        expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
        expect(headers['x-content-type-options'], path).toBe('nosniff');
      }
      // The same policy on the page open here, the one every route carries.
      expect(response?.headers()['content-security-policy']).toBe(
        (await request.get('/')).headers()['content-security-policy'],
      );
      // A script from another origin, an <object> and a <base> that would redirect relative links:
      // the policy refuses all three, and says so through securitypolicyviolation events.
      const violated = await page.evaluate(async () => {
        const expected = ['base-uri', 'object-src', 'script-src-elem'];
        const seen = new Set<string>();
        let allSeen: () => void = () => {};
        const done = new Promise<void>((resolve) => {
          allSeen = resolve;
        });
        document.addEventListener('securitypolicyviolation', (e) => {
          seen.add(e.effectiveDirective);
          if (expected.every((d) => seen.has(d))) allSeen();
        });
        const script = document.createElement('script');
        script.src = 'http://evil.invalid/x.js';
        document.body.append(script);
        const object = document.createElement('object');
        object.data = '/icon.svg';
        document.body.append(object);
        const base = document.createElement('base');
        base.href = 'http://evil.invalid/';
        document.head.append(base);
        // Until all three are reported (a guard of 10 s against a hang, not a judge of speed), then
        // one more turn of the event loop for any other violation the same insertions cause.
        await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await new Promise((resolve) => setTimeout(resolve, 0));
        return { seen: [...seen].sort(), baseURI: document.baseURI };
      });
      expect(violated.seen).toEqual(['base-uri', 'object-src', 'script-src-elem']);
      expect(violated.baseURI).not.toContain('evil.invalid');
    });
    await test.step('the way back', async () => {
      await page.getByRole('main').getByRole('link', { name: 'home page' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
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
