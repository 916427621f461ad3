import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getAtPointer } from './json-pointer';
import { parseJson } from './parse-json';
import type { Range } from './range';

/** "line:column-line:column" of a range, for compact assertions. */
const lc = (range: Range | undefined) =>
  range && `${range.start.line}:${range.start.column}-${range.end.line}:${range.end.column}`;
/** [start offset, end offset) of a range. */
const off = (range: Range | undefined) => range && [range.start.offset, range.end.offset];

const SAMPLE = `{
  "name": "echo",
  "tags": ["a", "b"],
  "schema": {"type": "object", "properties": {}},
  "n": 1
}`;

test('valid text: ok, value from JSON.parse, no errors or duplicates', () => {
  const document = parseJson(SAMPLE);
  assert.equal(document.ok, true);
  assert.equal(document.text, SAMPLE);
  assert.deepEqual(document.value, JSON.parse(SAMPLE));
  assert.deepEqual(document.syntaxErrors, []);
  assert.deepEqual(document.duplicateKeys, []);
});

test('rangeOf value / key / anchor on objects, arrays and nested paths', () => {
  const { rangeOf } = parseJson(SAMPLE);
  assert.equal(lc(rangeOf('')), '1:1-6:2');
  assert.equal(lc(rangeOf('', 'key')), '1:1-6:2');
  assert.equal(lc(rangeOf('', 'anchor')), '1:1-1:2');
  assert.equal(lc(rangeOf('/name')), '2:11-2:17');
  assert.equal(lc(rangeOf('/name', 'value')), '2:11-2:17');
  assert.equal(lc(rangeOf('/name', 'key')), '2:3-2:9');
  assert.equal(lc(rangeOf('/name', 'anchor')), '2:11-2:17');
  assert.equal(lc(rangeOf('/tags')), '3:11-3:21');
  assert.equal(lc(rangeOf('/tags', 'anchor')), '3:3-3:9');
  assert.equal(lc(rangeOf('/tags/1')), '3:17-3:20');
  assert.equal(lc(rangeOf('/tags/1', 'key')), '3:17-3:20');
  assert.equal(lc(rangeOf('/tags/1', 'anchor')), '3:17-3:20');
  assert.equal(lc(rangeOf('/schema/type')), '4:22-4:30');
  assert.equal(lc(rangeOf('/schema/properties')), '4:46-4:48');
  assert.equal(lc(rangeOf('/schema/properties', 'key')), '4:32-4:44');
  assert.equal(lc(rangeOf('/schema/properties', 'anchor')), '4:32-4:44');
  assert.equal(SAMPLE.slice(...(off(rangeOf('/n')) as [number, number])), '1');
});

test('rangeOf anchor of an array item that is a container is its opening bracket', () => {
  const { rangeOf } = parseJson('[ [1], {"a": {}} ]');
  assert.deepEqual(off(rangeOf('/0', 'anchor')), [2, 3]);
  assert.deepEqual(off(rangeOf('/1', 'anchor')), [7, 8]);
  assert.deepEqual(off(rangeOf('/1/a', 'anchor')), [8, 11]);
  assert.deepEqual(off(rangeOf('/1/a')), [13, 15]);
});

test('rangeOf is undefined for missing and invalid pointers', () => {
  const { rangeOf } = parseJson(SAMPLE);
  for (const pointer of [
    '/nope',
    '/tags/2',
    '/tags/01',
    '/tags/-',
    '/tags/a',
    '/name/x',
    '/n/0',
    'name',
    '/a~2',
  ]) {
    assert.equal(rangeOf(pointer), undefined, pointer);
    assert.equal(rangeOf(pointer, 'anchor'), undefined, pointer);
  }
});

test('pointers with ~0 and ~1 escapes resolve, and pointerAt escapes them', () => {
  const text = '{"a/b": {"m~n": [1]}, "~1": 2, "": 3}';
  const { rangeOf, pointerAt, value } = parseJson(text);
  assert.deepEqual(off(rangeOf('/a~1b/m~0n/0')), [17, 18]);
  assert.equal(pointerAt(17), '/a~1b/m~0n/0');
  assert.deepEqual(off(rangeOf('/~01')), [28, 29]);
  assert.equal(pointerAt(22), '/~01');
  assert.deepEqual(off(rangeOf('/')), [35, 36]);
  assert.equal(pointerAt(35), '/');
  assert.equal(rangeOf('/a/b'), undefined);
  assert.deepEqual(getAtPointer(value, '/~01'), { found: true, value: 2 });
});

