import type { Page } from '@playwright/test';
import { examples } from '../content/examples/index';
import { evalInPage, expectNoEval, expectRefused } from './csp-probe';
import { chooseTheme, expect, seriousA11yViolations, test } from './fixtures';
import {
  expectHeadingAndLandmarks,
  expectInternalLinksAnswer,
  expectNothingSidewaysAtPhoneWidth,
} from './site-page-checks';
import {
  actionStatus,
  BROKEN_DEFINITION,
  editor,
  editorText,
  lineColumn,
  openValidator,
  panel,
  ruleIdsInPanel,
  setText,
  summary,
  WEATHER_RESULT,
  WEATHER_TOOL,
  waitForFindings,
} from './validate-helpers';

// The validator page, proven in Chromium against the production build: live findings at their
// place, examples, call results against their tool, actions, keyboard-only use and accessibility;
// the page's heading, landmarks, links, phone layout and Content-Security-Policy. Share links,
// persistence and big or pathological input: validate-share.spec.ts. Every example of the Examples
// dialog: validate-examples.spec.ts.
//
// One page load per test (every load costs seconds of CPU before anything is checked): each former
// test is a step under its old title, so a failure still names what broke. Between steps the page is
// put back the way a user would, with its own controls (see startOver), never by loading it again.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('/validate: heading, landmarks, policy, links and phone width; live findings, quick fixes, kinds, profiles and versions; actions; keyboard; both themes; no eval', async ({
  page,
  request,
}) => {
  // A limit against a hang, not a judge of speed: a dozen former tests, beside two CPU burners.
  test.setTimeout(300_000);
  const workerPolicies = watchWorkerPolicies(page);
  // An address naming no example: the page says so and starts as a first visit does.
  const response = await page.goto('/validate?example=tool/no-such-example');
  await expect(editor(page)).toBeVisible();
  await waitForFindings(page);
  await test.step('/validate: heading, landmarks, no console errors', async () => {
    expect(response?.status()).toBe(200);
    expectNoEval(response?.headers()['content-security-policy'], '/validate');
    await expectHeadingAndLandmarks(page, 'Validate a tool');
  });
  await test.step("the docs' links name an example by id: an unknown id is said so", async () => {
    await expect(actionStatus(page)).toHaveText('There is no example named "tool/no-such-example".');
  });
  // First, while the page is as it loaded: Tab from the top, the layout of the first screen.
  await test.step('every action works from the keyboard alone', () => keyboardAlone(page));
  const steps: [string, (page: Page) => Promise<void>][] = [
    [
      'typing a broken definition shows its findings at their place; fixing them clears them',
      typingShowsFindings,
    ],
    [
      'hovering a squiggle shows the rule id, the message, a link to the rule and its quick fix; fixes apply by button and by keyboard',
      hoverAndQuickFixes,
    ],
    ['Format pretty-prints valid JSON and refuses politely otherwise', formatAction],
    ['"Open in playground" is offered for a tool definition only', openInPlaygroundOffer],
    [
      'a call result is checked against the outputSchema of its tool, at the failing path',
      callResultAgainstItsTool,
    ],
    [
      'the Version selector: a 2025-06-18 answer is detected, checked at its version, and what 2026-07-28 needs is listed apart with a quick fix',
      versionSelector,
    ],
    ['info can be hidden, and the kind and profile can be chosen', infoKindAndProfile],
    ['no serious accessibility violations with findings shown, in both themes', accessibleInBothThemes],
    ['the editor follows the site theme without being recreated', editorFollowsTheme],
    [
      'at phone width, in both themes, nothing inside the workbench overflows or is clipped sideways',
      expectNothingSidewaysAtPhoneWidth,
    ],
    ['the validation worker, with its own policy, still validates', workerStillValidates],
  ];
  for (const [title, run] of steps) {
    await test.step(title, async () => {
      await startOver(page);
      await run(page);
    });
  }
  await test.step('every internal link answers 200', () => expectInternalLinksAnswer(page, request));
  // Last, as it adds a script: the page's own code cannot eval; the worker's script has its own policy.
  await test.step('eval is refused in the page; the worker script carries its own policy', async () => {
    expectRefused(await evalInPage(page));
    expect(workerPolicies.length).toBeGreaterThan(0);
    for (const policy of workerPolicies) {
      expect(policy).toContain("script-src 'self' 'unsafe-eval'");
      expect(policy).toContain("default-src 'none'");
    }
  });
});

