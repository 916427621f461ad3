import type { Page } from '@playwright/test';
import { STAND_IN_KEY } from '../lib/model/testing/stand-in/provider-stand-in';
import { STAND_IN_MODELS } from '../lib/model/testing/stand-in/stand-in-modes';
import { type RunningStandIn, startProviderStandIn } from '../lib/node/testing/start-provider-stand-in';
import { expect, seriousA11yViolations, test } from './fixtures';
import { openPlayground, timelinePanel, watchForHostileEffects } from './playground-helpers';
import { describeResponsiveness, probeResponsiveness } from './validate-helpers';

// The model in the loop in the playground, against the provider stand-in on 127.0.0.1 (never a
// real provider): the AI SDK in the page calls it browser-direct with CORS, as it would call
// Anthropic, OpenAI, Gemini or a local server.

let standIn: RunningStandIn;
test.beforeAll(async () => {
  standIn = await startProviderStandIn();
});
test.afterAll(async () => {
  await standIn?.stop();
});

const modelPanel = (page: Page) => page.getByRole('region', { name: 'Model', exact: true });
const chatPanel = (page: Page) => page.getByRole('region', { name: 'Ask a model' });
const conversation = (page: Page) => chatPanel(page).getByRole('list', { name: 'Conversation' });

async function chooseModel(
  page: Page,
  { provider, model, baseUrl, key }: { provider: RegExp; model: string; baseUrl: string; key?: string },
) {
  const panel = modelPanel(page);
  await panel.getByRole('radio', { name: provider }).check();
  await panel.getByRole('textbox', { name: 'Model', exact: true }).fill(model);
  await panel.getByRole('textbox', { name: /base URL/i }).fill(baseUrl);
  if (key !== undefined) await panel.getByLabel(/API key/).fill(key);
}

async function ask(page: Page, prompt: string) {
  const box = chatPanel(page).getByRole('textbox', { name: 'Message to the model' });
  await box.fill(prompt);
  await chatPanel(page).getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
}

/** The latest turn's status line ("done", "failed"…), once the turn has ended. */
const turn = (page: Page, n: number) => conversation(page).getByRole('listitem', { name: `Turn ${n}` });

test('ask a model: approval, the MRTR form, the call on the wire timeline; the key stays in memory only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPlayground(page);
  await chatPanel(page).scrollIntoViewIfNeeded();

  // Send before the settings are complete: the form says what is missing, nothing is lost.
  const box = chatPanel(page).getByRole('textbox', { name: 'Message to the model' });
  await box.fill('Deploy release version 2.4.1 of service checkout to production');
  await chatPanel(page).getByRole('button', { name: 'Send' }).click();
  await expect(chatPanel(page).getByRole('alert')).toContainText('Fix the model settings first');
  await expect(modelPanel(page).getByText('Name the model, for example claude-sonnet-4-5.')).toBeVisible();
  await expect(box).toHaveValue('Deploy release version 2.4.1 of service checkout to production');

  await chooseModel(page, {
    provider: /^Anthropic$/,
    model: STAND_IN_MODELS.policy,
    baseUrl: standIn.baseUrls.anthropic,
    key: STAND_IN_KEY,
  });
  await chatPanel(page).getByRole('button', { name: 'Send' }).click();

  // deploy_release is not read-only: the model's call waits for the person, hints shown.
  const approval = page.getByRole('dialog', { name: 'Run deploy_release?' });
  await expect(approval).toBeVisible({ timeout: 30_000 });
  const hints = approval.getByRole('definition');
  await expect(approval.getByText('yes: may delete or overwrite')).toBeVisible();
  await expect(hints.filter({ hasText: 'stated by the server' }).first()).toBeVisible();
  await expect(approval.getByRole('figure', { name: 'Arguments from the model' })).toContainText(
    '"environment": "production"',
  );
  await expect(approval.getByText("They fit the tool's inputSchema.")).toBeVisible();
  expect(await seriousA11yViolations(page), 'axe with the approval dialog open').toEqual([]);
  await approval.getByRole('button', { name: 'Approve and run' }).click();

  // The call goes through the session like a call by hand: the MRTR round asks for confirmation.
  const confirm = page.getByRole('dialog', { name: /Input required by deploy_release/ });
  await expect(confirm).toBeVisible({ timeout: 20_000 });
  await confirm.getByRole('checkbox', { name: 'Deploy now' }).check();
  await confirm.getByRole('button', { name: 'Accept' }).click();

  const first = turn(page, 1);
  await expect(first.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });
  const call = first.getByRole('article', { name: 'Tool call deploy_release' });
  await expect(call.getByText('approved by you')).toBeVisible();
  await expect(call.getByText('Result', { exact: true })).toBeVisible();
  await expect(first.getByText(/Here is what the tool returned/)).toBeVisible();
  await expect(first.getByRole('listitem', { name: 'Step 2' })).toBeVisible();
  await expect(first.getByText(/2 steps · .*tokens/)).toBeVisible();

  // The model's call is a tools/call exchange on the wire timeline, with its MRTR rounds.
  const timeline = timelinePanel(page);
  await timeline.getByRole('button', { name: /call-tool: tools\/call deploy_release/ }).click();
  await expect(
    timeline.getByRole('button', { name: /MRTR round 1 input-required: confirm_deploy/ }),
  ).toBeVisible();

  // The provider exchanges are there, with the key masked.
  await chatPanel(page)
    .getByText(/Requests to the model provider \(\d+\), key masked/)
    .click();
  const requests = chatPanel(page).getByRole('list', { name: 'Requests to the model provider' });
  await requests.getByRole('listitem').first().locator('summary').click();
  await expect(requests.getByRole('row', { name: /x-api-key <redacted>/ }).first()).toBeVisible();

  // The key is nowhere but in memory: not in the markup, storage, the address, the timeline export.
  const html = await page.content();
  expect(html.includes(STAND_IN_KEY), 'the key in the page markup').toBe(false);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored.includes(STAND_IN_KEY), 'the key in storage').toBe(false);
  expect(page.url().includes(STAND_IN_KEY)).toBe(false);
  const download = page.waitForEvent('download');
  await timeline.getByRole('button', { name: 'Export JSON' }).click();
  const exported = await (await download).createReadStream();
  let text = '';
  for await (const chunk of exported) text += chunk.toString();
  expect(text).toContain('deploy_release');
  expect(text.includes(STAND_IN_KEY), 'the key in the exported timeline').toBe(false);
  // The stand-in saw the key, as the provider does: it went there and nowhere else.
  expect(standIn.requests.some((r) => r.headers['x-api-key'] === STAND_IN_KEY)).toBe(true);

  // A read-only tool runs without asking when the person allows it (the default).
  await ask(page, 'Read issue number 104 in full');
  const second = turn(page, 2);
  await expect(second.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    second.getByRole('article', { name: /Tool call get_issue/ }).getByText(/approved automatically/),
  ).toBeVisible();
  expect(await seriousA11yViolations(page), 'axe after the conversation').toEqual([]);
});

