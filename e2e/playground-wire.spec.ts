import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { decodeShare } from '../lib/share/decode-share';
import { fromShareHash } from '../lib/share/share-format';
import { expect, test } from './fixtures';
import {
  argumentsForm,
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
  toolList,
  toolsPanel,
  watchPreviewAtParse,
} from './playground-helpers';

// The playground's teaching and tooling side in Chromium against the production build: the mock's
// misbehaviours (excluded tools, broken structured content, slow and huge answers), progress and
// cancellation, the wire timeline (search, curl, export, import), docs links and the validator's
// hand-over, share links, the CORS doctor, tools added by hand, and MRTR sampling replies.
//
// One navigation per page: three tests, one per way in (a docs link to a misbehaviour, a docs link
// to a tool definition, the validator's hand-over), each former test a step of the one whose load
// it can share. The reload of the tasks step and the tab the share link opens are loads the steps
// need; the CORS doctor runs in that tab.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Switches a misbehaviour of the mock on and waits for the reconnection to list its tool. */
async function switchOn(page: Page, label: string, tool: string) {
  await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill('');
  await connectionPanel(page).getByRole('checkbox', { name: label }).check();
  await expect(toolButton(page, tool).or(toolsPanel(page).getByText(tool)).first()).toBeVisible({
    timeout: 15_000,
  });
}

