import assert from 'node:assert/strict';
import { test } from 'node:test';
import { authorizationServerMetadataUrls } from './discover-authorization-server';
import { resourceMetadataUrls } from './discover-resource';

test('authorization server metadata URLs in the MCP order, with and without an issuer path', () => {
  assert.deepEqual(authorizationServerMetadataUrls('https://auth.example.com'), [
    'https://auth.example.com/.well-known/oauth-authorization-server',
    'https://auth.example.com/.well-known/openid-configuration',
  ]);
  assert.deepEqual(authorizationServerMetadataUrls('https://auth.example.com/'), [
    'https://auth.example.com/.well-known/oauth-authorization-server',
    'https://auth.example.com/.well-known/openid-configuration',
  ]);
  assert.deepEqual(authorizationServerMetadataUrls('https://auth.example.com/tenant1'), [
    'https://auth.example.com/.well-known/oauth-authorization-server/tenant1',
    'https://auth.example.com/.well-known/openid-configuration/tenant1',
    'https://auth.example.com/tenant1/.well-known/openid-configuration',
  ]);
});

test('protected resource metadata URLs: path-suffixed, then root; only the root for a root endpoint', () => {
  assert.deepEqual(resourceMetadataUrls('https://mcp.example.com/a/mcp?x=1'), [
    'https://mcp.example.com/.well-known/oauth-protected-resource/a/mcp',
    'https://mcp.example.com/.well-known/oauth-protected-resource',
  ]);
  assert.deepEqual(resourceMetadataUrls('https://mcp.example.com/'), [
    'https://mcp.example.com/.well-known/oauth-protected-resource',
  ]);
});
