import { BRIDGE_TOKEN_HEADER } from '../lib/bridge/bridge-endpoint';
import { runBridge, SDK_V2_STDIO_PEER, startBridge } from '../scripts/interop/bridge-process';
import {
  everythingMissing,
  type Peer,
  SERVER_EVERYTHING,
  sdkMissing,
  startServerEverything,
} from '../scripts/interop/peer-process';
import { expect, test } from './fixtures';
import {
  argumentsForm,
  connectionPanel,
  connectionStatus,
  resultPanel,
  runTool,
  selectTool,
  timelinePanel,
  toolButton,
} from './playground-helpers';

// The playground reaching servers a page cannot reach by itself, through `mcp-tool-lab bridge`
// processes on loopback: the reference server-everything over stdio (opened from the link the
// bridge prints), the official SDK v2 over stdio (its JSON line pasted into the form) and
// server-everything's HTTP transport behind --target (its link pasted). One page, one navigation.

/** Elements of the CORS doctor whose content is cut off sideways or that overflow their box. */
function doctorClipping(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const doctor = document.querySelector('section[aria-labelledby="cors-doctor-heading"]');
    if (!doctor) return ['no doctor'];
    const problems: string[] = [];
    const box = doctor.getBoundingClientRect();
    for (const el of [doctor, ...doctor.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX === 'hidden')
        problems.push(`${el.tagName} clips ${el.scrollWidth - el.clientWidth}px sideways`);
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1))
        problems.push(`${el.tagName} sticks out of the doctor`);
    }
    return problems.slice(0, 5);
  });
}

