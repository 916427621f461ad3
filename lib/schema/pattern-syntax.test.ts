import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePattern } from './pattern-syntax';

test('parses sequences, classes, escapes, groups and quantifiers', () => {
  const parsed = parsePattern('^(?:a|[^b-d\\s])+?\\u{1F600}\\x41\\k<n>(?<n>x)$');
  assert.ok(parsed.ok);
  const [seq] = parsed.ast;
  assert.ok(seq);
  assert.deepEqual(
    seq.map((node) => node.type),
    ['assert', 'repeat', 'char', 'char', 'backref', 'group', 'assert'],
  );
  const repeat = seq[1];
  assert.ok(repeat?.type === 'repeat');
  assert.equal(repeat.min, 1);
  assert.equal(repeat.max, Number.POSITIVE_INFINITY);
  assert.equal(repeat.lazy, true);
  assert.deepEqual(seq[2], { type: 'char', cp: 0x1f600 });
  assert.deepEqual(seq[3], { type: 'char', cp: 0x41 });
  assert.deepEqual(seq[4], { type: 'backref', ref: 'n' });
});

test('escaped surrogate pairs combine into one code point; lookarounds are recognised', () => {
  const pair = parsePattern('\\ud83d\\ude00');
  assert.ok(pair.ok);
  assert.deepEqual(pair.ast, [[{ type: 'char', cp: 0x1f600 }]]);
  const look = parsePattern('(?<!a)b(?=c)');
  assert.ok(look.ok);
  assert.deepEqual(
    look.ast[0]?.map((n) =>
      n.type === 'look' ? `${n.behind ? 'behind' : 'ahead'}${n.negated ? '!' : '='}` : n.type,
    ),
    ['behind!', 'char', 'ahead='],
  );
});

test('class details: ranges, \\b as backspace, escaped dash, class escapes', () => {
  const parsed = parsePattern('[a-z\\b\\-\\d\\p{L}]');
  assert.ok(parsed.ok);
  const node = parsed.ast[0]?.[0];
  assert.ok(node?.type === 'class');
  assert.deepEqual(node.items, [
    { type: 'range', from: 97, to: 122 },
    { type: 'char', cp: 8 },
    { type: 'char', cp: 45 },
    { type: 'perl', name: 'd' },
    { type: 'prop', negated: false, name: 'L' },
  ]);
});

test('gives up on syntax it does not know instead of guessing', () => {
  assert.equal(parsePattern('(?i:a)').ok, false);
  assert.equal(parsePattern('a{').ok, false);
  assert.equal(parsePattern('\\q').ok, false);
});
