import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  canonicalResource,
  checkEndpointUrl,
  isClientMetadataUrl,
  isLoopbackHost,
  resourceCovers,
  sameOrigin,
} from './url-policy';

test('loopback hosts', () => {
  for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) {
    assert.equal(isLoopbackHost(host), true, host);
  }
  for (const host of ['example.com', '127.0.0.1.example.com', '10.0.0.1', 'localhost.example.com', '[::2]']) {
    assert.equal(isLoopbackHost(host), false, host);
  }
});

test('endpoint URLs: HTTPS anywhere, HTTP only on loopback, no credentials or fragments', () => {
  assert.equal(checkEndpointUrl('https://as.example.com/token', 'the token endpoint').ok, true);
  assert.equal(checkEndpointUrl('http://127.0.0.1:9000/token', 'the token endpoint').ok, true);
  assert.equal(checkEndpointUrl('http://localhost:9000/token', 'the token endpoint').ok, true);
  const plain = checkEndpointUrl('http://as.example.com/token', 'the token endpoint');
  assert.equal(plain.ok, false);
  assert.match(!plain.ok ? plain.message : '', /not loopback/);
  assert.match(!plain.ok ? plain.fix : '', /HTTPS/);
  for (const bad of [
    undefined,
    '',
    'not a url',
    '/relative/token',
    'javascript:alert(1)',
    'ftp://as.example.com/token',
    'https://user:pass@as.example.com/token',
    'https://as.example.com/token#frag',
    'https://as.example.com/token#',
  ]) {
    assert.equal(checkEndpointUrl(bad, 'x').ok, false, String(bad));
  }
});

test('a resource covers its endpoint and the endpoints below it, never another origin', () => {
  assert.equal(resourceCovers('https://mcp.example.com/mcp', 'https://mcp.example.com/mcp'), true);
  assert.equal(resourceCovers('https://mcp.example.com', 'https://mcp.example.com/mcp'), true);
  assert.equal(resourceCovers('https://mcp.example.com/', 'https://mcp.example.com/mcp'), true);
  assert.equal(resourceCovers('https://mcp.example.com/a', 'https://mcp.example.com/a/mcp'), true);
  assert.equal(resourceCovers('https://mcp.example.com/mc', 'https://mcp.example.com/mcp'), false);
  assert.equal(resourceCovers('https://mcp.example.com/other', 'https://mcp.example.com/mcp'), false);
  assert.equal(resourceCovers('https://evil.example.com/mcp', 'https://mcp.example.com/mcp'), false);
  assert.equal(resourceCovers('http://mcp.example.com/mcp', 'https://mcp.example.com/mcp'), false);
  assert.equal(resourceCovers('https://mcp.example.com:8443/mcp', 'https://mcp.example.com/mcp'), false);
  assert.equal(resourceCovers('https://mcp.example.com/mcp#x', 'https://mcp.example.com/mcp'), false);
  assert.equal(resourceCovers('not a url', 'https://mcp.example.com/mcp'), false);
});

test('origins and the canonical resource of an endpoint', () => {
  assert.equal(sameOrigin('https://a.example/x', 'https://a.example:443/y'), true);
  assert.equal(sameOrigin('https://a.example/x', 'http://a.example/x'), false);
  assert.equal(sameOrigin('nope', 'https://a.example'), false);
  assert.equal(canonicalResource('https://MCP.example.com/mcp?x=1#y'), 'https://mcp.example.com/mcp');
  assert.equal(canonicalResource('https://mcp.example.com/'), 'https://mcp.example.com');
});

test('client metadata document URLs: HTTPS with a path, or loopback HTTP with a path', () => {
  assert.equal(isClientMetadataUrl('https://app.example/oauth/client-metadata.json'), true);
  assert.equal(isClientMetadataUrl('http://127.0.0.1:3000/oauth/client-metadata.json'), true);
  for (const bad of [
    'https://app.example',
    'https://app.example/',
    'http://app.example/c.json',
    'https://u:p@app.example/c',
    'nope',
    'https://a.example/c#x',
  ]) {
    assert.equal(isClientMetadataUrl(bad), false, bad);
  }
});
