import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { type SchemaFormSite, serveSchemaFormPage } from './schema-form-bundle';
import { FORM_CASES, type MountOptions } from './schema-form-cases';

// The form generated from a JSON Schema (components/schema-form) in real Chromium, on its own
// harness page (e2e/schema-form-page.tsx): for each schema of the table, fill the form the way a
// user does — by role and label — and compare the arguments JSON it produces, exactly.

declare global {
  interface Window {
    schemaFormLab: { mount(options: MountOptions): void; setValue(value: unknown): void };
  }
}

let site: SchemaFormSite;
test.beforeAll(async () => {
  site = await serveSchemaFormPage();
});
test.afterAll(async () => {
  await site.close();
});

async function mount(page: Page, options: MountOptions): Promise<Locator> {
  // One navigation: later mounts replace the form in the same page.
  if (page.url() !== site.url) {
    await page.goto(site.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  }
  await page.evaluate((o) => window.schemaFormLab.mount(o), options);
  const form = page.getByRole('group', { name: options.label ?? 'Arguments', exact: true });
  await expect(form).toBeVisible();
  return form;
}

async function argumentsOf(page: Page): Promise<unknown> {
  const text = await page.getByRole('status', { name: 'Arguments JSON' }).textContent();
  return text ? JSON.parse(text) : undefined;
}

const example = (name: string) =>
  JSON.parse(readFileSync(new URL(`../content/examples/tool/${name}.json`, import.meta.url), 'utf8'))
    .inputSchema;

// One page, one navigation: every former test is a step of this one, each case of the table a step of
// its own. Each step mounts its form afresh (window.schemaFormLab.mount replaces the whole tree).
test('the form generated from a JSON Schema: the table, errors, the raw JSON editor, keyboard only, axe in both themes', async ({
  page,
}) => {
  // A limit against a hang, not a judge of speed: twenty-some forms filled in, beside two CPU burners.
  test.setTimeout(240_000);
  // First, while nothing on the page has had focus: its Tab order starts at the top.
  await test.step('keyboard only: fill a form, add, reorder and remove items, tick a box', () =>
    keyboardOnly(page));
  for (const formCase of FORM_CASES) {
    await test.step(`table: ${formCase.name}`, async () => {
      const schema = formCase.example !== undefined ? example(formCase.example) : formCase.schema;
      const form = await mount(page, { schema, value: formCase.value, validate: true });
      if (formCase.initial !== undefined)
        expect(await argumentsOf(page), formCase.name).toStrictEqual(formCase.initial);
      await formCase.fill(form, page);
      await expect.poll(() => argumentsOf(page), { message: formCase.name }).toStrictEqual(formCase.expected);
    });
  }
  await test.step("errors are shown once, at their field, once it is touched or on Run; a oneOf shows only its chosen variant's", () =>
    errorsOnceAtTheirField(page));
  await test.step('a value from the raw JSON editor maps back onto fields; what cannot is shown as JSON and can be fixed there', () =>
    rawJsonMapsBack(page));
  await test.step('axe: a complex form has no serious or critical violations (light and dark)', () =>
    axeInBothThemes(page));
});

/** errors are shown once, at their field, once it is touched or on Run; a oneOf shows only its chosen variant's */
async function errorsOnceAtTheirField(page: Page) {
  const form = await mount(page, {
    schema: {
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 1, maximum: 5 },
        name: { type: 'string' },
        delivery: {
          oneOf: [
            {
              type: 'object',
              title: 'Pick up',
              properties: {
                method: { const: 'pickup' },
                warehouse: { type: 'string', enum: ['AMS', 'PDX'] },
              },
              required: ['method', 'warehouse'],
            },
            {
              type: 'object',
              title: 'Ship',
              properties: {
                method: { const: 'ship' },
                address: {
                  type: 'object',
                  properties: { street: { type: 'string' }, city: { type: 'string' } },
                  required: ['street', 'city'],
                },
              },
              required: ['method', 'address'],
            },
          ],
        },
      },
      required: ['name', 'delivery'],
    },
    value: { delivery: { method: 'pickup' } },
  });
  const count = form.getByLabel('count');
  const name = form.getByLabel('name');
  await expect(count).toHaveAttribute('max', '5');
  await expect(count).toHaveAttribute('step', '1');
  await expect(name).toHaveAttribute('aria-required', 'true');
  // Nothing typed yet: nothing is red.
  await expect(form.getByText(/is required|must /)).toHaveCount(0);
  await count.fill('7');
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(count).toHaveAccessibleErrorMessage('must be at most 5');
  await expect(name).not.toHaveAttribute('aria-invalid');
  // Leaving a required field empty touches it.
  await name.focus();
  await name.blur();
  await expect(name).toHaveAccessibleErrorMessage('is required');
  // Run shows the rest, each once: only the chosen variant's (Pick up) errors, no summary.
  await page.getByRole('button', { name: 'Run' }).click();
  const delivery = form.getByRole('group', { name: /delivery/ });
  await expect(delivery.getByRole('combobox', { name: 'Variant' })).toHaveValue('0');
  await expect(form.getByText(/is required|must /)).toHaveText([
    'must be at most 5',
    'is required',
    'is required',
  ]);
  await expect(delivery.getByRole('combobox', { name: 'warehouse' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/exactly one|street|city/)).toHaveCount(0);
  await count.fill('4');
  await expect(count).not.toHaveAttribute('aria-invalid');
  await name.fill('x');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await delivery.getByRole('combobox', { name: 'warehouse' }).selectOption('AMS');
  await expect(form.getByText(/is required|must /)).toHaveCount(0);
  expect(await argumentsOf(page)).toStrictEqual({
    count: 4,
    name: 'x',
    delivery: { method: 'pickup', warehouse: 'AMS' },
  });
}

