import type { ToolContext } from '../mock-tool';

/**
 * The demo shop behind create_basket and add_to_basket, and its basket handle. The handle is the
 * basket: its contents and expiry sealed with the server's secret (see `sealed-state.ts`), so any
 * server instance can take the next call and nothing is stored between calls. Each call that
 * changes the basket returns a new handle.
 */
export const BASKET_TTL_MS = 15 * 60 * 1000;
const PURPOSE = 'basket';

export interface Product {
  sku: string;
  name: string;
  priceCents: number;
}

export const PRODUCTS: readonly Product[] = [
  { sku: 'MUG-001', name: 'Lumen mug', priceCents: 1200 },
  { sku: 'TEE-002', name: 'Lumen T-shirt', priceCents: 2500 },
  { sku: 'STK-003', name: 'Sticker pack', priceCents: 400 },
  { sku: 'BOOK-004', name: 'Static Sites in Practice (paperback)', priceCents: 3900 },
];

export interface Basket {
  currency: 'EUR' | 'USD';
  items: { sku: string; quantity: number }[];
}

export function basketTotalCents(basket: Basket): number {
  return basket.items.reduce(
    (sum, item) => sum + (PRODUCTS.find((p) => p.sku === item.sku)?.priceCents ?? 0) * item.quantity,
    0,
  );
}

export function sealBasket(context: ToolContext, basket: Basket): Promise<string> {
  return context.seal(PURPOSE, basket, BASKET_TTL_MS);
}

/** The basket a handle carries, or why the handle cannot be used (in words for the model). */
export async function openBasket(
  context: ToolContext,
  handle: string,
): Promise<{ ok: true; basket: Basket } | { ok: false; problem: string }> {
  const opened = await context.open(PURPOSE, handle);
  if (opened.ok) return { ok: true, basket: opened.data as Basket };
  if (opened.reason === 'expired') {
    return {
      ok: false,
      problem: `Basket ${handle.slice(0, 12)}… has expired: baskets live ${BASKET_TTL_MS / 60000} minutes. Call create_basket for a new one and add the items again.`,
    };
  }
  return {
    ok: false,
    problem:
      'That basket_id was not issued by this server (or was changed). Use the basket_id returned by create_basket or by the last add_to_basket call.',
  };
}

export const BASKET_OUTPUT_SCHEMA = {
  type: 'object',
  properties: {
    basket_id: { type: 'string', description: 'Pass this to the next add_to_basket call.' },
    currency: { type: 'string', enum: ['EUR', 'USD'] },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { sku: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
        required: ['sku', 'quantity'],
      },
    },
    total_cents: { type: 'integer', minimum: 0 },
    expires_in_seconds: { type: 'integer' },
  },
  required: ['basket_id', 'currency', 'items', 'total_cents', 'expires_in_seconds'],
} as const;
