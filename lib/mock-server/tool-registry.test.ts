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

const NONE = new Set<string>();

test('keeps catalogue order and lists a switchable tool only where it is switched on', () => {
  const registry = createToolRegistry([tool('a'), tool('beta', { switchable: true }), tool('b')]);
  const names = (on: ReadonlySet<string>) => registry.list(on).map((e) => e.tool.definition.name);
  assert.deepEqual(names(NONE), ['a', 'b']);
  assert.equal(registry.find('beta', NONE), undefined);
  assert.deepEqual(names(new Set(['beta'])), ['a', 'beta', 'b']);
  assert.equal(registry.find('beta', new Set(['beta']))?.tool.definition.name, 'beta');
  assert.deepEqual(names(new Set(['a'])), ['a', 'b'], 'only switchable tools switch');
  assert.equal(registry.isSwitchable('beta'), true);
  assert.equal(registry.isSwitchable('a'), false);
  assert.equal(registry.all().length, 3);
});

test('duplicates are listed; calls reach the first', () => {
  const first = tool('dup');
  const registry = createToolRegistry([first, tool('dup')]);
  assert.equal(registry.list(NONE).length, 2);
  assert.equal(registry.find('dup', NONE)?.tool, first);
});

test('compiles inputSchema once and derives the x-mcp-header declarations', () => {
  const registry = createToolRegistry([
    tool('h', {}, { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'Region' } } }),
    tool('bad', {}, { type: 'object', properties: { x: { type: 'nonsense' } } }),
  ]);
  assert.deepEqual(
    registry.find('h', NONE)?.declarations.map((d) => d.name),
    ['Region'],
  );
  assert.ok(registry.find('h', NONE)?.validator);
  assert.equal(registry.find('bad', NONE)?.validator, undefined);
  assert.match(registry.find('bad', NONE)?.schemaProblem ?? '', /type/);
});