/** a value from the raw JSON editor maps back onto fields; what cannot is shown as JSON and can be fixed there */
async function rawJsonMapsBack(page: Page) {
  const form = await mount(page, { schema: FORM_CASES.find((c) => c.name.startsWith('oneOf'))!.schema });
  await page.evaluate(() =>
    window.schemaFormLab.setValue({ shape: { kind: 'square', side: 4, label: 'box' }, title: 42 }),
  );
  const shape = form.getByRole('group', { name: 'shape' });
  await expect(shape.getByLabel('Variant')).toHaveValue('1');
  await expect(shape.getByRole('option', { name: 'Square', selected: true })).toBeAttached();
  await expect(shape.getByLabel('side')).toHaveValue('4');
  const title = form.getByLabel('title');
  await expect(title).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(title).toHaveAccessibleDescription(/holds a number, but the schema expects a string/);
  await title.fill('"Boxes"');
  await expect(form.getByLabel('title')).toHaveJSProperty('tagName', 'INPUT');
  await expect(form.getByLabel('title')).toHaveValue('Boxes');
  expect(await argumentsOf(page)).toStrictEqual({
    shape: { kind: 'square', side: 4, label: 'box' },
    title: 'Boxes',
  });
}

/** keyboard only: fill a form, add, reorder and remove items, tick a box */
async function keyboardOnly(page: Page) {
  await mount(page, {
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Who is asking.' },
        count: { type: 'integer', minimum: 0 },
        tags: { type: 'array', items: { type: 'string' } },
        urgent: { type: 'boolean', default: false },
      },
      required: ['name'],
    },
  });
  const key = (k: string) => page.keyboard.press(k);
  await key('Tab');
  await expect(page.getByLabel('name')).toBeFocused();
  await page.keyboard.type('Ada');
  await key('Tab');
  await expect(page.getByLabel('count')).toBeFocused();
  await key('ArrowUp');
  await key('ArrowUp');
  await key('Tab');
  const add = page.getByRole('button', { name: 'Add item' });
  await expect(add).toBeFocused();
  await key('Enter');
  // Focus moves into the new item.
  await expect(page.getByLabel('Item 1', { exact: true })).toBeFocused();
  await page.keyboard.type('first');
  await key('Tab');
  await expect(add).toBeFocused();
  await key('Space');
  await expect(page.getByLabel('Item 2', { exact: true })).toBeFocused();
  await page.keyboard.type('second');
  // An item's buttons sit beside its label, before its control; disabled ones are skipped.
  await key('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Remove item 2' })).toBeFocused();
  await key('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Move up item 2' })).toBeFocused();
  await key('Enter');
  // The moved item is now first: focus follows it, to its Move down button (Move up is disabled).
  await expect(page.getByRole('button', { name: 'Move down item 1' })).toBeFocused();
  await expect(page.getByLabel('Item 1', { exact: true })).toHaveValue('second');
  await key('Tab');
  await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeFocused();
  await key('Tab');
  await expect(page.getByLabel('Item 1', { exact: true })).toBeFocused();
  await key('Tab');
  await expect(page.getByRole('button', { name: 'Move up item 2' })).toBeFocused();
  await key('Tab');
  await expect(page.getByRole('button', { name: 'Remove item 2' })).toBeFocused();
  await key('Enter');
  // The last item went: focus lands on the Remove button of the one before it.
  await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeFocused();
  await key('Tab');
  await key('Tab');
  await expect(add).toBeFocused();
  await key('Tab');
  await expect(page.getByLabel('urgent')).toBeFocused();
  await key('Space');
  expect(await argumentsOf(page)).toStrictEqual({ name: 'Ada', count: 2, tags: ['second'], urgent: true });
}

/**
 * axe: a complex form has no serious or critical violations. Every rule in the light theme; the dark
 * theme changes colours only (the class on <html> that mount({ dark }) sets; no element, role or
 * name changes), so there the rules that read colours, on the same form without filling it again.
 */
async function axeInBothThemes(page: Page) {
  const setDark = (dark: boolean) =>
    page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
  const form = await mount(page, { schema: example('create-calendar-event') });
  const attendees = form.getByRole('group', { name: 'attendees' });
  await attendees.getByRole('button', { name: 'Add item' }).click();
  await attendees.getByRole('button', { name: 'Add item' }).click();
  await attendees.getByRole('group', { name: 'Item 1' }).getByLabel('email').fill('not an email');
  await form.getByLabel('summary').fill('');
  await page.evaluate(() =>
    window.schemaFormLab.setValue({
      calendar_id: 7,
      summary: 'Review',
      when: { start: '2026-08-04T14:00:00', end: '2026-08-04T15:00:00' },
      attendees: [
        { email: 'a@example.com', optional: false },
        { email: 'b@example.com', extra: [1] },
      ],
      notes: { free: 'text' },
    }),
  );
  await expect(form.getByLabel('calendar_id')).toHaveJSProperty('tagName', 'TEXTAREA');
  expect(await seriousA11yViolations(page), 'light').toEqual([]);
  await setDark(true);
  expect(await seriousA11yViolations(page, { colourOnly: true }), 'dark').toEqual([]);
  for (const other of FORM_CASES.filter((c) => c.axe)) {
    await page.evaluate((o) => window.schemaFormLab.mount(o), { schema: other.schema });
    await expect(page.getByRole('group', { name: 'Arguments', exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page), `${other.name} (light)`).toEqual([]);
    await setDark(true);
    expect(await seriousA11yViolations(page, { colourOnly: true }), `${other.name} (dark)`).toEqual([]);
  }
}
