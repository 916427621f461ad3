import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateValue } from '../../validate/validate-document';
import { createMockServer } from '../create-mock-server';
import { messageErrors } from '../testing/message-errors';
import { mcpRequest, readMessage, readMessages } from '../testing/mock-exchange';

type ListResult = { tools: { name: string }[]; nextCursor?: string; ttlMs: number; cacheScope: string };

async function allPages(server: ReturnType<typeof createMockServer>) {
  const pages: ListResult[] = [];
  let cursor: string | undefined;
  do {
    const messages = await readMessages(
      await server.handle(mcpRequest('tools/list', cursor === undefined ? {} : { cursor })),
    );
    assert.deepEqual(messageErrors(messages), []);
    const result = (messages[0] as { result: ListResult }).result;
    const report = validateValue(result, { kind: 'tools-list-result' });
    assert.deepEqual(
      report.diagnostics.filter((d) => d.severity === 'error'),
      [],
      'page is a valid tools/list result',
    );
    pages.push(result);
    cursor = result.nextCursor;
  } while (cursor !== undefined);
  return pages;
}

test('the teaching catalogue spans several pages with the same cache hints on each', async () => {
  const pages = await allPages(createMockServer());
  assert.ok(pages.length >= 3, `${pages.length} pages`);
  assert.ok(pages.slice(0, -1).every((page) => page.tools.length === 20));
  assert.ok(pages.every((page) => page.cacheScope === 'public' && page.ttlMs === 300_000));
  const names = pages.flatMap((page) => page.tools.map((tool) => tool.name));
  assert.equal(new Set(names).size, names.length, 'names are unique');
  assert.ok(names.includes('search_issues') && names.includes('country_facts_za'));
  assert.ok(!names.includes('forecast_issue_trend'), 'the beta tool starts hidden');
});

test('the order is deterministic across requests and instances', async () => {
  const first = (await allPages(createMockServer())).flatMap((p) => p.tools.map((t) => t.name));
  const second = (await allPages(createMockServer())).flatMap((p) => p.tools.map((t) => t.name));
  assert.deepEqual(first, second);
});

test('an invalid cursor is -32602', async () => {
  const message = await readMessage(
    await createMockServer().handle(mcpRequest('tools/list', { cursor: 'bogus' })),
  );
  assert.equal((message.error as { code: number }).code, -32602);
  assert.deepEqual(messageErrors([message]), []);
});

test('the page size is an option', async () => {
  const pages = await allPages(createMockServer({ pageSize: 50 }));
  assert.equal(pages[0]!.tools.length, 50);
});
