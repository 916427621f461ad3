import { expect, type Locator, type Page } from '@playwright/test';

// Shared steps of the playground specs, written the way a user finds things: by role and label.

export const connectionPanel = (page: Page) => page.getByRole('region', { name: 'Connection' });
export const toolsPanel = (page: Page) => page.getByRole('region', { name: /^Tools/ });
export const callPanel = (page: Page) => page.getByRole('region', { name: /^Call/ });
export const resultPanel = (page: Page) => page.getByRole('region', { name: 'Result' });
export const timelinePanel = (page: Page) => page.getByRole('region', { name: /^Timeline/ });
export const toolList = (page: Page) => toolsPanel(page).getByRole('list', { name: 'Tools' });
export const argumentsForm = (page: Page) => callPanel(page).getByRole('group', { name: 'Arguments' });
export const connectionStatus = (page: Page) => page.getByRole('status', { name: 'Connection status' });

/** The button of a tool in the list, named by its display title and, when it differs, its name. */
export function toolButton(page: Page, name: string): Locator {
  return toolList(page).getByRole('button', { name: new RegExp(`(^| )${escapeRegExp(name)}$`) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The tools panel's status line (a live listing ends in "N tools listed."). */
export const toolListStatus = (page: Page) =>
  toolsPanel(page).getByRole('status', { name: 'Tool list status' });

/**
 * Opens the playground and waits until it lists tools on its own (no clicks): the connection's own
 * listing, not the build's preview that the page shows before it.
 */
export async function openPlayground(page: Page, path = '/playground') {
  await page.goto(path);
  await expect(connectionStatus(page)).toContainText('Connected', { timeout: 15_000 });
  await expect(toolListStatus(page)).toContainText(/\d+ tools? listed\./, { timeout: 15_000 });
  await expect(toolList(page).getByRole('button').first()).toBeVisible({ timeout: 15_000 });
}

/**
 * Notes, as the parser inserts it, whether the page's HTML holds the build's tool list and whether
 * it is visible then (before any of the page's own scripts ran). Call before navigating; read the
 * note with the returned function: 'visible', 'hidden' or 'absent'.
 */
export async function watchPreviewAtParse(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const note = window as unknown as { previewAtParse?: string };
    const observer = new MutationObserver(() => {
      const list = document.querySelector('[data-listing-preview] ul[aria-label="Tools"] button');
      if (!list) return;
      note.previewAtParse = getComputedStyle(list).visibility;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      note.previewAtParse ??= 'absent';
      observer.disconnect();
    });
  });
  return () => page.evaluate(() => (window as unknown as { previewAtParse?: string }).previewAtParse ?? '');
}

export async function selectTool(page: Page, name: string) {
  await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill(name);
  await toolButton(page, name).first().click();
  await expect(callPanel(page).getByRole('heading', { name: `Call ${name}` })).toBeVisible();
  await expect(argumentsForm(page)).toBeVisible();
}

/** The heading that says how the last call ended ("Complete", "Tool execution error"…). */
export const outcomeHeading = (page: Page, name: RegExp | string) =>
  resultPanel(page).getByRole('heading', { level: 3, name });

/** Runs the selected tool with the panel's Run button and waits for the outcome. */
export async function runTool(page: Page, expected: RegExp | string) {
  const clear = resultPanel(page).getByRole('button', { name: 'Clear' });
  if (await clear.isVisible()) await clear.click();
  await callPanel(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(outcomeHeading(page, expected)).toBeVisible({ timeout: 20_000 });
}

/** Replaces the JSON arguments the way a user pastes them. */
/**
 * Turns the mock's beta tools on with toggle_beta_tools, the way a user calls it: the server then
 * sends notifications/tools/list_changed, the client counts it and lists again, and the new
 * forecast_issue_trend tool is found by the filter.
 */
export async function betaToolsArriveByListChanged(page: Page) {
  await selectTool(page, 'toggle_beta_tools');
  await argumentsForm(page).getByRole('checkbox', { name: 'enabled' }).check();
  await runTool(page, 'Complete');
  await expect(toolsPanel(page).getByText(/list_changed received 1×/)).toBeVisible();
  await toolsPanel(page).getByRole('searchbox', { name: 'Filter tools' }).fill('forecast');
  await expect(toolButton(page, 'forecast_issue_trend')).toBeVisible();
}

export async function setJsonArguments(page: Page, json: string) {
  await callPanel(page).getByRole('tab', { name: 'JSON' }).click();
  const editor = callPanel(page).getByRole('textbox', { name: 'Arguments (JSON)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(json);
  await callPanel(page).getByRole('tab', { name: 'Form' }).click();
}

/** Connects to a server URL through the connection form. */
export async function connectByUrl(page: Page, url: string, headers: Record<string, string> = {}) {
  const panel = connectionPanel(page);
  await panel.getByRole('radio', { name: /A server URL/ }).check();
  await panel.getByRole('textbox', { name: 'Server URL' }).fill(url);
  let i = 1;
  for (const [name, value] of Object.entries(headers)) {
    if (i > 1) await panel.getByRole('button', { name: 'Add header' }).click();
    await panel.getByLabel(`Header ${i} name`).fill(name);
    await panel.getByLabel(`Header ${i} value`).fill(value);
    i++;
  }
  await panel.getByRole('button', { name: 'Connect' }).click();
}

/**
 * Collects the page's console errors and uncaught exceptions, for a test that runs with
 * `allowConsoleErrors` because one of its steps expects some (a refused cross-origin request, a
 * legacy server's HTTP 400): each step takes what arrived during it and checks it against what
 * that step allows, so the other steps stay as strict as the fixture's guard.
 */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return {
    /** The errors since the last call (or since the start), leaving none behind. */
    take: () => errors.splice(0),
  };
}

/** Guards against script execution, navigation and dialogs while a test runs. */
export function watchForHostileEffects(page: Page) {
  const effects: string[] = [];
  page.on('dialog', (dialog) => {
    effects.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().includes('/playground'))
      effects.push(`navigation: ${frame.url()}`);
  });
  page.on('popup', (popup) => effects.push(`popup: ${popup.url()}`));
  return effects;
}
