import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type MockBridgeSite, serveMockBridgePage } from './mock-bridge-bundle';

// The mock server in real Chromium: through the Worker bridge (JSON, SSE streamed chunk by chunk,
// cancellation) and at the site's /api/mcp from a page on another origin (CORS preflight).

interface Lab {
  worker(
    method: string,
    params: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): Promise<{ status: number; contentType: string | null; body: string }>;
  remote(
    url: string,
    method: string,
    params: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): Promise<{ status: number; contentType: string | null; body: string }>;
  streamChunks(
    params: Record<string, unknown>,
    token: string,
  ): Promise<{ contentType: string | null; chunks: { at: number; text: string }[] }>;
  abortMidStream(id: string): Promise<{ first: string; readError: string; cancelled: unknown[] }>;
}
declare global {
  interface Window {
    mockLab: Lab;
  }
}

let site: MockBridgeSite;
test.beforeAll(async () => {
  site = await serveMockBridgePage();
});
test.afterAll(async () => {
  await site.close();
});

// One page, one navigation (and one build of the page, in one worker): each former test is a step.
test('the mock server through the Worker bridge (JSON, SSE chunk by chunk, cancellation) and at /api/mcp from another origin', async ({
  page,
  baseURL,
}) => {
  // A limit against a hang, not a judge of speed: the former tests' steps, beside two CPU burners.
  test.setTimeout(120_000);
  await page.goto(site.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await test.step('tools/list and tools/call through the Worker bridge', () => listAndCall(page));
  await test.step('an SSE response is streamed chunk by chunk through the bridge', () => sseChunks(page));
  await test.step('aborting mid-stream cancels the request in the Worker', () => abortMidStream(page));
  await test.step('/api/mcp from another origin: the preflight passes and Mcp-Param-* headers are allowed', () =>
    crossOrigin(page, baseURL!));
});

async function listAndCall(page: Page) {
  const list = await page.evaluate(() => window.mockLab.worker('tools/list', {}));
  expect(list.status).toBe(200);
  expect(list.contentType).toBe('application/json');
  expect(JSON.parse(list.body).result.tools[0].name).toBe('search_issues');
  const call = await page.evaluate(() =>
    window.mockLab.worker('tools/call', { name: 'get_issue', arguments: { number: 107 } }),
  );
  expect(JSON.parse(call.body).result.structuredContent.title).toBe(
    'Dev server leaks file handles after many rebuilds',
  );
}

async function sseChunks(page: Page) {
  const { contentType, chunks } = await page.evaluate(() =>
    window.mockLab.streamChunks(
      { name: 'generate_report', arguments: { quarter: '2026-Q2', sections: 3, step_ms: 150 } },
      'e2e-progress',
    ),
  );
  expect(contentType).toBe('text/event-stream');
  expect(chunks.length).toBeGreaterThanOrEqual(4);
  expect(chunks[0]!.text).toContain('"progress":0');
  expect(chunks.at(-1)!.text).toContain('"resultType":"complete"');
  // The chunks arrived spread over the work, not all at its end.
  expect(chunks.at(-1)!.at - chunks[0]!.at).toBeGreaterThan(300);
}

async function abortMidStream(page: Page) {
  const outcome = await page.evaluate(() => window.mockLab.abortMidStream('e2e-abort'));
  expect(outcome.first).toContain('notifications/progress');
  expect(outcome.readError).toBe('AbortError');
  expect(outcome.cancelled).toContain('e2e-abort');
}

async function watchPreflights(client: CDPSession) {
  const preflights: { url: string; method: string; headers: Record<string, string> }[] = [];
  await client.send('Network.enable');
  client.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Preflight' || event.request.method === 'OPTIONS') {
      preflights.push({
        url: event.request.url,
        method: event.request.method,
        headers: event.request.headers,
      });
    }
  });
  return preflights;
}

async function crossOrigin(page: Page, baseURL: string) {
  const preflights = await watchPreflights(await page.context().newCDPSession(page));
  const endpoint = `${baseURL}/api/mcp`;
  const list = await page.evaluate((url) => window.mockLab.remote(url, 'tools/list', {}), endpoint);
  expect(list.status).toBe(200);
  const tools = JSON.parse(list.body).result.tools as { name: string; inputSchema: unknown }[];
  const sql = tools.find((tool) => tool.name === 'execute_sql')!;
  const call = await page.evaluate(
    ([url, inputSchema]) =>
      window.mockLab.remote(
        url as string,
        'tools/call',
        {
          name: 'execute_sql',
          arguments: {
            database: 'inventory',
            query: 'SELECT sku, stock FROM products LIMIT 2',
            read_only: true,
            max_rows: 2,
          },
        },
        { inputSchema },
      ),
    [endpoint, sql.inputSchema] as const,
  );
  expect(call.status).toBe(200);
  expect(JSON.parse(call.body).result.structuredContent.row_count).toBe(2);
  const asked = preflights.map((p) =>
    (
      p.headers['Access-Control-Request-Headers'] ??
      p.headers['access-control-request-headers'] ??
      ''
    ).toLowerCase(),
  );
  expect(
    asked.some((headers) => headers.includes('mcp-param-database') && headers.includes('mcp-param-max-rows')),
  ).toBe(true);
}
