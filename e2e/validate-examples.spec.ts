import type { Page } from '@playwright/test';
import { examples } from '../content/examples/index';
import { DOCUMENT_KINDS, type DocumentKind, KIND_LABELS } from '../lib/validate/document-kind';
import { expect, test } from './fixtures';
import {
  actionStatus,
  editorText,
  loadExamplesInPage,
  openValidator,
  ruleIdsInPanel,
  sentenceCase,
  waitForFindings,
} from './validate-helpers';

// Every example of the validator's Examples dialog, in Chromium against the production build: each
// shows exactly the rule ids its expectation names, in the same Worker and panel a user sees (the
// verdicts themselves are unit-tested in content/examples/examples.test.ts). One page load: opened
// at an example by id, as a docs link does, then every kind as a step. The rest of the validator
// page: validate.spec.ts.

// editorText reads the document through the page's Copy text action.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The example the examples test opens the page at, as a docs link does. */
const LINKED_EXAMPLE = 'call-result/weather-structured-wrong-type';

test('every example shows exactly the rule ids of its expectation, from the Examples dialog and from a docs link', async ({
  page,
}) => {
  test.setTimeout(60_000 + examples.length * 2_000);
  await openValidator(page, `/validate?example=${LINKED_EXAMPLE}`);
  await test.step("the docs' links open an example by id: /validate?example=<id>", () =>
    exampleLinkOpensIt(page));
  // Loading an example sets the text, the tool, the Kind, the Profile and the Version: no reset needed.
  for (const kind of DOCUMENT_KINDS) {
    const count = examples.filter((e) => e.kind === kind).length;
    await test.step(`each ${kind} example shows exactly the rule ids of its expectation (${count})`, () =>
      examplesOfKind(page, kind));
  }
});

// ── examples ─────────────────────────────────────────────────────────────────────────────────────

/** each <kind> example shows exactly the rule ids of its expectation */
async function examplesOfKind(page: Page, kind: DocumentKind) {
  const ofKind = examples.filter((e) => e.kind === kind);
  const group = sentenceCase(KIND_LABELS[kind]);
  // The first one the way a user does it, through the roles and names Playwright reads...
  const [first, ...rest] = ofKind;
  await page.getByRole('button', { name: 'Examples' }).click();
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  await dialog
    .getByRole('region', { name: group })
    .getByRole('button', { name: first!.title, exact: true })
    .click();
  await expect(dialog).toBeHidden();
  await expect(actionStatus(page)).toContainText(`Loaded the example “${first!.title}”`);
  await waitForFindings(page);
  expect(await ruleIdsInPanel(page), first!.id).toEqual([...first!.rules]);
  await expect(page.getByLabel('Kind'), first!.id).toHaveValue(first!.kind);
  await expect(page.getByLabel('Profile'), first!.id).toHaveValue(first!.profile ?? 'default');
  // ...and the rest by the same clicks on the same dialog, run from inside the page: one round trip
  // for them all instead of eight per example (the same UI, the same Worker, the same panel).
  const seen = await loadExamplesInPage(
    page,
    group,
    rest.map((e) => e.title),
  );
  expect(seen).toEqual(
    rest.map((e) => ({
      title: e.title,
      rules: [...e.rules],
      kind: e.kind,
      profile: e.profile ?? 'default',
    })),
  );
}

/** the docs' links open an example by id: /validate?example=<id> (the page was opened at it) */
async function exampleLinkOpensIt(page: Page) {
  const example = examples.find((e) => e.id === LINKED_EXAMPLE)!;
  await expect(actionStatus(page)).toContainText(`Loaded the example “${example.title}”`);
  await waitForFindings(page);
  expect(await ruleIdsInPanel(page)).toEqual([...example.rules]);
  await expect(page.getByLabel('Kind')).toHaveValue('call-result');
  expect(new URL(page.url()).search, 'the address no longer names the example').toBe('');
  await page.getByRole('tab', { name: /^Tool definition/ }).click();
  expect(await editorText(page)).toBe(examples.find((e) => e.id === example.tool)!.text);
}