test('from a docs link to a misbehaviour: the wire timeline, the misbehaviours, progress and tasks, and a task picked up after a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await test.step('docs links open their scenario, and the validator hands a definition over (a scenario link)', async () => {
    await openPlayground(
      page,
      '/playground?scenario=brokenOutputSchema&example=call-result/weather-structured-wrong-type',
    );
    await expect(
      callPanel(page).getByRole('heading', { name: 'Call misbehave_output_schema' }),
    ).toBeVisible();
    await expect(
      connectionPanel(page).getByRole('checkbox', { name: 'Result breaks its outputSchema' }),
    ).toBeChecked();
  });
  await test.step('the timeline records the wire: Mcp headers, search, curl, export and import', async () => {
    await selectTool(page, 'execute_sql');
    await setJsonArguments(page, '{"database":"analytics","query":"SELECT * FROM signups","read_only":true}');
    await runTool(page, 'Complete');
    const timeline = timelinePanel(page);
    await timeline.getByRole('searchbox', { name: 'Search the timeline' }).fill('Mcp-Param-Database');
    const request = timeline.getByRole('button', { name: /→ POST tools\/call/ }).first();
    await request.click();
    await expect(
      timeline.getByRole('row', { name: /Mcp-Param-Database \(MCP header\) analytics/ }),
    ).toBeVisible();
    await timeline.getByRole('button', { name: 'Copy as curl' }).click();
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toContain("-H 'Mcp-Param-Database: analytics'");
    expect(curl).toContain('/api/mcp');
    // Filters: hide HTTP, keep problems.
    await timeline.getByRole('searchbox', { name: 'Search the timeline' }).fill('');
    const download = page.waitForEvent('download');
    await timeline.getByRole('button', { name: 'Export JSON' }).click();
    const file = await (await download).path();
    const chooser = page.waitForEvent('filechooser');
    await timeline.getByRole('button', { name: 'Import…' }).click();
    await (await chooser).setFiles(file!);
    await expect(timeline.getByRole('status')).toContainText('Replaying an imported session');
    await expect(timeline.getByRole('button', { name: /call-tool: tools\/call execute_sql/ })).toBeVisible();
    await timeline.getByRole('button', { name: 'Back to the live session' }).click();
    await expect(timeline.getByText('Replaying an imported session')).toHaveCount(0);
  });
  await test.step('misbehaviours: excluded tool with its reason, broken outputSchema still shown, cancel, huge result', async () => {
    await switchOn(page, 'Invalid x-mcp-header', 'misbehave_mcp_header');
    const excluded = toolsPanel(page).getByRole('region', { name: /Excluded tools/ });
    await expect(excluded).toContainText('misbehave_mcp_header');
    await expect(excluded).toContainText(/Customer ID.*not a valid HTTP header name/);

    await switchOn(page, 'Result breaks its outputSchema', 'misbehave_output_schema');
    await selectTool(page, 'misbehave_output_schema');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText(/Does not conform to the outputSchema/)).toBeVisible();
    await expect(resultPanel(page).getByRole('figure', { name: 'structuredContent' })).toContainText(
      '"temp": "21"',
    );
    await expect(
      resultPanel(page).getByRole('list', { name: 'Findings on the structured content' }),
    ).toContainText('structured-content-schema');

    await switchOn(page, 'Very slow response', 'misbehave_slow');
    await selectTool(page, 'misbehave_slow');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    await expect(callPanel(page).getByRole('status', { name: 'Call progress' })).toBeVisible();
    await callPanel(page).getByRole('button', { name: 'Cancel call' }).click();
    await expect(outcomeHeading(page, 'Cancelled')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Last message' })).toContainText('stopped misbehave_slow');

    await switchOn(page, 'Huge response', 'misbehave_huge');
    await selectTool(page, 'misbehave_huge');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText(/Showing 20,000 of 8,388,608 characters/)).toBeVisible();
    await expect(resultPanel(page).getByRole('button', { name: 'Download all' })).toBeVisible();

    await switchOn(page, 'Wrong resultType', 'misbehave_result_type');
    await selectTool(page, 'misbehave_result_type');
    await runTool(page, 'Failed (malformed)');
  });
  await test.step('progress is shown while a call runs and the call can be cancelled; as tasks: one followed to its end, input inside one, one cancelled, one picked up again after a reload', async () => {
    await selectTool(page, 'generate_report');
    await argumentsForm(page).getByRole('combobox', { name: 'quarter' }).selectOption('2026-Q1');
    await argumentsForm(page).getByRole('spinbutton', { name: 'step_ms' }).fill('700');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    const progress = callPanel(page).getByRole('status', { name: 'Call progress' });
    await expect(progress).toContainText(/Compiled section 1\/5/, { timeout: 10_000 });
    await callPanel(page).getByRole('button', { name: 'Cancel call' }).click();
    await expect(outcomeHeading(page, 'Cancelled')).toBeVisible();

    // Declaring io.modelcontextprotocol/tasks: the same tool now answers with a task, followed live.
    await connectionPanel(page)
      .getByRole('checkbox', { name: 'tasks (io.modelcontextprotocol/tasks)' })
      .check();
    await connectionPanel(page).getByRole('button', { name: 'Connect' }).click();
    await expect(connectionStatus(page)).toContainText('Connected', { timeout: 15_000 });
    await selectTool(page, 'generate_report');
    await argumentsForm(page).getByRole('combobox', { name: 'quarter' }).selectOption('2026-Q2');
    await argumentsForm(page).getByRole('spinbutton', { name: 'sections' }).fill('3');
    // A second per section: the status and the progress bar are read while the task still works,
    // which a loaded machine may not render in time when sections pass quicker.
    await argumentsForm(page).getByRole('spinbutton', { name: 'step_ms' }).fill('1000');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    const card = resultPanel(page).getByRole('region', { name: 'Task' });
    await expect(card.getByRole('status', { name: 'Task status' })).toContainText(
      /Compiled section [12]\/3/,
      {
        timeout: 10_000,
      },
    );
    await expect(card.getByRole('progressbar', { name: 'Task progress' })).toBeVisible();
    await expect(outcomeHeading(page, 'Complete')).toBeVisible({ timeout: 20_000 });
    await expect(card).toHaveAttribute('data-state', 'completed');
    await expect(
      resultPanel(page)
        .getByText(/## Signups/)
        .first(),
    ).toBeVisible();
    // Every tasks/* exchange is on the timeline, under the call.
    const timeline = timelinePanel(page);
    await timeline
      .getByRole('button', { name: /call-tool: tools\/call generate_report/ })
      .last()
      .click();
    await expect(timeline.getByRole('button', { name: /task created · working/ }).last()).toBeVisible();
    await expect(timeline.getByRole('button', { name: /task ended · completed/ }).last()).toBeVisible();

    // Input inside a task: the input dialog opens as for an MRTR round, its answer goes by tasks/update.
    await selectTool(page, 'migrate_database');
    await argumentsForm(page).getByRole('spinbutton', { name: 'step_ms' }).fill('100');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Input required by migrate_database (inside its task)' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(resultPanel(page).getByRole('region', { name: 'Task' })).toHaveAttribute(
      'data-state',
      'input_required',
    );
    await dialog.getByRole('checkbox', { name: 'Drop the old column' }).check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(outcomeHeading(page, 'Complete')).toBeVisible({ timeout: 20_000 });
    await expect(resultPanel(page).getByRole('figure', { name: 'structuredContent' })).toContainText(
      '"status": "migrated"',
    );

    // A long task cancelled from its card: tasks/cancel, and the card and the heading say so.
    await selectTool(page, 'generate_report');
    await argumentsForm(page).getByRole('spinbutton', { name: 'sections' }).fill('10');
    await argumentsForm(page).getByRole('spinbutton', { name: 'step_ms' }).fill('10000');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    const running = resultPanel(page).getByRole('region', { name: 'Task' });
    await expect(running).toHaveAttribute('data-state', 'working', { timeout: 10_000 });
    await running.getByRole('button', { name: 'Cancel task' }).click();
    await expect(outcomeHeading(page, 'Task cancelled')).toBeVisible({ timeout: 15_000 });
    await expect(resultPanel(page).getByRole('region', { name: 'Task' })).toHaveAttribute(
      'data-state',
      'cancelled',
    );

    // A task on this site's /api/mcp outlives a reload: the tab keeps its id and follows it again.
    await connectionPanel(page)
      .getByRole('radio', { name: /This site's \/api\/mcp/ })
      .check();
    await connectionPanel(page).getByRole('button', { name: 'Connect' }).click();
    await expect(connectionStatus(page)).toContainText('Connected', { timeout: 15_000 });
    await selectTool(page, 'generate_report');
    await argumentsForm(page).getByRole('combobox', { name: 'quarter' }).selectOption('2026-Q3');
    await argumentsForm(page).getByRole('spinbutton', { name: 'sections' }).fill('4');
    await argumentsForm(page).getByRole('spinbutton', { name: 'step_ms' }).fill('1500');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    await expect(resultPanel(page).getByRole('region', { name: 'Task' })).toHaveAttribute(
      'data-state',
      'working',
      {
        timeout: 10_000,
      },
    );
    const kept = await page.evaluate(() => sessionStorage.getItem('mcp-tool-lab:running-task'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ toolName: 'generate_report', server: 'api' });
    await page.reload();
    const resumed = resultPanel(page).getByRole('region', { name: 'Task' });
    await expect(resumed.getByRole('heading', { name: 'Task (picked up again after a reload)' })).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await expect(outcomeHeading(page, 'Complete')).toBeVisible({ timeout: 20_000 });
    await expect(
      resultPanel(page)
        .getByText(/# Report 2026-Q3/)
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('mcp-tool-lab:running-task'))).toBeNull();
  });
});

