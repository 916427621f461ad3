import { readFile } from 'node:fs/promises';
import { decodeShare } from '../lib/share/decode-share';
import { fromShareHash } from '../lib/share/share-format';
import { type Peer, startPeer } from '../scripts/interop/peer-process';
import { expect, seriousA11yViolations, test } from './fixtures';
import {
  argumentsForm,
  collectConsoleErrors,
  connectByUrl,
  connectionPanel,
  connectionStatus,
  openPlayground,
  resultPanel,
  runTool,
  selectTool,
  timelinePanel,
  toolButton,
} from './playground-helpers';

// OAuth in Chromium, in one navigation: the in-page protected mock authorized through the consent
// screen the site renders, a tool called with the token, the auth debugger's checklist — and the
// token never in local storage, a share link or an exported timeline, even when it is typed into
// the arguments (what a server echoing it back would do). Keeping tokens for the tab is the one
// place it may be, and only on request: that is the positive control of the checks. Then, in the
// same page, `mcp-tool-lab serve --protected` by URL, signed in on its own consent page in a window.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The start of every sealed access token of the mock ('{"p":"oauth-access' in base64url, 18 bytes). */
const ACCESS_TOKEN_MARK = 'eyJwIjoib2F1dGgtYWNjZXNz';

let server: Peer;
test.beforeAll(async () => {
  server = await startPeer(
    (port) => ['bin/mcp-tool-lab.mjs', 'serve', '--protected', '--port', String(port)],
    () => ({}),
    (port) => `http://127.0.0.1:${port}/mcp`,
  );
});
test.afterAll(async () => {
  await server?.stop();
});

// The 401s that start the authorization of `serve --protected` are logged by Chromium as console
// errors: expected in that step and checked there; the in-page mock's step allows none.
test.use({ allowConsoleErrors: true });

