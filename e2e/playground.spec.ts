import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chooseTheme, expect, seriousA11yViolations, test } from './fixtures';
import {
  argumentsForm,
  betaToolsArriveByListChanged,
  callPanel,
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
  toolList,
  toolListStatus,
  toolsPanel,
  watchPreviewAtParse,
} from './playground-helpers';

// The playground in Chromium against the production build: it connects to the Worker mock on its
// own, calls the teaching scenarios through the generated form and renders every content type,
// checks arguments before sending, answers an MRTR elicitation, sees list_changed arrive, tells a
// protocol error from a tool error, and is usable by keyboard in both themes. Misbehaviours, the
// timeline, links and the CORS doctor: playground-wire.spec.ts; real peers and a hostile server:
// playground-interop.spec.ts.
//
// One navigation per page: what one page load can show is one test, each former test a step of it
// (a failure names the step), the page put back between steps the way a person would (the filter
// emptied, the result cleared, the theme chosen). A docs link and a phone are loads of their own.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Runs a copied shell script the way a person pastes it into a terminal. */
const runShell = (script: string) =>
  promisify(execFile)('sh', ['-c', script], { encoding: 'utf8', timeout: 30_000 });

test('the in-page mock from one load: listing, axe, the form, calls, list_changed, a protocol error, the command palette', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await test.step('opens connected to the in-page mock and lists its tools without any action', async () => {
    const previewAtParse = await watchPreviewAtParse(page);
    await openPlayground(page);
    // The tools were in the page's HTML (the mock's, listed when the site was built), shown at once;
    // the page's own listing took their place.
    expect(await previewAtParse()).toBe('visible');
    await expect(toolListStatus(page)).not.toContainText('Listed when this site was built');
    await expect(toolsPanel(page).getByText("the site's build")).toHaveCount(0);
    await expect(connectionStatus(page)).toContainText('Connected: modern era, protocol 2026-07-28');
    await expect(connectionPanel(page).getByText('MCP Tool Lab mock server')).toBeVisible();
    await expect(toolButton(page, 'search_issues')).toBeVisible();
    // The teaching catalogue spans several pages: their cursors are visible.
    await toolsPanel(page)
      .getByText(/^Pages \(\d+\)/)
      .click();
    await expect(toolsPanel(page).getByRole('cell', { name: '— (last page)' })).toBeVisible();
    await expect(toolsPanel(page).getByText(/From\s*network/)).toBeVisible();
    // Listing again within the TTL is served from the cache; the refresh bypasses it.
    await toolsPanel(page).getByRole('button', { name: 'List again' }).click();
    await expect(toolsPanel(page).getByText(/^From\s*cache/)).toBeVisible();
    await toolsPanel(page).getByRole('button', { name: 'Refresh (bypass cache)' }).click();
    await expect(toolsPanel(page).getByText(/^From\s*network/)).toBeVisible();
    await expect(toolsPanel(page).getByRole('status', { name: 'Live updates status' })).toContainText(
      'Listening',
    );

    // A full-height workbench: the three panes fit the first screen, the intro waits below.
    for (const region of [connectionPanel(page), toolsPanel(page), callPanel(page)])
      await expect(region).toBeInViewport();
    const about = page.getByRole('heading', { name: 'About the playground' });
    await expect(about).not.toBeInViewport();
    // The panes resize from the keyboard: a labelled separator with its value.
    const splitter = page.getByRole('separator', { name: 'Resize Connection' });
    await expect(splitter).toHaveAttribute('aria-valuenow', '24');
    const before = (await connectionPanel(page).boundingBox())!.width;
    await splitter.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(splitter).toHaveAttribute('aria-valuenow', '28');
    await expect.poll(async () => (await connectionPanel(page).boundingBox())!.width).toBeGreaterThan(before);
    await page.keyboard.press('Home');
    await expect(splitter).toHaveAttribute('aria-valuenow', '15');
    // The header, the workbench and the site's content share one left edge.
    const left = async (locator: ReturnType<typeof page.getByRole>) =>
      Math.round((await locator.boundingBox())!.x);
    expect(await left(connectionPanel(page))).toBe(
      await left(page.getByRole('link', { name: /MCP Tool Lab/ }).first()),
    );
    await page.getByRole('link', { name: 'About this page' }).click();
    await expect(about).toBeInViewport();

    // A client profile: the list is fetched and checked again with that client's rules too.
    await selectTool(page, 'search_issues');
    const findings = callPanel(page).getByText(/^Validator findings \(\d+\)$/);
    const profile = toolsPanel(page).getByLabel('Client profile');
    await expect(profile).toHaveValue('default');
    await profile.selectOption({ label: 'MCP spec + OpenAI strict function calling' });
    await expect(findings).toHaveText('Validator findings (3)');
    await findings.click();
    const list = callPanel(page).getByRole('list', { name: 'Findings on the definition' });
    await expect(list.getByRole('link', { name: 'openai-strict-all-required' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'openai-strict-keywords' })).toHaveCount(2);
    await profile.selectOption('default');
    await expect(findings).toHaveCount(0);

    // What the model sees: the listed tools as each provider receives them, loaded on opening.
    await toolsPanel(page).getByText('What the model sees').click();
    await toolsPanel(page).getByRole('tab', { name: 'OpenAI strict' }).click();
    const payload = toolsPanel(page).getByRole('figure', {
      name: 'Payload for OpenAI strict (read-only JSON)',
    });
    await expect(payload).toContainText('"name": "search_issues"');
    await expect(payload).toContainText('"strict": true');
    await expect(
      toolsPanel(page).getByRole('link', { name: 'Rule openai-strict-all-required' }).first(),
    ).toBeVisible();
    // Back as it was for the next steps: the disclosure closed, the pane near its first width.
    await toolsPanel(page).getByText('What the model sees').click();
    await expect(payload).toBeHidden();
    await splitter.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(splitter).toHaveAttribute('aria-valuenow', '25');
  });
  await test.step('no serious accessibility violations after a call, in both themes', async () => {
    // Early, while the page is much as a load and one call leave it (later steps fill the timeline,
    // the history and the results with much more for axe to walk, and check none of it anew).
    await selectTool(page, 'get_issue');
    await argumentsForm(page).getByRole('spinbutton', { name: 'number' }).fill('104');
    await runTool(page, 'Complete');
    await timelinePanel(page)
      .getByRole('button', { name: /list-tools: tools\/list/ })
      .first()
      .click();
    // Every rule in the light theme; the dark theme changes colours only, so there the colour rules.
    for (const theme of ['Light', 'Dark'] as const) {
      await chooseTheme(page, theme);
      await expect(page.locator('html')).toHaveClass(theme === 'Dark' ? /dark/ : /light/);
      expect(await seriousA11yViolations(page, { colourOnly: theme === 'Dark' }), theme).toEqual([]);
    }
    // The light theme again, for the palette's theme commands next.
    await chooseTheme(page, 'Light');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
  await test.step('the form and the JSON editor stay in sync; arguments are checked before sending', async () => {
    // Before the calls below: this step needs get_issue's and convert_currency's forms untouched.
    await selectTool(page, 'get_issue');
    // Form → JSON.
    await argumentsForm(page).getByRole('spinbutton', { name: 'number' }).fill('42');
    await callPanel(page).getByRole('tab', { name: 'JSON' }).click();
    await expect(callPanel(page).getByRole('textbox', { name: 'Arguments (JSON)' })).toContainText(
      '"number": 42',
    );
    // JSON → form.
    await setJsonArguments(page, '{ "number": 7 }');
    await expect(argumentsForm(page).getByRole('spinbutton', { name: 'number' })).toHaveValue('7');
    // What the model will see of this tool.
    await callPanel(page).getByText('What the model sees').click();
    await expect(callPanel(page).getByRole('figure', { name: 'What the model sees' })).toContainText(
      '"inputSchema"',
    );
    // The JSON editor shows the characters the hidden-characters rule reports.
    await setJsonArguments(page, '{ "number": 7, "note": "a\u2060b\u200dc" }');
    await callPanel(page).getByRole('tab', { name: 'JSON' }).click();
    const argumentsEditor = callPanel(page).getByRole('textbox', { name: 'Arguments (JSON)' });
    await expect(argumentsEditor.getByLabel('Hidden character U+2060 (zero-width)')).toHaveCount(1);
    await expect(argumentsEditor.getByLabel('Hidden character U+200D (zero-width)')).toHaveCount(1);
    await setJsonArguments(page, '{\n  "number": "one hundred"\n}');
    // The form shows the error at its field only; the JSON view lists it with its position.
    const problems = callPanel(page).getByRole('list', { name: 'Problems with the arguments' });
    await expect(problems).toHaveCount(0);
    await callPanel(page).getByRole('tab', { name: 'JSON' }).click();
    await expect(problems).toContainText('2:13');
    await expect(problems).toContainText('/number must be');
    await runTool(page, 'Not sent');
    await resultPanel(page).getByRole('button', { name: 'Send anyway' }).click();
    await expect(outcomeHeading(page, /Tool execution error|Protocol error/)).toBeVisible();
    await expect(
      resultPanel(page).getByText(/Sent although the arguments break the inputSchema/),
    ).toBeVisible();

    // A fresh form is not red: each field shows its errors once touched, the rest on Run, once each.
    await callPanel(page).getByRole('tab', { name: 'Form' }).click();
    await selectTool(page, 'convert_currency');
    const from = argumentsForm(page).getByRole('textbox', { name: 'from' });
    const to = argumentsForm(page).getByRole('textbox', { name: 'to' });
    await expect(argumentsForm(page).getByText(/is required|must /)).toHaveCount(0);
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    await to.fill('jpy');
    await to.blur();
    await expect(to).toHaveAccessibleErrorMessage(/must match/);
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    await expect(callPanel(page).getByText(/must match/)).toHaveCount(1);
    await runTool(page, 'Not sent');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(callPanel(page).getByText(/must match/)).toHaveCount(1);
    await expect(problems).toHaveCount(0);
    // get_issue's arguments put right again (a string number is shown as JSON, not as its field).
    await selectTool(page, 'get_issue');
    await setJsonArguments(page, '{}');
    await expect(argumentsForm(page).getByRole('spinbutton', { name: 'number' })).toBeVisible();
  });
  await test.step('calls the teaching tools through the form and renders every content type', async () => {
    await selectTool(page, 'search_issues');
    await argumentsForm(page).getByRole('textbox', { name: 'query' }).fill('rebuild');
    await argumentsForm(page).getByRole('combobox', { name: 'state' }).selectOption('all');
    await runTool(page, 'Complete');
    await expect(
      resultPanel(page)
        .getByText(/\d+ issues? found/)
        .first(),
    ).toBeVisible();

    await selectTool(page, 'get_issue');
    await argumentsForm(page).getByRole('spinbutton', { name: 'number' }).fill('104');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText('Conforms to the outputSchema.')).toBeVisible();
    await expect(resultPanel(page).getByRole('figure', { name: 'structuredContent' })).toContainText(
      '"number": 104',
    );

    // A tool execution error is a result, explained as such.
    await selectTool(page, 'convert_currency');
    await argumentsForm(page).getByRole('spinbutton', { name: 'amount' }).fill('10');
    await argumentsForm(page).getByRole('textbox', { name: 'from' }).fill('EUR');
    await argumentsForm(page).getByRole('textbox', { name: 'to' }).fill('XXX');
    await runTool(page, 'Tool execution error');
    await expect(resultPanel(page).getByText(/isError: true/)).toBeVisible();
    await expect(resultPanel(page).getByText(/Supported currencies/)).toBeVisible();

    await selectTool(page, 'render_issue_chart');
    await runTool(page, 'Complete');
    const chart = resultPanel(page).getByRole('img', { name: /Content block 1/ });
    await expect(chart).toBeVisible();
    expect(await chart.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(resultPanel(page).getByText('audience: user')).toBeVisible();

    await selectTool(page, 'play_notification_sound');
    await argumentsForm(page).getByRole('combobox', { name: 'kind' }).selectOption('success');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).locator('audio[controls]')).toHaveAttribute(
      'src',
      /^data:audio\/wav;base64,/,
    );

    await selectTool(page, 'list_project_files');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText('resource_link').first()).toBeVisible();
    await expect(
      resultPanel(page)
        .getByText(/not a web link: shown as text/)
        .first(),
    ).toBeVisible();

    await selectTool(page, 'read_project_file');
    await argumentsForm(page).getByRole('combobox', { name: 'path' }).selectOption('README.md');
    await runTool(page, 'Complete');
    const download = page.waitForEvent('download');
    await resultPanel(page).getByRole('button', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('README.md');

    // x-mcp-header: the headers are previewed before sending, then sent.
    await selectTool(page, 'execute_sql');
    await argumentsForm(page).getByRole('combobox', { name: 'database' }).selectOption('inventory');
    await argumentsForm(page).getByRole('textbox', { name: 'query' }).fill('SELECT * FROM products');
    await expect(callPanel(page).getByRole('row', { name: /Mcp-Param-Database inventory/ })).toBeVisible();
    await runTool(page, 'Complete');

    // A stateful pair with an explicit handle.
    await selectTool(page, 'create_basket');
    await runTool(page, 'Complete');
    const basketId = await resultPanel(page)
      .getByRole('figure', { name: 'structuredContent' })
      .textContent()
      .then((text) => /"basket_id": "([^"]+)"/.exec(text ?? '')?.[1]);
    expect(basketId).toBeTruthy();
    await selectTool(page, 'add_to_basket');
    await argumentsForm(page).getByRole('textbox', { name: 'basket_id' }).fill(basketId!);
    await argumentsForm(page).getByRole('combobox', { name: 'sku' }).selectOption('MUG-001');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText(/Added 1 × Lumen mug/)).toBeVisible();
  });
  await test.step('list_changed arrives on the listen stream and the list updates by itself', async () => {
    // The filter emptied, as after a load: the beta tool is not in the whole list.
    await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill('');
    await expect(toolButton(page, 'search_issues')).toBeVisible();
    await expect(toolButton(page, 'forecast_issue_trend')).toHaveCount(0);
    await betaToolsArriveByListChanged(page);
  });
  await test.step('a tool the server no longer has gives a protocol error, told apart from a tool error', async () => {
    await toolsPanel(page).getByRole('checkbox', { name: 'Live updates' }).uncheck();
    await selectTool(page, 'toggle_beta_tools');
    await argumentsForm(page).getByRole('checkbox', { name: 'enabled' }).check();
    await runTool(page, 'Complete');
    await toolsPanel(page).getByRole('button', { name: 'Refresh (bypass cache)' }).click();
    await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill('forecast');
    await expect(toolButton(page, 'forecast_issue_trend')).toBeVisible();
    await selectTool(page, 'toggle_beta_tools');
    await argumentsForm(page).getByRole('checkbox', { name: 'enabled' }).uncheck();
    await runTool(page, 'Complete');
    // Not listening: the stale list still shows the beta tool; calling it reaches a server without it.
    await selectTool(page, 'forecast_issue_trend');
    await runTool(page, /Protocol error -32602/);
    await expect(resultPanel(page).getByText(/rejected the request itself/)).toBeVisible();
    // Listening again for the next steps, and the list caught up with the server.
    await toolsPanel(page).getByRole('checkbox', { name: 'Live updates' }).check();
    await expect(toolsPanel(page).getByRole('status', { name: 'Live updates status' })).toContainText(
      'Listening',
    );
    await toolsPanel(page).getByRole('button', { name: 'Refresh (bypass cache)' }).click();
    await expect(toolButton(page, 'forecast_issue_trend')).toHaveCount(0);
  });
  await test.step('keyboard: the command palette connects, selects, calls, clears, exports, imports, shares and jumps to panels', async () => {
    // As after a load: no result shown, the whole tool list, the list on screen, an empty timeline.
    await resultPanel(page).getByRole('button', { name: 'Clear' }).click();
    await expect(outcomeHeading(page, 'Complete')).toHaveCount(0);
    await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill('');
    await toolList(page).scrollIntoViewIfNeeded();
    // The timeline cleared, so the session exported and imported below is this step's.
    await timelinePanel(page).getByRole('button', { name: 'Clear', exact: true }).click();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    // The first opening loads the palette; after that, what is typed right after Ctrl+K, with no
    // wait, must land in its input (it once got focus a frame late, and the keys went nowhere).
    let loaded = false;
    const command = async (typed: string, option: RegExp) => {
      await page.keyboard.press('ControlOrMeta+k');
      if (!loaded) await expect(palette).toBeVisible();
      loaded = true;
      await page.keyboard.type(typed);
      await expect(palette.getByRole('combobox', { name: 'Commands' })).toHaveValue(typed);
      await expect(palette.getByRole('option', { name: option })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(palette).toBeHidden();
    };
    // A command outranks a tool on an equal match: "dark" is the theme, not "Denmark".
    await command('dark', /^Dark theme/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(
      page.getByRole('group', { name: 'Colour theme' }).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();
    await command('light theme', /^Light theme/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    // A tool chosen in the palette is brought into view in the list, and marked as the selected one.
    const lastRow = toolList(page).getByRole('button').last();
    const lastName = await lastRow.evaluate(
      (button) =>
        document.getElementById(button.getAttribute('aria-labelledby')!.split(' ').pop()!)!.textContent!,
    );
    await toolList(page).evaluate((list) => {
      list.scrollTop = 0;
    });
    await expect(lastRow).not.toBeInViewport();
    await command(lastName, new RegExp(`\\(${lastName}\\)$|^${lastName}$`));
    await expect(lastRow).toHaveAttribute('aria-current', 'true');
    // Scrolled into view inside the list (the page itself scrolls to the call form).
    await expect(async () => {
      const list = (await toolList(page).boundingBox())!;
      const row = (await lastRow.boundingBox())!;
      expect(row.y).toBeGreaterThanOrEqual(list.y - 1);
      expect(row.y + row.height).toBeLessThanOrEqual(list.y + list.height + 1);
    }).toPass();
    await command('Get an issue', /Get an issue/);
    await expect(callPanel(page).getByRole('heading', { name: 'Call get_issue' })).toBeVisible();
    await argumentsForm(page).getByRole('spinbutton', { name: 'number' }).fill('107');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(outcomeHeading(page, 'Complete')).toBeVisible();
    await command('Clear the result', /Clear the result/);
    await expect(outcomeHeading(page, 'Complete')).toHaveCount(0);
    await command('Go to the timeline', /Go to the timeline/);
    await expect(page.getByRole('heading', { name: /^Timeline/ })).toBeFocused();
    // Export, import and share: the same actions as the panels' buttons.
    const download = page.waitForEvent('download');
    await command('Export the session', /Export the session as JSON/);
    expect((await download).suggestedFilename()).toMatch(/^mcp-session-.+\.json$/);
    const chooser = page.waitForEvent('filechooser');
    await command('Import a session', /Import a session/);
    await (await chooser).setFiles((await (await download).path())!);
    await expect(timelinePanel(page).getByRole('status')).toContainText('Replaying an imported session');
    await timelinePanel(page).getByRole('button', { name: 'Back to the live session' }).click();
    await command('share link', /Copy a share link/);
    await expect(page.getByRole('status', { name: 'Last message' })).toContainText('Share link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/playground#');
    await command('api/mcp', /\/api\/mcp/);
    await expect(connectionStatus(page)).toContainText('/api/mcp');
    await expect(connectionStatus(page)).toContainText('Connected');
    // The mock scenario configures the in-page mock only: away from it, it is disabled and says why.
    const scenario = connectionPanel(page).getByRole('region', { name: 'Mock scenario' });
    await expect(scenario.getByText(/configures the in-page mock only/)).toBeVisible();
    await expect(scenario.getByRole('checkbox', { name: 'Conformance suite fixtures' })).toBeDisabled();
    await expect(scenario.getByRole('button', { name: 'Add a tool…' })).toBeDisabled();
    // Tool list: arrow keys move between tools.
    await toolList(page).getByRole('button').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(toolList(page).getByRole('button').nth(1)).toBeFocused();
  });
});

test('a docs example opens filled in, then the elicitation round of a production deploy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await test.step('a docs example opens filled in, with a hint; the tool list is one Tab stop and Enter goes to the form; the result comes into view, and another tool labels it', async () => {
    // "Try in playground" of "input_required with an elicitation": the tool with the arguments that
    // make it ask, and one line saying so.
    await openPlayground(
      page,
      '/playground?scenario=deploy_release&example=call-result/input-required-elicitation',
    );
    await expect(callPanel(page).getByRole('heading', { name: 'Call deploy_release' })).toBeVisible();
    await expect(
      argumentsForm(page).getByRole('combobox', { name: 'environment' }).locator('option:checked'),
    ).toHaveText('production');
    await expect(argumentsForm(page).getByRole('textbox', { name: 'version' })).toHaveValue('2.4.1');
    await expect(page.getByRole('status', { name: 'Last message' })).toContainText(
      'a production deploy answers input_required with a form to confirm',
    );

    // One Tab stop for the whole list: the selected tool's row. Tab goes on past the list.
    const list = toolList(page);
    await expect(list.locator('button[tabindex="0"]')).toHaveCount(1);
    await toolsPanel(page).getByRole('checkbox', { name: 'Load remote icons' }).focus();
    await page.keyboard.press('Tab');
    await expect(toolButton(page, 'deploy_release')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(toolButton(page, 'deploy_release')).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('button').and(page.locator(':focus'))).toHaveCount(0);
    // Back into the list: the row last focused is the stop now.
    await page.keyboard.press('Shift+Tab');
    await expect(list.locator('button[tabindex="0"]')).toBeFocused();

    // Enter selects the tool and moves focus to its form's first field.
    await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill('search_issues');
    await toolsPanel(page).getByRole('checkbox', { name: 'Load remote icons' }).focus();
    await page.keyboard.press('Tab');
    await expect(toolButton(page, 'search_issues')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(callPanel(page).getByRole('heading', { name: 'Call search_issues' })).toBeVisible();
    await expect(argumentsForm(page).getByRole('textbox', { name: 'query' })).toBeFocused();
    await page.keyboard.type('crash');

    // After Run, the result itself comes into view: at the top of its pane.
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    await expect(outcomeHeading(page, 'Complete')).toBeVisible();
    // Where a panel sits in the pane that scrolls it: its top's distance from the pane's top, and
    // whether it is in view (its top shown, and either all of it or its top at the pane's top).
    const inPane = (id: string) =>
      page.evaluate((panel) => {
        const element = document.getElementById(panel)!;
        let pane = element.parentElement!;
        while (pane.scrollHeight <= pane.clientHeight || getComputedStyle(pane).overflowY !== 'auto')
          pane = pane.parentElement!;
        const box = element.getBoundingClientRect();
        const frame = pane.getBoundingClientRect();
        const top = Math.round(box.top - frame.top);
        return { top, inView: top >= -1 && (box.bottom <= frame.bottom + 1 || top < 60) };
      }, id);
    await expect.poll(async () => (await inPane('result')).inView).toBe(true);

    // Another tool: its form from the top, and the result says whose it is.
    await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill('');
    await toolButton(page, 'get_issue').click();
    await expect(callPanel(page).getByRole('heading', { name: 'Call get_issue' })).toBeVisible();
    await expect.poll(async () => (await inPane('call')).top).toBeLessThan(10);
    await expect(resultPanel(page)).toContainText(
      'The result of the previous tool, search_issues. Run get_issue to replace it.',
    );
  });
  await test.step('a production deploy asks for confirmation: the elicitation round is answered and grouped', async () => {
    // The previous step's result cleared, so the outcome below is this call's.
    await resultPanel(page).getByRole('button', { name: 'Clear' }).click();
    await selectTool(page, 'deploy_release');
    await argumentsForm(page).getByRole('combobox', { name: 'service' }).selectOption('checkout');
    await argumentsForm(page).getByRole('textbox', { name: 'version' }).fill('2.4.1');
    await argumentsForm(page).getByRole('combobox', { name: 'environment' }).selectOption('production');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Input required by deploy_release/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Deploy checkout 2.4.1 to production\?/)).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Deploy now' }).check();
    await dialog.getByRole('textbox', { name: 'Change note' }).fill('from the e2e test');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(outcomeHeading(page, 'Complete')).toBeVisible();
    await expect(resultPanel(page).getByText(/2 requests/)).toBeVisible();
    await expect(resultPanel(page).getByText('"note": "from the e2e test"').first()).toBeVisible();
    // Both rounds sit under the one call on the timeline.
    const timeline = timelinePanel(page);
    await timeline.getByRole('button', { name: /call-tool: tools\/call deploy_release/ }).click();
    await expect(
      timeline.getByRole('button', { name: /MRTR round 1 input-required: confirm_deploy/ }),
    ).toBeVisible();
    await expect(
      timeline.getByRole('button', { name: /MRTR round 1 answered: answered confirm_deploy/ }),
    ).toBeVisible();
    // "Copy as curl" of the retry reproduces the call against this site's /api/mcp: the retry's
    // requestState was sealed by the in-page mock, so the script replays it from round 1.
    await timeline
      .getByRole('button', { name: /→ POST tools\/call #\d+ \(request\)/ })
      .last()
      .click();
    await timeline.getByRole('button', { name: 'Copy as curl (from round 1)' }).click();
    const script = await page.evaluate(() => navigator.clipboard.readText());
    expect(script).toContain(`${new URL(page.url()).origin}/api/mcp`);
    const replayed = await runShell(script);
    expect(replayed.stderr).toBe('');
    expect(replayed.stdout).toContain('"status":"rolling_out"');
    expect(replayed.stdout).not.toContain('could not be verified');
    // The requested schema is enforced: with "confirm" left out, Accept waits.
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    const again = page.getByRole('dialog', { name: /Input required/ });
    await again.getByText('Answer as JSON').click();
    await again.getByRole('textbox', { name: /^Answer \(JSON/ }).fill('{}');
    await expect(again.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(again.getByText(/a required field is missing/)).toBeVisible();
    // Declining is an answer too: the result says the deploy did not start, and agrees with itself.
    await again.getByRole('button', { name: 'Decline' }).click();
    await expect(outcomeHeading(page, /^Complete$/)).toBeVisible();
    await expect(resultPanel(page).getByText('Conforms to the outputSchema.')).toBeVisible();
    await expect(resultPanel(page).getByRole('figure', { name: 'structuredContent' })).toContainText(
      '"status": "not_started"',
    );
    await expect(resultPanel(page).getByText('structured-content-missing')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a damaged share link says so; no keyboard hints; a tool picked brings its form into view', async ({
    page,
  }) => {
    await openPlayground(page, '/playground#s=zzzz');
    await expect(page.getByRole('status', { name: 'Last message' })).toContainText('This link is damaged');
    await expect(page.getByRole('status', { name: 'Last message' })).not.toContainText('newer version');
    // A touch screen has no Ctrl key: the hints beside the buttons are not shown.
    await expect(page.getByRole('button', { name: /^Commands/ })).toBeVisible();
    await expect(page.getByText(/Ctrl\+K|⌘\+K/)).toBeHidden();
    // The list sits far above the form: picking a tool scrolls to its form.
    await toolButton(page, 'get_issue').tap();
    await expect(callPanel(page).getByRole('heading', { name: 'Call get_issue' })).toBeInViewport();
    await expect(argumentsForm(page).getByRole('spinbutton', { name: 'number' })).toBeInViewport();
    await expect(callPanel(page).getByText(/runs from anywhere on the page/)).toBeHidden();
  });
});
