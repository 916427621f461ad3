import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseScope, scopesInclude } from './choose-scope';

test('the MCP scope selection order: challenge, else scopes_supported, else none', () => {
  assert.equal(chooseScope({ challenge: 'a', resourceScopes: ['b', 'c'], offlineAccess: true }), 'a');
  assert.equal(chooseScope({ resourceScopes: ['b', 'c'], offlineAccess: true }), 'b c');
  assert.equal(chooseScope({ offlineAccess: true }), undefined);
  assert.equal(chooseScope({ challenge: '  ', offlineAccess: true }), undefined);
});

test('step-up keeps what was requested before and adds the challenge', () => {
  assert.equal(
    chooseScope({ previous: 'read', challenge: 'write read', offlineAccess: false }),
    'read write',
  );
  // Without a new challenge the previous scope is kept, scopes_supported is not mixed in.
  assert.equal(chooseScope({ previous: 'read', resourceScopes: ['x'], offlineAccess: false }), 'read');
});

test('offline_access only when the authorization server lists it, and only beside other scopes', () => {
  assert.equal(
    chooseScope({ challenge: 'a', serverScopes: ['a', 'offline_access'], offlineAccess: true }),
    'a offline_access',
  );
  assert.equal(chooseScope({ challenge: 'a', serverScopes: ['a'], offlineAccess: true }), 'a');
  assert.equal(chooseScope({ challenge: 'a', serverScopes: ['offline_access'], offlineAccess: false }), 'a');
  assert.equal(chooseScope({ serverScopes: ['offline_access'], offlineAccess: true }), undefined);
  assert.equal(
    chooseScope({ previous: 'a offline_access', serverScopes: ['offline_access'], offlineAccess: true }),
    'a offline_access',
  );
});

test('scopesInclude', () => {
  assert.equal(scopesInclude('a b', 'b'), true);
  assert.equal(scopesInclude('a b', 'b c'), false);
  assert.equal(scopesInclude(undefined, undefined), true);
  assert.equal(scopesInclude(undefined, 'a'), false);
});
