import {
  everythingMissing,
  type Peer,
  sdkMissing,
  startSdkV2Peer,
  startServerEverything,
} from '../scripts/interop/peer-process';
import { expect, test } from './fixtures';
import {
  argumentsForm,
  betaToolsArriveByListChanged,
  callPanel,
  collectConsoleErrors,
  connectByUrl,
  connectionPanel,
  connectionStatus,
  openPlayground,
  outcomeHeading,
  resultPanel,
  runTool,
  selectTool,
  setJsonArguments,
  timelinePanel,
  toolButton,
  toolsPanel,
  watchForHostileEffects,
} from './playground-helpers';
import { HOSTILE_TOOL, type HostileServer, startHostileServer } from './playground-hostile-server';

// The playground against servers it did not write, connected by URL through the form: the site's
// own /api/mcp, the official TypeScript SDK v2 server and the legacy reference server-everything on
// loopback (real processes, real CORS), and a hostile server whose every string attacks the page.

// One page, one navigation: each step connects to its server through the form, as a person going
// from one server to the next would. The peers are real processes, started once for the file.

let sdkPeer: Peer | undefined;
let everything: Peer | undefined;
let hostile: HostileServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A peer is skipped only when its package is absent (an install without devDependencies, e.g.
  // `npm install --omit=dev`): both are pinned devDependencies, so `npm ci` in .ci/run installs
  // them and these steps run in CI. Skipping beats failing on a package a user chose not to install.
  [sdkPeer, everything, hostile] = await Promise.all([
    sdkMissing ? undefined : startSdkV2Peer(),
    everythingMissing ? undefined : startServerEverything(),
    startHostileServer(),
  ]);
});
test.afterAll(async () => {
  await Promise.all([sdkPeer?.stop(), everything?.stop(), hostile?.close()]);
});

// The era probe (a 2026-07-28 request) gets HTTP 400 from a legacy server, which Chromium logs as a
// console error: expected in that step and checked there. Every step checks the console of its own
// part (collectConsoleErrors), as strictly as the fixture does.
test.use({ allowConsoleErrors: true });

