/** A piece of a paragraph: text as it is, or the text of an inline code span. */
export type PlainInline = string | { code: string };

/**
 * Markdown syntax, and anything whose meaning could change in markdown: emphasis marks, links and
 * images, HTML and entities, escapes, tables and strikethrough, control characters. Backticks and
 * underscores are allowed only where they are checked below.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const SYNTAX = /[\\*[\]<>#&~|\u0000-\u0009\u000b-\u001f\u007f]/;
/** A line that could open a block: a list item, a setext underline or thematic break. */
const BLOCK_START = /^(?:[-+=]|\d{1,9}[.)])/;
/** Code span content that renders as it is: no backtick, no space at either end (those are trimmed). */
const CODE = /^[^`\s](?:[^`]*[^`\s])?$/;
const WORD = /[A-Za-z0-9]/;

/** Underscores only inside a word (`get_issue`): there they can neither open nor close emphasis. */
function underscoresInWords(text: string): boolean {
  for (const run of text.matchAll(/_+/g)) {
    const before = text[run.index - 1];
    const after = text[run.index + run[0].length];
    if (before === undefined || after === undefined || !WORD.test(before) || !WORD.test(after)) return false;
  }
  return true;
}

/** One line as text and code spans, or undefined when it may hold other markdown. */
function inlinesOf(line: string): PlainInline[] | undefined {
  if (line !== line.trim() || BLOCK_START.test(line)) return undefined;
  // Backticks next to each other make a longer backtick string (another kind of code span).
  if (line.includes('``')) return undefined;
  const parts = line.split('`');
  // An odd number of backticks leaves one unpaired.
  if (parts.length % 2 === 0) return undefined;
  const inlines: PlainInline[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 1) {
      if (!CODE.test(part)) return undefined;
      inlines.push({ code: part });
    } else {
      if (!underscoresInWords(part)) return undefined;
      if (part !== '') inlines.push(part);
    }
  }
  return inlines;
}

/** Neighbouring texts join, as the renderer gives one text node for them. */
function append(paragraph: PlainInline[], inline: PlainInline): void {
  const last = paragraph[paragraph.length - 1];
  if (typeof inline === 'string' && typeof last === 'string') paragraph[paragraph.length - 1] = last + inline;
  else paragraph.push(inline);
}

/**
 * The paragraphs of a text that holds no markdown beyond inline code, or undefined when it may
 * hold some: lines without leading or trailing spaces, none opening a block, no character markdown
 * gives a meaning to (underscores only inside words, backticks only in pairs around code). Such a
 * text renders as exactly these paragraphs (lines joined by a newline), which is what a markdown
 * renderer makes of it, so the renderer need not be loaded for it. Conservative by design: a text
 * it refuses goes to the real renderer, never altered.
 */
export function plainParagraphs(text: string): PlainInline[][] | undefined {
  if (SYNTAX.test(text)) return undefined;
  const paragraphs: PlainInline[][] = [];
  let current: PlainInline[] | undefined;
  for (const line of text.split('\n')) {
    if (line === '') {
      if (current) paragraphs.push(current);
      current = undefined;
      continue;
    }
    const inlines = inlinesOf(line);
    if (!inlines) return undefined;
    if (current) append(current, '\n');
    else current = [];
    for (const inline of inlines) append(current, inline);
  }
  if (current) paragraphs.push(current);
  return paragraphs;
}
