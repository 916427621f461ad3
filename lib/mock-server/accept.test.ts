import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptedForms } from './accept';

test('reads the forms a client accepts', () => {
  assert.deepEqual(acceptedForms('application/json, text/event-stream'), { json: true, sse: true });
  assert.deepEqual(acceptedForms('text/event-stream'), { json: false, sse: true });
  assert.deepEqual(acceptedForms('application/json'), { json: true, sse: false });
  assert.deepEqual(acceptedForms(null), { json: true, sse: true });
  assert.deepEqual(acceptedForms('*/*'), { json: true, sse: true });
  assert.deepEqual(acceptedForms('text/*;q=0.5, application/json;q=0'), { json: false, sse: true });
  assert.deepEqual(acceptedForms('text/html'), { json: true, sse: false }, 'neither allowed: JSON anyway');
});

test('the same header twice gets the same answer, which nobody can change', () => {
  const first = acceptedForms('application/json');
  assert.equal(acceptedForms('application/json'), first);
  assert.ok(Object.isFrozen(first));
  assert.deepEqual(acceptedForms('text/event-stream'), { json: false, sse: true });
  assert.deepEqual(acceptedForms('application/json'), { json: true, sse: false });
  assert.deepEqual(acceptedForms(''), { json: true, sse: true });
});