test('pointerAt at boundaries: names count as their member, spans are half-open', () => {
  const text = '{"a": [10, {"b": true}], "c": null}';
  const { pointerAt } = parseJson(text);
  const expectations: [number, string][] = [
    [-1, ''],
    [0, ''], // {
    [1, '/a'], // "a"
    [4, '/a'], // :
    [5, '/a'], // space before the value
    [6, '/a'], // [
    [7, '/a/0'], // 1
    [8, '/a/0'], // 0
    [9, '/a'], // , right after 10
    [11, '/a/1'], // {
    [12, '/a/1/b'], // "b"
    [17, '/a/1/b'], // t
    [20, '/a/1/b'], // e
    [21, '/a/1'], // } right after true
    [22, '/a'], // ]
    [23, ''], // ,
    [25, '/c'], // "c"
    [30, '/c'], // n
    [34, ''], // final }
    [35, ''], // end of text
    [99, ''],
  ];
  for (const [offset, pointer] of expectations) assert.equal(pointerAt(offset), pointer, `offset ${offset}`);
});

test('repeated names: the value keeps the last, like JSON.parse, and every repeat is listed', () => {
  const text = '{"a":1,"b":{"c":true,"c":false},"a":2,"a":3}';
  const document = parseJson(text);
  assert.equal(document.ok, true);
  assert.deepEqual(document.value, JSON.parse(text));
  assert.deepEqual(Object.keys(document.value as object), Object.keys(JSON.parse(text)));
  assert.deepEqual(
    document.duplicateKeys.map((d) => [d.pointer, d.key, lc(d.first), lc(d.range)]),
    [
      ['/b', 'c', '1:13-1:16', '1:22-1:25'],
      ['', 'a', '1:2-1:5', '1:33-1:36'],
      ['', 'a', '1:2-1:5', '1:39-1:42'],
    ],
  );
  // rangeOf follows the value: the last occurrence.
  assert.deepEqual(off(document.rangeOf('/a')), [42, 43]);
  assert.deepEqual(off(document.rangeOf('/b/c')), [25, 30]);
});

test('repeated names are also listed in text with syntax errors', () => {
  const document = parseJson('{"a":1,"a":2,}');
  assert.equal(document.ok, false);
  assert.deepEqual(document.value, { a: 2 });
  assert.deepEqual(
    document.duplicateKeys.map((d) => [d.pointer, d.key]),
    [['', 'a']],
  );
});

test('CRLF text: lines and columns as an editor shows them', () => {
  const text = '{\r\n  "a": 1,\r\n  "b": [\r\n    true\r\n  ]\r\n}\r\n';
  const document = parseJson(text);
  assert.equal(document.ok, true);
  assert.equal(lc(document.rangeOf('/b/0')), '4:5-4:9');
  assert.equal(lc(document.rangeOf('/b', 'key')), '3:3-3:6');
  assert.equal(lc(document.rangeOf('')), '1:1-6:2');
  assert.deepEqual(document.positionAt(text.length), { line: 7, column: 1, offset: text.length });
  assert.equal(document.pointerAt(text.indexOf('true')), '/b/0');
});

test('emoji (outside the BMP) count as two columns, in names and values', () => {
  const text = '{"😀": "a😀b", "k": 1}';
  const { rangeOf, value, pointerAt } = parseJson(text);
  assert.deepEqual(value, { '😀': 'a😀b', k: 1 });
  assert.deepEqual(off(rangeOf('/😀', 'key')), [1, 5]);
  assert.equal(lc(rangeOf('/😀', 'key')), '1:2-1:6');
  assert.equal(lc(rangeOf('/😀')), '1:8-1:14');
  assert.equal(lc(rangeOf('/k')), '1:21-1:22');
  assert.equal(pointerAt(3), '/😀'); // between the two halves of the emoji
  const error = parseJson('["😀" 1]').syntaxErrors[0]!;
  assert.equal(lc(error.range), '1:7-1:8');
});