// ── between steps ────────────────────────────────────────────────────────────────────────────────

/**
 * Puts the page back as a first visit has it, the way a user would: the toolbar's Kind, Version,
 * Profile and Show info at their defaults, and the top of the page in view. Each step sets its own
 * text; the theme is chosen by the steps that look at it.
 */
async function startOver(page: Page) {
  // Only what a step changed: choosing the value a select already has still fires its change event.
  for (const [select, value] of [
    [page.getByLabel('Kind'), 'auto'],
    [page.getByRole('combobox', { name: 'Version', exact: true }), '2026-07-28'],
    [page.getByLabel('Profile'), 'default'],
  ] as const) {
    if ((await select.inputValue()) !== value) await select.selectOption(value);
  }
  await page.getByLabel('Show info').check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForFindings(page);
}

/** The Content-Security-Policy of every worker script the page loads, from the responses. */
function watchWorkerPolicies(page: Page): string[] {
  const policies: string[] = [];
  page.on('response', (response) => {
    if (/turbopack-worker|\.worker\./.test(new URL(response.url()).pathname))
      policies.push(response.headers()['content-security-policy'] ?? '(none)');
  });
  return policies;
}

/** The page's policy refuses eval; JSON Schemas are compiled by ajv in the worker, which validates. */
async function workerStillValidates(page: Page) {
  await setText(page, BROKEN_DEFINITION.replace('"type": "string"', '"type": "strng"'));
  await expect(panel(page)).toContainText('(did you mean "string"?)');
  await waitForFindings(page);
  // "type": "strng" is caught by the meta-schema check, which ajv compiles: in the worker.
  expect(await ruleIdsInPanel(page)).toEqual(
    expect.arrayContaining(['json-schema-valid', 'tool-name-characters']),
  );
}

// ── live findings ────────────────────────────────────────────────────────────────────────────────

/** typing a broken definition shows its findings at their place; fixing them clears them */
async function typingShowsFindings(page: Page) {
  await setText(page, BROKEN_DEFINITION.replace('get weather', ''));
  // Type the broken name key by key, as a user would.
  await page.getByText('"name": ""').click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('get weather', { delay: 20 });
  await waitForFindings(page);

  await expect(page.getByText('Detected: tool definition — it has "name" or "inputSchema".')).toBeVisible();
  // "objet" is one finding, not two (input-schema-type; json-schema-valid leaves the spot to it).
  await expect(summary(page)).toHaveText('Document: 1 error, 1 warning, 0 info.');
  const nameEntry = panel(page).getByRole('button', {
    name: new RegExp(`^${lineColumn(BROKEN_DEFINITION, '"get weather"')}: tool-name-characters`),
  });
  await expect(nameEntry).toBeVisible();
  await expect(
    panel(page).getByRole('button', {
      name: new RegExp(`^${lineColumn(BROKEN_DEFINITION, '"objet"')}: input-schema-type`),
    }),
  ).toBeVisible();
  await expect(
    panel(page)
      .getByRole('list', { name: /^Errors \(1\)/ })
      .getByRole('listitem'),
  ).toHaveCount(1);
  // The squiggles cover exactly the offending tokens.
  await expect(page.locator('.cm-lintRange-warning')).toHaveText('"get weather"');
  await expect(page.locator('.cm-lintRange-error')).toHaveText('"objet"');
  // Every finding links to its rule in the rules reference.
  await expect(panel(page).getByRole('link', { name: 'Docs for tool-name-characters' })).toHaveAttribute(
    'href',
    '/docs/rules#tool-name-characters',
  );

  // A finding's message can be copied.
  await panel(page).getByRole('button', { name: 'Copy message of tool-name-characters' }).click();
  await expect(actionStatus(page)).toHaveText('Copied the message of tool-name-characters.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'The tool name contains a space. Use only letters, digits, "_", "-" and ".", e.g. "get_weather".',
  );

  // Clicking an entry selects its range in the editor; typing replaces it.
  await nameEntry.click();
  await expect(editor(page)).toBeFocused();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('"get weather"');
  await page.keyboard.insertText('"get_weather"');
  await waitForFindings(page);
  await expect(summary(page)).toHaveText('Document: 1 error, 0 warnings, 0 info.');
  await expect(page.locator('.cm-lintRange-warning')).toHaveCount(0);

  await panel(page)
    .getByRole('button', { name: /: input-schema-type/ })
    .click();
  await page.keyboard.insertText('"object"');
  await waitForFindings(page);
  await expect(summary(page)).toHaveText('Document: 0 errors, 0 warnings, 0 info.');
  await expect(panel(page).getByText('No problems found.')).toBeVisible();
  await expect(page.locator('.cm-lintRange')).toHaveCount(0);

  // Every character the hidden-characters rule reports is visible in the editor; the joiner inside
  // an emoji, which the rule leaves alone, is not marked.
  await setText(
    page,
    WEATHER_TOOL.replace(
      'Gets the current weather',
      'Gets\u200b the\u200d current\u2060 weather\u202e for 👩\u200d💻 and\u{E0041}',
    ),
  );
  await waitForFindings(page);
  await expect(panel(page).getByRole('button', { name: /: hidden-characters/ })).toHaveCount(1);
  for (const name of [
    'U+200B (zero-width)',
    'U+200D (zero-width)',
    'U+2060 (zero-width)',
    'U+202E (bidirectional control)',
    'U+E0041 (tag character)',
  ]) {
    await expect(editor(page).getByLabel(`Hidden character ${name}`, { exact: true })).toHaveCount(1);
  }
  await expect(editor(page).getByLabel(/^Hidden character/)).toHaveCount(5);
}

