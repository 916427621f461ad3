import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  charge,
  chargeSubschema,
  DEADLINE_AFTER_UNITS,
  inScope,
  unitsLeft,
  WorkLimitReached,
  withWorkLimit,
} from './work-meter';

test('a scope stops its body at its limit and says what the units went on', () => {
  let ran = 0;
  const result = withWorkLimit(
    { units: 1000 },
    () => {
      for (;;) {
        charge(10, 'pattern');
        ran++;
      }
    },
    (stop) => stop,
  );
  assert.equal(ran, 100);
  assert.equal(result.cause, 'units');
  assert.equal(result.units, 1000);
  assert.equal(result.spent, 1010);
  assert.equal(result.mostlyOn, 'pattern');
  assert.equal(inScope(), false);
  assert.equal(unitsLeft(), Number.POSITIVE_INFINITY);
});

test('an inner scope handles its own limit; an outer limit passes through it to the outer scope', () => {
  const inner = () =>
    withWorkLimit(
      { units: 50 },
      () => {
        for (let i = 0; i < 40; i++) chargeSubschema();
        return 'inner finished';
      },
      () => 'inner stopped',
    );
  const outcome = withWorkLimit<string>(
    { units: 100 },
    () => [inner(), inner(), inner()].join(),
    (stop) => `outer stopped, mostly ${stop.mostlyOn}`,
  );
  assert.equal(outcome, 'outer stopped, mostly subschema');
  const own = withWorkLimit(
    { units: 1_000 },
    () =>
      withWorkLimit(
        { units: 10 },
        () => {
          charge(11, 'unique-items');
          return 'no';
        },
        (stop) => `inner: ${stop.mostlyOn}`,
      ),
    () => 'outer',
  );
  assert.equal(own, 'inner: unique-items');
});

test('the deadline is read every few thousand units, from the injected clock', () => {
  let clock = 0;
  const stop = withWorkLimit(
    { units: Number.POSITIVE_INFINITY, deadlineMs: 100, now: () => clock },
    () => {
      for (;;) {
        charge(100, 'rules');
        clock += 1;
      }
    },
    (s) => s,
  );
  assert.equal(stop.cause, 'time');
  assert.ok(stop.elapsedMs > 100);
});

test('errors other than a limit pass through untouched; charges outside scopes never throw', () => {
  assert.throws(
    () =>
      withWorkLimit(
        { units: 10 },
        () => {
          throw new TypeError('boom');
        },
        () => 'stopped',
      ),
    TypeError,
  );
  for (let i = 0; i < 100_000; i++) charge(1_000, 'compile');
  assert.ok(!(new Error('x') instanceof WorkLimitReached));
});

test('a small check is never stopped by the clock: the deadline applies after DEADLINE_AFTER_UNITS', () => {
  let clock = 0;
  const small = withWorkLimit(
    { units: Number.POSITIVE_INFINITY, deadlineMs: 1, now: () => (clock += 1000) },
    () => {
      for (let i = 0; i < DEADLINE_AFTER_UNITS / 1000 - 1; i++) charge(1000, 'compile');
      return 'finished';
    },
    () => 'stopped',
  );
  assert.equal(small, 'finished', 'however slow the clock says it was');
});
