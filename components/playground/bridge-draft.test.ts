import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BRIDGE_TOKEN_HEADER } from '../../lib/bridge/bridge-endpoint';
import { draftWithBridge } from './bridge-draft';
import { newHeaderRow } from './header-fields';

test('a bridge fills the URL and its token row, keeps the other headers, replaces an older token', () => {
  const draft = {
    kind: 'mock' as const,
    url: '',
    headers: [
      newHeaderRow('Authorization', 'Bearer x'),
      newHeaderRow(BRIDGE_TOKEN_HEADER.toLowerCase(), 'old'),
      newHeaderRow(),
    ],
    sampling: true,
    roots: false,
  };
  const next = draftWithBridge(draft, {
    url: 'http://127.0.0.1:5123/mcp',
    headers: { [BRIDGE_TOKEN_HEADER]: 'new-token-value-123' },
  });
  assert.equal(next.kind, 'url');
  assert.equal(next.url, 'http://127.0.0.1:5123/mcp');
  assert.equal(next.sampling, true);
  assert.deepEqual(
    next.headers.map((row) => [row.name, row.value]),
    [
      ['Authorization', 'Bearer x'],
      [BRIDGE_TOKEN_HEADER, 'new-token-value-123'],
    ],
  );
});