/** hovering a squiggle shows the rule id, the message, a link to the rule and its quick fix; fixes apply by button and by keyboard */
async function hoverAndQuickFixes(page: Page) {
  // Two findings with a safe edit: a space in the name, an inputSchema without "type".
  await setText(page, BROKEN_DEFINITION.replace('"type": "objet",\n    ', ''));
  await waitForFindings(page);
  await expect(summary(page)).toHaveText('Document: 1 error, 1 warning, 0 info.');
  await page.locator('.cm-lintRange-warning').hover();
  const tooltip = page.locator('.cm-tooltip-lint');
  await expect(tooltip).toContainText('tool-name-characters');
  await expect(tooltip).toContainText('The tool name contains a space.');
  await expect(tooltip.getByRole('link', { name: 'About tool-name-characters' })).toHaveAttribute(
    'href',
    '/docs/rules#tool-name-characters',
  );

  // The quick fix's button in the tooltip renames the tool; the finding goes once the text is re-checked.
  await tooltip.getByRole('button', { name: 'Action: Rename to "get_weather".' }).click();
  await expect(actionStatus(page)).toHaveText(
    'Applied the quick fix “Rename to "get_weather"” (undo restores the text).',
  );
  await expect(page.getByText('"name": "get_weather"')).toBeVisible();
  await waitForFindings(page);
  await expect(summary(page)).toHaveText('Document: 1 error, 0 warnings, 0 info.');
  await expect(panel(page).getByRole('button', { name: /: tool-name-characters/ })).toHaveCount(0);

  // By keyboard: Ctrl/⌘+. in the editor opens its list of findings, the underlined letter applies a fix.
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+.');
  const findings = page.getByRole('listbox', { name: 'Diagnostics' });
  await expect(findings).toBeFocused();
  const option = findings.getByRole('option', { selected: true });
  await expect(option).toContainText('input-schema-type');
  await expect(
    option.getByRole('button', { name: 'Action: Add "type": "object" (access key "A)".' }),
  ).toBeVisible();
  await page.keyboard.press('a');
  await expect(actionStatus(page)).toHaveText(
    'Applied the quick fix “Add "type": "object"” (undo restores the text).',
  );
  await waitForFindings(page);
  await expect(summary(page)).toHaveText('Document: 0 errors, 0 warnings, 0 info.');
  await expect(page.locator('.cm-lintRange')).toHaveCount(0);
  await expect(editor(page)).toContainText('"inputSchema": {    "type": "object",');

  // The finding card offers the fix too: "Object" (the message's "did you mean") becomes "object".
  await setText(
    page,
    WEATHER_TOOL.replace('"type": "object",\n    "properties"', '"type": "Object",\n    "properties"'),
  );
  await waitForFindings(page);
  await expect(summary(page)).toHaveText('Document: 1 error, 0 warnings, 0 info.');
  const card = panel(page).getByRole('listitem').filter({ hasText: 'input-schema-type' });
  await card.getByRole('button', { name: 'Fix: Set "type" to "object" (input-schema-type)' }).click();
  await expect(actionStatus(page)).toHaveText(
    'Applied the quick fix “Set "type" to "object"” (undo restores the text).',
  );
  await waitForFindings(page);
  await expect(summary(page)).toHaveText('Document: 0 errors, 0 warnings, 0 info.');
}

