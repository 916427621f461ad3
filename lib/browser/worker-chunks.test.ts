import assert from 'node:assert/strict';
import { test } from 'node:test';
import { warmWorkerChunks, workerChunkUrls } from './worker-chunks';

const ORIGIN = 'http://127.0.0.1:3000';

/** A worker URL in the form Turbopack's rewritten `new Worker(new URL(…))` builds. */
function bundlerUrl(chunks: unknown[], form: 'hash' | 'query' = 'hash'): URL {
  const url = new URL('/_next/static/chunks/turbopack-worker-abc.js', ORIGIN);
  const params = JSON.stringify([chunks, '', '/_next/', null, null]);
  if (form === 'hash') url.hash = `#params=${encodeURIComponent(params)}`;
  else url.searchParams.set('params', params);
  return url;
}

test('the bootstrap and every chunk named in the fragment, in order, each once', () => {
  const url = bundlerUrl([
    '/_next/static/chunks/a.js',
    '/_next/static/chunks/b.js',
    '/_next/static/chunks/a.js',
    { path: '/_next/static/chunks/c.js' },
  ]);
  assert.deepEqual(workerChunkUrls(url, ORIGIN), [
    `${ORIGIN}/_next/static/chunks/turbopack-worker-abc.js`,
    `${ORIGIN}/_next/static/chunks/a.js`,
    `${ORIGIN}/_next/static/chunks/b.js`,
    `${ORIGIN}/_next/static/chunks/c.js`,
  ]);
});

test('a shared worker carries its params in the query, which is part of what it fetches', () => {
  const url = bundlerUrl(['/_next/static/chunks/a.js'], 'query');
  const urls = workerChunkUrls(url.href, ORIGIN);
  assert.equal(urls[0], url.href);
  assert.equal(urls[1], `${ORIGIN}/_next/static/chunks/a.js`);
});

test('chunks of another origin are never fetched', () => {
  const url = bundlerUrl(['https://elsewhere.example/x.js', '//elsewhere.example/y.js', '/_next/ok.js']);
  assert.deepEqual(workerChunkUrls(url, ORIGIN).slice(1), [`${ORIGIN}/_next/ok.js`]);
  assert.deepEqual(workerChunkUrls('https://elsewhere.example/w.js#params=[["/a.js"]]', ORIGIN), []);
});

test('any other URL, or a malformed fragment, gives nothing to warm', () => {
  assert.deepEqual(workerChunkUrls('/workers/plain.js', ORIGIN), []);
  assert.deepEqual(workerChunkUrls('/w.js#params=%E0%A4%A', ORIGIN), [], 'bad percent-encoding');
  assert.deepEqual(workerChunkUrls('/w.js#params=not-json', ORIGIN), []);
  assert.deepEqual(workerChunkUrls('/w.js#params=%7B%7D', ORIGIN), [`${ORIGIN}/w.js`], 'no chunk list');
  assert.deepEqual(workerChunkUrls('/w.js#params=[[1,null,{"path":2}]]', ORIGIN), [`${ORIGIN}/w.js`]);
});

test('warming fetches every script at once, reads the bodies, and ignores failures', async () => {
  const fetched: string[] = [];
  let read = 0;
  const count = warmWorkerChunks(
    bundlerUrl(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']),
    ORIGIN,
    async (url, init) => {
      assert.equal(init.priority, 'high');
      fetched.push(url);
      if (url.endsWith('b.js')) throw new TypeError('network down');
      return {
        arrayBuffer: async () => {
          read++;
          return new ArrayBuffer(0);
        },
      };
    },
  );
  assert.equal(count, 3);
  assert.equal(fetched.length, 3, 'all requests start before any answer');
  await new Promise((r) => setImmediate(r));
  assert.equal(read, 2);
});
