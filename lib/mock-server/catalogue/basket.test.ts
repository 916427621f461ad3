import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../create-mock-server';
import { mcpRequest, readMessage } from '../testing/mock-exchange';

type Basket = { basket_id: string; items: { sku: string; quantity: number }[]; total_cents: number };

test('the handle carries the basket: create, add twice, and any instance with the secret serves it', async () => {
  let now = Date.parse('2026-07-10T10:00:00Z');
  const options = { stateSecret: 'shared-secret', now: () => now };
  const a = createMockServer(options);
  const b = createMockServer(options);
  const call = async (server: typeof a, name: string, args: Record<string, unknown>) =>
    (await readMessage(await server.handle(mcpRequest('tools/call', { name, arguments: args })))).result as {
      structuredContent: Basket;
      isError?: boolean;
      content: { text: string }[];
    };
  const created = (await call(a, 'create_basket', {})).structuredContent;
  const once = (await call(b, 'add_to_basket', { basket_id: created.basket_id, sku: 'TEE-002' }))
    .structuredContent;
  const twice = (await call(a, 'add_to_basket', { basket_id: once.basket_id, sku: 'TEE-002', quantity: 2 }))
    .structuredContent;
  assert.deepEqual(twice.items, [{ sku: 'TEE-002', quantity: 3 }]);
  assert.equal(twice.total_cents, 7500);
  now += 16 * 60 * 1000;
  const expired = await call(a, 'add_to_basket', { basket_id: twice.basket_id, sku: 'MUG-001' });
  assert.equal(expired.isError, true);
  assert.match(expired.content[0]!.text, /has expired: baskets live 15 minutes\. Call create_basket/);
  const other = createMockServer({ stateSecret: 'another-secret' });
  const forged = await call(other, 'add_to_basket', { basket_id: created.basket_id, sku: 'MUG-001' });
  assert.match(forged.content[0]!.text, /not issued by this server/);
});