test('from a docs link to a tool definition: a tool added by hand, then a sampling round', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await test.step('docs links open their scenario, and the validator hands a definition over (a tool definition link)', async () => {
    // A tool definition example is added to the mock and selected; calls echo the arguments.
    await openPlayground(page, '/playground?example=tool/get-weather');
    await expect(callPanel(page).getByRole('heading', { name: 'Call get_current_weather' })).toBeVisible();
    await argumentsForm(page).getByRole('textbox', { name: 'location' }).fill('Lyon, FR');
    await runTool(page, 'Complete');
    await expect(
      resultPanel(page)
        .getByText(/Lyon, FR/)
        .first(),
    ).toBeVisible();
  });
  await test.step('a tool added from a pasted definition is listed and answers with its canned result', async () => {
    await connectionPanel(page).getByRole('button', { name: 'Add a tool…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a tool to the mock' });
    const definition = dialog.getByRole('textbox', { name: 'Tool definition (JSON)' });
    // A tool the mock refuses: the reason shows in the dialog, which stays open.
    await definition.fill(JSON.stringify({ name: 'broken_tool', inputSchema: { type: 'string' } }));
    await dialog.getByRole('button', { name: 'Add tool' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/broken_tool: definition\.inputSchema must be/);
    await expect(dialog).toBeVisible();
    // A built-in's name: named, and replaced only on a second, explicit press.
    await definition.fill(
      JSON.stringify({ name: 'get_issue', description: 'Mine.', inputSchema: { type: 'object' } }),
    );
    await dialog.getByRole('button', { name: 'Add tool' }).click();
    await expect(dialog.getByRole('alert')).toContainText('built-in tool named "get_issue"');
    await expect(dialog.getByRole('button', { name: 'Replace the built-in get_issue' })).toBeVisible();
    await definition.fill(
      JSON.stringify({
        name: 'greet_person',
        description: 'Greets a person by name. Use it to say hello.',
        inputSchema: { type: 'object', properties: { who: { type: 'string' } }, required: ['who'] },
        // A slip the validator can fix: a read-only tool also claiming to be destructive.
        annotations: { readOnlyHint: true, destructiveHint: true },
      }),
    );
    await dialog
      .getByRole('textbox', { name: /Canned result/ })
      .fill('{ "content": [{ "type": "text", "text": "Hello, {{arguments.who}}!" }] }');
    await dialog.getByRole('button', { name: 'Add tool' }).click();
    await expect(dialog).toBeHidden();
    await expect(connectionPanel(page).getByRole('region', { name: 'Mock scenario' })).toContainText(
      'greet_person',
    );
    // The reconnect after a scenario change probes again: nothing degrades to "(remembered)".
    await expect(connectionStatus(page)).toContainText('Connected: modern era');
    await expect(connectionStatus(page)).not.toContainText('remembered');
    await expect(connectionPanel(page).getByText('MCP Tool Lab mock server')).toBeVisible();
    await expect(toolsPanel(page).getByRole('status', { name: 'Live updates status' })).toContainText(
      'Listening',
    );
    await selectTool(page, 'greet_person');
    // The server's definition cannot be changed from here: its quick fix opens the fixed definition in
    // the validator, for its author to copy.
    await callPanel(page)
      .getByText(/^Validator findings/)
      .click();
    const fixLink = callPanel(page).getByRole('link', {
      name: 'Fix in the validator: Remove destructiveHint (annotations-conflict, opens a new tab)',
    });
    await expect(fixLink).toHaveAttribute('target', '_blank');
    const shared = decodeShare(
      fromShareHash(new URL((await fixLink.getAttribute('href'))!, page.url()).hash)!,
    );
    expect(shared.ok && shared.value.kind).toBe('validate');
    const fixed = shared.ok && shared.value.kind === 'validate' ? JSON.parse(shared.value.state.text) : {};
    expect(fixed.name).toBe('greet_person');
    expect(fixed.annotations).toEqual({ readOnlyHint: true });
    await argumentsForm(page).getByRole('textbox', { name: 'who' }).fill('Ada');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText('Hello, Ada!')).toBeVisible();
  });
  await test.step('a sampling round opens the reply editor: the person plays the model', async () => {
    // The tools added above removed again, so the count below is the built-in and suite tools'.
    const scenario = connectionPanel(page).getByRole('region', { name: 'Mock scenario' });
    await scenario.getByRole('button', { name: 'Remove tool get_current_weather' }).click();
    await scenario.getByRole('button', { name: 'Remove tool greet_person' }).click();
    await expect(scenario.getByText('None yet. Add one from a pasted definition.')).toBeVisible();
    await connectionPanel(page).getByRole('checkbox', { name: 'sampling', exact: true }).check();
    await connectionPanel(page)
      .getByRole('checkbox', { name: /Conformance suite fixtures/ })
      .check();
    // 83 tools now: the list renders only the rows in view, and keyboard moves still reach every tool.
    await expect(toolsPanel(page).getByRole('heading', { name: /^Tools/ })).toContainText('(83)', {
      timeout: 15_000,
    });
    await expect(toolsPanel(page).getByRole('region', { name: 'Tools, scrollable' })).toBeVisible();
    expect(await toolList(page).getByRole('button').count()).toBeLessThan(83);
    await toolList(page).getByRole('button').first().focus();
    await page.keyboard.press('End');
    await expect(page.locator(':focus')).toHaveAttribute('data-tool-index', '82');
    await selectTool(page, 'test_input_required_result_sampling');
    await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: /Input required by test_input_required_result_sampling/,
    });
    await expect(dialog.getByRole('figure', { name: 'Request parameters' })).toContainText(
      'capital of France',
    );
    const reply = dialog.getByRole('textbox', { name: /Reply/ });
    const template = JSON.parse(await reply.inputValue());
    template.content.text = 'Paris';
    await reply.fill(JSON.stringify(template));
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(outcomeHeading(page, 'Complete')).toBeVisible();
    await expect(resultPanel(page).getByText(/Paris/).first()).toBeVisible();
  });
});

