/**
 * Markdown syntax, and anything whose meaning could change in markdown: emphasis and code marks,
 * links and images, HTML and entities, escapes, tables and strikethrough, control characters.
 */
const SYNTAX = /[\\`*_[\]<>#&~|\u0000-\u0009\u000b-\u001f\u007f]/;
/** A line that could open a block: a list item, a setext underline or thematic break. */
const BLOCK_START = /^(?:[-+=]|\d{1,9}[.)])/;

/**
 * The paragraphs of a text that has no markdown in it, or undefined when it may have some: lines
 * without leading or trailing spaces, none opening a block, none holding a character markdown
 * gives a meaning to. Such a text renders as exactly these paragraphs (lines joined by a newline),
 * which is what a markdown renderer would make of it, so the renderer need not be loaded for it.
 * Conservative by design: a text it refuses is rendered by the real renderer, never altered.
 */
export function plainParagraphs(text: string): string[] | undefined {
  if (SYNTAX.test(text)) return undefined;
  const paragraphs: string[] = [];
  let lines: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') {
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
      lines = [];
      continue;
    }
    if (line !== line.trim() || BLOCK_START.test(line)) return undefined;
    lines.push(line);
  }
  if (lines.length > 0) paragraphs.push(lines.join('\n'));
  return paragraphs;
}
