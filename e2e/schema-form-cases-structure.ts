// Table rows of the schema-form e2e test about the shape of the value: nested objects, arrays,
// variants, references and recursion, merged allOf, free keys.
import { expect, type Locator } from '@playwright/test';
import type { FormCase } from './schema-form-cases';

const group = (scope: Locator, name: string) => scope.getByRole('group', { name });

const shapes = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    shape: {
      description: 'What to draw.',
      oneOf: [{ $ref: '#/$defs/circle' }, { $ref: '#/$defs/square' }],
    },
  },
  required: ['shape'],
  $defs: {
    circle: {
      title: 'Circle',
      type: 'object',
      properties: { kind: { const: 'circle' }, radius: { type: 'number' }, label: { type: 'string' } },
      required: ['kind', 'radius'],
      additionalProperties: false,
    },
    square: {
      title: 'Square',
      type: 'object',
      properties: {
        kind: { const: 'square' },
        side: { type: 'number', default: 1 },
        label: { type: 'string' },
      },
      required: ['kind', 'side'],
      additionalProperties: false,
    },
  },
};

export const STRUCTURE_CASES: FormCase[] = [
  {
    name: 'nested objects',
    axe: true,
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Full name' },
        address: {
          type: 'object',
          description: 'Where to send the parcel.',
          properties: {
            street: { type: 'string' },
            city: { type: 'string' },
            geo: { type: 'object', properties: { lat: { type: 'number' }, lon: { type: 'number' } } },
          },
          required: ['city'],
        },
      },
      required: ['address'],
    },
    initial: { address: {} },
    async fill(form) {
      await form.getByLabel('Full name').fill('Ada Lovelace');
      const address = group(form, 'address');
      await address.getByLabel('city').fill('London');
      const geo = group(address, 'geo');
      await geo.getByLabel('lat').fill('51.5');
      await geo.getByLabel('lon').fill('-0.12');
    },
    expected: { name: 'Ada Lovelace', address: { city: 'London', geo: { lat: 51.5, lon: -0.12 } } },
  },
  {
    name: 'arrays of objects, oneOf objects and $ref/$defs (create-calendar-event)',
    example: 'create-calendar-event',
    initial: { when: {} },
    async fill(form) {
      await form.getByLabel('calendar_id').fill('cal_7Hq2');
      await form.getByLabel('summary').fill('Design review');
      const when = group(form, 'when');
      await when.getByLabel('Variant').selectOption({ label: 'Timed event' });
      await when.getByLabel('start').fill('2026-08-04T14:00:00');
      await when.getByLabel('end', { exact: true }).fill('2026-08-04T15:00:00');
      await when.getByLabel('time_zone').fill('Europe/Paris');
      const attendees = group(form, 'attendees');
      await attendees.getByRole('button', { name: 'Add item' }).click();
      await group(attendees, 'Item 1').getByLabel('email').fill('ada@example.com');
      await attendees.getByRole('button', { name: 'Add item' }).click();
      await group(attendees, 'Item 2').getByLabel('email').fill('bob@example.com');
      await group(attendees, 'Item 2').getByLabel('optional').check();
      await attendees.getByRole('button', { name: 'Move up item 2' }).click();
      await attendees.getByRole('button', { name: 'Add item' }).click();
      await attendees.getByRole('button', { name: 'Remove item 3' }).click();
    },
    expected: {
      calendar_id: 'cal_7Hq2',
      summary: 'Design review',
      when: { start: '2026-08-04T14:00:00', end: '2026-08-04T15:00:00', time_zone: 'Europe/Paris' },
      attendees: [
        { email: 'bob@example.com', optional: true },
        { email: 'ada@example.com', optional: false },
      ],
    },
  },
  {
    name: 'oneOf with a const discriminator: switching keeps shared fields and brings back what a variant held',
    schema: shapes,
    initial: { shape: { kind: 'circle' } },
    async fill(form) {
      const shape = group(form, 'shape');
      await shape.getByLabel('radius').fill('2');
      await shape.getByLabel('label').fill('dot');
      await shape.getByLabel('Variant').selectOption({ label: 'Square' });
      await shape.getByLabel('side').fill('3');
      await shape.getByLabel('Variant').selectOption({ label: 'Circle' });
    },
    expected: { shape: { kind: 'circle', radius: 2, label: 'dot' } },
  },
  {
    name: 'anyOf of primitives and a type list',
    axe: true,
    schema: {
      type: 'object',
      properties: {
        query: {
          anyOf: [
            { type: 'string', title: 'Text' },
            { type: 'integer', title: 'Issue number' },
          ],
        },
        limit: { type: ['integer', 'string'], description: 'A count, or "all".' },
      },
    },
    async fill(form) {
      const query = group(form, 'query');
      await query.getByLabel('Variant').selectOption({ label: 'Issue number' });
      await query.getByLabel('query').fill('107');
      const limit = group(form, 'limit');
      await limit.getByLabel('Variant').selectOption({ label: 'string' });
      await limit.getByLabel('limit').fill('all');
    },
    expected: { query: 107, limit: 'all' },
  },
  {
    name: '$ref/$defs recursion: a tree expands as items are added',
    schema: {
      type: 'object',
      properties: { root: { $ref: '#/$defs/node' } },
      required: ['root'],
      $defs: {
        node: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/node' } },
          },
          required: ['name'],
        },
      },
    },
    async fill(form) {
      const root = group(form, 'root');
      await root.getByLabel('name').first().fill('a');
      const children = group(root, 'children').first();
      await children.getByRole('button', { name: 'Add item' }).last().click();
      const child = group(children, 'Item 1');
      await child.getByLabel('name').fill('b');
      await group(child, 'children').getByRole('button', { name: 'Add item' }).click();
      await group(group(child, 'children'), 'Item 1').getByLabel('name').fill('c');
    },
    expected: { root: { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] } },
  },
  {
    name: '$ref "#" recursion: a linked list is added on demand, never expanded eagerly',
    schema: {
      type: 'object',
      properties: { value: { type: 'integer' }, next: { $ref: '#' } },
    },
    initial: {},
    async fill(form) {
      await form.getByLabel('value').fill('1');
      await form.getByRole('button', { name: 'Add next' }).click();
      const next = group(form, 'next');
      await next.getByLabel('value').fill('2');
      // The next "next" is collapsed behind its own button.
      await expect(next.getByRole('button', { name: 'Add next' })).toBeVisible();
    },
    expected: { value: 1, next: { value: 2 } },
  },
  {
    name: 'additionalProperties as a key/value editor',
    schema: {
      type: 'object',
      properties: {
        labels: {
          type: 'object',
          description: 'Free-form labels.',
          additionalProperties: { type: 'string' },
        },
      },
    },
    async fill(form) {
      const labels = group(form, 'labels');
      await labels.getByRole('button', { name: 'Add property' }).click();
      const first = group(labels, 'Property 1');
      await first.getByLabel('Name').fill('env');
      await first.getByLabel('Value').fill('prod');
      await labels.getByRole('button', { name: 'Add property' }).click();
      await group(labels, 'Property 2').getByLabel('Name').fill('team');
      await labels.getByRole('button', { name: 'Remove property 2' }).click();
    },
    expected: { labels: { env: 'prod' } },
  },
  {
    name: 'allOf merged into one object; if/then/else edited as JSON',
    axe: true,
    schema: {
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } } },
        { properties: { b: { type: 'integer' } }, required: ['b'] },
      ],
      properties: {
        rule: JSON.parse('{"type":"object","if":{"required":["x"]},"then":{"required":["y"]}}'),
      },
    },
    async fill(form) {
      await form.getByLabel('a', { exact: true }).fill('A');
      await form.getByLabel('b', { exact: true }).fill('2');
      const rule = form.getByLabel('rule');
      await expect(rule).toHaveAccessibleDescription(/Edit as JSON: it uses "if"/);
      await rule.fill('{"x": 1, "y": 2}');
    },
    expected: { a: 'A', b: 2, rule: { x: 1, y: 2 } },
  },
  {
    name: 'prefixItems: a tuple with a fixed length',
    schema: {
      type: 'object',
      properties: {
        point: {
          type: 'array',
          prefixItems: [
            { type: 'number', title: 'x' },
            { type: 'number', title: 'y' },
          ],
          items: false,
        },
      },
    },
    async fill(form) {
      const point = group(form, 'point');
      const add = point.getByRole('button', { name: 'Add item' });
      await add.click();
      await point.getByLabel('x', { exact: true }).fill('1');
      await add.click();
      await point.getByLabel('y', { exact: true }).fill('2');
      await expect(add).toBeDisabled();
    },
    expected: { point: [1, 2] },
  },
  {
    // A name only `required` lists: typed by additionalProperties when it has a schema, any JSON
    // with the reason said when the schema is open, and "no value can satisfy it" when it is closed.
    name: 'required names that properties does not declare',
    schema: {
      type: 'object',
      properties: {
        typed: {
          type: 'object',
          properties: { room: { type: 'string' } },
          required: ['room', 'minutes'],
          additionalProperties: { type: 'integer' },
        },
        open: { type: 'object', properties: { room: { type: 'string' } }, required: ['duration'] },
        closed: {
          type: 'object',
          properties: { room: { type: 'string' } },
          required: ['duration'],
          additionalProperties: false,
        },
      },
    },
    async fill(form) {
      const typed = group(form, 'typed');
      await expect(typed.getByRole('spinbutton', { name: 'minutes' })).toHaveAccessibleDescription(
        /its value follows the schema's "additionalProperties"/,
      );
      await typed.getByRole('spinbutton', { name: 'minutes' }).fill('30');
      const open = group(form, 'open');
      await expect(open.getByRole('textbox', { name: 'duration' })).toHaveAccessibleDescription(
        /does not declare it in "properties": any JSON value passes/,
      );
      await open.getByRole('textbox', { name: 'duration' }).fill('"1h"');
      await expect(
        group(form, 'closed').getByRole('textbox', { name: 'duration' }),
      ).toHaveAccessibleDescription(
        /"additionalProperties": false forbids it: no arguments can satisfy this schema/,
      );
    },
    expected: { typed: { minutes: 30 }, open: { duration: '1h' } },
  },
  {
    name: 'arrays of strings: add, move up, remove',
    schema: { type: 'object', properties: { steps: { type: 'array', items: { type: 'string' } } } },
    async fill(form) {
      const steps = group(form, 'steps');
      for (const text of ['a', 'b', 'c']) {
        await steps.getByRole('button', { name: 'Add item' }).click();
        await steps.getByRole('textbox').last().fill(text);
      }
      await steps.getByRole('button', { name: 'Move up item 3' }).click();
      await steps.getByRole('button', { name: 'Remove item 1' }).click();
    },
    expected: { steps: ['c', 'b'] },
  },
];