test('from the validator: a definition handed over, a share link opened in another tab, the CORS doctor there', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await test.step('docs links open their scenario, and the validator hands a definition over (the validator hands a definition over)', async () => {
    await page.goto('/validate');
    await page.getByRole('button', { name: 'Open in playground' }).click();
    await expect(page).toHaveURL(/\/playground#s=/);
    await expect(callPanel(page).getByRole('heading', { name: 'Call get_current_weather' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(connectionPanel(page).getByRole('region', { name: 'Mock scenario' })).toContainText(
      'get_current_weather',
    );
  });
  // The tab the share link opens in; the CORS doctor is checked there too.
  let other: Page;
  let otherErrors: ReturnType<typeof collectConsoleErrors>;
  await test.step('a share link restores the scenario, the tool and its arguments, never headers', async () => {
    await switchOn(page, 'Duplicate tool name', 'search_issues');
    await selectTool(page, 'search_issues');
    await argumentsForm(page).getByRole('textbox', { name: 'query' }).fill('windows crash');
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/playground#s=/);
    other = await context.newPage();
    otherErrors = collectConsoleErrors(other);
    // A link may name another scenario: the build's list of the default mock is never shown for it.
    const previewAtParse = await watchPreviewAtParse(other);
    await openPlayground(other, link.replace(/^https?:\/\/[^/]+/, ''));
    expect(await previewAtParse()).toBe('hidden');
    await expect(callPanel(other).getByRole('heading', { name: 'Call search_issues' })).toBeVisible();
    await expect(argumentsForm(other).getByRole('textbox', { name: 'query' })).toHaveValue('windows crash');
    await expect(connectionPanel(other).getByRole('checkbox', { name: 'Duplicate tool name' })).toBeChecked();
    // A header value typed for a server never travels in a link.
    await connectionPanel(other)
      .getByRole('radio', { name: /A server URL/ })
      .check();
    await connectionPanel(other).getByRole('textbox', { name: 'Server URL' }).fill('http://127.0.0.1:9/mcp');
    await connectionPanel(other).getByLabel('Header 1 name').fill('Authorization');
    await connectionPanel(other).getByLabel('Header 1 value').fill('Bearer sekret-token-123');
    await other.getByRole('button', { name: 'Share link' }).click();
    const second = await other.getByRole('textbox', { name: 'Share link' }).inputValue();
    const decoded = await other.evaluate(async (payload) => {
      const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      );
      const stream = new Blob([bytes.slice(2)]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
      return new Response(stream).text();
    }, second.split('#s=')[1]!);
    expect(decoded).toContain('windows crash');
    expect(decoded).not.toContain('sekret');
    expect(otherErrors.take(), 'console errors in the other tab').toEqual([]);
  });
  await test.step('the CORS doctor explains an unreachable server and the headers it must send', async () => {
    // Chromium logs every refused cross-origin request as a console error: expected here, and
    // checked below (the other tab's errors are collected since it opened).
    // A server that answers but sends no CORS headers at all.
    const server: Server = createServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await connectByUrl(other, `http://127.0.0.1:${port}/mcp`, { 'X-Api-Key': 'k-123' });
      // Connection errors take the whole width, not the connection column.
      const failure = other.getByRole('region', {
        name: /^(Could not connect|Not connected|Server unreachable)/,
      });
      const doctor = failure.getByRole('region', { name: 'CORS doctor' });
      await expect(doctor).toBeVisible({ timeout: 20_000 });
      await expect(doctor).toContainText('Something answers at that address');
      // Beside a bridge command, changing the server is the other way: folded, one click away.
      await doctor.getByText(/^If you can change the server/).click();
      const headers = doctor.getByRole('figure', { name: 'Required CORS response headers' });
      await expect(headers).toContainText(/Access-Control-Allow-Headers: .*Mcp-Method, Mcp-Name.*X-Api-Key/);
      await expect(headers).toContainText('Access-Control-Expose-Headers: WWW-Authenticate, Mcp-Session-Id');
      await expect(headers).toContainText(/Access-Control-Allow-Origin: http:\/\/127\.0\.0\.1:\d+/);
      await expect(headers).not.toContainText('Private-Network');
      // The way round without touching the server: the exact bridge command, for this page's origin.
      const site = new URL(other.url()).origin;
      await expect(doctor.getByRole('heading', { name: 'Run a bridge on your machine' })).toBeVisible();
      await expect(doctor.getByRole('figure', { name: 'Bridge command for an HTTP server' })).toHaveText(
        `npx mcp-tool-lab bridge --target http://127.0.0.1:${port}/mcp --site ${site}`,
      );
      await expect(
        doctor.getByRole('button', { name: 'Copy: Bridge command for an HTTP server' }),
      ).toBeVisible();

      // Nothing listening on localhost: likely a stdio server, so that command comes first.
      server.close();
      server.closeAllConnections();
      const closed = connectionPanel(other).getByRole('textbox', { name: 'Server URL' });
      await closed.fill(`http://localhost:${port}/mcp`);
      await connectionPanel(other).getByRole('button', { name: 'Connect' }).click();
      await expect(doctor).toContainText('Nothing answers at that address from this browser.', {
        timeout: 20_000,
      });
      const commands = doctor.getByRole('figure', { name: /^Bridge command/ });
      await expect(commands.first()).toHaveText(
        `npx mcp-tool-lab bridge --site ${site} -- <your server command>`,
      );
      await expect(commands.nth(1)).toHaveText(
        `npx mcp-tool-lab bridge --target http://localhost:${port}/mcp --site ${site}`,
      );
      const { width } = (await failure.boundingBox())!;
      expect(width).toBeGreaterThan((await connectionPanel(other).boundingBox())!.width * 2);

      // A server that allows this page but has nothing at the path: a hint, and its HTML page as short text.
      const html = `<!DOCTYPE html><html><head><title>Page not found</title><script>window.pwned = 1</script></head><body><h1>Not found</h1><p>Nothing at <b>this</b> path.</p>${'<i>x</i>'.repeat(400)}</body></html>`;
      const missing: Server = createServer((req, res) => {
        const cors = {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
          'Access-Control-Allow-Methods': 'POST, GET, DELETE, OPTIONS',
        };
        if (req.method === 'OPTIONS') res.writeHead(204, cors).end();
        else res.writeHead(404, { ...cors, 'Content-Type': 'text/html' }).end(html);
      });
      await new Promise<void>((resolve) => missing.listen(0, '127.0.0.1', resolve));
      try {
        const missingUrl = `http://127.0.0.1:${(missing.address() as AddressInfo).port}/wrong`;
        await closed.fill(missingUrl);
        await connectionPanel(other).getByRole('button', { name: 'Connect' }).click();
        await expect(failure).toContainText('HTTP 404', { timeout: 20_000 });
        await expect(failure).toContainText(/check the path/);
        await expect(failure).toContainText(/Page not found — Not found Nothing at this path/);
        await expect(failure).not.toContainText('<');
        await expect(doctor).toHaveCount(0);
        expect(await other.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
        // A new error replaces the previous one instead of stacking below it.
        await closed.fill('ftp://127.0.0.1/mcp');
        await connectionPanel(other).getByRole('button', { name: 'Connect' }).click();
        await expect(failure).toContainText('The URL must start with http:// or https://.');
        await expect(failure).not.toContainText('HTTP 404');
        await expect(connectionStatus(other)).not.toContainText('HTTP 404');
      } finally {
        missing.close();
      }
      expect(
        otherErrors
          .take()
          .filter((text) => !/CORS policy|net::ERR_FAILED|ERR_CONNECTION_REFUSED|status of 404/.test(text)),
      ).toEqual([]);
    } finally {
      if (server.listening) server.close();
    }
  });
});
