import { type Page, test } from '@playwright/test';
import { chooseTheme, expect, seriousA11yViolations } from './fixtures';

/**
 * The checks every page gets, after one navigation: axe in both themes and no sideways scroll at
 * phone width. The caller navigates and checks its own headings first.
 *
 * axe runs every rule in the light theme. The dark theme changes colours only (a class on <html>;
 * no element, role or name changes), so there axe runs the rules that read colours. Both runs report
 * serious and critical violations.
 */
export async function checkThemesAndWidth(page: Page, options: { phone?: boolean } = {}) {
  await test.step('axe, light theme', async () => {
    await chooseTheme(page, 'Light');
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await seriousA11yViolations(page), 'axe, light theme').toEqual([]);
  });
  await test.step('axe, dark theme', async () => {
    await chooseTheme(page, 'Dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await seriousA11yViolations(page, { colourOnly: true }), 'axe, dark theme').toEqual([]);
  });
  if (options.phone !== false) await test.step('phone width', () => expectNoSidewaysScroll(page));
}

/** Narrows the viewport to a phone's and checks that nothing in main scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, width = 375) {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 740 });
  const overflow = await page.getByRole('main').evaluate((main) => {
    // Layout is synchronous: reading scrollWidth after the resize reflows at the new width.
    const report: string[] = [];
    if (main.scrollWidth > main.clientWidth)
      report.push(`main is ${main.scrollWidth - main.clientWidth} px wider than the screen`);
    // Say which element sticks out, so the failure points at it (an element that scrolls on its own,
    // like a code block with overflow-x: auto, is fine: its content does not push the page).
    const right = main.getBoundingClientRect().right;
    for (const el of main.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= right + 0.5) continue;
      let clipped = false;
      for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (!clipped)
        report.push(
          `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 60)} ends ${Math.round(box.right - right)} px past the edge`,
        );
      if (report.length > 5) break;
    }
    return report;
  });
  expect(overflow, `at ${width} px wide`).toEqual([]);
  if (before) await page.setViewportSize(before);
}
