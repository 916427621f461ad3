// Adding a tool to the mock: a name already taken (by a built-in or by one of your tools) is
// named before anything is replaced; the mock's scenario panel is usable only on the in-page mock.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addToolConflict, mockScenarioAvailability, userToolName } from './add-tool-check';

test('add a tool: a built-in of the same name is named, and replacing it needs a yes', () => {
  const taken = { builtin: ['search_issues', 'get_issue'], yours: ['greet_person'] };
  const builtin = addToolConflict('search_issues', taken);
  assert.equal(builtin?.kind, 'builtin');
  assert.match(builtin?.message ?? '', /built-in tool .*"search_issues"/);
  assert.match(builtin?.message ?? '', /replaces it/);
  assert.equal(builtin?.confirm, 'Replace the built-in search_issues');
  assert.equal(addToolConflict('greet_person', taken)?.kind, 'yours');
  assert.equal(addToolConflict('new_tool', taken), undefined);
  assert.equal(userToolName({ definition: { name: 'x' } }), 'x');
  assert.equal(userToolName({ definition: 42 }), undefined);
});

test('mock scenario: usable on the in-page mock only, and says why not elsewhere', () => {
  assert.deepEqual(mockScenarioAvailability({ kind: 'mock' }), { ok: true });
  const api = mockScenarioAvailability({ kind: 'api' });
  assert.equal(api.ok, false);
  assert.match(api.ok ? '' : api.reason, /in-page mock/);
  assert.match(api.ok ? '' : api.reason, /\/api\/mcp/);
  const url = mockScenarioAvailability({ kind: 'url', url: 'https://example.com/mcp', headers: {} });
  assert.match(url.ok ? '' : url.reason, /example\.com/);
});