test("by URL, one server after another: the site's /api/mcp, the SDK v2 server, the legacy reference server, a hostile server", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const consoleErrors = collectConsoleErrors(page);
  await openPlayground(page);

  await test.step("the site's /api/mcp, by URL: lists, calls through the form, answers an elicitation and sees list_changed", async () => {
    // /api/mcp is shared: a visitor key of its own keeps this test's beta switch to itself (one per
    // run, so a repeated run on the same server starts with the beta tool hidden too).
    await connectByUrl(page, `${baseURL}/api/mcp?visitor=e2e-interop-${Date.now().toString(36)}`);
    await expect(connectionStatus(page)).toContainText('Connected: modern era, protocol 2026-07-28');
    await expect(connectionStatus(page)).toContainText('/api/mcp');
    await expect(toolButton(page, 'search_issues')).toBeVisible();

    await selectTool(page, 'get_issue');
    await argumentsForm(page).getByRole('spinbutton', { name: 'number' }).fill('104');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText('Conforms to the outputSchema.')).toBeVisible();

    await selectTool(page, 'deploy_release');
    await argumentsForm(page).getByRole('combobox', { name: 'service' }).selectOption('search');
    await argumentsForm(page).getByRole('textbox', { name: 'version' }).fill('1.2.3');
    await argumentsForm(page).getByRole('combobox', { name: 'environment' }).selectOption('production');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Input required by deploy_release/ });
    await dialog.getByRole('checkbox', { name: 'Deploy now' }).check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(outcomeHeading(page, 'Complete')).toBeVisible();
    await expect(resultPanel(page).getByText(/2 requests/)).toBeVisible();

    await betaToolsArriveByListChanged(page);
    expect(consoleErrors.take(), 'console errors').toEqual([]);
  });

  await test.step('the official TypeScript SDK v2 server: connects by URL, mirrors x-mcp-header, validates structured content, MRTR and list_changed', async (step) => {
    step.skip(sdkPeer === undefined, 'needs @modelcontextprotocol/server in node_modules');
    const peer = sdkPeer!;
    await connectByUrl(page, peer.url);
    await expect(connectionStatus(page)).toContainText('Connected: modern era, protocol 2026-07-28');
    await expect(connectionPanel(page).getByText('interop-sdk-v2-peer')).toBeVisible();
    await expect(toolsPanel(page).getByText(/From\s*network/)).toBeVisible();

    await selectTool(page, 'echo');
    await argumentsForm(page).getByRole('textbox', { name: 'message' }).fill('héllo from the browser');
    await expect(callPanel(page).getByRole('row', { name: /Mcp-Param-Message =\?base64\?/ })).toBeVisible();
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText('echo: héllo from the browser')).toBeVisible();

    await selectTool(page, 'get_forecast');
    await argumentsForm(page).getByRole('textbox', { name: 'city' }).fill('Oslo');
    await argumentsForm(page).getByRole('spinbutton', { name: 'days' }).fill('2');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText('Conforms to the outputSchema.')).toBeVisible();

    await selectTool(page, 'confirm_action');
    await argumentsForm(page).getByRole('textbox', { name: 'action' }).fill('ship it');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Input required by confirm_action/ });
    await expect(dialog.getByText('Really ship it?')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'ok' }).check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(outcomeHeading(page, 'Complete')).toBeVisible();
    await expect(resultPanel(page).getByText(/done: ship it \(state pending:ship it\)/)).toBeVisible();

    await expect(toolsPanel(page).getByRole('status', { name: 'Live updates status' })).toContainText(
      'Listening',
    );
    await selectTool(page, 'touch_tools');
    await runTool(page, 'Complete');
    await expect(toolsPanel(page).getByText(/list_changed received 1×/)).toBeVisible();
    expect(consoleErrors.take(), 'console errors').toEqual([]);
  });

  await test.step('the legacy reference server (server-everything): falls back to initialize, lists and calls through the form, shows progress', async (step) => {
    step.skip(everything === undefined, 'needs @modelcontextprotocol/server-everything in node_modules');
    const peer = everything!;
    await connectByUrl(page, peer.url);
    await expect(connectionStatus(page)).toContainText('Connected: legacy era, protocol 2025-11-25');
    await expect(connectionPanel(page).getByText('Session', { exact: true })).toBeVisible();
    await expect(toolsPanel(page).getByRole('status', { name: 'Live updates status' })).toContainText(
      'legacy server',
    );

    await selectTool(page, 'echo');
    // The tool is judged at the negotiated version; the panel says what 2026-07-28 it cannot use.
    await callPanel(page)
      .getByText(/^Server speaks 2025-11-25: \d+ 2026-07-28 features unavailable/)
      .click();
    await expect(
      callPanel(page).getByRole('list', { name: '2026-07-28 features this server cannot use' }),
    ).toContainText('cache hints');
    await expect(callPanel(page).getByRole('list', { name: 'To move to 2026-07-28' })).toContainText(
      'removed "execution"',
    );
    await argumentsForm(page).getByRole('textbox', { name: 'message' }).fill('hello legacy');
    await runTool(page, 'Complete');
    await expect(
      resultPanel(page)
        .getByText(/hello legacy/)
        .first(),
    ).toBeVisible();

    await selectTool(page, 'get-sum');
    await setJsonArguments(page, '{"a": 2, "b": 40}');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText(/42/).first()).toBeVisible();

    await selectTool(page, 'get-tiny-image');
    await runTool(page, 'Complete');
    await expect(
      resultPanel(page)
        .getByRole('img', { name: /Content block/ })
        .first(),
    ).toBeVisible();

    await selectTool(page, 'trigger-long-running-operation');
    await setJsonArguments(page, '{"duration": 3, "steps": 3}');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    await expect(callPanel(page).getByRole('status', { name: 'Call progress' })).toContainText(/\d+ \/ 3/, {
      timeout: 10_000,
    });
    await expect(outcomeHeading(page, 'Complete')).toBeVisible({ timeout: 20_000 });

    // The timeline shows the legacy handshake and the session header.
    const timeline = timelinePanel(page);
    await timeline.getByRole('searchbox', { name: 'Search the timeline' }).fill('initialize');
    await expect(timeline.getByRole('button', { name: /→ POST initialize/ }).first()).toBeVisible();
    expect(consoleErrors.take().filter((text) => !/status of 400 \(Bad Request\)/.test(text))).toEqual([]);
  });

  await test.step('a hostile server: runs no script, follows no link, loads nothing remote, and shows the warnings', async () => {
    // The previous step's filter emptied: the hostile server's whole list is shown.
    await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill('');
    const effects = watchForHostileEffects(page);
    const remote: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('attacker.invalid')) remote.push(request.url());
    });
    await connectByUrl(page, hostile!.url);
    await expect(connectionStatus(page)).toContainText('Connected: modern era');
    // Server identity and instructions are text; the instructions carry a poisoning warning.
    await expect(connectionPanel(page).getByText(/Evil <img src=x onerror=/)).toBeVisible();
    await expect(
      connectionPanel(page).getByRole('list', { name: 'Warnings on the instructions' }),
    ).toBeVisible();
    await expect(connectionPanel(page).getByRole('link', { name: /javascript/ })).toHaveCount(0);

    const row = toolsPanel(page).getByRole('list', { name: 'Tools' }).getByRole('button').first();
    await expect(row).toContainText('<img src=x onerror=');
    await expect(row).toContainText(/poisoning warnings?/);
    await row.click();
    await expect(callPanel(page).getByRole('alert')).toContainText('Possible tool poisoning');
    await expect(callPanel(page).getByRole('list', { name: 'Poisoning warnings' })).toContainText(
      'instruction-like-text',
    );
    await expect(
      callPanel(page)
        .getByText(/⟦U\+200B⟧/)
        .first(),
    ).toBeVisible();
    // The markdown link to javascript: is no link; the tracking image is not fetched.
    await expect(callPanel(page).getByRole('link', { name: /Click for docs/ })).toHaveCount(0);
    await expect(callPanel(page).getByText(/\[image: tracker/)).toBeVisible();

    await setJsonArguments(page, '{"a": 2, "b": 3}');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText(/The sum is 5\. <img src=x onerror=/)).toBeVisible();
    await expect(
      resultPanel(page).getByText(/text\/html is not on this page's list of image types/),
    ).toBeVisible();
    await expect(resultPanel(page).getByText(/its data is not standard base64/)).toBeVisible();
    await expect(resultPanel(page).getByText(/not a web link: shown as text/)).toBeVisible();
    await expect(
      resultPanel(page).getByRole('link', { name: 'https://attacker.invalid/report' }),
    ).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(resultPanel(page).locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"], [onerror], [onload]')).toHaveCount(0);
    await expect(resultPanel(page).getByText(/Does not conform|Conforms/)).toBeVisible();
    await expect(callPanel(page).getByRole('heading', { name: `Call ${HOSTILE_TOOL}` })).toBeVisible();

    // Remote icons stay off until asked for.
    expect(remote).toEqual([]);
    expect(effects).toEqual([]);
    expect(await page.evaluate(() => document.title)).toContain('Playground');
    expect(consoleErrors.take(), 'console errors').toEqual([]);
  });
});
