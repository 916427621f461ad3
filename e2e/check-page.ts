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
export async function checkThemesAndWidth(
  page: Page,
  options: { phone?: boolean; axeExclude?: readonly string[] } = {},
) {
  const exclude = options.axeExclude ?? [];
  await test.step('axe, light theme', async () => {
    await chooseTheme(page, 'Light');
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await seriousA11yViolations(page, { exclude }), 'axe, light theme').toEqual([]);
  });
  await test.step('axe, dark theme', async () => {
    await chooseTheme(page, 'Dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await seriousA11yViolations(page, { colourOnly: true, exclude }), 'axe, dark theme').toEqual([]);
  });
  if (options.phone !== false) await test.step('phone width', () => expectNoSidewaysScroll(page));
}

/**
 * Narrows the viewport to a phone's and checks that nothing inside main sticks out sideways or is
 * clipped (see sidewaysOverflow). One theme is enough: a theme changes colours only.
 */
export async function expectNoSidewaysScroll(page: Page, width = 375) {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 740 });
  // Layout is synchronous: reading sizes after the resize reflows at the new width.
  expect(await page.evaluate(sidewaysOverflow), `at ${width} px wide`).toEqual([]);
  if (before) await page.setViewportSize(before);
}

/**
 * What sticks out sideways inside <main>: the page itself scrolling sideways, an element reaching
 * past the screen's edge, or a clipping box (overflow hidden/clip) cutting its content short.
 * Content inside a box meant to scroll sideways (code blocks, the editors, wide tables) is fine;
 * so are visually hidden text (sr-only), deliberate ellipses and text fields. Runs in the page.
 */
export function sidewaysOverflow(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const scrolled = document.documentElement.scrollWidth - width;
  if (scrolled > 0) problems.push(`the page scrolls sideways by ${scrolled}px`);
  const main = document.querySelector('main')!;
  const nameOf = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const scrollsSideways = (el: Element) => {
    const x = getComputedStyle(el).overflowX;
    return (x === 'auto' || x === 'scroll') && el !== main;
  };
  // Whether an element sits inside a box that scrolls sideways, below main. Remembered per element:
  // asking each of a long page's thousands of elements about every ancestor again cost seconds.
  const inScrollerOf = new Map<Element, boolean>();
  const insideScroller = (el: Element): boolean => {
    const parent = el.parentElement;
    if (!parent || parent === main) return false;
    let known = inScrollerOf.get(parent);
    if (known === undefined) {
      known = scrollsSideways(parent) || insideScroller(parent);
      inScrollerOf.set(parent, known);
    }
    return known;
  };
  for (const el of main.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    if (insideScroller(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.right > width + 1 || box.left < -1)
      problems.push(
        `${nameOf(el)} reaches past the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`,
      );
    const x = style.overflowX;
    // A text field scrolls its own text (a long filled-in key, say): not content cut short.
    if (
      (x === 'hidden' || x === 'clip') &&
      style.textOverflow !== 'ellipsis' &&
      !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
      el.scrollWidth > el.clientWidth + 1
    )
      problems.push(`${nameOf(el)} clips ${el.scrollWidth - el.clientWidth}px of its content`);
  }
  return problems.slice(0, 10);
}