test('hostile models: a 10 MB answer, a stream that stops, an unknown tool; clear messages, a responsive page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const effects = watchForHostileEffects(page);
  await openPlayground(page);
  await chatPanel(page).scrollIntoViewIfNeeded();
  const setModel = (name: string) =>
    modelPanel(page).getByRole('textbox', { name: 'Model', exact: true }).fill(name);
  await chooseModel(page, {
    provider: /OpenAI-compatible/,
    model: STAND_IN_MODELS.unknownTool,
    baseUrl: standIn.baseUrls.openaiCompatible,
  });

  // A call to a tool that was never offered: not run, and said so (this first turn also loads the
  // model client, so the measurement below is of the answer alone).
  await ask(page, 'Read issue number 104');
  const first = turn(page, 1);
  await expect(first.getByText('done', { exact: true })).toBeVisible({ timeout: 60_000 });
  const unknown = first.getByRole('article', { name: 'Tool call no_such_tool' });
  await expect(unknown.getByText('Unknown tool')).toBeVisible();
  await expect(unknown.getByText(/which it was not offered/).first()).toBeVisible();

  // 10 MB of text streamed in 64 KiB deltas: the page keeps the first 100,000 characters, stops
  // reading at 2 million and says so, and answers every key pressed meanwhile.
  await setModel(STAND_IN_MODELS.hugeAnswer);
  const probed = await probeResponsiveness(browser, page, async () => {
    await ask(page, 'Say something long');
    await expect(turn(page, 2).getByText('failed', { exact: true })).toBeVisible({ timeout: 60_000 });
  });
  console.log(describeResponsiveness('10 MB model answer', probed));
  expect(probed.keys.length, 'every key pressed while the answer streamed reached the page').toBe(
    probed.sent,
  );
  for (const key of probed.keys)
    expect(key.cpuMs, 'each key answered within 100 ms of page CPU').toBeLessThan(100);
  for (const task of probed.longTasks)
    expect(task.cpuMs, 'no main-thread task of 50 ms or more (CPU) while the answer streams').toBeLessThan(
      50,
    );
  expect(probed.longest.cpuMs, 'no main-thread task of 100 ms or more in the trace').toBeLessThan(100);
  const second = turn(page, 2);
  await expect(second.getByText(/The answer is longer than 100,000 characters/)).toBeVisible();
  await expect(second.getByText(/Showing 20,000 of 100,000 characters/)).toBeVisible();
  await expect(second.getByRole('alert')).toContainText('The answer passed 2,000,000 characters');

  // A stream that stops halfway: the turn fails with the reason, the half answer stays.
  await setModel(STAND_IN_MODELS.stopMidStream);
  await ask(page, 'Read issue number 104');
  const third = turn(page, 3);
  await expect(third.getByText('failed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(third.getByRole('alert')).toBeVisible();
  await expect(third.getByText(/Still writing/)).toBeVisible();
  expect(effects).toEqual([]);
});
