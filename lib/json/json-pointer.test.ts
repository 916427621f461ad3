import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  decodePointer,
  encodePointer,
  escapePointerSegment,
  getAtPointer,
  isArrayIndexSegment,
  joinPointer,
  parentPointer,
} from './json-pointer';

test('encodePointer escapes ~ as ~0 and / as ~1; [] is the root ""', () => {
  assert.equal(encodePointer([]), '');
  assert.equal(encodePointer(['a', 0, 'b']), '/a/0/b');
  assert.equal(encodePointer(['a/b', 'm~n', '~1', '']), '/a~1b/m~0n/~01/');
  assert.equal(escapePointerSegment('/~'), '~1~0');
});

test('decodePointer unescapes ~1 before ~0, so "~01" is "~1"', () => {
  assert.deepEqual(decodePointer(''), []);
  assert.deepEqual(decodePointer('/'), ['']);
  assert.deepEqual(decodePointer('//'), ['', '']);
  assert.deepEqual(decodePointer('/a~1b/m~0n/~01'), ['a/b', 'm~n', '~1']);
  assert.deepEqual(decodePointer('/0/-'), ['0', '-']);
});

test('decodePointer rejects what RFC 6901 does not allow', () => {
  for (const bad of ['a', '#/a', '/a~', '/a~2', '/~a', ' /a'])
    assert.equal(decodePointer(bad), undefined, bad);
});

test('joinPointer and parentPointer', () => {
  assert.equal(joinPointer('', 'a'), '/a');
  assert.equal(joinPointer('/a', 'b/c', 0), '/a/b~1c/0');
  assert.equal(joinPointer('/a'), '/a');
  assert.equal(parentPointer(''), undefined);
  assert.equal(parentPointer('/a'), '');
  assert.equal(parentPointer('/a/b~1c'), '/a');
  assert.equal(parentPointer('/a//'), '/a/');
});

test('isArrayIndexSegment: decimal, no leading zero, no sign', () => {
  for (const yes of ['0', '7', '10', '123456']) assert.ok(isArrayIndexSegment(yes), yes);
  for (const no of ['', '01', '-1', '+1', '1.0', '1e2', ' 1', '-', 'a'])
    assert.ok(!isArrayIndexSegment(no), no);
});

test('getAtPointer finds own members and array items only', () => {
  const value = JSON.parse('{"a":{"b/c":[10,{"m~n":null}]},"":1,"__proto__":{"x":2}}');
  assert.deepEqual(getAtPointer(value, ''), { found: true, value });
  assert.deepEqual(getAtPointer(value, '/a/b~1c/0'), { found: true, value: 10 });
  assert.deepEqual(getAtPointer(value, '/a/b~1c/1/m~0n'), { found: true, value: null });
  assert.deepEqual(getAtPointer(value, '/'), { found: true, value: 1 });
  assert.deepEqual(getAtPointer(value, '/__proto__/x'), { found: true, value: 2 });
  for (const missing of [
    '/b',
    '/a/b~1c/2',
    '/a/b~1c/01',
    '/a/b~1c/-',
    '/a/b~1c/0/x',
    '/constructor',
    '/a~',
    'a',
  ]) {
    assert.deepEqual(getAtPointer(value, missing), { found: false }, missing);
  }
  assert.deepEqual(getAtPointer(5, '/0'), { found: false });
  assert.deepEqual(getAtPointer([1], '/length'), { found: false });
});

test('property: decode(encode(segments)) gives the segments back as strings', () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(fc.string(), fc.nat())), (segments) => {
      const pointer = encodePointer(segments);
      assert.deepEqual(decodePointer(pointer), segments.map(String));
      if (segments.length > 0) assert.equal(parentPointer(pointer), encodePointer(segments.slice(0, -1)));
    }),
  );
});