/** info can be hidden, and the kind and profile can be chosen */
async function infoKindAndProfile(page: Page) {
  await page.getByRole('button', { name: 'Examples' }).click();
  await page
    .getByRole('dialog', { name: 'Examples' })
    .getByRole('button', { name: 'Claude API profile: dotted name' })
    .click();
  await waitForFindings(page);
  await expect(page.getByLabel('Profile')).toHaveValue('claude-api');
  expect(await ruleIdsInPanel(page)).toContain('claude-tool-name');

  // What the model sees, in the same navigation: the view loads on demand in the side panel.
  await page.getByRole('tab', { name: 'What the model sees' }).click();
  const providers = page.getByRole('tablist', { name: 'Model provider' });
  await expect(providers.getByRole('tab', { name: 'Anthropic' })).toHaveAttribute('aria-selected', 'true');
  const payload = page.getByRole('figure', { name: 'Payload for Anthropic (read-only JSON)' });
  await expect(payload).toContainText('"input_schema"');
  const renamed = page.getByRole('listitem').filter({ hasText: 'Renamed' }).first();
  await expect(renamed.getByRole('link', { name: 'Rule claude-tool-name' })).toHaveAttribute(
    'href',
    '/docs/rules#claude-tool-name',
  );
  await renamed.getByRole('button', { name: /^Show in editor/ }).click();
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toMatch(/^".+\..+"$/);
  const tokens = page.getByRole('table', { name: 'Estimated tokens per tool for Anthropic, most first' });
  await expect(tokens.getByRole('rowheader', { name: /^Total/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Estimate · o200k_base \(js-tiktoken\)\./)).toBeVisible();
  // Arrow keys move between providers (the tabs pattern); OpenAI renames the dotted name too.
  await providers.getByRole('tab', { name: 'Anthropic' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(providers.getByRole('tab', { name: 'OpenAI Chat' })).toBeFocused();
  await expect(page.getByRole('figure', { name: 'Payload for OpenAI Chat (read-only JSON)' })).toContainText(
    '"type": "function"',
  );
  await page.getByText('Exact count with your API key').click();
  const key = page.getByLabel('OpenAI API key');
  await expect(key).toHaveAttribute('type', 'password');
  expect(await seriousA11yViolations(page), 'the model view').toEqual([]);
  await page.getByRole('tab', { name: 'Findings' }).click();

  await page.getByLabel('Profile').selectOption('default');
  await waitForFindings(page);
  expect(await ruleIdsInPanel(page)).not.toContain('claude-tool-name');

  await setText(page, '{"name": "x", "inputSchema": {"type": "object"}}');
  await waitForFindings(page);
  const withInfo = await ruleIdsInPanel(page);
  expect(withInfo.length).toBeGreaterThan(0);
  await expect(panel(page).getByRole('list', { name: /^Info/ })).toBeVisible();
  await page.getByLabel('Show info').uncheck();
  await expect(panel(page).getByRole('list', { name: /^Info/ })).toHaveCount(0);
  await expect(page.locator('.cm-lintRange-info')).toHaveCount(0);

  // Choosing a kind keeps the text and checks it as that kind.
  await page.getByLabel('Kind').selectOption('message');
  await waitForFindings(page);
  await expect(page.getByText('Checked as: JSON-RPC message (chosen).')).toBeVisible();
  expect(await editorText(page)).toBe('{"name": "x", "inputSchema": {"type": "object"}}');
}

// ── protocol versions ────────────────────────────────────────────────────────────────────────────

/** the Version selector: a 2025-06-18 answer is detected, checked at its version, and what 2026-07-28 needs is listed apart with a quick fix */
async function versionSelector(page: Page) {
  const legacy = examples.find((e) => e.id === 'tools-list-result/v2025-06-18-spec-weather')!;
  await setText(page, legacy.text);
  await waitForFindings(page);
  // At the default version (2026-07-28) the answer lacks what 2026 requires, and the page says
  // what the document looks like instead.
  await expect(page.getByRole('combobox', { name: 'Version', exact: true })).toHaveValue('2026-07-28');
  expect(await ruleIdsInPanel(page)).toContain('schema-required');
  await expect(panel(page).getByText(/This looks like an MCP 2025-06-18 document/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption({ label: 'Auto-detect' });
  await waitForFindings(page);
  await expect(
    page.getByText(/^Checked at MCP 2025-06-18 — detected: the result has no "resultType"/),
  ).toBeVisible();
  await expect(summary(page)).toHaveText(/^Document: 0 errors, 0 warnings/);
  expect(await ruleIdsInPanel(page)).not.toContain('schema-required');
  const migration = page.getByRole('region', { name: /^To move to 2026-07-28/ });
  await expect(migration.getByRole('listitem')).toHaveCount(3);
  await expect(migration.getByRole('listitem').first()).toContainText(
    'Missing required property "resultType"',
  );
  expect(await seriousA11yViolations(page), 'with the migration group shown').toEqual([]);

  // The fix adds every member 2026-07-28 requires of the result; auto then reads 2026-07-28.
  await migration
    .getByRole('button', { name: 'Add "resultType": "complete", "ttlMs": 0, "cacheScope": "private"' })
    .first()
    .click();
  await expect(actionStatus(page)).toContainText('Applied the quick fix');
  await waitForFindings(page);
  expect(await editorText(page)).toContain('"cacheScope": "private"');
  await expect(
    page.getByText(/^Checked at MCP 2026-07-28 — detected: it has "resultType", "ttlMs" and "cacheScope"/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^To move to 2026-07-28/ })).toHaveCount(0);

  // A version chosen by hand is kept, and what that version does not know is said.
  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption('2025-11-25');
  await waitForFindings(page);
  await expect(page.getByText('Checked at MCP 2025-11-25 (chosen).')).toBeVisible();
  expect(await ruleIdsInPanel(page)).toContain('version-member');
}

// ── call results against their tool ──────────────────────────────────────────────────────────────

/** a call result is checked against the outputSchema of its tool, at the failing path */
async function callResultAgainstItsTool(page: Page) {
  await page.getByLabel('Kind').selectOption('call-result');
  await setText(page, WEATHER_TOOL, 'Tool definition');
  await setText(page, WEATHER_RESULT, 'Document');
  await waitForFindings(page);
  const entry = panel(page).getByRole('button', {
    name: new RegExp(`^${lineColumn(WEATHER_RESULT, '"21",')}: structured-content-schema`),
  });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('structuredContent/celsius must be a number');
  await expect(page.locator('.cm-lintRange-error')).toHaveText('"21"');

  // The definition's own findings are shown on its tab.
  await page.getByRole('tab', { name: /^Tool definition/ }).click();
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Findings in the tool definition');
  await expect(panel(page).getByText('No problems found.')).toBeVisible();

  // Fixing the value clears the finding.
  await page.getByRole('tab', { name: 'Document' }).click();
  await entry.click();
  await page.keyboard.insertText('21');
  await waitForFindings(page);
  expect(await ruleIdsInPanel(page)).not.toContain('structured-content-schema');
}

// ── actions ──────────────────────────────────────────────────────────────────────────────────────

/** Format pretty-prints valid JSON and refuses politely otherwise */
async function formatAction(page: Page) {
  await setText(page, '{"name":"get_weather","inputSchema":{"type":"object","required":[]}}');
  await page.getByRole('button', { name: 'Format' }).click();
  await expect(actionStatus(page)).toContainText('Formatted with two-space indentation');
  expect(await editorText(page)).toBe(
    '{\n  "name": "get_weather",\n  "inputSchema": {\n    "type": "object",\n    "required": []\n  }\n}\n',
  );
  await setText(page, '{"name": "x",}');
  await page.getByRole('button', { name: 'Format' }).click();
  await expect(actionStatus(page)).toContainText(
    'Not formatted: the text is not valid JSON yet (line 1, column 13',
  );
  expect(await editorText(page)).toBe('{"name": "x",}');
}

/** "Open in playground" is offered for a tool definition only */
async function openInPlaygroundOffer(page: Page) {
  // The hand-over itself (the playground's mock serving the definition) is in playground-wire.spec.ts.
  await openValidator(page);
  await setText(page, WEATHER_TOOL);
  await waitForFindings(page);
  await expect(page.getByRole('button', { name: 'Open in playground' })).toBeVisible();
  await page.getByLabel('Kind').selectOption('call-result');
  await waitForFindings(page);
  await expect(page.getByRole('button', { name: 'Open in playground' })).toHaveCount(0);
}

// ── keyboard ─────────────────────────────────────────────────────────────────────────────────────

/** every action works from the keyboard alone */
async function keyboardAlone(page: Page) {
  // A full-height workbench: editor and findings side by side on the first screen, resizable from
  // the keyboard; the intro waits below.
  await expect(editor(page)).toBeInViewport();
  await expect(panel(page)).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'About the validator' })).not.toBeInViewport();
  const splitter = page.getByRole('separator', { name: 'Resize Editors' });
  const before = (await panel(page).boundingBox())!.width;
  await splitter.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(splitter).toHaveAttribute('aria-valuenow', '68');
  await expect.poll(async () => (await panel(page).boundingBox())!.width).toBeGreaterThan(before);
  await page.locator('body').focus();
  // Tab to the kind selector and change it with the arrow keys.
  let reached = false;
  for (let i = 0; i < 20 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.getByLabel('Kind').evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'Tab reaches the kind selector').toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Kind')).toHaveValue('tool');

  // Examples: open, filter, choose; focus lands in the editor.
  const examplesButton = page.getByRole('button', { name: 'Examples' });
  for (let i = 0; i < 4 && !(await examplesButton.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(examplesButton).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('never says when');
  await page.keyboard.press('Tab');
  await expect(
    dialog.getByRole('button', { name: 'Description that never says when to use it' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(editor(page)).toBeFocused();
  await waitForFindings(page);

  // F8 / Shift+F8 move through the findings. They read the editor's own lint state, which can land
  // an update after the findings panel: wait until the editor has drawn them.
  await expect(page.locator('.cm-lintRange').first()).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Home');
  // The editor draws its selection into the page's in its next update, not within the key press.
  const selected = () => page.evaluate(() => window.getSelection()?.toString().length ?? 0);
  await page.keyboard.press('F8');
  await expect.poll(selected).toBeGreaterThan(0);
  await page.keyboard.press('Shift+F8');
  await expect.poll(selected).toBeGreaterThan(0);

  // Shift+Alt+F formats; Ctrl/⌘+S shares (and the browser's save dialog does not open).
  await page.keyboard.press('Shift+Alt+F');
  await expect(actionStatus(page)).toContainText(/Already formatted|Formatted with/);
  await page.keyboard.press('ControlOrMeta+S');
  await expect(page.getByLabel('Share link')).toBeVisible();

  // Tab leaves the editor for the panel; an entry moves the selection back into the editor.
  await editor(page).focus();
  const entry = panel(page)
    .getByRole('button', { name: /^Line \d+, column \d+: / })
    .first();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    if (await entry.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(entry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toBeFocused();

  // The shortcuts are listed in a popover that Escape closes.
  const help = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await help.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toBeVisible();
  await expect(list).toContainText('Next finding');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // Tabs between the two editors follow the arrow keys.
  await page.getByLabel('Kind').selectOption('call-result');
  await page.getByRole('tab', { name: 'Document' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Tool definition/ })).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page, 'Tool definition')).toBeVisible();
}

// ── themes and accessibility ─────────────────────────────────────────────────────────────────────

/** no serious accessibility violations with findings shown, in both themes */
async function accessibleInBothThemes(page: Page) {
  await page.getByLabel('Kind').selectOption('call-result');
  await setText(page, WEATHER_TOOL, 'Tool definition');
  await setText(page, WEATHER_RESULT.replace('"complete"', '"Complete"'), 'Document');
  await waitForFindings(page);
  await expect(page.locator('.cm-lintRange').first()).toBeVisible();
  // Every rule in the light theme; the dark theme changes colours only, so there the colour rules.
  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    await expect(page.locator('html')).toHaveClass(theme === 'Dark' ? /dark/ : /light/);
    const colourOnly = theme === 'Dark';
    expect(await seriousA11yViolations(page, { colourOnly }), theme).toEqual([]);
    await page.getByRole('button', { name: 'Examples' }).click();
    const dialog = page.getByRole('dialog', { name: 'Examples' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page, { colourOnly }), `${theme}, examples dialog`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** the editor follows the site theme without being recreated */
async function editorFollowsTheme(page: Page) {
  await chooseTheme(page, 'Light');
  const cm = page.locator('.cm-editor').first();
  await cm.evaluate((el) => {
    (el as HTMLElement & { __marker?: boolean }).__marker = true;
  });
  const lightBackground = await cm.evaluate((el) => getComputedStyle(el).backgroundColor);
  await chooseTheme(page, 'Dark');
  await expect
    .poll(() => cm.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe(lightBackground);
  expect(await cm.evaluate((el) => (el as HTMLElement & { __marker?: boolean }).__marker)).toBe(true);
}
