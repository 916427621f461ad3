import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forgetTask, recallTask, rememberTask, TASK_MEMORY_KEY, TASK_MEMORY_MAX_AGE_MS } from './task-memory';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

test('a remembered task comes back for the same server only, and not when too old or malformed', () => {
  const storage = memoryStorage();
  const url = {
    kind: 'url' as const,
    url: 'https://mcp.example.com/mcp',
    headers: { Authorization: 'Bearer x' },
  };
  rememberTask(storage, {
    taskId: 't-1',
    toolName: 'generate_report',
    server: 'https://mcp.example.com/mcp',
    savedAt: 1000,
  });
  assert.deepEqual(recallTask(storage, url, 2000), {
    taskId: 't-1',
    toolName: 'generate_report',
    server: 'https://mcp.example.com/mcp',
    savedAt: 1000,
  });
  // Never the headers: only what was asked to be kept.
  assert.equal(storage.map.get(TASK_MEMORY_KEY)?.includes('Bearer'), false);
  assert.equal(recallTask(storage, { kind: 'api' }, 2000), undefined);
  assert.equal(recallTask(storage, url, 1000 + TASK_MEMORY_MAX_AGE_MS + 1), undefined);
  storage.setItem(TASK_MEMORY_KEY, '{"taskId": 5}');
  assert.equal(recallTask(storage, url, 2000), undefined);
  storage.setItem(TASK_MEMORY_KEY, 'not json');
  assert.equal(recallTask(storage, url, 2000), undefined);
  forgetTask(storage);
  assert.equal(storage.map.size, 0);
  assert.equal(recallTask(undefined, url, 2000), undefined);
});
