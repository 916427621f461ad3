import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MockTool } from './mock-tool';
import { textResult } from './mock-tool';
import { createToolRegistry } from './tool-registry';

const tool = (
  name: string,
  extra: Partial<MockTool> = {},
  inputSchema: Record<string, unknown> = { type: 'object' },
): MockTool => ({
  definition: { name, inputSchema: inputSchema as { type: 'object' } },
  run: () => textResult(name),
  ...extra,
});

test('keeps catalogue order, hides switchable tools until switched on, and announces changes', () => {
  const registry = createToolRegistry([tool('a'), tool('beta', { switchable: true }), tool('b')]);
  let changes = 0;
  registry.onChange(() => changes++);
  assert.deepEqual(
    registry.list().map((e) => e.tool.definition.name),
    ['a', 'b'],
  );
  assert.equal(registry.find('beta'), undefined);
  assert.equal(registry.setVisible('beta', true), true);
  assert.deepEqual(
    registry.list().map((e) => e.tool.definition.name),
    ['a', 'beta', 'b'],
  );
  assert.equal(registry.setVisible('beta', true), false, 'no change, no event');
  assert.equal(registry.setVisible('a', false), false, 'only switchable tools switch');
  assert.equal(changes, 1);
});

test('duplicates are listed; calls reach the first', () => {
  const first = tool('dup');
  const registry = createToolRegistry([first, tool('dup')]);
  assert.equal(registry.list().length, 2);
  assert.equal(registry.find('dup')?.tool, first);
});

test('compiles inputSchema once and derives the x-mcp-header declarations', () => {
  const registry = createToolRegistry([
    tool('h', {}, { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'Region' } } }),
    tool('bad', {}, { type: 'object', properties: { x: { type: 'nonsense' } } }),
  ]);
  assert.deepEqual(
    registry.find('h')?.declarations.map((d) => d.name),
    ['Region'],
  );
  assert.ok(registry.find('h')?.validator);
  assert.equal(registry.find('bad')?.validator, undefined);
  assert.match(registry.find('bad')?.schemaProblem ?? '', /type/);
});
