import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { revealHiddenCharacters } from '@/lib/validate/rules/hidden-characters';
import { Markdown } from './markdown';
import MarkdownText from './markdown-text';
import { plainParagraphs } from './plain-paragraphs';

const rendered = (text: string) => renderToStaticMarkup(createElement(MarkdownText, { text }));
const shown = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

test('a text without markdown is shown at once, exactly as the renderer shows it', () => {
  for (const text of [
    '',
    'Echoes back the text.',
    'Searches issues by title. Returns at most 20, newest first.',
    'Line one.\nLine two.',
    'First paragraph.\n\nSecond one, after a blank line.\n\n\nThird (after two).',
    '\n\nLeading and trailing blank lines.\n\n',
    'Quotes "like this" and \'this\', colons: yes; 50% off! Really? (maybe) {x} $5 @you',
    'A URL as text: https://example.com/a?b=c (a bare URL is not a link in CommonMark).',
    'Middle dash - and 3. or 2) inside a line, a+b=c.',
    'Hidden\u200bzero width and a tag \u{E0041} are revealed.',
    'Returns up to `limit` issues; then read one with get_issue or get__issue. Example: {"query": "x"}.',
    '`code` first, `a b` inside,\nand at the end `x.y()`',
    'snake_case_name and 2_000 are words',
    'Run `ls`.',
  ]) {
    assert.ok(plainParagraphs(revealHiddenCharacters(text)), `plain: ${JSON.stringify(text)}`);
    assert.equal(shown(text), rendered(text), JSON.stringify(text));
  }
});

test('a text that may hold markdown goes to the renderer (which is still loading here)', () => {
  for (const text of [
    'Use **bold** or _this_.',
    '# Heading',
    '- item\n- item',
    '+ item',
    '1. first',
    '1) first',
    'Title\n===',
    'Title\n---',
    '> quoted',
    '[link](https://example.com)',
    'a <b>tag</b>',
    'x &amp; y',
    'escaped \\* star',
    'two spaces at the end  \nmake a break',
    '    indented code',
    ' one leading space',
    'a\tb',
    'a | b',
    '~~gone~~',
    'a\r\nb',
    '_emphasis_',
    'a _b_ c',
    'trailing_',
    '`unpaired',
    '``double``',
    '` spaced `',
    'code across `lines\nhere`',
  ]) {
    assert.equal(plainParagraphs(revealHiddenCharacters(text)), undefined, JSON.stringify(text));
    assert.match(shown(text), /Rendering…/, JSON.stringify(text));
  }
});

test('whatever text it accepts, the renderer would show the same (random texts)', () => {
  // Pieces that mean something in markdown at some place, and plain ones, in random mixes.
  const pieces = [
    ...['word', 'ab', 'snake_case', 'x__y', '_lead', 'trail_', 'a_ b', '2_000', 'é'],
    ...['`code`', '`a b`', '` sp`', '`x_y`', '``', '`', '`<b>`'],
    ...[' ', ' ', '  ', '\n', '\n', '\n\n', '\t', '\u00a0'],
    ...['-', '+', '=', '1.', '2)', '(', ')', ':', '!', '"', "'", '?', '.', '{}'],
    ...['*', '#', '>', '<', '&', '[', ']', '\\', '~', '|'],
  ];
  let seed = 26;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let accepted = 0;
  let withCode = 0;
  let withUnderscore = 0;
  for (let n = 0; n < 4000; n++) {
    const length = 1 + Math.floor(random() * 12);
    let text = '';
    for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
    if (!plainParagraphs(revealHiddenCharacters(text))) continue;
    accepted++;
    if (text.includes('`')) withCode++;
    if (text.includes('_')) withUnderscore++;
    assert.equal(shown(text), rendered(text), JSON.stringify(text));
  }
  // The property says something only if many texts, some with code and underscores, took the fast path.
  assert.ok(
    accepted > 200 && withCode > 20 && withUnderscore > 20,
    `${accepted} / ${withCode} / ${withUnderscore}`,
  );
});
