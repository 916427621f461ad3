import { readFile } from 'node:fs/promises';
import { expect, seriousA11yViolations, test } from './fixtures';
import {
  callPanel,
  openPlayground,
  resultPanel,
  runTool,
  selectTool,
  setJsonArguments,
  toolButton,
} from './playground-helpers';

// The server author's loop in Chromium: history (reopen, edit, send again), a collection saved with
// expectations, run against the mock (one pass, one fail with its message), exported as a file and
// imported back (a malformed file is refused and changes nothing), a secret never reaching
// localStorage, and a tool-list snapshot diffed against the live list.

const SECRET = 'sk-abcdefghijklmnopqrstuvwx';
const history = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /^History/ });
const collections = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /^Collections/ });
const snapshots = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /^Tool list snapshots/ });

test('history, edit and resend, a collection saved, run, exported and imported; no secret in storage', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await openPlayground(page);

  // A snapshot of the list as it is now, for the diff at the end.
  await snapshots(page).getByRole('button', { name: 'Save snapshot' }).click();
  await expect(snapshots(page).getByRole('list', { name: 'Snapshots' }).getByRole('listitem')).toHaveCount(1);

  await selectTool(page, 'convert_currency');
  await setJsonArguments(page, '{"amount": 100, "from": "EUR", "to": "USD"}');
  await runTool(page, 'Complete');
  await expect(resultPanel(page).getByText('100 EUR = 109 USD').first()).toBeVisible();
  const calls = history(page).getByRole('list', { name: 'Call history' }).getByRole('listitem');
  await expect(calls).toHaveCount(1);

  // Reopen, edit, send: the form gets the call back.
  await selectTool(page, 'search_issues');
  await history(page).getByRole('button', { name: 'Reopen call 1 (convert_currency)' }).click();
  await expect(callPanel(page).getByRole('heading', { name: 'Call convert_currency' })).toBeVisible();
  await callPanel(page).getByRole('tab', { name: 'JSON' }).click();
  await expect(callPanel(page).getByRole('textbox', { name: 'Arguments (JSON)' })).toContainText(
    '"amount": 100',
  );
  await setJsonArguments(page, '{"amount": 200, "from": "EUR", "to": "USD"}');
  await runTool(page, 'Complete');
  await expect(resultPanel(page).getByText('200 EUR = 218 USD').first()).toBeVisible();
  await expect(calls).toHaveCount(2);
  // Send again as it was, from the keyboard; the palette resends the newest call.
  await history(page).getByRole('button', { name: 'Send call 1 (convert_currency) again' }).focus();
  await page.keyboard.press('Enter');
  await expect(calls).toHaveCount(3);
  await expect(resultPanel(page).getByText('100 EUR = 109 USD').first()).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const typeCommand = async (text: string) => {
    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette.getByRole('combobox')).toBeFocused();
    await page.keyboard.type(text);
  };
  await typeCommand('Send the last call');
  await expect(
    palette.getByRole('option', { name: /Send the last call \(convert_currency\) again/ }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(calls).toHaveCount(4);
  await expect(calls.first()).toContainText('{"amount":100,"from":"EUR","to":"USD"}');
  await typeCommand('Go to the collections');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Collections/ })).toBeFocused();

  // Save call 1 with expectations into a new collection.
  await history(page).getByRole('button', { name: 'Save call 1 (convert_currency) to a collection' }).click();
  let form = history(page).getByRole('form', { name: 'Save call 1 (convert_currency) to a collection' });
  await form.getByLabel('New collection name').fill('Currency');
  await expect(form.getByRole('checkbox', { name: 'Not isError' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /structuredContent valid/ })).toBeChecked();
  await form.getByLabel('Text contains').fill('109 USD');
  await form.getByLabel('JSON path').fill('$.structuredContent.converted');
  await form.getByRole('button', { name: 'Use this result’s value' }).click();
  await expect(form.getByLabel('Equals (JSON value)')).toHaveValue('109');
  await form.getByLabel('Latency under (ms)').fill('soon');
  await form.getByRole('button', { name: 'Save' }).click();
  // A bad field keeps the form open with everything typed, and says what to fix.
  await expect(form.getByRole('alert')).toContainText('one field needs fixing');
  await expect(form.getByLabel('Latency under (ms)')).toHaveAccessibleDescription(
    /whole number of milliseconds/,
  );
  await form.getByLabel('Latency under (ms)').fill('60000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const currency = collections(page).getByRole('region', { name: 'Collection Currency' });
  await expect(currency.getByRole('list', { name: 'Calls in Currency' }).getByRole('listitem')).toHaveCount(
    1,
  );
  // Counts say "1 call", not "1 calls".
  await expect(currency.getByRole('heading', { level: 3 })).toHaveText('Currency (1 call)');

  // Call 2 (200 EUR) saved with a check it fails.
  await history(page).getByRole('button', { name: 'Save call 2 (convert_currency) to a collection' }).click();
  form = history(page).getByRole('form', { name: 'Save call 2 (convert_currency) to a collection' });
  await expect(form.getByLabel('Collection')).toHaveValue('Currency');
  await form.getByLabel('Label (optional)').fill('expects the wrong total');
  await form.getByLabel('Text contains').fill('109 USD');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(currency.getByRole('list', { name: 'Calls in Currency' }).getByRole('listitem')).toHaveCount(
    2,
  );

  // A call whose arguments hold a credential is refused (the client did not send it either).
  await setJsonArguments(page, `{"amount": 1, "from": "EUR", "to": "USD", "api_key": "${SECRET}"}`);
  await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(calls).toHaveCount(5);
  await history(page).getByRole('button', { name: 'Save call 5 (convert_currency) to a collection' }).click();
  form = history(page).getByRole('form', { name: 'Save call 5 (convert_currency) to a collection' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Not saved: the arguments look like they contain');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(currency.getByRole('list', { name: 'Calls in Currency' }).getByRole('listitem')).toHaveCount(
    2,
  );

  // Run the collection against the current server: pass or fail per call, with the failing check.
  await currency.getByRole('button', { name: 'Run collection Currency' }).click();
  await expect(currency.getByRole('status', { name: 'Run results of Currency' })).toContainText(
    '1 passed, 1 failed',
    { timeout: 20_000 },
  );
  const results = currency.getByRole('list', { name: 'Results of Currency' });
  await expect(results.getByRole('listitem').filter({ hasText: 'PASS' })).toContainText('convert_currency');
  await expect(results).toContainText('text contains "109 USD": the text does not contain "109 USD"');

  // Export as the file `mcp-tool-lab test` reads, then import it back next to the original.
  const download = page.waitForEvent('download');
  await currency.getByRole('button', { name: 'Export collection Currency' }).click();
  expect((await download).suggestedFilename()).toBe('Currency.collection.json');
  const file = testInfo.outputPath('Currency.collection.json');
  await (await download).saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8'));
  expect(exported).toMatchObject({ format: 'mcp-tool-lab/collection', version: 1, name: 'Currency' });
  expect(exported.$schema).toMatch(/\/schemas\/collection-v1\.schema\.json$/);
  expect(exported.calls[0]).toEqual({
    id: 'convert_currency',
    tool: 'convert_currency',
    arguments: { amount: 100, from: 'EUR', to: 'USD' },
    expect: [
      { type: 'not-error' },
      { type: 'structured-content-valid' },
      { type: 'text-contains', text: '109 USD' },
      { type: 'json-path-equals', path: '$.structuredContent.converted', value: 109 },
      { type: 'latency-under', ms: 60000 },
    ],
  });

  let chooser = page.waitForEvent('filechooser');
  await collections(page).getByRole('button', { name: 'Import collection' }).click();
  await (await chooser).setFiles(file);
  const copy = collections(page).getByRole('region', { name: 'Collection Currency (2)' });
  await expect(copy.getByRole('list', { name: 'Calls in Currency (2)' }).getByRole('listitem')).toHaveCount(
    2,
  );

  // A malformed file is refused with the reason; nothing is lost.
  chooser = page.waitForEvent('filechooser');
  await collections(page).getByRole('button', { name: 'Import collection' }).click();
  await (await chooser).setFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "mcp-tool-lab/collection", "version": 1, "calls": ['),
  });
  await expect(collections(page).getByRole('alert')).toContainText(
    'broken.json was not imported: not valid JSON',
  );
  await expect(
    collections(page)
      .getByRole('list', { name: 'Collections' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      }),
  ).toHaveCount(2);

  // Storage: the collections are kept, and nothing secret is (the refused call's key never got in).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mcp-tool-lab:collections:v1') ?? ''))
    .toContain('Currency (2)');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(SECRET);
  expect(stored).not.toContain('api_key');
  expect(stored.toLowerCase()).not.toContain('authorization');

  // The beta tool appears: the snapshot diff shows it added, not breaking.
  await selectTool(page, 'toggle_beta_tools');
  await setJsonArguments(page, '{"enabled": true}');
  await runTool(page, 'Complete');
  await expect(toolButton(page, 'forecast_issue_trend').first()).toBeAttached({ timeout: 15_000 });
  await snapshots(page)
    .getByRole('button', { name: /^Diff .* against the live list$/ })
    .click();
  await expect(snapshots(page).getByRole('status', { name: 'Snapshot diff summary' })).toContainText(
    /^1 change since the snapshot: 0 breaking/,
  );
  await expect(
    snapshots(page).getByRole('row', { name: /forecast_issue_trend tool added not breaking/ }),
  ).toBeVisible();
  // The filled-in panels (run results, the diff table) pass the same accessibility check as the page.
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Collections and snapshots outlive the page; the history (it may hold anything typed) does not.
  await page.reload();
  await expect(collections(page).getByRole('region', { name: /^Collection / })).toHaveCount(2, {
    timeout: 15_000,
  });
  await expect(snapshots(page).getByRole('list', { name: 'Snapshots' }).getByRole('listitem')).toHaveCount(1);
  await expect(history(page)).toHaveAccessibleName('History (0)');
});