test('the in-page protected mock, then mcp-tool-lab serve --protected by URL, in one page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const consoleErrors = collectConsoleErrors(page);
  await openPlayground(page);
  await test.step('the protected in-page mock: consent, token, tool call; the token stays out of storage, links and exports', async () => {
    const panel = connectionPanel(page);
    await panel.getByRole('checkbox', { name: 'Protected by OAuth 2.1' }).check();

    // The mock answers 401; discovery and the site's client metadata document lead to its consent.
    const consent = page.getByRole('dialog', { name: 'Authorize access' });
    await expect(consent).toBeVisible({ timeout: 20_000 });
    await expect(consent.getByText(/client metadata document at 127\.0\.0\.1:\d+/)).toBeVisible();
    await expect(consent.getByRole('checkbox', { name: /tools:read/ })).toBeDisabled();
    await expect(consent.getByRole('checkbox', { name: /offline_access/ })).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await consent.getByRole('button', { name: 'Approve' }).click();
    await expect(consent).toBeHidden();

    await expect(connectionStatus(page)).toContainText('Connected', { timeout: 20_000 });
    await expect(toolButton(page, 'search_issues')).toBeVisible();
    const status = panel.getByRole('status', { name: 'Authorization status' });
    await expect(status).toContainText(
      'Authorized by https://in-page-mock.invalid/oauth for "tools:read offline_access"',
    );
    await expect(status).toContainText('client metadata document');
    const steps = panel.getByRole('list', { name: 'Authorization steps' });
    for (const step of [
      'Protected resource metadata (RFC 9728) (done)',
      'Authorization server metadata (RFC 8414 / OpenID) (done)',
      'Client identity (pre-registered, CIMD or DCR) (done)',
      'Token request (done)',
      'Authorized (done)',
    ]) {
      await expect(steps.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(
      steps.getByRole('list', { name: /HTTP exchanges of Authorization server metadata/ }),
    ).toContainText(
      'GET https://in-page-mock.invalid/.well-known/oauth-authorization-server/oauth → HTTP 200',
    );

    // Kept for the tab on request: the token is in sessionStorage (the checks below can find it).
    await panel.getByRole('checkbox', { name: 'Keep tokens for this tab (sessionStorage)' }).check();
    const token = await page.evaluate(() => {
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i)!;
        if (key.startsWith('mcp-tool-lab:oauth:tokens:'))
          return JSON.parse(sessionStorage.getItem(key)!).accessToken;
      }
      return undefined;
    });
    expect(token).toMatch(new RegExp(`^v1\\.${ACCESS_TOKEN_MARK}`));

    // Typed into the arguments and sent as data (a server echoing it would put it in the timeline).
    await selectTool(page, 'search_issues');
    await argumentsForm(page).getByRole('textbox', { name: 'query' }).fill('crash');
    await argumentsForm(page).getByRole('textbox', { name: 'label' }).fill(token);
    await runTool(page, 'Complete');

    // Never in local storage.
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local).not.toContain(ACCESS_TOKEN_MARK);

    // Never in a share link (decoded: the link is compressed).
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    const decoded = decodeShare(fromShareHash(new URL(link).hash)!);
    expect(decoded.ok).toBe(true);
    const shared = JSON.stringify(decoded.ok ? decoded.value : {});
    expect(shared).toContain('"protected":true');
    expect(shared).not.toContain(token);
    expect(shared).not.toContain(ACCESS_TOKEN_MARK);
    expect(shared).toContain('<redacted>');

    // Never in an exported timeline; the Authorization header is recorded masked.
    const download = page.waitForEvent('download');
    await timelinePanel(page).getByRole('button', { name: 'Export JSON' }).click();
    const exported = await readFile((await (await download).path())!, 'utf8');
    expect(exported).not.toContain(ACCESS_TOKEN_MARK);
    expect(exported).toContain('Bearer <redacted>');
    expect(exported).toContain('"type": "auth"');

    // Opting out forgets the tab's copy.
    await panel.getByRole('checkbox', { name: 'Keep tokens for this tab (sessionStorage)' }).uncheck();
    const tab = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(tab).not.toContain(ACCESS_TOKEN_MARK);

    // Signing out forgets the token; the next request asks for consent again.
    await panel.getByRole('button', { name: 'Sign out' }).click();
    await expect(status).toContainText('Not authorized yet');
    expect(consoleErrors.take(), 'console errors').toEqual([]);
  });
  await test.step("mcp-tool-lab serve --protected, by URL: signs in on the server's own consent page in a window; a window closed without an answer is noticed and retried", async () => {
    await connectByUrl(page, server.url);
    const dialog = page.getByRole('dialog', { name: 'Sign-in needed' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });

    // The person opens the window, then closes it without deciding: the dialog says so and offers
    // to try again, instead of waiting for ever.
    const firstWindow = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in in a new window' }).click();
    const first = await firstWindow;
    await expect(first.getByRole('heading', { name: 'Authorize access' })).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('Waiting for the sign-in window');
    await first.close();
    await expect(dialog.getByRole('alert')).toContainText(
      'The sign-in window closed without sending an answer',
    );

    // Again, and this time Approve on the real consent page (its form posts with Origin: null).
    const secondWindow = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Open the sign-in window again' }).click();
    const second = await secondWindow;
    await expect(second.getByText(/registered dynamically, unverified/)).toBeVisible();
    expect(await seriousA11yViolations(second)).toEqual([]);
    // The post is held in a route while its headers are read: the window closes itself once the
    // answer is through, and a request of a closed window can no longer be asked for its headers.
    const origins: (string | null)[] = [];
    await second.route('**/oauth/authorize', async (route) => {
      const request = route.request();
      if (request.method() === 'POST') origins.push(await request.headerValue('origin'));
      await route.continue();
    });
    await second.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => origins).toEqual(['null']);
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(connectionStatus(page)).toContainText('Connected', { timeout: 20_000 });
    await expect(toolButton(page, 'search_issues')).toBeVisible();
    await expect(connectionPanel(page).getByRole('status', { name: 'Authorization status' })).toContainText(
      `Authorized by ${new URL(server.url).origin}/oauth`,
    );
    await selectTool(page, 'search_issues');
    await argumentsForm(page).getByRole('textbox', { name: 'query' }).fill('crash');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByRole('heading', { name: /Content/ })).toBeVisible();
    // Only the expected refusals (the 401 that asks for a token) reached the console.
    expect(consoleErrors.take().filter((text) => !/status of 401 \(Unauthorized\)/.test(text))).toEqual([]);
  });
});
