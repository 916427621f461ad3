import assert from 'node:assert/strict';
import { test } from 'node:test';
import { examples } from '../../content/examples/index';
import { findSecrets } from './find-secrets';

const secrets: Array<[string, string]> = [
  ['bearer-token', '{"auth": "Bearer abcdefghijklmnop1234567890"}'],
  ['credential-member', '{\n  "headers": {\n    "Authorization": "whatever"\n  }\n}'],
  ['credential-member', '{"api_key": "1234"}'],
  ['credential-member', '{"x-api-key": "k"}'],
  ['credential-member', '{"password": "hunter2"}'],
  ['authorization-header', 'Authorization: Basic dXNlcjpwYXNz'],
  ['api-key', 'key sk-ant-api03-abcdefghijklmnopqrstuvwxyz'],
  ['api-key', 'sk-proj-ABCDEFGHIJKLMNOP1234'],
  ['api-key', 'ghp_0123456789abcdefghijABCDEFGHIJ012345'],
  ['api-key', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz'],
  ['api-key', 'AKIAIOSFODNN7EXAMPLE'],
  ['api-key', 'AIzaSyA-0123456789abcdefghijklmnopqrstu'],
  ['api-key', 'xoxb-1234567890-abcdefghij'],
  ['jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'],
  ['private-key', '-----BEGIN RSA PRIVATE KEY-----\nMIIE…'],
  ['url-password', '{"url": "postgres://admin:s3cret@db.internal:5432/app"}'],
];

for (const [kind, text] of secrets) {
  test(`finds ${kind} in ${JSON.stringify(text.slice(0, 40))}`, () => {
    const found = findSecrets(text);
    assert.ok(found.length > 0, 'nothing found');
    assert.equal(found[0]!.kind, kind);
    assert.ok(
      !found[0]!.preview.includes(text.slice(text.length - 6)),
      'the preview does not show the secret',
    );
  });
}

test('reports the line and column of each finding, one per line', () => {
  const text = '{\n  "description": "x",\n  "token": "a",\n  "note": "sk-abcdefghijklmnopqrstuv"\n}';
  const found = findSecrets(text);
  assert.deepEqual(
    found.map((f) => [f.kind, f.line, f.column]),
    [['api-key', 4, 12]],
  );
});

test('ignores ordinary tool definitions: schemas that describe credentials, short words, empty values', () => {
  const clean = [
    '{"properties": {"password": {"type": "string", "description": "The new password."}}}',
    '{"description": "Needs a bearer token in the Authorization header."}',
    '{"authorization": ""}',
    '{"name": "task-manager", "title": "sk-learn helper"}',
    '{"url": "https://example.com/a:b@c"}',
  ];
  for (const text of clean) assert.deepEqual(findSecrets(text), [], text);
});

test('no example document looks like it holds a secret, so every example can be shared', () => {
  for (const example of examples) assert.deepEqual(findSecrets(example.text), [], example.id);
});

test('stays fast on a large text (linear patterns)', () => {
  const big = `${'{"a": "Bearer x", "b": "sk-short", '.repeat(50_000)}}`;
  const started = performance.now();
  findSecrets(big);
  assert.ok(performance.now() - started < 2000, 'took more than 2 s');
});
