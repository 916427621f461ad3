// A failed connection told in words: a 404 points at the path, an HTML body is read as text and
// cut short (never markup), and a newer problem replaces an older failure instead of stacking.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ClientError } from '@/lib/client/index';
import { connectionErrorToShow, connectionFailure } from './connection-failure';

const page404 = `<!DOCTYPE html><html><head><title>404: This page could not be found.</title><style>body{color:red}</style><script>alert(1)</script></head><body><h1>404</h1><p>This page could not be found.</p>${'<div>filler</div>'.repeat(200)}</body></html>`;
const notFound: ClientError = {
  kind: 'http',
  status: 404,
  message: `Not Found: ${page404.slice(0, 300)}`,
  bodyText: page404.slice(0, 2000),
};

test('connection failure: a 404 says to check the path and reads an HTML body as short text', () => {
  const told = connectionFailure(notFound, 'http://127.0.0.1:3000/wrong');
  assert.match(told.title, /HTTP 404/);
  assert.match(told.hint ?? '', /check the path/i);
  assert.match(told.hint ?? '', /\/wrong/);
  assert.match(told.hint ?? '', /http:\/\/127\.0\.0\.1:3000\/mcp/);
  assert.ok(told.body);
  assert.equal(told.body.kind, 'html');
  assert.match(told.body.text, /404: This page could not be found/);
  assert.doesNotMatch(told.body.text, /[<>]/, 'no markup');
  assert.doesNotMatch(told.body.text, /alert\(1\)|color:red/, 'no script or style text');
  assert.ok(told.body.text.length <= 241, `truncated: ${told.body.text.length}`);
  assert.doesNotMatch(told.title + (told.hint ?? ''), /</);
});

test('connection failure: other kinds keep their meaning; JSON and plain bodies stay text', () => {
  const plain = connectionFailure(
    { kind: 'http', status: 500, message: 'Internal Server Error: boom', bodyText: 'boom' },
    'https://example.com/mcp',
  );
  assert.match(plain.title, /HTTP 500/);
  assert.deepEqual(plain.body, { kind: 'text', text: 'boom' });
  assert.equal(plain.hint, undefined);
  const auth = connectionFailure(
    { kind: 'http', status: 401, message: 'Unauthorized' },
    'https://example.com/mcp',
  );
  assert.match(auth.hint ?? '', /credentials|Authorization/);
  const network = connectionFailure(
    { kind: 'network', message: 'Failed to fetch' },
    'https://example.com/mcp',
  );
  assert.match(network.title, /Failed to fetch/);
});

test('connection errors: a new problem replaces the previous failure; only one is shown', () => {
  const failed = {
    connection: { status: 'failed' as const, error: notFound },
    url: 'http://127.0.0.1:3000/wrong',
  };
  assert.equal(connectionErrorToShow(failed, [])?.kind, 'failure');
  const replaced = connectionErrorToShow(failed, ['Enter an http(s) URL']);
  assert.deepEqual(replaced, { kind: 'problems', problems: ['Enter an http(s) URL'] });
  assert.equal(connectionErrorToShow({ connection: { status: 'idle' }, url: 'x' }, []), undefined);
});
