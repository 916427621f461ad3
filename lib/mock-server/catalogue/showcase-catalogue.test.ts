import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateValue } from '../../validate/validate-document';
import { createMockServer } from '../create-mock-server';
import { mcpRequest, readMessage } from '../testing/mock-exchange';

/** Every page of the default mock's tools/list, as a client receives them. */
async function listAllPages(): Promise<Record<string, unknown>[]> {
  const server = createMockServer();
  const pages: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  do {
    const message = await readMessage(
      await server.handle(mcpRequest('tools/list', cursor ? { cursor } : {})),
    );
    const result = message.result as Record<string, unknown>;
    pages.push(result);
    cursor = result.nextCursor as string | undefined;
  } while (cursor && pages.length < 50);
  return pages;
}

type Schema = Record<string, unknown>;
const propertiesOf = (schema: Schema) => Object.values((schema.properties ?? {}) as Record<string, Schema>);

test('the default catalogue is exemplary: its own tools/list has no validator finding at all', async () => {
  const pages = await listAllPages();
  assert.ok(pages.length > 1, 'the list spans pages');
  for (const page of pages) {
    const report = validateValue(page, { kind: 'tools-list-result' });
    assert.deepEqual(
      report.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.path}: ${d.message}`),
      [],
    );
  }
});

test('execute_sql says read-only and is annotated read-only', async () => {
  const tools = (await listAllPages()).flatMap((page) => page.tools as Schema[]);
  const sql = tools.find((tool) => tool.name === 'execute_sql')!;
  assert.match(String(sql.description), /read-only/);
  const annotations = sql.annotations as Record<string, unknown>;
  assert.equal(annotations.readOnlyHint, true);
  assert.notEqual(annotations.destructiveHint, true);
});

test('a default tool shows nested, oneOf and array inputs', async () => {
  const tools = (await listAllPages()).flatMap((page) => page.tools as Schema[]);
  const rich = tools.filter((tool) => {
    const properties = propertiesOf(tool.inputSchema as Schema);
    const hasArray = properties.some((p) => p.type === 'array');
    const hasOneOf = properties.some((p) => Array.isArray(p.oneOf));
    const hasNested = properties.some(
      (p) =>
        propertiesOf(p).some((q) => q.type === 'object') ||
        ((p.oneOf as Schema[] | undefined) ?? []).some((v) =>
          propertiesOf(v).some((q) => q.type === 'object'),
        ),
    );
    return hasArray && hasOneOf && hasNested;
  });
  assert.ok(rich.length > 0, 'no default tool has nested, oneOf and array inputs');
});

test('create_basket takes its first items and a delivery choice', async () => {
  const server = createMockServer();
  const tool = (await listAllPages())
    .flatMap((page) => page.tools as Schema[])
    .find((t) => t.name === 'create_basket')!;
  const args = {
    items: [{ sku: 'MUG-001', quantity: 2 }, { sku: 'STK-003' }],
    delivery: { method: 'ship', address: { street: 'Keizersgracht 1', city: 'Amsterdam', country: 'NL' } },
  };
  const message = await readMessage(
    await server.handle(
      mcpRequest('tools/call', { name: 'create_basket', arguments: args }, { inputSchema: tool.inputSchema }),
    ),
  );
  const result = message.result as {
    isError?: boolean;
    structuredContent: { total_cents: number };
    content: { text: string }[];
  };
  assert.notEqual(result.isError, true, JSON.stringify(result));
  assert.equal(result.structuredContent.total_cents, 2 * 1200 + 400);
  assert.match(result.content[0]!.text, /2 product\(s\)\. Shipping to Amsterdam, NL\./);
  assert.deepEqual(validateValue(result, { kind: 'call-result', tool }).diagnostics, []);
});
