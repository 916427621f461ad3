import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type JsonSyntaxErrorCode, PARSE_ERROR_CODES } from './json-syntax-error';
import { parseJson } from './parse-json';

/** [text, code, start "line:column/offset", end "line:column/offset", message pattern] */
type Case = [string, JsonSyntaxErrorCode, string, string, RegExp];

const cases: Case[] = [
  ['', 'empty-document', '1:1/0', '1:1/0', /^The document is empty: paste a JSON value\.$/],
  ['  \n ', 'empty-document', '1:1/0', '2:2/4', /empty/],
  ['hello world', 'not-json', '1:1/0', '1:12/11', /^This is not JSON/],
  ['  <html></html>\n', 'not-json', '1:3/2', '1:16/15', /HTML/],
  ['True', 'invalid-symbol', '1:1/0', '1:5/4', /write true in lowercase/],
  ['[1, x]', 'invalid-symbol', '1:5/4', '1:6/5', /Unexpected `x`/],
  ['{a: 1}', 'invalid-symbol', '1:2/1', '1:3/2', /Property names need double quotes: write "a"/],
  ["{'a': 1}", 'invalid-symbol', '1:2/1', '1:5/4', /double quotes, not single quotes/],
  ['\uFEFF{}', 'invalid-symbol', '1:1/0', '1:2/1', /byte order mark/],
  ['[1,\u00a02]', 'invalid-symbol', '1:4/3', '1:6/5', /U\+00A0/],
  ['[NaN]', 'invalid-symbol', '1:2/1', '1:5/4', /NaN or Infinity/],
  ['[+1]', 'invalid-symbol', '1:2/1', '1:4/3', /starts with a digit or a minus sign/],
  ['[-]', 'invalid-symbol', '1:2/1', '1:3/2', /minus sign must be followed by digits/],
  ['[1.]', 'invalid-number', '1:2/1', '1:4/3', /digits after the decimal point/],
  ['[1e+]', 'invalid-number', '1:2/1', '1:5/4', /digits after the exponent/],
  ['[01]', 'invalid-number', '1:2/1', '1:4/3', /leading zeros: write 1 /],
  ['-01', 'invalid-number', '1:1/0', '1:4/3', /leading zeros: write -1 /],
  ['[007.5e1, 1]', 'invalid-number', '1:2/1', '1:9/8', /write 7\.5e1 \(or "007\.5e1" if it is text\)/],
  ['{1: 2}', 'property-name-expected', '1:2/1', '1:3/2', /property name in double quotes/],
  ['{"a":}', 'value-expected', '1:6/5', '1:7/6', /Expected a value after the colon/],
  ['[,1]', 'value-expected', '1:2/1', '1:3/2', /Expected a value before this comma/],
  ['{,}', 'value-expected', '1:2/1', '1:3/2', /Expected a property before this comma/],
  ['{"a" 1}', 'missing-colon', '1:6/5', '1:7/6', /Expected a colon after the property name/],
  ['[1 2]', 'missing-comma', '1:4/3', '1:5/4', /^Expected a comma between two array items\.$/],
  ['{"a":1 "b":2}', 'missing-comma', '1:8/7', '1:11/10', /^Expected a comma between two properties\.$/],
  ['[1,]', 'trailing-comma', '1:3/2', '1:4/3', /after the last array item/],
  ['{"a":1,}', 'trailing-comma', '1:7/6', '1:8/7', /after the last property/],
  ['[\n  1,\n]', 'trailing-comma', '2:4/5', '2:5/6', /Remove this comma/],
  ['{"a": [1,', 'unexpected-end', '1:10/9', '1:10/9', /a value is missing.*\]\}.*line 1, column 7/],
  ['[', 'unexpected-end', '1:2/1', '1:2/1', /ends too early/],
  ['{"a"', 'unexpected-end', '1:5/4', '1:5/4', /a colon and a value are missing/],
  ['[1,\n', 'unexpected-end', '1:4/3', '1:4/3', /a value is missing/],
  ['{"a":1}}', 'content-after-value', '1:8/7', '1:9/8', /An extra \}/],
  ['{} {}', 'content-after-value', '1:4/3', '1:6/5', /exactly one value/],
  ['// c\n{}', 'comment-not-allowed', '1:1/0', '1:5/4', /^Comments are not allowed in JSON/],
  ['[1 /* c */]', 'comment-not-allowed', '1:4/3', '1:11/10', /Comments/],
  ['"abc', 'unterminated-string', '1:1/0', '1:5/4', /before the end of the text/],
  ['["ab\n"]', 'unterminated-string', '1:2/1', '1:5/4', /before the end of the line/],
  ['["\\u12G4"]', 'invalid-unicode-escape', '1:3/2', '1:7/6', /four hexadecimal digits/],
  ['["a\\x"]', 'invalid-escape', '1:4/3', '1:6/5', /`\\x` is not a valid escape/],
  ['["a\tb"]', 'control-character', '1:4/3', '1:5/4', /U\+0009 .* write \\t\./],
  ['["\u0001"]', 'control-character', '1:3/2', '1:4/3', /write \\u0001\./],
  ['{\r\n  "a": 1\r\n  "b": 2\r\n}', 'missing-comma', '3:3/15', '3:6/18', /properties/],
  ['{\r  "a": 1,\r}', 'trailing-comma', '2:9/10', '2:10/11', /comma/],
];

