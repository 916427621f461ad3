import type { MockTool } from '../mock-tool';
import { structuredResult, toolError } from '../mock-tool';

/** Fixed demo rates against the euro (not market data). */
const EUR_RATES: Record<string, number> = { EUR: 1, USD: 1.09, GBP: 0.85, JPY: 171.2, CHF: 0.96, SEK: 11.4 };

/**
 * The `isError` example: a tool execution error for input the schema allows but the tool cannot
 * serve (an unsupported currency), worded so the model can fix the call itself.
 */
export const convertCurrencyTool: MockTool = {
  definition: {
    name: 'convert_currency',
    title: 'Convert currency',
    description: `Convert an amount between currencies with fixed demo rates (not live market data). Supported: ${Object.keys(EUR_RATES).join(', ')}. Unsupported codes fail with an error that lists the supported ones. Use this when the user asks what an amount is worth in another currency.`,
    inputSchema: {
      type: 'object',
      properties: {
        amount: { type: 'number', minimum: 0, description: 'The amount to convert, e.g. 125.5.' },
        from: {
          type: 'string',
          pattern: '^[A-Z]{3}$',
          description: 'ISO 4217 code of the source currency, e.g. "EUR".',
        },
        to: {
          type: 'string',
          pattern: '^[A-Z]{3}$',
          description: 'ISO 4217 code of the target currency, e.g. "JPY".',
        },
      },
      required: ['amount', 'from', 'to'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        amount: { type: 'number' },
        from: { type: 'string' },
        to: { type: 'string' },
        converted: { type: 'number' },
        rate: { type: 'number' },
      },
      required: ['amount', 'from', 'to', 'converted', 'rate'],
    },
    annotations: {
      title: 'Convert currency',
      readOnlyHint: true,
      openWorldHint: false,
    },
  },
  run({ arguments: args }) {
    const from = args.from as string;
    const to = args.to as string;
    const unsupported = [from, to].filter((code) => EUR_RATES[code] === undefined);
    if (unsupported.length > 0) {
      return toolError(
        `No exchange rate for ${unsupported.join(' and ')}. Supported currencies: ${Object.keys(EUR_RATES).join(', ')}. Call again with one of those.`,
      );
    }
    const rate = EUR_RATES[to]! / EUR_RATES[from]!;
    const amount = args.amount as number;
    const converted = Math.round(amount * rate * 100) / 100;
    return structuredResult(
      { amount, from, to, converted, rate: Math.round(rate * 1e6) / 1e6 },
      `${amount} ${from} = ${converted} ${to}`,
    );
  },
};