test('empty and whitespace-only text: one empty-document error, no value, nothing to point at', () => {
  for (const text of ['', ' \n\t\r\n ']) {
    const document = parseJson(text);
    assert.equal(document.ok, false);
    assert.equal(document.value, undefined);
    assert.deepEqual(
      document.syntaxErrors.map((e) => [e.code, e.message, e.range.end.offset]),
      [['empty-document', 'The document is empty: paste a JSON value.', text.length]],
    );
    assert.equal(document.rangeOf(''), undefined);
    assert.equal(document.pointerAt(0), '');
  }
});

test('a top-level scalar', () => {
  for (const [text, value] of [
    ['  42 ', 42],
    ['"s"', 's'],
    ['null', null],
    ['false', false],
    ['-1.5e3', -1500],
  ] as const) {
    const document = parseJson(text);
    assert.equal(document.ok, true, text);
    assert.equal(document.value, value);
    const start = text.length - text.trimStart().length;
    const range = [start, text.trimEnd().length];
    assert.deepEqual(off(document.rangeOf('')), range);
    assert.deepEqual(off(document.rangeOf('', 'key')), range);
    assert.deepEqual(off(document.rangeOf('', 'anchor')), range);
    assert.equal(document.rangeOf('/0'), undefined);
    assert.equal(document.pointerAt(start), '');
  }
});

test('10 000 unclosed "[": an error, never an exception', () => {
  const text = '['.repeat(10_000);
  const document = parseJson(text);
  assert.equal(document.ok, false);
  assert.deepEqual(
    document.syntaxErrors.map((e) => [e.code, e.range.start.offset]),
    [['unexpected-end', 10_000]],
  );
  assert.ok(Array.isArray(document.value));
  assert.deepEqual(off(document.rangeOf('/0/0/0')), [3, 10_000]);
  assert.equal(document.pointerAt(4), '/0/0/0/0');
});

test('10 000 levels of balanced nesting: value, ranges and pointers', () => {
  const n = 10_000;
  const text = '['.repeat(n) + ']'.repeat(n);
  const document = parseJson(text);
  assert.equal(document.ok, true);
  const deepest = '/0'.repeat(n - 1);
  assert.deepEqual(off(document.rangeOf(deepest)), [n - 1, n + 1]);
  assert.equal(document.pointerAt(n - 1), deepest);
  assert.equal(document.pointerAt(n + 1), '/0'.repeat(n - 2));
  const objects = `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
  const deepObject = parseJson(objects);
  assert.equal(deepObject.ok, true);
  assert.deepEqual(deepObject.duplicateKeys, []);
  assert.deepEqual(off(deepObject.rangeOf('/a'.repeat(n))), [5 * n, 5 * n + 1]);
});

test('a huge string (4 MB), valid and unterminated', () => {
  const big = 'x'.repeat(4_000_000);
  const document = parseJson(`{"s": "${big}", "t": "\\"${big}"}`);
  assert.equal(document.ok, true);
  assert.equal((document.value as { s: string }).s.length, big.length);
  assert.deepEqual(off(document.rangeOf('/s')), [6, big.length + 8]);
  assert.equal(document.pointerAt(big.length + 20), '/t');
  const open = parseJson(`["${big}`);
  assert.equal(open.ok, false);
  assert.equal(open.syntaxErrors[0]!.code, 'unterminated-string');
  assert.deepEqual(off(open.syntaxErrors[0]!.range), [1, big.length + 2]);
});

test('text with errors: the recovered value and its ranges are usable', () => {
  const text = '{"a": [1 2], "b": , "c": true}';
  const document = parseJson(text);
  assert.equal(document.ok, false);
  assert.deepEqual(document.value, { a: [1, 2], c: true });
  assert.deepEqual(
    document.syntaxErrors.map((e) => e.code),
    ['missing-comma', 'value-expected'],
  );
  assert.deepEqual(off(document.rangeOf('/a/1')), [9, 10]);
  assert.equal(document.rangeOf('/b'), undefined);
  assert.equal(document.pointerAt(text.indexOf('true')), '/c');
});

test('a text that is not JSON at all gets one whole-text error', () => {
  const document = parseJson('Hello, this is plain text.\n');
  assert.equal(document.ok, false);
  assert.equal(document.value, undefined);
  assert.deepEqual(
    document.syntaxErrors.map((e) => [e.code, off(e.range)]),
    [['not-json', [0, 26]]],
  );
});