const show = (p: { line: number; column: number; offset: number }) => `${p.line}:${p.column}/${p.offset}`;

for (const [text, code, start, end, message] of cases) {
  test(`${code}: ${JSON.stringify(text)}`, () => {
    const document = parseJson(text);
    assert.equal(document.ok, false);
    const [first] = document.syntaxErrors;
    assert.ok(first, 'an error is reported');
    assert.equal(first.code, code);
    assert.equal(show(first.range.start), start);
    assert.equal(show(first.range.end), end);
    assert.match(first.message, message);
    assert.throws(() => JSON.parse(text), SyntaxError);
  });
}

test('one error for one mistake: follow-up errors of the recovery are not listed', () => {
  for (const text of [
    '{a: 1}',
    "{'a': 1}",
    '[x, 1]',
    '{"a": x}',
    '{"a":01}',
    '[1,]',
    '{"a":1,}',
    '[1 2]',
    '{"a": [1,',
  ]) {
    assert.equal(parseJson(text).syntaxErrors.length, 1, text);
  }
});

test('a comment-only text gets the comment error and an empty-document error', () => {
  const errors = parseJson('/* x').syntaxErrors;
  assert.deepEqual(
    errors.map((error) => [error.code, error.range.start.offset, error.range.end.offset]),
    [
      ['comment-not-allowed', 0, 4],
      ['empty-document', 4, 4],
    ],
  );
  assert.match(errors[1]!.message, /comments but no JSON value/);
});

test('errors are sorted by position even when the end of the text is reported last', () => {
  const errors = parseJson('[1, /* x').syntaxErrors;
  assert.deepEqual(
    errors.map((error) => [error.code, error.range.start.offset]),
    [
      ['unexpected-end', 3],
      ['comment-not-allowed', 4],
    ],
  );
});

test('after 100 errors the list ends with one too-many-errors entry', () => {
  const text = `[${'1 '.repeat(300)}]`;
  const errors = parseJson(text).syntaxErrors;
  assert.equal(errors.length, 101);
  assert.equal(errors[99]!.code, 'missing-comma');
  assert.equal(errors[100]!.code, 'too-many-errors');
  assert.match(errors[100]!.message, /^199 more syntax errors/);
});

test('every jsonc-parser ParseErrorCode (1-16) maps to a kebab-case code', () => {
  for (let code = 1; code <= 16; code++) {
    const mapped = PARSE_ERROR_CODES[code];
    assert.ok(mapped !== undefined, `code ${code}`);
    assert.match(mapped, /^[a-z]+(-[a-z]+)*$/);
  }
  assert.equal(PARSE_ERROR_CODES[17], undefined);
});
