import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { STAND_IN_KEY } from '../lib/model/testing/stand-in/provider-stand-in';
import { createModeBehaviour, STAND_IN_MODELS } from '../lib/model/testing/stand-in/stand-in-modes';
import { type RunningStandIn, startProviderStandIn } from '../lib/node/testing/start-provider-stand-in';
import { expect, seriousA11yViolations, test } from './fixtures';
import { openPlayground, timelinePanel, watchForHostileEffects } from './playground-helpers';
import { describeResponsiveness, probeResponsiveness } from './validate-helpers';

// The model in the loop in the playground, against the provider stand-in on 127.0.0.1 (never a
// real provider): the AI SDK in the page calls it browser-direct with CORS, as it would call
// Anthropic, OpenAI, Gemini or a local server.

/**
 * Holds a paced stream of the stand-in before its `at`-th event until the test releases it, so the
 * test acts while an answer is half in, whatever the machine's speed (no timing involved).
 */
const hold = { at: 0, events: 0, released: Promise.resolve(), release: () => {} };
function armHold(at: number) {
  hold.at = at;
  hold.events = 0;
  hold.released = new Promise<void>((resolve) => {
    hold.release = resolve;
  });
}
function heldSleep(ms: number, signal: AbortSignal): Promise<void> {
  hold.events++;
  const held = hold.events === hold.at;
  return new Promise<void>((resolve) => {
    const timer = held ? undefined : setTimeout(done, ms);
    if (held) void hold.released.then(done);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

let standIn: RunningStandIn;
test.beforeAll(async () => {
  standIn = await startProviderStandIn({ sleep: heldSleep });
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

const evalPanel = (page: Page) => page.getByRole('region', { name: 'Tool-choice evals' });

/** The docs page's suite: generate_report's description says nothing of a weekly digest. */
const SUITE = JSON.parse(readFileSync('content/evals/weekly-digest.json', 'utf8'));

test('one page, one navigation: ask a model, hostile models, tool-choice evals', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  // The model code (the AI SDK, zod) must not trip the page's no-eval policy.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  await openPlayground(page);
  await test.step('ask a model: approval, the MRTR form, the call on the wire timeline; the key stays in memory only', async () => {
    // The keyboard way in: the command palette jumps to the panel.
    await expect(chatPanel(page)).toBeAttached({ timeout: 15_000 });
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await page.keyboard.type('ask a model');
    await expect(palette.getByRole('option', { name: /Ask a model about the tools/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(chatPanel(page).getByRole('heading', { name: 'Ask a model' })).toBeFocused();

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

    // And in the history, like a call made by hand.
    await expect(
      page.getByRole('region', { name: /^History/ }).getByRole('list', { name: 'Call history' }),
    ).toContainText('deploy_release');

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
    // The provider exchanges folded again, as they were before this conversation.
    await chatPanel(page)
      .getByText(/Requests to the model provider \(\d+\), key masked/)
      .click();
    await expect(requests).toBeHidden();
  });
  await test.step('hostile models: an unknown tool, a 10 MB answer, a stream that stops, arguments not JSON, an endless loop; clear messages, a responsive page', async () => {
    const effects = watchForHostileEffects(page);
    await chatPanel(page).scrollIntoViewIfNeeded();
    const setModel = (name: string) =>
      modelPanel(page).getByRole('textbox', { name: 'Model', exact: true }).fill(name);
    await chooseModel(page, {
      provider: /OpenAI-compatible/,
      model: STAND_IN_MODELS.unknownTool,
      baseUrl: standIn.baseUrls.openaiCompatible,
      // A local server usually takes no key: the one typed for Anthropic above is cleared.
      key: '',
    });

    // The conversation above goes on (its turns stay for the accessibility check at the end): these
    // are turns 3 to 7. A call to a tool that was never offered: not run, and said so.
    await ask(page, 'Read issue number 104');
    const first = turn(page, 3);
    await expect(first.getByText('done', { exact: true })).toBeVisible({ timeout: 60_000 });
    const unknown = first.getByRole('article', { name: 'Tool call no_such_tool' });
    await expect(unknown.getByText('Unknown tool')).toBeVisible();
    await expect(unknown.getByText(/which it was not offered/).first()).toBeVisible();

    // 10 MB of text streamed in 64 KiB deltas: the page keeps the first 100,000 characters, stops
    // reading at 2 million and says so. The stream is held after a few deltas (past the 100,000
    // characters kept): meanwhile the person types, opens a disclosure and moves on by keyboard; then
    // the rest streams in while they keep typing, and nothing they typed is lost.
    await setModel(STAND_IN_MODELS.hugeAnswer);
    const byName = createModeBehaviour();
    standIn.setBehaviour((request) => {
      const reply = byName(request);
      // Paced (1 ms between deltas) so the hold can stop it midway; the answer is the same.
      return request.model === STAND_IN_MODELS.hugeAnswer && reply.kind === 'turn'
        ? { ...reply, chunkDelayMs: 1 }
        : reply;
    });
    armHold(8);
    const second = turn(page, 4);
    const box = chatPanel(page).getByRole('textbox', { name: 'Message to the model' });
    const stop = chatPanel(page).getByRole('button', { name: 'Stop' });
    const firstPart = 'next: list the open issues';
    const secondPart = ' and the labels of each one';
    try {
      await ask(page, 'Say something long');
      // Half in: the answer shown is already bounded and says so, the run is still going.
      await expect(second.getByText(/The answer is longer than 100,000 characters/)).toBeVisible({
        timeout: 60_000,
      });
      await expect(second.getByText(/Receiving: 100,000 characters so far/)).toBeVisible();
      await expect(stop).toBeVisible();
      // The person types the next message, character by character, and it is all there.
      await box.click();
      await box.pressSequentially(firstPart);
      await expect(box).toHaveValue(firstPart);
      // The keyboard moves on (Tab to the next field) and a disclosure opens on a click.
      await page.keyboard.press('Tab');
      await expect(chatPanel(page).getByRole('spinbutton', { name: 'Step limit' })).toBeFocused();
      await chatPanel(page)
        .getByText(/Requests to the model provider \(\d+\), key masked/)
        .click();
      await expect(
        chatPanel(page).getByRole('list', { name: 'Requests to the model provider' }),
      ).toBeVisible();
      await expect(stop).toBeVisible();
      // The rest of the answer streams in while the person goes on typing; the key presses meanwhile
      // are measured for the report only (a loaded machine must not fail the test).
      await box.click();
      await box.press('End');
      const probed = await probeResponsiveness(browser, page, async () => {
        hold.release();
        await box.pressSequentially(secondPart);
        await expect(second.getByText('failed', { exact: true })).toBeVisible({ timeout: 60_000 });
      });
      test.info().annotations.push({
        type: 'responsiveness (informational)',
        description: describeResponsiveness('10 MB model answer', probed),
      });
    } finally {
      hold.release();
      standIn.setBehaviour(undefined);
    }
    // Every character typed before and during the stream is there; the run ended with a clear message.
    await expect(box).toHaveValue(firstPart + secondPart);
    await expect(stop).toHaveCount(0);
    await expect(second.getByText(/The answer is longer than 100,000 characters/)).toBeVisible();
    await expect(second.getByText(/Showing 20,000 of 100,000 characters/)).toBeVisible();
    await expect(second.getByRole('alert')).toContainText('The answer passed 2,000,000 characters');
    await chatPanel(page)
      .getByText(/Requests to the model provider \(\d+\), key masked/)
      .click();

    // A stream that stops halfway: the turn fails with the reason, the half answer stays.
    await setModel(STAND_IN_MODELS.stopMidStream);
    await ask(page, 'Read issue number 104');
    const third = turn(page, 5);
    await expect(third.getByText('failed', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(third.getByRole('alert')).toBeVisible();
    await expect(third.getByText(/Still writing/)).toBeVisible();

    // Arguments that are not JSON: shown as the model sent them, not run, and the model is told.
    await setModel(STAND_IN_MODELS.invalidJson);
    await ask(page, 'Read issue number 104');
    const fourth = turn(page, 6);
    await expect(fourth.getByText('done', { exact: true })).toBeVisible({ timeout: 60_000 });
    const broken = fourth.getByRole('article', { name: /Tool call get_issue/ }).first();
    await expect(broken.getByText('Arguments as sent (not JSON):')).toBeVisible();
    await expect(broken.getByText(/The arguments are not valid JSON/).first()).toBeVisible();

    // A model that calls tools forever stops at the step limit the person set; the last call is not run.
    await setModel(STAND_IN_MODELS.endlessLoop);
    await chatPanel(page).getByRole('spinbutton', { name: 'Step limit' }).fill('3');
    await chatPanel(page).getByRole('spinbutton', { name: 'Step limit' }).blur();
    await ask(page, 'Read issue number 104');
    const fifth = turn(page, 7);
    await expect(fifth.getByText('step limit reached', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(fifth.getByRole('listitem', { name: 'Step 3' })).toBeVisible();
    await expect(fifth.getByRole('listitem', { name: 'Step 4' })).toHaveCount(0);
    await expect(
      fifth.getByText(/Not run: the step limit \(3 model calls\) was reached/).first(),
    ).toBeVisible();
    expect(effects).toEqual([]);
  });
  await test.step('tool-choice evals: a suite run, then an A/B where an edited description changes a case', async () => {
    const panel = evalPanel(page);
    await panel.scrollIntoViewIfNeeded();
    await chooseModel(page, {
      provider: /^OpenAI$/,
      model: STAND_IN_MODELS.policy,
      baseUrl: standIn.baseUrls.openai,
      key: STAND_IN_KEY,
    });

    // The suite editor checks as it is typed, with the place of each problem.
    const editor = panel.getByRole('textbox', { name: /Eval suite/ });
    await editor.fill(
      '{ "format": "mcp-tool-lab/eval", "version": 1, "name": "x", "cases": [ { "id": 1 } ] }',
    );
    await expect(panel.getByRole('list', { name: 'Problems in the suite' })).toContainText(
      /line 1, column \d+ \(cases\[0\]\.id\)/,
    );
    await editor.fill(JSON.stringify(SUITE, null, 2));
    await expect(panel.getByRole('status', { name: 'Suite check' })).toContainText(
      '“Weekly digest”: 3 cases.',
    );

    // A: the server's descriptions. Nothing tells the model that generate_report makes the digest.
    await panel.getByRole('button', { name: 'Run A', exact: true }).click();
    await expect(panel.getByRole('status', { name: 'Eval progress' })).toContainText('Done', {
      timeout: 60_000,
    });
    const a = panel.getByRole('region', { name: "Results of A: the server's descriptions" });
    await expect(a.getByRole('row', { name: /^digest/ })).toContainText('0/2 passed');
    await expect(a.getByRole('row', { name: /^read/ })).toContainText('2/2 passed');
    await expect(a).toContainText(/Accuracy 67% \(95% interval \d+–\d+%\)/);
    await expect(a.getByRole('list', { name: /Confusion/ })).toContainText(
      'expected generate_report, picked no tool ×2',
    );

    // B: one description rewritten in the page, with the Responses API and strict mode this time; the
    // A/B shows the case moved.
    await modelPanel(page).getByRole('radio', { name: 'Responses' }).check();
    await modelPanel(page)
      .getByRole('checkbox', { name: /Strict function calling/ })
      .check();
    await panel.getByRole('combobox', { name: 'Tool to rewrite' }).selectOption('generate_report');
    const description = panel.getByRole('textbox', { name: 'Description of generate_report in B' });
    await description.fill(`${await description.inputValue()} Use it for the weekly digest too.`);
    await expect(panel.getByRole('list', { name: 'Edited descriptions' })).toContainText('generate_report');
    await panel.getByRole('button', { name: 'Run A/B' }).click();
    await expect(panel.getByRole('status', { name: 'Eval progress' })).toContainText('Done', {
      timeout: 60_000,
    });
    const ab = panel.getByRole('region', { name: 'A/B comparison' });
    await expect(ab).toContainText('1 case better with B, 0 worse, 2 unchanged.');
    await expect(ab.getByRole('row', { name: /^digest/ })).toContainText('+100 points');
    await expect(
      panel
        .getByRole('region', { name: 'Results of B: your descriptions' })
        .getByRole('row', { name: /^digest/ }),
    ).toContainText('2/2 passed');
    // The runs went to the Responses API with strict function tools.
    expect(
      standIn.requests.some((r) => r.path.endsWith('/responses') && r.body.includes('"strict":true')),
    ).toBe(true);

    // The suite exports as the CLI's file; a file that is not a suite is refused and loses nothing.
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export suite' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Weekly_digest.eval.json');
    let text = '';
    for await (const chunk of await file.createReadStream()) text += chunk.toString();
    expect(JSON.parse(text)).toEqual(SUITE);
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Import suite' }).click();
    await (await chooser).setFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "other"}'),
    });
    await expect(panel.getByRole('alert')).toContainText('bad.json was not imported');
    await expect(editor).toHaveValue(JSON.stringify(SUITE, null, 2));
    // One check of the whole page at the end: the eval results and the conversation above (the
    // turns by hand and the hostile models' turns, their tool calls and alerts).
    expect(await seriousA11yViolations(page), 'axe with the conversation and the eval results').toEqual([]);
  });
  // The model code (the AI SDK, zod), through every step, did not trip the page's no-eval policy.
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});
