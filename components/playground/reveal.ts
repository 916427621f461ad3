/**
 * Where the playground moves the view. On a wide screen each pane scrolls on its own and the page
 * stays put; on a phone the panes stack and the page scrolls. These helpers move whichever scrolls.
 */

/** The nearest ancestor that scrolls its content itself (a pane), or undefined when the page does. */
function scrollingAncestor(element: HTMLElement): HTMLElement | undefined {
  for (
    let parent = element.parentElement;
    parent && parent !== document.body;
    parent = parent.parentElement
  ) {
    const overflow = getComputedStyle(parent).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollHeight > parent.clientHeight)
      return parent;
  }
  return undefined;
}

/**
 * Puts `element` at the top of what scrolls it: its pane (the page itself does not move), or the
 * page on a narrow screen, where the panes stack.
 */
export function scrollToTop(element: HTMLElement | null): void {
  if (!element) return;
  const pane = scrollingAncestor(element);
  if (pane) {
    pane.scrollTop += element.getBoundingClientRect().top - pane.getBoundingClientRect().top;
    return;
  }
  element.scrollIntoView({ block: 'start' });
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
