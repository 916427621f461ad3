import assert from 'node:assert/strict';
import { test } from 'node:test';
import { interopNotes } from './interop-notes';

const plain = { name: 'a', inputSchema: { type: 'object' } };
const mirrored = {
  name: 'b',
  inputSchema: { type: 'object', properties: { repo: { type: 'string', 'x-mcp-header': 'Repo' } } },
};

test('a 2026-07-28 connection gives up nothing', () => {
  assert.deepEqual(interopNotes('2026-07-28', mirrored), []);
});

test('a legacy connection names the 2026-07-28 features the server cannot use, with their effect', () => {
  const features = (version: string, tool: Record<string, unknown>) =>
    interopNotes(version, tool).map((n) => n.feature);
  const at1125 = features('2025-11-25', plain);
  assert.ok(at1125.some((f) => f.startsWith('resultType')));
  assert.ok(at1125.some((f) => f.startsWith('cache hints')));
  assert.ok(!at1125.includes('x-mcp-header'), 'only for tools that mark arguments');
  assert.ok(features('2025-11-25', mirrored).includes('x-mcp-header'));
  assert.ok(features('2025-06-18', plain).some((f) => f.startsWith('icons')));
  assert.ok(!at1125.some((f) => f.startsWith('icons')));
  // 2025-03-26 is read as 2025-06-18, the oldest version modelled.
  assert.deepEqual(features('2025-03-26', plain), features('2025-06-18', plain));
  for (const note of interopNotes('2025-06-18', mirrored)) assert.ok(note.effect.length > 30, note.feature);
});
