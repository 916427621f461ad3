// The behaviour-hint chips of a tool's details: every chip that is struck through or marked
// "(default)" says why, on the chip and in a visible legend.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hintChip, hintLegend, hintRows } from './tool-display';

test('hint chips: a default and a moot hint each explain themselves', () => {
  const rows = hintRows({ name: 'read_it', annotations: { readOnlyHint: true } });
  const destructive = hintChip(rows.find((r) => r.key === 'destructiveHint')!);
  assert.equal(destructive.text, 'Destructive: true (default)');
  assert.equal(destructive.struck, true);
  assert.match(destructive.title, /default value, not declared by the server/);
  assert.match(destructive.title, /read-only/);
  const readOnly = hintChip(rows.find((r) => r.key === 'readOnlyHint')!);
  assert.equal(readOnly.struck, false);
  assert.equal(readOnly.title, 'Declared by the server.');
  const openWorld = hintChip(rows.find((r) => r.key === 'openWorldHint')!);
  assert.equal(
    openWorld.title,
    'Default value, not declared by the server: the spec says true when it is left out.',
  );
  const legend = hintLegend(rows);
  assert.equal(legend.length, 2);
  assert.match(legend.join(' '), /Struck through/);
  assert.match(legend.join(' '), /\(default\)/);
  // A tool stating every hint needs no legend.
  const stated = hintRows({
    name: 'w',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  });
  assert.deepEqual(hintLegend(stated), []);
});
