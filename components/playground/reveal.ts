/**
 * Where the playground moves the view. On a wide screen each pane scrolls on its own and the page
 * stays put; on a phone the panes stack and the page scrolls. These helpers move whichever scrolls.
 */

/**
 * The nearest ancestor made to scroll its content (a pane), or undefined when the page does. With
 * `overflowing`, only one whose content is taller than it is now (one that can actually scroll).
 */
function paneOf(element: HTMLElement, { overflowing = false } = {}): HTMLElement | undefined {
  for (
    let parent = element.parentElement;
    parent && parent !== document.body;
    parent = parent.parentElement
  ) {
    const overflow = getComputedStyle(parent).overflowY;
    if (
      (overflow === 'auto' || overflow === 'scroll') &&
      (!overflowing || parent.scrollHeight > parent.clientHeight)
    )
      return parent;
  }
  return undefined;
}

/**
 * Puts `element` at the top of what scrolls it: its pane (the page itself does not move), or the
 * page on a narrow screen, where the panes stack.
 */
function scrollToTop(element: HTMLElement | null): void {
  if (!element) return;
  const pane = paneOf(element, { overflowing: true });
  if (pane) {
    pane.scrollTop += element.getBoundingClientRect().top - pane.getBoundingClientRect().top;
    return;
  }
  element.scrollIntoView({ block: 'start' });
}

/** How long a revealed panel is kept at the top while what surrounds it still loads or grows. */
const SETTLE_MS = 3000;
/** What the user does to scroll or act: after it, the view is theirs and is not moved again. */
const USER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Puts the element with this id at the top of what scrolls it, and keeps it there while the layout
 * settles: a panel that loads its code (and replaces its placeholder), findings that arrive from the
 * validation worker, or a panel above it that grows would otherwise push it down or out of view
 * after the first move. It stops at the user's first wheel, touch, click or key, or after a few
 * seconds. Returns a function that stops it.
 */
export function revealAtTop(id: string): () => void {
  const first = document.getElementById(id);
  if (!first) return () => {};
  scrollToTop(first);
  if (typeof ResizeObserver === 'undefined') return () => {};
  let frame: number | undefined;
  const observer = new ResizeObserver(() => {
    if (frame !== undefined) return;
    frame = requestAnimationFrame(() => {
      frame = undefined;
      scrollToTop(document.getElementById(id));
    });
  });
  // Every child of its pane (or of the page): whatever above it, or it, changes size.
  const container = paneOf(first) ?? document.body;
  observer.observe(first);
  for (const child of Array.from(container.children)) observer.observe(child);
  const timer = setTimeout(() => stop(), SETTLE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
    for (const type of USER_MOVES) removeEventListener(type, stop, true);
  }
  for (const type of USER_MOVES) addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

const FIELDS =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

/**
 * The first field of the call form (the tool's first argument), or the Run button when the tool
 * takes none; undefined until the form of `toolName` is on the page.
 */
export function callFormTarget(toolName: string): HTMLElement | undefined {
  const call = document.getElementById('call');
  const heading = call?.querySelector('h2');
  if (!call || heading?.textContent !== `Call ${toolName}`) return undefined;
  const args = call.querySelector('section[aria-labelledby="arguments-heading"]');
  // The form's first field, or the JSON editor when that tab is open.
  return (
    args?.querySelector<HTMLElement>(`fieldset :is(${FIELDS})`) ??
    args?.querySelector<HTMLElement>(FIELDS) ??
    call.querySelector<HTMLElement>('[data-call-run]') ??
    undefined
  );
}
