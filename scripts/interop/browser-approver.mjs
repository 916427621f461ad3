// A person at a real browser, for tests: `BROWSER="node scripts/interop/browser-approver.mjs"` makes
// `mcp-tool-lab list --oauth` open its authorization URL in headless Chromium (Playwright's, with the
// executable in $CHROMIUM_PATH when set), which presses Approve on the consent page and follows the
// redirect wherever it goes. What happened is appended as one JSON line to $APPROVER_LOG: the
// decision request's Origin and Sec-Fetch-Site as the browser sent them, and the heading and text
// of the page it ended on. It never fakes a step: if the consent page refuses, the line says so and
// the command keeps waiting, as it would for a person.
import { appendFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const url = process.argv[2];
const log = process.env.APPROVER_LOG;
const write = (record) => {
  if (log) appendFileSync(log, `${JSON.stringify(record)}\n`);
};
if (!url) {
  write({ error: 'no URL given' });
  process.exit(2);
}
write({ started: process.pid, url });
// A browser left over by a hung test would outlive it: this one ends itself.
const guard = setTimeout(() => {
  write({ error: 'gave up after 90 s' });
  process.exit(1);
}, 90_000);

const browser = await chromium.launch({
  ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let page;
try {
  page = await browser.newPage();
  let decision;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/authorize'))
      decision = request;
  });
  await page.goto(url);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Authorize access' }).waitFor();
  // allHeaders(): the headers as sent, with those the network layer adds (Sec-Fetch-*).
  const sent = decision ? await decision.allHeaders() : undefined;
  write({
    decision: sent ? { origin: sent.origin ?? null, secFetchSite: sent['sec-fetch-site'] ?? null } : null,
    finalUrl: page.url(),
    heading: await page.getByRole('heading', { level: 1 }).textContent(),
    text: (await page.locator('body').textContent()).slice(0, 500),
  });
} catch (error) {
  const shown = await page
    ?.locator('body')
    .textContent({ timeout: 2000 })
    .catch(() => '');
  write({
    error: String(error?.message ?? error).slice(0, 300),
    finalUrl: page?.url(),
    text: shown?.slice(0, 500),
  });
} finally {
  await browser.close();
  clearTimeout(guard);
}
