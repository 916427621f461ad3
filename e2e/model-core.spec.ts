import type { Page } from '@playwright/test';
import { STAND_IN_KEY } from '../lib/model/testing/stand-in/provider-stand-in';
import { type RunningStandIn, startProviderStandIn } from '../lib/node/testing/start-provider-stand-in';
import { expect, test } from './fixtures';
import { serveModelCorePage } from './model-core-bundle';
import type { StaticSite } from './static-site';

// lib/model in real Chromium, browser-direct to the provider stand-in on another origin: the CORS
// preflights the real APIs answer (Anthropic's direct-access header included) let every provider
// path through, and a server that does not allow the page's origin gets a message that says so.

let site: StaticSite;
let standIn: RunningStandIn;
test.beforeAll(async () => {
  [site, standIn] = await Promise.all([serveModelCorePage(), startProviderStandIn()]);
});
test.afterAll(async () => {
  await Promise.all([site.close(), standIn.stop()]);
});

// One page, one navigation (one build of the page, in one worker): each former test is a step. The
// second step's blocked request is logged by Chromium on the console, which is the behaviour under
// test: the fixture's console guard is off for this test, and the test keeps its own instead.
test.describe('the page calls every provider', () => {
  test.use({ allowConsoleErrors: true });

  test('the agent loop reaches every provider from the page, through CORS preflights; a server that does not allow the page gets a network problem that names CORS', async ({
    page,
  }) => {
    // A limit against a hang, not a judge of speed: the former tests' steps, beside two CPU burners.
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
    await page.goto(site.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await test.step('the agent loop reaches every provider from the page, through CORS preflights', () =>
      everyProvider(page));
    expect(errors, 'console errors on the page').toEqual([]);
    await test.step('a server that does not allow the page gets a network problem that names CORS, with no key in it', () =>
      closedServer(page));
    // Only the blocked request's own reports: the CORS refusal and the failed load.
    expect(
      errors.some((e) => /has been blocked by CORS policy/.test(e)),
      errors.join('\n'),
    ).toBe(true);
    expect(
      errors.filter(
        (e) =>
          !/^console\.error: (Access to fetch at .* has been blocked by CORS policy|Failed to load resource: net::ERR_FAILED)/.test(
            e,
          ),
      ),
      'other console errors on the page',
    ).toEqual([]);
  });
});

async function everyProvider(page: Page) {
  standIn.requests.length = 0;
  const base = standIn.baseUrls;
  const paths = [
    { provider: 'anthropic', model: 'stand-in', apiKey: STAND_IN_KEY, baseUrl: base.anthropic },
    { provider: 'openai', model: 'stand-in', apiKey: STAND_IN_KEY, baseUrl: base.openai },
    {
      provider: 'openai',
      openaiApi: 'responses',
      model: 'stand-in',
      apiKey: STAND_IN_KEY,
      baseUrl: base.openai,
    },
    { provider: 'google', model: 'stand-in', apiKey: STAND_IN_KEY, baseUrl: base.google },
    { provider: 'openai-compatible', model: 'stand-in', baseUrl: base.openaiCompatible },
  ];
  for (const settings of paths) {
    const outcome = await page.evaluate(
      (s) => window.modelLab.run(s as never, 'Read issue 104 in full'),
      settings,
    );
    expect('run' in outcome, JSON.stringify(outcome)).toBe(true);
    if (!('run' in outcome)) continue;
    expect(outcome.run.stopReason, JSON.stringify(outcome.run.problem)).toBe('finished');
    expect(outcome.run.toolCalls.map((c) => [c.call.mcpName, c.call.arguments, c.status])).toEqual([
      ['get_issue', { number: 104 }, 'result'],
    ]);
    expect(outcome.run.text).toBe('Here is what the tool returned: Issue {"number":104}');
    expect(outcome.eventTypes.at(-1)).toBe('run-end');
  }
  const origin = new URL(site.url).origin;
  const preflights = standIn.requests.filter((r) => r.method === 'OPTIONS');
  expect(preflights.map((r) => r.path)).toEqual([
    '/v1/messages',
    '/v1/chat/completions',
    '/v1/responses',
    '/v1beta/models/stand-in:streamGenerateContent',
    '/compatible/v1/chat/completions',
  ]);
  const anthropic = preflights[0]!.headers['access-control-request-headers'] ?? '';
  expect(anthropic).toContain('anthropic-dangerous-direct-browser-access');
  expect(anthropic).toContain('x-api-key');
  for (const request of standIn.requests) {
    expect(request.headers.origin).toBe(origin);
    expect(request.url).not.toContain(STAND_IN_KEY);
    expect(request.body).not.toContain(STAND_IN_KEY);
  }
}

async function closedServer(page: Page) {
  const closed = await startProviderStandIn({ allowOrigins: ['http://localhost:1'] });
  try {
    const outcome = await page.evaluate((s) => window.modelLab.run(s as never, 'Read issue 104 in full'), {
      provider: 'openai-compatible',
      model: 'stand-in',
      apiKey: STAND_IN_KEY,
      baseUrl: closed.baseUrls.openaiCompatible,
    });
    expect('run' in outcome).toBe(true);
    if (!('run' in outcome)) return;
    expect(outcome.run.stopReason).toBe('error');
    expect(outcome.run.problem?.kind).toBe('network');
    expect(outcome.run.problem?.message).toMatch(
      /^Could not reach OpenAI-compatible server at http:\/\/127\.0\.0\.1:\d+\/compatible\/v1.*the server must allow this page's origin/,
    );
    expect(JSON.stringify(outcome)).not.toContain(STAND_IN_KEY);
  } finally {
    await closed.stop();
  }
}
