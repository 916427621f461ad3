import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { propertyRuns } from '../spec/testing/agreement';
import { parsePattern } from './pattern-syntax';
import { toRe2 } from './pattern-to-re2';

function re2For(source: string): RE2JS {
  const parsed = parsePattern(source);
  assert.ok(parsed.ok, `parse ${source}`);
  const translated = toRe2(parsed.ast);
  assert.ok(translated.ok, `translate ${source}`);
  return RE2JS.compile(translated.source, translated.lookbehind ? RE2JS.LOOKBEHINDS : 0);
}

function agree(source: string, inputs: readonly string[]): void {
  const re2 = re2For(source);
  const native = new RegExp(source, 'u');
  for (const input of inputs) {
    assert.equal(re2.test(input), native.test(input), `${source} on ${JSON.stringify(input)}`);
  }
}

const SAMPLES = [
  '',
  'a',
  'abc',
  'ABC',
  'a1',
  '123',
  '12',
  '1234',
  ' ',
  '\u00a0',
  '\t',
  '\n',
  '\r',
  '\u2028',
  '\ufeff',
  'é',
  'É',
  'ß',
  '😀',
  'a😀b',
  'x.y',
  'a-b',
  'α',
  'Ωmega',
  '٣',
  '_',
  'a b',
  'a\nb',
];

test('ordinary patterns mean the same in RE2 as in ECMAScript with the u flag', () => {
  for (const source of [
    '^[a-z]+$',
    '\\d{3}',
    '^\\d{3}$',
    '^\\w+$',
    '\\s',
    '^\\S+$',
    '^.$',
    '^.+$',
    '^[^a]$',
    '^\\p{L}+$',
    '^\\p{Lu}',
    '^\\p{Letter}+$',
    '^\\p{Script=Greek}+$',
    '^\\p{sc=Greek}$',
    '^\\P{L}+$',
    '^[\\p{L}\\d_-]+$',
    '^[\\s\\S]$',
    '^[^\\s]+$',
    '^\\u00e9$',
    '^\\u{1F600}$',
    '^\\ud83d\\ude00$',
    '^[😀-😂]$',
    '\\bb',
    '^a|b$',
    '^(?:ab|a)(c)?$',
    '^(?<word>[a-z]+)-\\d+$',
    '[]',
    '^[^]$',
    '^\\x41',
    '^\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\/\\\\$',
    '^a{2,3}$',
    '^(?:a|b){1,}?$',
    '^\\p{ASCII}+$',
    '\\cJ',
    '\\0',
  ]) {
    agree(source, SAMPLES);
  }
});

test('lookbehind translates (with the LOOKBEHINDS flag); lookahead and back-references do not', () => {
  agree('(?<=a)b', ['ab', 'cb', 'b']);
  agree('(?<!a)b', ['ab', 'cb', 'b']);
  for (const source of ['a(?=b)', 'a(?!b)', '(a)\\1', '(?<n>a)\\k<n>']) {
    const parsed = parsePattern(source);
    assert.ok(parsed.ok);
    assert.equal(toRe2(parsed.ast).ok, false, source);
  }
});

test('randomly built ordinary patterns agree with native RegExp on random strings', () => {
  const atom = fc.constantFrom(
    'a',
    'b',
    '.',
    '\\d',
    '\\w',
    '\\s',
    '\\S',
    '[a-c]',
    '[^a]',
    'é',
    '\\u00e9',
    '\\p{L}',
    '\\p{Lu}',
    '\\x41',
    '\\.',
    ' ',
    '😀',
    '[\\s\\d]',
    '[^\\S]',
    '\\b',
    '(?:a|b)',
    '(c)',
  );
  const quantifier = fc.constantFrom('', '', '*', '+', '?', '{1,3}', '{2}', '*?');
  const term = fc.tuple(atom, quantifier).map(([a, q]) => (a === '\\b' ? a : a + q));
  const branch = fc.array(term, { minLength: 0, maxLength: 5 }).map((terms) => terms.join(''));
  const pattern = fc
    .tuple(fc.boolean(), fc.array(branch, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([start, branches, end]) => `${start ? '^' : ''}(?:${branches.join('|')})${end ? '$' : ''}`);
  const input = fc
    .array(
      fc.constantFrom(
        'a',
        'b',
        'c',
        'A',
        '1',
        ' ',
        '\u00a0',
        '\n',
        '\r',
        '\u2028',
        'é',
        '😀',
        '.',
        '_',
        '\t',
        '\ufeff',
      ),
      { maxLength: 8 },
    )
    .map((chars) => chars.join(''));
  fc.assert(
    fc.property(pattern, fc.array(input, { minLength: 1, maxLength: 5 }), (source, inputs) => {
      const re2 = re2For(source);
      const native = new RegExp(source, 'u');
      return inputs.every((s) => re2.test(s) === native.test(s));
    }),
    // A quarter of 300 in npm test, all with MCP_TOOL_LAB_DEEP=1 (propertyRuns).
    { numRuns: propertyRuns(300) },
  );
});
