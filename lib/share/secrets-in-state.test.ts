import assert from 'node:assert/strict';
import { test } from 'node:test';
import { storageRefusal } from './secrets-in-state';

test('probe finding 10: a validator state holding a bearer token is refused for storage, as for links', () => {
  const reason = storageRefusal({
    kind: 'auto',
    profile: 'default',
    text: '{\n  "name": "x",\n  "headers": {"Authorization": "Bearer abcdefghijklmnopqrstuvwxyz123456"}\n}',
    toolText: '',
  });
  assert.match(reason ?? '', /^Not saved in this browser: it looks like it contains /);
  assert.match(reason ?? '', /in the document at line 3/);
  assert.doesNotMatch(reason ?? '', /abcdefghijklmnop/, 'the message never repeats the secret');
  assert.match(
    storageRefusal({ text: '', toolText: '{"api_key": "123456"}' }) ?? '',
    /in the tool definition/,
  );
  assert.equal(
    storageRefusal({ kind: 'auto', profile: 'default', text: '{"name": "get_weather"}', toolText: '' }),
    undefined,
  );
});
