import type { MockTool } from '../mock-tool';
import { structuredResult } from '../mock-tool';
import { BASKET_OUTPUT_SCHEMA, BASKET_TTL_MS, type Basket, PRODUCTS, sealBasket } from './basket-handle';

/**
 * First half of a stateful pair: creates the state and hands it back as an explicit handle. The
 * description states the retention policy, as the spec's guidance on stateful tools asks.
 */
export const createBasketTool: MockTool = {
  definition: {
    name: 'create_basket',
    title: 'Create a shopping basket',
    description: `Start a shopping basket in the Lumen merchandise shop and get its basket_id. Pass the basket_id to add_to_basket; every add_to_basket call returns a new basket_id to use next. Baskets expire ${BASKET_TTL_MS / 60000} minutes after the last change; an expired basket_id is reported as an error. Products: ${PRODUCTS.map((p) => `${p.sku} (${p.name})`).join(', ')}.`,
    inputSchema: {
      type: 'object',
      properties: {
        currency: {
          type: 'string',
          enum: ['EUR', 'USD'],
          default: 'EUR',
          description: 'Currency of the prices.',
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
    const basket: Basket = {
      currency: (context.arguments.currency as Basket['currency'] | undefined) ?? 'EUR',
      items: [],
    };
    const basketId = await sealBasket(context, basket);
    return structuredResult(
      {
        basket_id: basketId,
        currency: basket.currency,
        items: [],
        total_cents: 0,
        expires_in_seconds: BASKET_TTL_MS / 1000,
      },
      'Created an empty basket. Use its basket_id with add_to_basket.',
    );
  },
};
