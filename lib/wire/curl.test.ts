import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { renderCurl, shellQuote } from './curl';
import { maskHeaderValue, recordHeaders, secretHeaderSet } from './secret-headers';

test('secrets are masked on record; the scheme stays visible', () => {
  const entries = recordHeaders(
    { Authorization: 'Bearer abc.def', 'X-Tenant-Key': 's3cret', 'Mcp-Method': 'tools/list' },
    secretHeaderSet(['x-tenant-key']),
  );
  assert.deepEqual(entries, [
    { name: 'Authorization', value: 'Bearer <redacted>', secret: true },
    { name: 'X-Tenant-Key', value: '<redacted>', secret: true },
    { name: 'Mcp-Method', value: 'tools/list' },
  ]);
  assert.equal(maskHeaderValue('authorization', 'opaque'), '<redacted>');
  assert.deepEqual(recordHeaders({ Cookie: 'a=b' }, secretHeaderSet(), true), [
    { name: 'Cookie', value: 'a=b' },
  ]);
});

test('curl repeats method, URL, headers in order and the exact body', () => {
  const request = {
    method: 'POST',
    url: 'http://127.0.0.1:3000/mcp',
    headers: [
      { name: 'Content-Type', value: 'application/json' },
      { name: 'Authorization', value: 'Bearer <redacted>', secret: true },
      { name: 'Mcp-Param-Empty', value: '' },
    ],
    body: `{"q":"it's"}`,
  };
  assert.equal(
    renderCurl(request),
    [
      `curl --no-buffer -X POST 'http://127.0.0.1:3000/mcp'`,
      `  -H 'Content-Type: application/json'`,
      `  -H 'Authorization: Bearer <redacted>'`,
      `  -H 'Mcp-Param-Empty;'`,
      `  --data-raw '{"q":"it'\\''s"}'`,
    ].join(' \\\n'),
  );
  assert.match(
    renderCurl(request, { reveal: { authorization: 'Bearer tok' }, multiline: false }),
    /'Authorization: Bearer tok'/,
  );
});

test('shell quoting survives a real shell', () => {
  for (const text of [`it's`, '$HOME `id` "x"', 'line1\nline2', '']) {
    const echoed = execFileSync('sh', ['-c', `printf %s ${shellQuote(text)}`], { encoding: 'utf8' });
    assert.equal(echoed, text);
  }
});
