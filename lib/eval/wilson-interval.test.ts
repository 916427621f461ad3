import assert from 'node:assert/strict';
import { test } from 'node:test';
import { wilsonInterval } from './wilson-interval';

const round = (i: ReturnType<typeof wilsonInterval>) =>
  i && [Number(i.low.toFixed(4)), Number(i.high.toFixed(4))];

test('the 95% Wilson score interval matches published values, including at 0/n and n/n', () => {
  assert.deepEqual(round(wilsonInterval(5, 10)), [0.2366, 0.7634]);
  assert.deepEqual(round(wilsonInterval(0, 10)), [0, 0.2775]);
  assert.deepEqual(round(wilsonInterval(10, 10)), [0.7225, 1]);
  assert.deepEqual(round(wilsonInterval(81, 263)), [0.2553, 0.3662]);
  assert.equal(wilsonInterval(0, 0), undefined);
  assert.equal(wilsonInterval(1, 2)?.method, 'wilson-score-95');
});
