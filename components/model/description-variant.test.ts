import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeVariant, originalDescription } from './description-variant';

const tools = [
  { name: 'search_issues', description: 'Searches issues.', inputSchema: { type: 'object' } },
  {
    name: 'get_issue',
    description: 'Reads one issue.',
    inputSchema: { type: 'object' },
    annotations: { readOnlyHint: true },
  },
  { name: 'ping', inputSchema: { type: 'object' } },
];

test('the variant changes only the edited descriptions, in the server’s order', () => {
  const variant = describeVariant(tools, { get_issue: 'Reads one issue in full, with comments.' });
  assert.deepEqual(variant.changed, ['get_issue']);
  assert.deepEqual(
    variant.tools.map((t) => t.name),
    ['search_issues', 'get_issue', 'ping'],
  );
  assert.equal(variant.tools[1]!.description, 'Reads one issue in full, with comments.');
  assert.deepEqual(variant.tools[1]!.annotations, { readOnlyHint: true }, 'annotations stay');
  assert.equal(variant.tools[0], tools[0], 'untouched tools are the same objects');
  assert.equal(tools[1]!.description, 'Reads one issue.', 'the server’s list is not modified');
});

test('an emptied description is removed; an edit equal to the original or of an unknown tool is no change', () => {
  const variant = describeVariant(tools, {
    search_issues: '  ',
    get_issue: 'Reads one issue.',
    gone_tool: 'Anything',
    ping: 'Answers pong.',
  });
  assert.deepEqual(variant.changed, ['search_issues', 'ping']);
  assert.ok(!('description' in variant.tools[0]!));
  assert.equal(variant.tools[2]!.description, 'Answers pong.');
  assert.equal(originalDescription(tools[2]!), '');
});
