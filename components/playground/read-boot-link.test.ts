import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BRIDGE_TOKEN_HEADER, bridgeLink } from '../../lib/bridge/bridge-endpoint';
import { readBootLink } from './read-boot-link';

const token = 'Kg8tYv7o0hxRoiDD37Od_oBx2rBS4_nlH-S5YlagiGs';

test('a bridge link fills the URL target and hands over the token, never as part of the share state', async () => {
  const hash = new URL(
    bridgeLink('https://lab.example', {
      url: 'http://127.0.0.1:5123/mcp',
      headers: { [BRIDGE_TOKEN_HEADER]: token },
    }),
  ).hash;
  const boot = await readBootLink({ search: '', hash });
  assert.deepEqual(boot.bridge, {
    url: 'http://127.0.0.1:5123/mcp',
    headers: { [BRIDGE_TOKEN_HEADER]: token },
  });
  assert.equal(boot.link.target, 'url');
  assert.equal(boot.link.url, 'http://127.0.0.1:5123/mcp');
  assert.ok(
    !JSON.stringify(boot.link).includes(token),
    'the link state, which share links are made of, has no token',
  );
  assert.deepEqual(boot.notes, []);
});

test('a bridge link that points elsewhere is refused with a note', async () => {
  const boot = await readBootLink({
    search: '',
    hash: `#bridge=${encodeURIComponent('https://evil.example/mcp')}&token=${token}`,
  });
  assert.equal(boot.bridge, undefined);
  assert.equal(boot.link.target, undefined);
  assert.match(boot.notes.join(' '), /A bridge address is http:\/\/127\.0\.0\.1:<port>\/mcp/);
  assert.equal((await readBootLink({ search: '', hash: '' })).requested, false);
});
