// A page opened from a link (share, docs example, bridge, sign-in return) may name another server or
// scenario than the in-page mock's default, so the tool list from the site's build must not show on
// it. Before hydration the page's inline script marks <html> and CSS (app/globals.css) hides the list;
// after it, the controller drops the preview and takes the mark away.

/** The attribute on <html>. */
export const LINK_ATTRIBUTE = 'data-playground-link';

/** The inline script, run while the page is parsed, before the list. */
export const LINK_MARKER_SCRIPT = `if(location.hash.length>1)document.documentElement.setAttribute('${LINK_ATTRIBUTE}','')`;
