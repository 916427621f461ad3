import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkClientCapabilities, missingCapabilities } from './check-client-capabilities';

test('missingCapabilities finds top-level and nested gaps', () => {
  assert.equal(missingCapabilities({ sampling: {} }, { sampling: {} }), undefined);
  assert.deepEqual(missingCapabilities({ sampling: {} }, {}), { sampling: {} });
  assert.equal(missingCapabilities({ elicitation: {} }, { elicitation: { url: {} } }), undefined);
  assert.deepEqual(missingCapabilities({ elicitation: { form: {} } }, { elicitation: { url: {} } }), {
    elicitation: { form: {} },
  });
  assert.deepEqual(
    missingCapabilities({ extensions: { 'io.modelcontextprotocol/tasks': {} } }, { extensions: {} }),
    { extensions: { 'io.modelcontextprotocol/tasks': {} } },
  );
});

test('a missing capability is -32021 (HTTP 400) with requiredCapabilities as an object', () => {
  assert.equal(checkClientCapabilities(undefined, {}, 'x'), undefined);
  const reply = checkClientCapabilities({ sampling: {} }, { elicitation: {} }, 'Tool t');
  assert.equal(reply?.code, -32021);
  assert.equal(reply?.status, 400);
  assert.deepEqual(reply?.data, { requiredCapabilities: { sampling: {} } });
  assert.match(reply!.message, /Tool t needs the client capabilities sampling/);
});
