/**
 * The one content width of the site: the header, the docs (sidebar included), the workbenches and
 * the footer all start at the same left edge.
 */
export const SITE_WIDTH = 'mx-auto w-full max-w-7xl px-4';
