import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isLoopbackHost, markdownUrl, safeHttpUrl } from './safe-url';

test('only absolute http(s) URLs without credentials become links', () => {
  assert.equal(safeHttpUrl('https://example.com/a?b=c')?.href, 'https://example.com/a?b=c');
  assert.equal(safeHttpUrl('http://127.0.0.1:3000/mcp')?.host, '127.0.0.1:3000');
  for (const value of [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '/relative/path',
    '//example.com/protocol-relative',
    'https://user:pass@example.com/',
    42,
    undefined,
  ]) {
    assert.equal(safeHttpUrl(value), undefined, String(value));
  }
});

test('markdown links keep http(s) and mailto, and drop everything else', () => {
  assert.equal(markdownUrl('https://example.com/x'), 'https://example.com/x');
  assert.equal(markdownUrl('mailto:someone@example.com'), 'mailto:someone@example.com');
  assert.equal(markdownUrl('javascript:alert(1)'), '');
  assert.equal(markdownUrl('#anchor'), '');
});

test('loopback hosts are recognised', () => {
  for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])
    assert.equal(isLoopbackHost(host), true, host);
  for (const host of ['example.com', '10.0.0.1', 'localhost.example.com'])
    assert.equal(isLoopbackHost(host), false, host);
});
