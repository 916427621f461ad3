import type { MockTool } from '../mock-tool';
import { structuredResult } from '../mock-tool';
import {
  BASKET_OUTPUT_SCHEMA,
  BASKET_TTL_MS,
  type Basket,
  basketTotalCents,
  PRODUCTS,
  sealBasket,
} from './basket-handle';

const WAREHOUSES = ['AMS', 'PDX'] as const;

/**
 * First half of a stateful pair: creates the state and hands it back as an explicit handle. The
 * description states the retention policy, as the spec's guidance on stateful tools asks. Its
 * input is the catalogue's showcase of richer schemas: an array of objects (`items`), a `oneOf`
 * (`delivery`: pickup or shipping) and a nested object (the shipping `address`).
 */
export const createBasketTool: MockTool = {
  definition: {
    name: 'create_basket',
    title: 'Create a shopping basket',
    description: `Start a shopping basket in the Lumen merchandise shop and get its basket_id, optionally with its first items and a delivery choice. Pass the basket_id to add_to_basket; every add_to_basket call returns a new basket_id to use next. Baskets expire ${BASKET_TTL_MS / 60000} minutes after the last change; an expired basket_id is reported as an error. Products: ${PRODUCTS.map((p) => `${p.sku} (${p.name})`).join(', ')}. Use this when the user starts shopping.`,
    inputSchema: {
      type: 'object',
      properties: {
        currency: {
          type: 'string',
          enum: ['EUR', 'USD'],
          default: 'EUR',
          description: 'Currency of the prices.',
        },
        items: {
          type: 'array',
          description: 'Products to put in the basket straight away.',
          maxItems: 10,
          items: {
            type: 'object',
            properties: {
              sku: { type: 'string', enum: PRODUCTS.map((p) => p.sku), description: 'Which product.' },
              quantity: {
                type: 'integer',
                minimum: 1,
                maximum: 20,
                default: 1,
                description: 'How many (1–20).',
              },
            },
            required: ['sku'],
            additionalProperties: false,
          },
        },
        delivery: {
          description: 'How the order reaches the buyer: picked up at a warehouse, or shipped to an address.',
          oneOf: [
            {
              type: 'object',
              title: 'Pick up',
              properties: {
                method: { const: 'pickup', description: 'Collect the order in person.' },
                warehouse: {
                  type: 'string',
                  enum: [...WAREHOUSES],
                  description: 'AMS (Amsterdam) or PDX (Portland).',
                },
              },
              required: ['method', 'warehouse'],
              additionalProperties: false,
            },
            {
              type: 'object',
              title: 'Ship',
              properties: {
                method: { const: 'ship', description: 'Send the order by post.' },
                address: {
                  type: 'object',
                  description: 'Where to send the order.',
                  properties: {
                    street: { type: 'string', minLength: 1, description: 'Street and house number.' },
                    city: { type: 'string', minLength: 1, description: 'Town or city.' },
                    postal_code: {
                      type: 'string',
                      maxLength: 12,
                      description: 'Postal code, as written locally.',
                    },
                    country: {
                      type: 'string',
                      pattern: '^[A-Z]{2}$',
                      description: 'ISO 3166-1 alpha-2 code, e.g. "NL".',
                    },
                  },
                  required: ['street', 'city', 'country'],
                  additionalProperties: false,
                },
              },
              required: ['method', 'address'],
              additionalProperties: false,
            },
          ],
        },
      },
      additionalProperties: false,
    },
    outputSchema: BASKET_OUTPUT_SCHEMA as unknown as Record<string, unknown>,
    annotations: {
      title: 'Create a shopping basket',
      readOnlyHint: false,
      destructiveHint: false,
      openWorldHint: false,
    },
  },
  async run(context) {
    const args = context.arguments;
    const items: Basket['items'] = [];
    for (const item of (args.items as { sku: string; quantity?: number }[] | undefined) ?? []) {
      const existing = items.find((i) => i.sku === item.sku);
      if (existing) existing.quantity += item.quantity ?? 1;
      else items.push({ sku: item.sku, quantity: item.quantity ?? 1 });
    }
    const basket: Basket = { currency: (args.currency as Basket['currency'] | undefined) ?? 'EUR', items };
    const delivery = args.delivery as
      | { method: 'pickup'; warehouse: string }
      | { method: 'ship'; address: { city: string; country: string } }
      | undefined;
    const basketId = await sealBasket(context, basket);
    const deliveryText =
      delivery?.method === 'pickup'
        ? ` Pick-up at ${delivery.warehouse}.`
        : delivery?.method === 'ship'
          ? ` Shipping to ${delivery.address.city}, ${delivery.address.country}.`
          : '';
    return structuredResult(
      {
        basket_id: basketId,
        currency: basket.currency,
        items,
        total_cents: basketTotalCents(basket),
        expires_in_seconds: BASKET_TTL_MS / 1000,
      },
      `Created ${items.length === 0 ? 'an empty basket' : `a basket with ${items.length} product(s)`}.${deliveryText} Use its basket_id with add_to_basket.`,
    );
  },
};
