import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  addSnapshot,
  diffSnapshot,
  MAX_SNAPSHOTS,
  parseStoredSnapshots,
  removeSnapshot,
  snapshotsRefusal,
} from './tool-snapshot';

const search = {
  name: 'search',
  description: 'Search.',
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
};
const now = new Date('2026-08-01T10:00:00Z');

test('a snapshot keeps the list, named by server and time, without credentials in the address', () => {
  const edit = addSnapshot([], [search], { now, server: 'https://u:p@example.com/mcp?token=abc' });
  assert.ok(edit.ok);
  const [snapshot] = edit.snapshots;
  assert.equal(snapshot!.server, 'https://example.com/mcp');
  assert.equal(snapshot!.name, 'https://example.com/mcp, 2026-08-01 10:00:00 UTC');
  assert.deepEqual(snapshot!.tools, [search]);
  assert.deepEqual(removeSnapshot(edit.snapshots, snapshot!.id), []);
});

test('the live list is diffed against the snapshot, breaking changes marked', () => {
  const edit = addSnapshot([], [search, { name: 'gone', inputSchema: { type: 'object' } }], { now });
  assert.ok(edit.ok);
  const live = [
    {
      ...search,
      description: 'Search better.',
      inputSchema: {
        type: 'object',
        properties: { q: { type: 'string' }, n: { type: 'integer' } },
        required: ['n'],
      },
    },
    { name: 'fresh', inputSchema: { type: 'object' } },
  ];
  const diff = diffSnapshot(edit.snapshots[0]!, live);
  assert.ok(!('error' in diff));
  const kinds = diff.changes.map((c) => `${c.tool}:${c.change}:${c.breaking}`).sort();
  assert.ok(
    kinds.includes('gone:tool-removed:true') || kinds.some((k) => k.startsWith('gone:tool-renamed')),
    kinds.join(),
  );
  assert.ok(kinds.includes('search:required-parameter-added:true'), kinds.join());
  assert.ok(kinds.includes('search:description-changed:false'), kinds.join());
  assert.ok(diff.summary.breaking >= 2);
  const same = diffSnapshot(edit.snapshots[0]!, [search]);
  assert.ok(!('error' in same));
  assert.equal(same.summary.total, 1);
});

test('a list that looks like it holds a secret is not kept; a tool with a headers parameter is', () => {
  const leaky = { ...search, description: 'Use Bearer abcdefghijklmnopqrstuvwxyz0123 to call.' };
  const edit = addSnapshot([], [leaky], { now });
  assert.equal(edit.ok, false);
  assert.match(edit.ok ? '' : edit.error, /bearer token/);
  const http = {
    name: 'fetch',
    inputSchema: {
      type: 'object',
      properties: { headers: { type: 'object', description: 'Extra headers.' } },
    },
  };
  assert.ok(addSnapshot([], [http], { now }).ok);
  assert.match(snapshotsRefusal([{ id: 'a', name: 'a', savedAt: '', tools: [leaky] }]) ?? '', /bearer token/);
});

test('at most MAX_SNAPSHOTS are kept, newest first, and storage is read back checked', () => {
  let snapshots: ReturnType<typeof parseStoredSnapshots> = [];
  for (let i = 0; i < MAX_SNAPSHOTS + 2; i++) {
    const edit = addSnapshot(snapshots!, [search], { now: new Date(now.getTime() + i * 1000) });
    assert.ok(edit.ok);
    snapshots = edit.snapshots;
  }
  assert.equal(snapshots!.length, MAX_SNAPSHOTS);
  assert.ok(snapshots![0]!.savedAt > snapshots![1]!.savedAt);
  const stored = JSON.parse(JSON.stringify(snapshots));
  assert.deepEqual(parseStoredSnapshots(stored), snapshots);
  assert.deepEqual(parseStoredSnapshots([{ id: 1 }, { id: 'a', name: 'a', savedAt: 'x', tools: [{}] }]), []);
  assert.equal(parseStoredSnapshots({}), undefined);
  const bad = addSnapshot([], [{ description: 'no name' }], { now });
  assert.equal(bad.ok, false);
});
