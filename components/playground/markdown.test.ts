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
  ]) {
    assert.ok(plainParagraphs(revealHiddenCharacters(text)), `plain: ${JSON.stringify(text)}`);
    assert.equal(shown(text), rendered(text), JSON.stringify(text));
  }
});

test('a text that may hold markdown goes to the renderer (which is still loading here)', () => {
  for (const text of [
    'Use **bold** or _this_.',
    'Run `ls`.',
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
  ]) {
    assert.equal(plainParagraphs(revealHiddenCharacters(text)), undefined, JSON.stringify(text));
    assert.match(shown(text), /Rendering…/, JSON.stringify(text));
  }
});

test('whatever text it accepts, the renderer would show the same (random texts)', () => {
  // Characters that mean something in markdown at some place, and plain ones, in random mixes.
  const alphabet = [
    'a',
    'b',
    ' ',
    ' ',
    '\n',
    '\n',
    '-',
    '+',
    '=',
    '1',
    '2',
    '.',
    ')',
    '(',
    ':',
    '!',
    '"',
    "'",
    '?',
    'é',
    '\u00a0',
    '*',
    '_',
    '`',
    '#',
    '>',
    '<',
    '&',
    '[',
    ']',
    '\\',
    '~',
    '|',
    '\t',
  ];
  let seed = 26;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let accepted = 0;
  for (let n = 0; n < 3000; n++) {
    const length = 1 + Math.floor(random() * 24);
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
    if (!plainParagraphs(revealHiddenCharacters(text))) continue;
    accepted++;
    assert.equal(shown(text), rendered(text), JSON.stringify(text));
  }
  // The property says something only if many texts took the fast path.
  assert.ok(accepted > 100, `only ${accepted} texts were plain`);
});
