import type { MockTool } from '../mock-tool';
import { structuredResult, toolError } from '../mock-tool';
import {
  BASKET_OUTPUT_SCHEMA,
  BASKET_TTL_MS,
  basketTotalCents,
  openBasket,
  PRODUCTS,
  sealBasket,
} from './basket-handle';

/**
 * Second half of the stateful pair: uses the handle. An unknown, altered or expired handle is a
 * tool execution error that says what to do, never a protocol error.
 */
export const addToBasketTool: MockTool = {
  definition: {
    name: 'add_to_basket',
    title: 'Add to basket',
    description:
      'Add a product to a basket created with create_basket. Returns the updated basket and a NEW basket_id: use that one for the next call. Fails with an explanation when the basket_id is unknown or expired. Use this when the user wants to buy a product; call create_basket first if there is no basket_id yet.',
    inputSchema: {
      type: 'object',
      properties: {
        basket_id: {
          type: 'string',
          minLength: 1,
          description: 'The basket_id from create_basket or the previous add_to_basket.',
        },
        sku: {
          type: 'string',
          enum: PRODUCTS.map((p) => p.sku),
          description: 'Product code, e.g. "MUG-001".',
        },
        quantity: { type: 'integer', minimum: 1, maximum: 20, default: 1, description: 'How many (1–20).' },
      },
      required: ['basket_id', 'sku'],
      additionalProperties: false,
    },
    outputSchema: BASKET_OUTPUT_SCHEMA as unknown as Record<string, unknown>,
    annotations: {
      title: 'Add to basket',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  },
  async run(context) {
    const args = context.arguments;
    const opened = await openBasket(context, args.basket_id as string);
    if (!opened.ok) return toolError(opened.problem);
    const basket = opened.basket;
    const sku = args.sku as string;
    const quantity = (args.quantity as number | undefined) ?? 1;
    const existing = basket.items.find((item) => item.sku === sku);
    if (existing) existing.quantity += quantity;
    else basket.items.push({ sku, quantity });
    const basketId = await sealBasket(context, basket);
    const total = basketTotalCents(basket);
    const product = PRODUCTS.find((p) => p.sku === sku)!;
    return structuredResult(
      {
        basket_id: basketId,
        currency: basket.currency,
        items: basket.items,
        total_cents: total,
        expires_in_seconds: BASKET_TTL_MS / 1000,
      },
      `Added ${quantity} × ${product.name}. Total ${(total / 100).toFixed(2)} ${basket.currency}.`,
    );
  },
};
