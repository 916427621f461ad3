/**
 * The id of a heading, from its text: lower case, accents dropped, every run of other characters
 * turned into one hyphen. The docs index generator and the MDX heading components both use it, so
 * the "on this page" links and the rendered ids always agree. Never returns an empty string.
 */
export function headingId(text: string): string {
  const id = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id || 'section';
}
