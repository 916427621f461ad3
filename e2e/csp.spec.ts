import { evalInPage, expectNoEval, expectRefused } from './csp-probe';
import { expect, test } from './fixtures';
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
  BROKEN_DEFINITION,
  editor,
  panel,
  ruleIdsInPanel,
  setText,
  waitForFindings,
} from './validate-helpers';

// The pages' Content-Security-Policy refuses eval (docs/decisions/0005): no page compiles a JSON
// Schema, ajv runs only in the validation worker, whose script carries a policy of its own. One
// navigation per page: the policy as served, eval refused by the page's own script and in the
// page, and on /validate and /playground the validation still working through the worker.

// Chromium reports the refusals as securitypolicyviolation events, not as console errors, so the
// fixture's console guard stays on: anything else going wrong on a page fails its test.

// Every docs page and every route of the site is probed the same way in its own one-navigation test
// (docs.spec.ts, site.spec.ts); here, the pages with no such test and the two workbenches.

test.describe('the 404 page', () => {
  // Chromium logs the document's own 404 status as a console error.
  test.use({ allowConsoleErrors: true });
  test('/no-such-page: the policy refuses eval', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expectNoEval(response?.headers()['content-security-policy'], '/no-such-page');
    expectRefused(await evalInPage(page));
  });
});

test('/validate: eval is refused in the page; the worker, with its own policy, still validates', async ({
  page,
}) => {
  const workerPolicies: string[] = [];
  page.on('response', (response) => {
    if (/turbopack-worker|\.worker\./.test(new URL(response.url()).pathname))
      workerPolicies.push(response.headers()['content-security-policy'] ?? '(none)');
  });
  const response = await page.goto('/validate');
  expectNoEval(response?.headers()['content-security-policy'], '/validate');
  await expect(editor(page)).toBeVisible();
  await setText(page, BROKEN_DEFINITION.replace('"type": "string"', '"type": "strng"'));
  await expect(panel(page)).toContainText('(did you mean "string"?)');
  await waitForFindings(page);
  // "type": "strng" is caught by the meta-schema check, which ajv compiles: in the worker.
  expect(await ruleIdsInPanel(page)).toEqual(
    expect.arrayContaining(['json-schema-valid', 'tool-name-characters']),
  );
  expectRefused(await evalInPage(page));
  expect(workerPolicies.length).toBeGreaterThan(0);
  for (const policy of workerPolicies) {
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain("default-src 'none'");
  }
});

test('/playground: eval is refused in the page; tools, arguments and results are still checked', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const served = page.waitForResponse((r) => new URL(r.url()).pathname === '/playground');
  await openPlayground(page);
  expectNoEval((await served).headers()['content-security-policy'], '/playground');
  expectRefused(await evalInPage(page));
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
