import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { createLineIndex } from './line-index';

test('positions in LF text: 1-based line and column, 0-based offset', () => {
  const lines = createLineIndex('ab\ncd\n');
  assert.equal(lines.lineCount, 3);
  assert.deepEqual(lines.positionAt(0), { line: 1, column: 1, offset: 0 });
  assert.deepEqual(lines.positionAt(2), { line: 1, column: 3, offset: 2 });
  assert.deepEqual(lines.positionAt(3), { line: 2, column: 1, offset: 3 });
  assert.deepEqual(lines.positionAt(5), { line: 2, column: 3, offset: 5 });
  assert.deepEqual(lines.positionAt(6), { line: 3, column: 1, offset: 6 });
});

test('CRLF is one line break; a lone CR is a line break too', () => {
  const lines = createLineIndex('a\r\nb\rc\n\r\nd');
  assert.equal(lines.lineCount, 5);
  assert.deepEqual(lines.positionAt(3), { line: 2, column: 1, offset: 3 }); // b
  assert.deepEqual(lines.positionAt(5), { line: 3, column: 1, offset: 5 }); // c
  assert.deepEqual(lines.positionAt(7), { line: 4, column: 1, offset: 7 }); // empty line before \r\n
  assert.deepEqual(lines.positionAt(9), { line: 5, column: 1, offset: 9 }); // d
  assert.equal(lines.offsetAt(2, 1), 3);
  assert.equal(lines.offsetAt(4, 1), 7);
  // Columns past the end of a line stop before its line break.
  assert.equal(lines.offsetAt(1, 99), 1);
  assert.equal(lines.offsetAt(4, 99), 7);
  assert.equal(lines.offsetAt(5, 99), 10);
});

test('columns count UTF-16 code units: an emoji takes two columns', () => {
  const text = '"😀x"';
  const lines = createLineIndex(text);
  assert.equal(text.indexOf('x'), 3);
  assert.deepEqual(lines.positionAt(3), { line: 1, column: 4, offset: 3 });
  assert.deepEqual(lines.positionAt(text.length), { line: 1, column: 6, offset: 5 });
});

test('empty text, clamping and reversed ranges', () => {
  const empty = createLineIndex('');
  assert.equal(empty.lineCount, 1);
  assert.deepEqual(empty.positionAt(0), { line: 1, column: 1, offset: 0 });
  assert.deepEqual(empty.positionAt(10), { line: 1, column: 1, offset: 0 });
  const lines = createLineIndex('ab\ncd');
  assert.deepEqual(lines.positionAt(-4), { line: 1, column: 1, offset: 0 });
  assert.deepEqual(lines.positionAt(99), { line: 2, column: 3, offset: 5 });
  assert.deepEqual(lines.positionAt(Number.NaN), { line: 1, column: 1, offset: 0 });
  assert.equal(lines.offsetAt(0, 0), 0);
  assert.equal(lines.offsetAt(9, 1), 3);
  assert.deepEqual(lines.rangeAt(4, 1), { start: lines.positionAt(1), end: lines.positionAt(4) });
});

test('property: positionAt agrees with a naive count, and offsetAt inverts it', () => {
  const texts = fc.string({ unit: fc.constantFrom('a', '\n', '\r', '😀', ' ', '\r\n'), maxLength: 60 });
  fc.assert(
    fc.property(texts, fc.nat(), (text, seed) => {
      const lines = createLineIndex(text);
      const offset = text.length === 0 ? 0 : seed % (text.length + 1);
      // Between "\r" and "\n" is not a cursor place; skip that degenerate spot.
      if (offset > 0 && text.charCodeAt(offset - 1) === 13 && text.charCodeAt(offset) === 10) return;
      let line = 1;
      let lineStart = 0;
      for (let i = 0; i < offset; i++) {
        const code = text.charCodeAt(i);
        if (code === 13 && text.charCodeAt(i + 1) === 10) i++;
        if (code === 10 || code === 13) {
          line++;
          lineStart = i + 1;
        }
      }
      const position = lines.positionAt(offset);
      assert.deepEqual(position, { line, column: offset - lineStart + 1, offset });
      assert.equal(lines.offsetAt(position.line, position.column), offset);
    }),
  );
});

// Its speed is part of the validation figures in `npm run bench`; a test asserts answers, never time.
test('a 1 MB text with 100 000 lines: every sampled lookup agrees with counting the lines by hand', () => {
  const text = 'x'.repeat(9).concat('\n').repeat(100_000);
  const lines = createLineIndex(text);
  assert.equal(lines.lineCount, 100_001);
  for (let i = 0; i < 100_000; i++) {
    const offset = (i * 7919) % text.length;
    // Every line is 10 characters ("xxxxxxxxx\n"), so the line and column follow from the offset.
    const expected = { line: Math.floor(offset / 10) + 1, column: (offset % 10) + 1, offset };
    const position = lines.positionAt(offset);
    if (position.line !== expected.line || position.column !== expected.column) {
      assert.deepEqual(position, expected, `offset ${offset}`);
    }
  }
  assert.deepEqual(lines.positionAt(999_995), { line: 100_000, column: 6, offset: 999_995 });
});
