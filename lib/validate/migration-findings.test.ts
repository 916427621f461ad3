import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toMigration } from './migration-findings';
import { validateText, validateValue } from './validate-document';

const legacyList = {
  tools: [{ name: 'a b', inputSchema: { type: 'object' }, execution: { taskSupport: 'optional' } }],
};

test('below 2026-07-28 the report lists what 2026-07-28 needs apart, uncounted', () => {
  const report = validateValue(legacyList, { kind: 'tools-list-result', spec: '2025-06-18' });
  assert.equal(report.counts.errors, 0);
  const migration = report.migration ?? [];
  assert.ok(migration.every((d) => d.group === 'migration'));
  const found = migration.map((d) => `${d.rule} ${d.path}`);
  assert.ok(found.includes('schema-required '), 'resultType and the cache hints');
  assert.ok(found.includes('tool-name-characters /tools/0/name'), 'the name rules of 2025-11-25 on');
  assert.ok(found.includes('version-member /tools/0/execution'), 'what 2026-07-28 removed');
  // At 2025-11-25 the name warning is already a finding, so it is not a change to make.
  const at1125 = validateValue(legacyList, { kind: 'tools-list-result', spec: '2025-11-25' });
  assert.ok(at1125.diagnostics.some((d) => d.rule === 'tool-name-characters'));
  assert.ok(!at1125.migration?.some((d) => d.rule === 'tool-name-characters'));
  assert.equal(
    validateValue(legacyList, { kind: 'tools-list-result' }).migration,
    undefined,
    'none at 2026-07-28',
  );
});

test('no list when the time budget is spent by the first check (a partial one would mislead)', () => {
  let t = 0;
  const now = () => (t += 1000);
  const report = validateText(JSON.stringify(legacyList), {
    kind: 'tools-list-result',
    spec: '2025-11-25',
    budgetMs: 1500,
    now,
  });
  assert.equal(report.migration, undefined);
});

test('toMigration drops what the checked version already found and what could not be checked', () => {
  const shared = { rule: 'schema-type', severity: 'error' as const, path: '/x', message: 'm' };
  const unchecked = { ...shared, rule: 'json-schema-valid', unchecked: true as const };
  const fresh = { ...shared, rule: 'schema-required', message: 'Missing required property "resultType".' };
  assert.deepEqual(toMigration([shared, unchecked, fresh], [shared]), [{ ...fresh, group: 'migration' }]);
});

test('a 2026-07-28 check of an older document with errors says what it looks like', () => {
  const report = validateValue(legacyList, { kind: 'tools-list-result' });
  assert.equal(report.looksLike?.version, '2025-11-25');
  assert.equal(validateValue(legacyList, { kind: 'tools-list-result', spec: 'auto' }).looksLike, undefined);
  assert.equal(
    validateValue({ name: 'a', inputSchema: { type: 'object' } }, { kind: 'tool' }).looksLike,
    undefined,
  );
});
