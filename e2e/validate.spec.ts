import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { examples } from '../content/examples/index';
import { DOCUMENT_KINDS, KIND_LABELS } from '../lib/validate/document-kind';
import { toolsListResultText } from '../scripts/bench/tool-fixtures';
import { chooseTheme, expect, seriousA11yViolations, test } from './fixtures';

// The validator page, proven in Chromium against the production build: live findings at their
// place, examples, call results against their tool, share links, local persistence, secrets, big
// input and pathological schemas, accessibility and keyboard-only use.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const BROKEN_DEFINITION = `{
  "name": "get weather",
  "description": "Gets the current weather for a city. Use it when the user asks about the weather somewhere; it returns the temperature in Celsius and the conditions.",
  "inputSchema": {
    "type": "objet",
    "properties": {
      "city": { "type": "string", "description": "City name, e.g. Paris." }
    },
    "required": ["city"]
  }
}
`;

const WEATHER_TOOL = `{
  "name": "get_weather",
  "description": "Gets the current weather for a city. Use it when the user asks about the weather somewhere; it returns the temperature in Celsius and the conditions.",
  "inputSchema": {
    "type": "object",
    "properties": { "city": { "type": "string", "description": "City name, e.g. Paris." } },
    "required": ["city"],
    "additionalProperties": false
  },
  "outputSchema": {
    "type": "object",
    "properties": {
      "celsius": { "type": "number" },
      "conditions": { "type": "string", "enum": ["sunny", "cloudy", "rain"] }
    },
    "required": ["celsius", "conditions"]
  }
}
`;

const WEATHER_RESULT = `{
  "resultType": "complete",
  "content": [{ "type": "text", "text": "{\\"celsius\\": \\"21\\", \\"conditions\\": \\"sunny\\"}" }],
  "structuredContent": {
    "celsius": "21",
    "conditions": "sunny"
  }
}
`;

// ── helpers ──────────────────────────────────────────────────────────────────────────────────────

const editor = (page: Page, name: 'Document' | 'Tool definition' = 'Document') =>
  page.getByRole('textbox', { name, exact: true });
const panel = (page: Page) => page.getByRole('region', { name: /^Findings/ });
const summary = (page: Page) => panel(page).getByRole('status');
const actionStatus = (page: Page) => page.getByRole('status', { name: 'Last action' });

async function waitForFindings(page: Page, timeout = 10_000) {
  await expect(panel(page)).toHaveAttribute('aria-busy', 'false', { timeout });
}

async function openValidator(page: Page, path = '/validate') {
  await page.goto(path);
  await expect(editor(page)).toBeVisible();
  await waitForFindings(page);
}

/** Replaces an editor's text the way a user pastes it (one insertion, no auto-closing brackets). */
async function setText(page: Page, text: string, name: 'Document' | 'Tool definition' = 'Document') {
  if (name === 'Tool definition') await page.getByRole('tab', { name: /^Tool definition/ }).click();
  else if (await page.getByRole('tab', { name: 'Document' }).isVisible()) {
    await page.getByRole('tab', { name: 'Document' }).click();
  }
  await editor(page, name).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  if (text) await page.keyboard.insertText(text);
}

/** The exact text of the active editor, read the way a user would: with the Copy button. */
async function editorText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy text' }).click();
  await expect(actionStatus(page)).toContainText('to the clipboard');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Rule ids of the findings listed in the panel (every entry links to its rule). */
async function ruleIdsInPanel(page: Page): Promise<string[]> {
  const hrefs = await panel(page)
    .getByRole('link', { name: /^Docs for / })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.replace(/^\/docs\/rules#/, '')))].sort();
}

function lineColumn(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split('\n');
  return `Line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

const sentenceCase = (s: string) => (s.startsWith('tools/') ? s : s.charAt(0).toUpperCase() + s.slice(1));

