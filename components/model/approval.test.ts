import assert from 'node:assert/strict';
import { test } from 'node:test';
import { annotationLines, approvalPolicy, DEFAULT_DENIAL, denialReason } from './approval';

const readOnly = { name: 'get_issue', annotations: { readOnlyHint: true, openWorldHint: false } };
const silent = { name: 'create_basket' };
const writer = { name: 'deploy_release', annotations: { readOnlyHint: false, destructiveHint: true } };

test('only a tool the server states is read-only runs without asking, and only when the person allows it', () => {
  assert.equal(approvalPolicy(readOnly, true).kind, 'auto');
  assert.equal(approvalPolicy(readOnly, false).kind, 'ask');
  assert.equal(approvalPolicy(silent, true).kind, 'ask');
  assert.match(approvalPolicy(silent, true).reason, /defaults to false/);
  assert.equal(approvalPolicy(writer, true).kind, 'ask');
  assert.match(approvalPolicy(writer, true).reason, /readOnlyHint: false/);
  // A hint that is not a boolean counts as absent, and an unlisted tool always asks.
  assert.equal(approvalPolicy({ annotations: { readOnlyHint: 'true' } }, true).kind, 'ask');
  assert.equal(approvalPolicy(undefined, true).kind, 'ask');
});

test('the dialog lists the hints in words, stated or defaulted, without the moot ones', () => {
  const lines = annotationLines(readOnly);
  assert.deepEqual(
    lines.map((l) => [l.label, l.value, l.stated, l.tone]),
    [
      ['Read-only', 'yes: changes nothing', true, 'safe'],
      ['Open world', 'no: works on a closed set of data', true, 'neutral'],
    ],
    'destructive and idempotent mean nothing for a read-only tool',
  );
  const defaults = annotationLines(silent);
  assert.equal(defaults.length, 4);
  assert.ok(defaults.every((l) => !l.stated));
  assert.deepEqual(
    defaults.filter((l) => l.tone === 'caution').map((l) => l.label),
    ['Read-only', 'Destructive', 'Open world'],
  );
  assert.deepEqual(annotationLines('not a tool'), []);
});

test('a denial sends the person’s words, bounded, or a default', () => {
  assert.equal(denialReason('   '), DEFAULT_DENIAL);
  assert.equal(denialReason(' use staging '), 'use staging');
  assert.equal(denialReason('x'.repeat(5000)).length, 2000);
});