test.describe('the bridge', () => {
  // Skipped only when a peer package is absent (an install without devDependencies): both are
  // pinned devDependencies, so `npm install` in .ci/run installs them and these tests run in CI.
  test.skip(everythingMissing || sdkMissing, 'needs server-everything and @modelcontextprotocol/server');
  // The era probe gets HTTP 400 from a legacy server (the legacy signal), which Chromium logs as a
  // console error; those are expected and checked below, any other fails the test.
  test.use({ allowConsoleErrors: true });
  let stdioLegacy: ReturnType<typeof runBridge>;
  let stdioModern: Awaited<ReturnType<typeof startBridge>>;
  let target: Awaited<ReturnType<typeof startBridge>>;
  let wrongSite: Awaited<ReturnType<typeof startBridge>>;
  let httpPeer: Peer;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000);
    httpPeer = await startServerEverything();
    // The page runs on a free port, so the bridges are told it is the site (--site).
    const site = ['--site', baseURL!];
    stdioLegacy = runBridge([...site, '--', process.execPath, SERVER_EVERYTHING, 'stdio']);
    [stdioModern, target, wrongSite] = await Promise.all([
      startBridge([...site, '--', process.execPath, SDK_V2_STDIO_PEER]),
      startBridge([...site, '--target', httpPeer.url]),
      // Started for the lab on port 3000 (the default --site): this page is refused.
      startBridge(['--target', httpPeer.url]),
    ]);
    await stdioLegacy.firstLine();
  });
  test.afterAll(async () => {
    await Promise.all([stdioLegacy?.stop(), stdioModern?.stop(), target?.stop(), wrongSite?.stop()]);
    await httpPeer?.stop();
  });

  test('a bridge link opens the playground filled in; pasted links and JSON lines work; the timeline shows the bridge', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    await expect.poll(() => stdioLegacy.stdout()).toContain('Ctrl-C');
    const link = /Open\s+(\S+)/.exec(stdioLegacy.stdout())![1]!;
    const token = new RegExp(`${BRIDGE_TOKEN_HEADER}: (\\S+)`).exec(stdioLegacy.stdout())![1]!;
    await page.goto(link);

    // The token leaves the address bar at once; it waits, unseen, in the header fields.
    await expect(
      page.getByText(/Bridge link read: the address and the Tool-Lab-Bridge-Token header/),
    ).toBeVisible();
    expect(page.url()).not.toContain(token);
    expect(page.url()).not.toContain('#bridge');
    const panel = connectionPanel(page);
    await expect(panel.getByRole('textbox', { name: 'Server URL' })).toHaveValue(
      /^http:\/\/127\.0\.0\.1:\d+\/mcp$/,
    );
    await expect(panel.getByLabel('Header 1 name')).toHaveValue(BRIDGE_TOKEN_HEADER);
    await expect(panel.getByLabel('Header 1 value')).toHaveAttribute('type', 'password');
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    ).not.toContain(token);

    // server-everything over stdio: the playground falls back to the 2025-11-25 handshake.
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(connectionStatus(page)).toContainText('Connected: legacy era, protocol 2025-11-25', {
      timeout: 30_000,
    });
    // "Press Connect" was done: the banner that asked for it is gone.
    await expect(page.getByText(/Bridge link read/)).toHaveCount(0);
    await expect(toolButton(page, 'get-sum')).toBeVisible();
    await selectTool(page, 'echo');
    await argumentsForm(page).getByRole('textbox', { name: 'message' }).fill('over stdio');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText('Echo: over stdio')).toBeVisible();
    // The timeline says what is in between: on the operation, and on each answer.
    const callRow = timelinePanel(page)
      .getByRole('button', { name: /call-tool: tools\/call echo.*via bridge \(stdio\)/ })
      .last();
    await expect(callRow).toBeVisible();
    await callRow.click();
    await expect(
      timelinePanel(page)
        .getByText(/via mcp-tool-lab bridge \(a stdio server behind it\)/)
        .first(),
    ).toBeVisible();

    // The official SDK v2 over stdio, by pasting the bridge's --format json line.
    const url = panel.getByRole('textbox', { name: 'Server URL' });
    await url.fill(await stdioModern.firstLine());
    await expect(url).toHaveValue(stdioModern.endpoint.url);
    await expect(panel.getByLabel('Header 1 name')).toHaveValue(BRIDGE_TOKEN_HEADER);
    await expect(panel.getByLabel('Header 2 name')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(connectionStatus(page)).toContainText('Connected: modern era, protocol 2026-07-28', {
      timeout: 30_000,
    });
    await expect(page.getByText(/Bridge link read/)).toHaveCount(0);
    await selectTool(page, 'echo');
    await argumentsForm(page).getByRole('textbox', { name: 'message' }).fill('Grüezi over stdio');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText('echo: Grüezi over stdio')).toBeVisible();

    // server-everything's HTTP transport behind --target, by pasting the printed link.
    await url.fill(
      `${new URL(page.url()).origin}/playground#bridge=${encodeURIComponent(target.endpoint.url)}&token=${target.endpoint.headers[BRIDGE_TOKEN_HEADER]}`,
    );
    await expect(url).toHaveValue(target.endpoint.url);
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(connectionStatus(page)).toContainText('Connected: legacy era', { timeout: 30_000 });
    await selectTool(page, 'get-sum');
    await argumentsForm(page).getByRole('spinbutton', { name: 'a' }).fill('2');
    await argumentsForm(page).getByRole('spinbutton', { name: 'b' }).fill('3');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText(/The sum of 2 and 3 is 5/)).toBeVisible();
    await expect(
      timelinePanel(page)
        .getByRole('button', { name: /call-tool: tools\/call get-sum.*via bridge \(target\)/ })
        .last(),
    ).toBeVisible();

    // A bridge started for another site refuses this page; the CORS doctor recognises a bridge and
    // says to restart it with --site, instead of putting a bridge in front of the bridge.
    const origin = new URL(page.url()).origin;
    await url.fill(
      `${origin}/playground#bridge=${encodeURIComponent(wrongSite.endpoint.url)}&token=${wrongSite.endpoint.headers[BRIDGE_TOKEN_HEADER]}`,
    );
    await panel.getByRole('button', { name: 'Connect' }).click();
    const problem = page.getByRole('region', { name: 'Could not connect' });
    const doctor = problem.getByRole('region', { name: 'CORS doctor' });
    await expect(doctor).toContainText(`Restart it with --site ${origin}`, { timeout: 30_000 });
    await expect(doctor.getByRole('figure', { name: 'Bridge command with --site' })).toHaveText(
      `npx mcp-tool-lab bridge --site ${origin} …`,
    );
    await expect(doctor).not.toContainText(`--target ${wrongSite.endpoint.url}`);
    // What to do is not cut off by the error's scrolling box: with the box on screen, the command
    // shows whole without scrolling inside it, and nothing in the doctor sticks out sideways.
    await problem.scrollIntoViewIfNeeded();
    await expect(doctor.getByRole('figure', { name: 'Bridge command with --site' })).toBeInViewport({
      ratio: 1,
    });
    expect(await doctorClipping(page)).toEqual([]);

    // A pasted link that points anywhere but loopback is refused, and nothing is filled in.
    await url.fill(
      `https://lab.example/playground#bridge=${encodeURIComponent('https://evil.example/mcp')}&token=${token}`,
    );
    await expect(panel.getByRole('alert').filter({ hasText: 'A bridge address is' })).toContainText(
      'A bridge address is http://127.0.0.1:<port>/mcp',
    );
    // Only the legacy signal (400 to the 2026-07-28 probe) may show up in the console.
    // …and the refusals of the bridge started for another site, which the doctor explains.
    expect(
      consoleErrors.filter(
        (text) => !/status of 400 \(Bad Request\)/.test(text) && !text.includes(wrongSite.endpoint.url),
      ),
    ).toEqual([]);
  });
});
