import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isLegacyVersion, isModernVersion, LATEST_PROTOCOL_VERSION } from './versions';

test('2026-07-28 is the modern version; 2025 versions are legacy; unknown strings are neither', () => {
  assert.equal(LATEST_PROTOCOL_VERSION, '2026-07-28');
  assert.ok(isModernVersion('2026-07-28'));
  assert.ok(!isLegacyVersion('2026-07-28'));
  for (const v of ['2025-11-25', '2025-06-18', '2025-03-26']) {
    assert.ok(isLegacyVersion(v), v);
    assert.ok(!isModernVersion(v), v);
  }
  for (const v of ['2024-11-05', '', '2026-07-28 ', 'latest']) {
    assert.ok(!isLegacyVersion(v) && !isModernVersion(v), JSON.stringify(v));
  }
});
