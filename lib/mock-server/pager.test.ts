import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeCursor, encodeCursor, paginate } from './pager';

test('pages through in order, nextCursor until the last page', () => {
  const items = Array.from({ length: 45 }, (_, i) => i);
  const first = paginate(items, undefined, 20);
  assert.ok(first.ok);
  if (!first.ok) return;
  assert.deepEqual(first.items, items.slice(0, 20));
  const second = paginate(items, first.nextCursor, 20);
  assert.ok(second.ok && second.nextCursor !== undefined);
  if (!second.ok) return;
  const third = paginate(items, second.nextCursor, 20);
  assert.ok(third.ok);
  if (third.ok) {
    assert.deepEqual(third.items, items.slice(40));
    assert.equal(third.nextCursor, undefined);
  }
});

test('cursors are opaque round trips; foreign or stale ones are refused', () => {
  assert.equal(decodeCursor(encodeCursor(40)), 40);
  for (const cursor of ['', 'nope', encodeCursor(999), 'b2Zmc2V0Oi0x', 7]) {
    const page = paginate([1, 2, 3], cursor, 2);
    assert.equal(page.ok, false, JSON.stringify(cursor));
  }
});
