// Table rows of the schema-form e2e test about single values: nullable, enums, constants,
// defaults, numbers and string formats, a draft-07 schema, elicitation forms.
import { expect, type Locator } from '@playwright/test';
import type { FormCase } from './schema-form-cases';

const group = (scope: Locator, name: string) => scope.getByRole('group', { name });

export const VALUE_CASES: FormCase[] = [
  {
    name: 'nullable: type lists, anyOf with null, a null default',
    axe: true,
    schema: {
      type: 'object',
      properties: {
        assignee: { type: ['string', 'null'], description: 'Who works on it; null when nobody does.' },
        due: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
        priority: { type: ['integer', 'null'], default: null },
      },
    },
    initial: { priority: null },
    async fill(form) {
      await form.getByLabel('assignee').fill('mlopez');
      await group(form, 'due').getByLabel('Set to null').check();
      const priority = group(form, 'priority');
      await priority.getByLabel('Set to null').uncheck();
      await priority.getByLabel('priority').fill('3');
    },
    expected: { assignee: 'mlopez', due: null, priority: 3 },
  },
  {
    name: 'enums: plain, titled oneOf, numbers, and an array of enum values as checkboxes',
    axe: true,
    schema: {
      type: 'object',
      properties: {
        state: { type: 'string', enum: ['open', 'closed', 'all'], default: 'open' },
        colour: {
          type: 'string',
          oneOf: [
            { const: 'r', title: 'Red' },
            { const: 'g', title: 'Green' },
          ],
        },
        size: { enum: [1, 2, 3] },
        tags: { type: 'array', items: { type: 'string', enum: ['bug', 'ui', 'docs'] } },
      },
    },
    initial: { state: 'open' },
    async fill(form) {
      await form.getByLabel('state').selectOption({ label: 'closed' });
      await form.getByLabel('colour').selectOption({ label: 'Green' });
      await form.getByLabel('size').selectOption({ label: '2' });
      const tags = group(form, 'tags');
      await tags.getByLabel('ui').check();
      await tags.getByLabel('bug').check();
    },
    expected: { state: 'closed', colour: 'g', size: 2, tags: ['bug', 'ui'] },
  },
  {
    name: 'const: a required constant is sent, an optional one on demand',
    schema: {
      type: 'object',
      properties: { version: { const: 2 }, mode: { const: 'strict' } },
      required: ['version'],
    },
    initial: { version: 2 },
    async fill(form) {
      await form.getByLabel('mode').check();
    },
    expected: { version: 2, mode: 'strict' },
  },
  {
    name: 'defaults are the initial values (search-issues)',
    example: 'search-issues',
    initial: { state: 'open', limit: 20 },
    async fill(form) {
      await form.getByLabel('repository').fill('acme/web-app');
      await form.getByLabel('query').fill('login timeout');
      const labels = group(form, 'labels');
      await labels.getByRole('button', { name: 'Add item' }).click();
      await labels.getByLabel('Item 1', { exact: true }).fill('bug');
    },
    expected: {
      repository: 'acme/web-app',
      query: 'login timeout',
      state: 'open',
      limit: 20,
      labels: ['bug'],
    },
  },
  {
    name: 'integer and number bounds: spin buttons with min, max and step',
    schema: {
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 1, maximum: 5, default: 4 },
        ratio: { type: 'number', multipleOf: 0.5 },
      },
    },
    initial: { count: 4 },
    async fill(form) {
      const count = form.getByRole('spinbutton', { name: 'count' });
      await expect(count).toHaveAttribute('min', '1');
      await expect(count).toHaveAttribute('max', '5');
      await count.press('ArrowUp');
      await count.press('ArrowUp');
      await expect(form.getByRole('spinbutton', { name: 'ratio' })).toHaveAttribute('step', '0.5');
      await form.getByRole('spinbutton', { name: 'ratio' }).fill('1.5');
    },
    expected: { count: 5, ratio: 1.5 },
  },
  {
    name: 'string formats: date picker, email and URL inputs, date-time as text',
    schema: {
      type: 'object',
      properties: {
        day: { type: 'string', format: 'date' },
        at: { type: 'string', format: 'date-time' },
        email: { type: 'string', format: 'email' },
        site: { type: 'string', format: 'uri' },
        notes: { type: 'string', maxLength: 2000 },
      },
    },
    async fill(form) {
      await form.getByLabel('day').fill('2026-08-04');
      await form.getByLabel('at').fill('2026-08-04T14:00:00Z');
      await form.getByLabel('email').fill('ada@example.com');
      await form.getByLabel('site').fill('https://example.com/');
      await form.getByLabel('notes').fill('line one\nline two');
      await expect(form.getByLabel('day')).toHaveAttribute('type', 'date');
      await expect(form.getByLabel('at')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('site')).toHaveAttribute('type', 'url');
      await expect(form.getByLabel('notes')).toHaveJSProperty('tagName', 'TEXTAREA');
    },
    expected: {
      day: '2026-08-04',
      at: '2026-08-04T14:00:00Z',
      email: 'ada@example.com',
      site: 'https://example.com/',
      notes: 'line one\nline two',
    },
  },
  {
    name: 'a draft-07 schema with definitions',
    example: 'draft-07-input-schema',
    async fill(form) {
      await form.getByLabel('amount').fill('149.99');
      await form.getByLabel('from_currency').fill('EUR');
      await form.getByLabel('to_currency').fill('JPY');
      await form.getByLabel('rate_date').fill('2026-08-01');
    },
    expected: { amount: 149.99, from_currency: 'EUR', to_currency: 'JPY', rate_date: '2026-08-01' },
  },
  {
    name: 'elicitation requestedSchema: the deploy confirmation',
    schema: {
      type: 'object',
      properties: {
        confirm: { type: 'boolean', title: 'Deploy now', description: 'Tick to start the rollout.' },
        note: {
          type: 'string',
          title: 'Change note',
          description: 'Optional note for the deploy log.',
          maxLength: 200,
        },
      },
      required: ['confirm'],
    },
    initial: { confirm: false },
    async fill(form) {
      await form.getByLabel('Deploy now').check();
      await form.getByLabel('Change note').fill('Hotfix for checkout');
    },
    expected: { confirm: true, note: 'Hotfix for checkout' },
  },
  {
    name: 'elicitation requestedSchema: every primitive and enum shape',
    axe: true,
    schema: {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email', title: 'Email' },
        seats: { type: 'integer', minimum: 1, maximum: 10, title: 'Seats' },
        budget: { type: 'number', title: 'Budget' },
        newsletter: { type: 'boolean', default: true, title: 'Newsletter' },
        plan: { type: 'string', enum: ['free', 'pro'], title: 'Plan' },
        region: {
          type: 'string',
          oneOf: [
            { const: 'eu', title: 'Europe' },
            { const: 'us', title: 'Americas' },
          ],
        },
        size: { type: 'string', enum: ['s', 'm'], enumNames: ['Small', 'Medium'], title: 'Size' },
        days: { type: 'array', items: { type: 'string', enum: ['mon', 'tue', 'wed'] }, title: 'Days' },
        colours: {
          type: 'array',
          title: 'Colours',
          items: {
            anyOf: [
              { const: '#f00', title: 'Red' },
              { const: '#00f', title: 'Blue' },
            ],
          },
        },
      },
      required: ['email', 'plan'],
    },
    initial: { newsletter: true },
    async fill(form) {
      await form.getByLabel('Email').fill('ada@example.com');
      await form.getByLabel('Seats').fill('3');
      await form.getByLabel('Budget').fill('99.5');
      await form.getByLabel('Newsletter').uncheck();
      await form.getByLabel('Plan').selectOption({ label: 'pro' });
      await form.getByLabel('region').selectOption({ label: 'Americas' });
      await form.getByLabel('Size').selectOption({ label: 'Medium' });
      await group(form, 'Days').getByLabel('tue').check();
      await group(form, 'Colours').getByLabel('Blue').check();
      await group(form, 'Colours').getByLabel('Red').check();
    },
    expected: {
      email: 'ada@example.com',
      seats: 3,
      budget: 99.5,
      newsletter: false,
      plan: 'pro',
      region: 'us',
      size: 'm',
      days: ['tue'],
      colours: ['#f00', '#00f'],
    },
  },
];
