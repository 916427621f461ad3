import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exportTimeline } from '../timeline';
import { redactBodyText, redactForm, redactJson, redactUrl, scrubSecrets } from './redact';
import { basicCredentials } from './token-endpoint';

test('form bodies, JSON bodies and callback URLs lose their secrets, keep the rest', () => {
  assert.equal(
    redactForm('grant_type=authorization_code&code=abc&code_verifier=v&resource=https%3A%2F%2Fm'),
    'grant_type=authorization_code&code=%3Credacted%3E&code_verifier=%3Credacted%3E&resource=https%3A%2F%2Fm',
  );
  assert.deepEqual(
    redactJson({
      access_token: 't',
      token_type: 'Bearer',
      nested: [{ refresh_token: 'r' }],
      client_secret: null,
    }),
    {
      access_token: '<redacted>',
      token_type: 'Bearer',
      nested: [{ refresh_token: '<redacted>' }],
      client_secret: null,
    },
  );
  assert.equal(
    redactUrl('https://app.example/cb?code=abc&state=s&iss=https%3A%2F%2Fa'),
    'https://app.example/cb?code=%3Credacted%3E&state=s&iss=https%3A%2F%2Fa',
  );
  assert.equal(redactUrl('not a url'), 'not a url');
  assert.equal(redactBodyText('{"access_token":"t"}', 'application/json'), '{"access_token":"<redacted>"}');
  assert.equal(
    redactBodyText('oops token-value-123 here', 'text/plain', ['token-value-123']),
    'oops <redacted> here',
  );
  assert.equal(redactBodyText('{broken', 'application/json', ['broken-secret']), '{broken');
});

test("exports are scrubbed of known secrets anywhere, even in a server's echo", () => {
  const token = 'at-echoed-secret-value';
  const events = [
    {
      id: 'e1',
      seq: 1,
      at: 0,
      type: 'http-body' as const,
      body: { text: `{"content":[{"type":"text","text":"you sent ${token}"}]}`, bytes: 10, truncated: false },
      elapsedMs: 1,
    },
  ];
  const exported = JSON.stringify(exportTimeline(events, 0, [token]));
  assert.equal(exported.includes(token), false);
  assert.ok(exported.includes('you sent <redacted>'));
  // Short values are not scrubbed (they would shred ordinary text).
  assert.deepEqual(scrubSecrets({ a: 'abc' }, ['abc']), { a: 'abc' });
});

test('client_secret_basic form-encodes the id and secret before Base64 (RFC 6749 §2.3.1)', () => {
  assert.equal(basicCredentials('client', 'secret'), `Basic ${btoa('client:secret')}`);
  assert.equal(basicCredentials('a b:c', 'p&ss/é'), `Basic ${btoa('a+b%3Ac:p%26ss%2F%C3%A9')}`);
});
