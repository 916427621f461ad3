import type { MockTool } from '../mock-tool';
import { structuredResult } from '../mock-tool';

/** [ISO code, name, capital, currency, calling code] of forty countries. */
const COUNTRIES: readonly (readonly [string, string, string, string, string])[] = [
  ['ar', 'Argentina', 'Buenos Aires', 'ARS', '+54'],
  ['at', 'Austria', 'Vienna', 'EUR', '+43'],
  ['au', 'Australia', 'Canberra', 'AUD', '+61'],
  ['be', 'Belgium', 'Brussels', 'EUR', '+32'],
  ['br', 'Brazil', 'Brasília', 'BRL', '+55'],
  ['ca', 'Canada', 'Ottawa', 'CAD', '+1'],
  ['ch', 'Switzerland', 'Bern', 'CHF', '+41'],
  ['cl', 'Chile', 'Santiago', 'CLP', '+56'],
  ['cn', 'China', 'Beijing', 'CNY', '+86'],
  ['co', 'Colombia', 'Bogotá', 'COP', '+57'],
  ['cz', 'Czechia', 'Prague', 'CZK', '+420'],
  ['de', 'Germany', 'Berlin', 'EUR', '+49'],
  ['dk', 'Denmark', 'Copenhagen', 'DKK', '+45'],
  ['eg', 'Egypt', 'Cairo', 'EGP', '+20'],
  ['es', 'Spain', 'Madrid', 'EUR', '+34'],
  ['fi', 'Finland', 'Helsinki', 'EUR', '+358'],
  ['fr', 'France', 'Paris', 'EUR', '+33'],
  ['gb', 'United Kingdom', 'London', 'GBP', '+44'],
  ['gh', 'Ghana', 'Accra', 'GHS', '+233'],
  ['gr', 'Greece', 'Athens', 'EUR', '+30'],
  ['ie', 'Ireland', 'Dublin', 'EUR', '+353'],
  ['in', 'India', 'New Delhi', 'INR', '+91'],
  ['is', 'Iceland', 'Reykjavík', 'ISK', '+354'],
  ['it', 'Italy', 'Rome', 'EUR', '+39'],
  ['jp', 'Japan', 'Tokyo', 'JPY', '+81'],
  ['ke', 'Kenya', 'Nairobi', 'KES', '+254'],
  ['kr', 'South Korea', 'Seoul', 'KRW', '+82'],
  ['mx', 'Mexico', 'Mexico City', 'MXN', '+52'],
  ['ng', 'Nigeria', 'Abuja', 'NGN', '+234'],
  ['nl', 'Netherlands', 'Amsterdam', 'EUR', '+31'],
  ['no', 'Norway', 'Oslo', 'NOK', '+47'],
  ['nz', 'New Zealand', 'Wellington', 'NZD', '+64'],
  ['pe', 'Peru', 'Lima', 'PEN', '+51'],
  ['pl', 'Poland', 'Warsaw', 'PLN', '+48'],
  ['pt', 'Portugal', 'Lisbon', 'EUR', '+351'],
  ['se', 'Sweden', 'Stockholm', 'SEK', '+46'],
  ['sg', 'Singapore', 'Singapore', 'SGD', '+65'],
  ['th', 'Thailand', 'Bangkok', 'THB', '+66'],
  ['us', 'United States', 'Washington, D.C.', 'USD', '+1'],
  ['za', 'South Africa', 'Pretoria', 'ZAR', '+27'],
];

const OUTPUT_SCHEMA = {
  type: 'object',
  properties: {
    country: { type: 'string' },
    iso_code: { type: 'string' },
    capital: { type: 'string' },
    currency: { type: 'string' },
    calling_code: { type: 'string' },
  },
  required: ['country', 'iso_code', 'capital', 'currency', 'calling_code'],
};

/**
 * Forty generated tools, one per country, so the catalogue spans several tools/list pages. Each
 * is a complete, valid tool: no parameters (`additionalProperties: false`, the recommended form)
 * and an output schema.
 */
export const countryFactsTools: readonly MockTool[] = COUNTRIES.map(
  ([code, country, capital, currency, calling]) => ({
    definition: {
      name: `country_facts_${code}`,
      title: `Facts about ${country}`,
      description: `Capital, currency and international calling code of ${country} (${code.toUpperCase()}). Use this when the user asks about ${country}. One of ${COUNTRIES.length} generated tools that make the tool list span several pages.`,
      inputSchema: { type: 'object', additionalProperties: false },
      outputSchema: OUTPUT_SCHEMA,
      annotations: {
        title: `Facts about ${country}`,
        readOnlyHint: true,
        openWorldHint: false,
      },
    },
    run: () =>
      structuredResult(
        { country, iso_code: code.toUpperCase(), capital, currency, calling_code: calling },
        `${country}: capital ${capital}, currency ${currency}, calling code ${calling}.`,
      ),
  }),
);
