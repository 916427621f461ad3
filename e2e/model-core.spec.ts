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

test.beforeEach(async ({ page }) => {
  await page.goto(site.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
});

test('the agent loop reaches every provider from the page, through CORS preflights', async ({ page }) => {
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
});

test.describe('a server that does not allow the page', () => {
  // Chromium logs the blocked request on the console: that is the behaviour under test.
  test.use({ allowConsoleErrors: true });

  test('gets a network problem that names CORS, with no key in it', async ({ page }) => {
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
  });
});
