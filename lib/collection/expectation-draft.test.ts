import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyDraft, suggestDraft, valueAtPath } from './expectation-draft';

test('the suggested draft follows the result', () => {
  const ok = { content: [], structuredContent: { a: 1 } };
  assert.deepEqual(suggestDraft(ok, true), { ...emptyDraft, notError: true, structuredValid: true });
  assert.deepEqual(suggestDraft(ok, false), { ...emptyDraft, notError: true });
  assert.deepEqual(suggestDraft({ content: [], isError: true }, true), emptyDraft);
  assert.deepEqual(suggestDraft(undefined, true), emptyDraft);
  assert.equal(valueAtPath(ok, '$.structuredContent.a'), '1');
  assert.equal(valueAtPath(ok, '$.nothing'), undefined);
  assert.equal(valueAtPath(ok, 'bad path'), undefined);
});