/**
 * The longest task on the page's main thread while `body` runs, from a Chromium trace (RunTask
 * events of the renderer's main thread; the validation worker runs on a thread of its own): its
 * wall time, and the CPU time the thread spent in the longest-running task. On a machine whose
 * cores are busy with other work the wall time also counts waiting for a core; the CPU time is the
 * work the page itself did.
 */
async function longestMainThreadTask(
  browser: Browser,
  page: Page,
  body: () => Promise<void>,
): Promise<{ wallMs: number; cpuMs: number }> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await body();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: Array<{
      name: string;
      ph: string;
      pid: number;
      tid: number;
      dur?: number;
      tdur?: number;
      args?: { name?: string };
    }>;
  };
  const mainThreads = new Set(
    trace.traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let wallMs = 0;
  let cpuMs = 0;
  for (const e of trace.traceEvents) {
    if (e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`)) {
      wallMs = Math.max(wallMs, (e.dur ?? 0) / 1000);
      cpuMs = Math.max(cpuMs, (e.tdur ?? e.dur ?? 0) / 1000);
    }
  }
  return { wallMs, cpuMs };
}

const describeLoad = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

/** Long tasks (≥ 50 ms) the page itself observed, as a second opinion on the trace. */
async function observeLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}

// ── live findings ────────────────────────────────────────────────────────────────────────────────

test('typing a broken definition shows its findings at their place; fixing them clears them', async ({
  page,
}) => {
  await openValidator(page);
  await setText(page, BROKEN_DEFINITION.replace('get weather', ''));
  // Type the broken name key by key, as a user would.
  await page.getByText('"name": ""').click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('get weather', { delay: 20 });
  await waitForFindings(page);

  await expect(page.getByText('Detected: tool definition — it has "name" or "inputSchema".')).toBeVisible();
  await expect(summary(page)).toHaveText('Document: 2 errors, 1 warning, 0 info.');
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
      .getByRole('list', { name: /^Errors \(2\)/ })
      .getByRole('listitem'),
  ).toHaveCount(2);
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
  await expect(summary(page)).toHaveText('Document: 2 errors, 0 warnings, 0 info.');
  await expect(page.locator('.cm-lintRange-warning')).toHaveCount(0);

  await panel(page)
    .getByRole('button', { name: /: input-schema-type/ })
    .click();
  await page.keyboard.insertText('"object"');
  await waitForFindings(page);
  await expect(summary(page)).toHaveText('Document: 0 errors, 0 warnings, 0 info.');
  await expect(panel(page).getByText('No problems found.')).toBeVisible();
  await expect(page.locator('.cm-lintRange')).toHaveCount(0);
});

test('hovering a squiggle shows the rule id, the message and a link to the rule', async ({ page }) => {
  await openValidator(page);
  await setText(page, BROKEN_DEFINITION);
  await waitForFindings(page);
  await page.locator('.cm-lintRange-warning').hover();
  const tooltip = page.locator('.cm-tooltip-lint');
  await expect(tooltip).toContainText('tool-name-characters');
  await expect(tooltip).toContainText('The tool name contains a space.');
  await expect(tooltip.getByRole('link', { name: 'About tool-name-characters' })).toHaveAttribute(
    'href',
    '/docs/rules#tool-name-characters',
  );
});

test('info can be hidden, and the kind and profile can be chosen', async ({ page }) => {
  await openValidator(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  await page
    .getByRole('dialog', { name: 'Examples' })
    .getByRole('button', { name: 'Claude API profile: dotted name' })
    .click();
  await waitForFindings(page);
  await expect(page.getByLabel('Profile')).toHaveValue('claude-api');
  expect(await ruleIdsInPanel(page)).toContain('claude-tool-name');
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
});

// ── examples ─────────────────────────────────────────────────────────────────────────────────────

for (const kind of DOCUMENT_KINDS) {
  const ofKind = examples.filter((e) => e.kind === kind);
  test(`each ${kind} example shows exactly the rule ids of its expectation (${ofKind.length})`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + ofKind.length * 2_000);
    await openValidator(page);
    for (const example of ofKind) {
      await page.getByRole('button', { name: 'Examples' }).click();
      const dialog = page.getByRole('dialog', { name: 'Examples' });
      await dialog
        .getByRole('region', { name: sentenceCase(KIND_LABELS[kind]) })
        .getByRole('button', { name: example.title, exact: true })
        .click();
      await expect(dialog).toBeHidden();
      await expect(actionStatus(page)).toContainText(`Loaded the example “${example.title}”`);
      await waitForFindings(page);
      expect(await ruleIdsInPanel(page), example.id).toEqual([...example.rules]);
      await expect(page.getByLabel('Kind'), example.id).toHaveValue(example.kind);
      await expect(page.getByLabel('Profile'), example.id).toHaveValue(example.profile ?? 'default');
    }
  });
}

test("the docs' links open an example by id: /validate?example=<id>", async ({ page }) => {
  const example = examples.find((e) => e.id === 'call-result/weather-structured-wrong-type')!;
  await openValidator(page, `/validate?example=${example.id}`);
  await expect(actionStatus(page)).toContainText(`Loaded the example “${example.title}”`);
  await waitForFindings(page);
  expect(await ruleIdsInPanel(page)).toEqual([...example.rules]);
  await expect(page.getByLabel('Kind')).toHaveValue('call-result');
  expect(new URL(page.url()).search, 'the address no longer names the example').toBe('');
  await page.getByRole('tab', { name: /^Tool definition/ }).click();
  expect(await editorText(page)).toBe(examples.find((e) => e.id === example.tool)!.text);
  await openValidator(page, '/validate?example=tool/no-such-example');
  await expect(actionStatus(page)).toHaveText('There is no example named "tool/no-such-example".');
});

// ── call results against their tool ──────────────────────────────────────────────────────────────

test('a call result is checked against the outputSchema of its tool, at the failing path', async ({
  page,
}) => {
  await openValidator(page);
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
});

// ── share links and persistence ──────────────────────────────────────────────────────────────────

async function makeState(page: Page) {
  await page.getByLabel('Kind').selectOption('call-result');
  await page.getByLabel('Profile').selectOption('claude-api');
  await setText(page, WEATHER_TOOL, 'Tool definition');
  await setText(page, `${WEATHER_RESULT}\n  \t Grüße 😀\n`, 'Document');
  await waitForFindings(page);
}

async function expectState(page: Page) {
  await expect(page.getByLabel('Kind')).toHaveValue('call-result');
  await expect(page.getByLabel('Profile')).toHaveValue('claude-api');
  expect(await editorText(page)).toBe(`${WEATHER_RESULT}\n  \t Grüße 😀\n`);
  await page.getByRole('tab', { name: /^Tool definition/ }).click();
  expect(await editorText(page)).toBe(WEATHER_TOOL);
}

async function shareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(actionStatus(page)).toContainText('Link copied to the clipboard');
  const link = await page.getByLabel('Share link').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(link).toMatch(/\/validate#s=[A-Za-z0-9_-]+$/);
  return link;
}

test('a share link opened in a fresh browser context restores the exact state', async ({ page, browser }) => {
  await openValidator(page);
  await makeState(page);
  const link = await shareLink(page);

  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const fresh = await context.newPage();
  await openValidator(fresh, link);
  await expect(fresh.getByRole('dialog')).toHaveCount(0);
  await expectState(fresh);
  expect(new URL(fresh.url()).hash, 'the link is consumed').toBe('');
  await context.close();
});

test('a reload restores the local state', async ({ page }) => {
  await openValidator(page);
  await makeState(page);
  await page.reload(); // leaving the page writes the pending state at once
  await expect(editor(page)).toBeVisible();
  await expectState(page);
});

test('a share link never overwrites local work without asking', async ({ page, browser }) => {
  const other = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const author = await other.newPage();
  await openValidator(author);
  await makeState(author);
  const link = await shareLink(author);
  await other.close();

  await openValidator(page);
  await setText(page, '{"name": "my_own_work"}');
  await page.reload();
  await openValidator(page, link);
  const dialog = page.getByRole('dialog', { name: 'Open the shared document?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();
  expect(await editorText(page)).toBe('{"name": "my_own_work"}');

  await page.goto(link); // same page, new fragment
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Open the shared one' }).click();
  await waitForFindings(page);
  await expectState(page);
});

test('no secret can enter a link', async ({ page }) => {
  await openValidator(page);
  const secrets = [
    '{\n  "name": "x",\n  "headers": {\n    "Authorization": "Bearer abcdefghijklmnopqrstuvwxyz123456"\n  }\n}',
    '{"name": "x", "description": "key sk-ant-api03-abcdefghijklmnopqrstuvwxyz"}',
    '{"name": "x", "token": "ghp_0123456789abcdefghijABCDEFGHIJ012345"}',
    '{"name": "x", "aws": "AKIAIOSFODNN7EXAMPLE"}',
    '{"name": "x", "jwt": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"}',
  ];
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  for (const text of secrets) {
    await setText(page, text);
    await page.keyboard.press('ControlOrMeta+S');
    await expect(actionStatus(page)).toContainText('Not shared: this looks like it contains');
    await expect(page.getByLabel('Share link')).toHaveCount(0);
    expect(page.url()).not.toContain('#s=');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('nothing yet');
  }
  // A secret in the tool definition is refused too, and the message says where it is.
  await page.getByLabel('Kind').selectOption('call-result');
  await setText(page, WEATHER_RESULT, 'Document');
  await setText(page, '{\n  "name": "x",\n  "api_key": "123456"\n}', 'Tool definition');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(actionStatus(page)).toContainText('in the tool definition at line 3');
  await expect(page.getByLabel('Share link')).toHaveCount(0);
});

// ── actions ──────────────────────────────────────────────────────────────────────────────────────

test('Format pretty-prints valid JSON and refuses politely otherwise', async ({ page }) => {
  await openValidator(page);
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
});

test('"Open in playground" is absent until the playground exists', async ({ page }) => {
  await openValidator(page);
  await expect(page.getByRole('button', { name: 'Open in playground' })).toHaveCount(0);
});

// ── keyboard ─────────────────────────────────────────────────────────────────────────────────────

test('every action works from the keyboard alone', async ({ page }) => {
  await openValidator(page);
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

  // F8 / Shift+F8 move through the findings.
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('F8');
  const first = await page.evaluate(() => window.getSelection()?.toString());
  expect(first?.length).toBeGreaterThan(0);
  await page.keyboard.press('Shift+F8');
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBeTruthy();

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
});

// ── themes and accessibility ─────────────────────────────────────────────────────────────────────

for (const theme of ['Light', 'Dark'] as const) {
  test(`no serious accessibility violations with findings shown (${theme.toLowerCase()} theme)`, async ({
    page,
  }) => {
    await openValidator(page);
    await chooseTheme(page, theme);
    await page.getByLabel('Kind').selectOption('call-result');
    await setText(page, WEATHER_TOOL, 'Tool definition');
    await setText(page, WEATHER_RESULT.replace('"complete"', '"Complete"'), 'Document');
    await waitForFindings(page);
    await expect(page.locator('.cm-lintRange').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Examples' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('the editor follows the site theme without being recreated', async ({ page }) => {
  await openValidator(page);
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
});

// ── big input and pathological schemas ──────────────────────────────────────────────────────────

/** A pretty-printed tools/list result of about `bytes` characters. */
function bigListResult(bytes: number): string {
  const perTool = JSON.stringify(JSON.parse(toolsListResultText(100)), null, 2).length / 100;
  return JSON.stringify(JSON.parse(toolsListResultText(Math.ceil((bytes * 1.05) / perTool))), null, 2);
}

test('a 5 MB paste keeps typing responsive and ends with findings or an explicit stop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const text = bigListResult(5 * 1024 * 1024);
  expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
  await openValidator(page);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document
      .querySelector('.cm-content')!
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await expect(page.getByText(/Not saved in this browser: documents over 1 MB are not kept/)).toBeVisible();
  await waitForFindings(page, 30_000);

  // Type inside the first string value, so the document stays valid JSON.
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const longTasks = await observeLongTasks(page);
  const longest = await longestMainThreadTask(browser, page, async () => {
    await page.keyboard.type('abcdefghijklmnopqrst', { delay: 60 });
    await waitForFindings(page, 30_000);
  });
  const observed = await longTasks();
  console.log(
    `[5 MB paste] longest main-thread task while typing: ${longest.cpuMs.toFixed(1)} ms of CPU, ${longest.wallMs.toFixed(1)} ms wall (Chromium trace, ${describeLoad()}); long tasks ≥ 50 ms seen by the page: ${observed.length ? observed.map((d) => d.toFixed(0)).join(', ') : 'none'}`,
  );
  await expect(page.getByText('"resultType": "completeabcdefghijklmnopqrst"')).toBeVisible();
  await expect(summary(page)).toHaveText(/^(Document: \d+ errors?|Validation stopped after \d+ ms: )/);
  expect(longest.cpuMs).toBeLessThan(50);
});

/** A definition whose outputSchema makes validation explode: anyOf branches over a recursive $ref. */
function explosiveCase(depth: number) {
  const node = {
    anyOf: [
      {
        type: 'object',
        properties: {
          child: { $ref: '#/$defs/node' },
          slug: { type: 'string', pattern: '^(?!-)([a-z0-9]+-?)*[a-z0-9]$' },
        },
        required: ['child'],
      },
      {
        type: 'object',
        properties: { child: { $ref: '#/$defs/node' }, label: { type: 'string' } },
        required: ['child'],
      },
    ],
  };
  const tool = {
    name: 'get_tree',
    description: 'Returns a tree of project folders. Use it when the user asks how a project is organised.',
    inputSchema: { type: 'object', additionalProperties: false },
    outputSchema: { type: 'object', properties: { tree: { $ref: '#/$defs/node' } }, $defs: { node } },
  };
  let tree: unknown = { leaf: true };
  for (let i = 0; i < depth; i++) tree = { child: tree };
  const result = {
    resultType: 'complete',
    content: [{ type: 'text', text: 'tree' }],
    structuredContent: { tree },
  };
  return { tool: JSON.stringify(tool, null, 2), result: JSON.stringify(result, null, 2) };
}

test('a catastrophic schema ends with an explicit "stopped" message and typing stays responsive', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { tool, result } = explosiveCase(26);
  await openValidator(page);
  await page.getByLabel('Kind').selectOption('call-result');
  await setText(page, tool, 'Tool definition');
  await setText(page, result, 'Document');
  await page.keyboard.press('ControlOrMeta+Home');
  const longest = await longestMainThreadTask(browser, page, async () => {
    // Keep typing while the worker is stuck: the keys must land at once.
    await page.keyboard.type(' ', { delay: 0 });
    for (let i = 0; i < 20; i++) await page.keyboard.type(' ', { delay: 100 });
    await expect(summary(page)).toHaveText(
      /^Validation stopped after \d+ ms: the check took longer than the 3-second limit, so the validator was stopped and restarted\.$/,
      { timeout: 15_000 },
    );
  });
  console.log(
    `[catastrophic schema] longest main-thread task while the worker was stuck: ${longest.cpuMs.toFixed(1)} ms of CPU, ${longest.wallMs.toFixed(1)} ms wall (${describeLoad()})`,
  );
  expect(longest.cpuMs).toBeLessThan(50);
  await expect(panel(page)).toContainText('Typing is not affected.');
  // The replacement worker takes the next document.
  await setText(page, WEATHER_TOOL, 'Tool definition');
  await setText(page, WEATHER_RESULT, 'Document');
  await waitForFindings(page);
  expect(await ruleIdsInPanel(page)).toEqual(['structured-content-schema']);
});
