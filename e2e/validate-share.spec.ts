import type { Browser, Page } from '@playwright/test';
import { toolsListResultText } from '../scripts/bench/tool-fixtures';
import { expect, test } from './fixtures';
import {
  actionStatus,
  describeResponsiveness,
  editor,
  editorText,
  openValidator,
  panel,
  probeResponsiveness,
  ruleIdsInPanel,
  setText,
  summary,
  WEATHER_RESULT,
  WEATHER_TOOL,
  waitForFindings,
} from './validate-helpers';

// The validator page keeps what users type: share links restore the exact state (and never carry a
// secret), reloads restore local work, and big or pathological input never freezes typing.
//
// One test on one page (every page load costs seconds of CPU before anything is checked): each former
// test is a step under its old title. The page loads again only where that is what is tested (a
// reload, a link opened in a fresh browser context).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

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

test('one page keeps what users type: share links, reloads and secrets; big input and pathological schemas', async ({
  page,
  browser,
}) => {
  // A limit against a hang, not a judge of speed: six former tests (a 5 MB paste among them),
  // beside two CPU burners.
  test.setTimeout(360_000);
  await openValidator(page);
  await makeState(page);
  let link = '';
  await test.step('a share link opened in a fresh browser context restores the exact state', async () => {
    link = await shareLink(page);
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const fresh = await context.newPage();
    await openValidator(fresh, link);
    await expect(fresh.getByRole('dialog')).toHaveCount(0);
    await expectState(fresh);
    expect(new URL(fresh.url()).hash, 'the link is consumed').toBe('');
    await context.close();
  });
  await test.step('a reload restores the local state', async () => {
    await page.reload(); // leaving the page writes the pending state at once
    await expect(editor(page)).toBeVisible();
    await expectState(page);
  });
  await test.step('a share link never overwrites local work without asking', async () => {
    await page.getByLabel('Kind').selectOption('auto');
    await setText(page, '{"name": "my_own_work"}');
    await page.reload();
    // The link arrives in the page once it is up, as one a user pastes into the address bar does. A
    // fragment set while the page still hydrates can be lost to Next's router, which writes the
    // address it started with back into history (no hashchange): that race is Playwright's speed,
    // not a user's.
    await expect(editor(page)).toBeVisible();
    await waitForFindings(page);
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
  await test.step('no secret can enter a link', async () => {
    await page.getByLabel('Kind').selectOption('auto');
    await noSecretInALink(page);
  });
  await test.step('a catastrophic schema ends with an explicit "stopped" message and typing stays responsive', () =>
    catastrophicSchema(page, browser));
  // Last: the 5 MB document stays in the page (and out of the browser's storage).
  await test.step('a 5 MB paste keeps typing responsive and ends with findings or an explicit stop', async () => {
    await page.getByLabel('Kind').selectOption('auto');
    await waitForFindings(page);
    await bigPaste(page, browser);
  });
});

/** no secret can enter a link */
async function noSecretInALink(page: Page) {
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

  // Probe finding 10: what a link refuses is not kept in the browser's storage either.
  const stored = () => page.evaluate(() => localStorage.getItem('mcp-tool-lab:validate') ?? '');
  await expect(page.getByText(/^Not saved in this browser: it looks like it contains/)).toBeVisible();
  for (const secret of [
    'abcdefghijklmnopqrstuvwxyz123456',
    'sk-ant-api03',
    'ghp_0123',
    'AKIAIOSF',
    'eyJhbGci',
    '123456',
  ]) {
    expect(await stored()).not.toContain(secret);
  }
  await setText(page, '{\n  "name": "x"\n}', 'Tool definition');
  await expect(page.getByText(/^Not saved in this browser/)).toHaveCount(0);
  await expect.poll(stored).toContain('\\"name\\": \\"x\\"');
}

// ── big input and pathological schemas ──────────────────────────────────────────────────────────

/** A pretty-printed tools/list result of about `bytes` characters. */
function bigListResult(bytes: number): string {
  const perTool = JSON.stringify(JSON.parse(toolsListResultText(100)), null, 2).length / 100;
  return JSON.stringify(JSON.parse(toolsListResultText(Math.ceil((bytes * 1.05) / perTool))), null, 2);
}

/** a 5 MB paste keeps typing responsive and ends with findings or an explicit stop */
async function bigPaste(page: Page, browser: Browser) {
  const text = bigListResult(5 * 1024 * 1024);
  expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
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
  const probed = await probeResponsiveness(browser, page, async () => {
    await page.keyboard.type('abcdefghijklmnopqrst', { delay: 60 });
    await waitForFindings(page, 30_000);
  });
  console.log(describeResponsiveness('5 MB paste, typing', probed));
  await expect(page.getByText('"resultType": "completeabcdefghijklmnopqrst"')).toBeVisible();
  await expect(summary(page)).toHaveText(/^(Document: \d+ errors?|Validation stopped after \d+ ms: )/);
  expectResponsive(probed);
}

/**
 * What "typing stays responsive" means here, measured in CPU time (not wall time, which a busy
 * machine stretches): every probe key reached the page; no long task the page itself saw took 100 ms
 * of its CPU (the most a CI run at load 6 saw was 41 ms; a validation on the main thread takes
 * seconds here, and parsing the 5 MB text again on each key would show too); and no task
 * at all in the renderer's trace took a quarter of a second (the freeze these tests guard against;
 * the trace also holds the renderer's own tasks the page does not see, seen up to ~100 ms under
 * load, so that bound is wider). A failure names what the longest task did.
 */
function expectResponsive(probed: Awaited<ReturnType<typeof probeResponsiveness>>) {
  expect(probed.keys.length, 'every probe key reached the page').toBe(probed.sent);
  for (const task of probed.longTasks)
    expect(task.cpuMs, 'a long task the page saw took 100 ms of its CPU or more').toBeLessThan(100);
  expect(
    probed.longest.cpuMs,
    `no renderer task of 250 ms of CPU or more (the longest: ${probed.longest.what})`,
  ).toBeLessThan(250);
}

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

/** a catastrophic schema ends with an explicit "stopped" message and typing stays responsive */
async function catastrophicSchema(page: Page, browser: Browser) {
  // 2^26 subschema applications for a plain validator; lib/schema stops it at its work limit.
  const { tool, result } = explosiveCase(26);
  await page.getByLabel('Kind').selectOption('call-result');
  await setText(page, tool, 'Tool definition');
  await setText(page, result, 'Document');
  await page.keyboard.press('ControlOrMeta+Home');
  const probed = await probeResponsiveness(browser, page, async () => {
    // Keep typing while the worker validates: the keys must land at once.
    await page.keyboard.type(' ', { delay: 0 });
    for (let i = 0; i < 20; i++) await page.keyboard.type(' ', { delay: 100 });
    await expect(panel(page)).toContainText(
      /could not be checked: validation needed more than [\d,]+ work units|Validation stopped after \d+ ms/,
      { timeout: 15_000 },
    );
  });
  console.log(describeResponsiveness('catastrophic schema, typing while it is checked', probed));
  expectResponsive(probed);
  // The validator takes the next document as usual.
  await setText(page, WEATHER_TOOL, 'Tool definition');
  await setText(page, WEATHER_RESULT, 'Document');
  await waitForFindings(page);
  expect(await ruleIdsInPanel(page)).toEqual(['structured-content-schema']);
}
