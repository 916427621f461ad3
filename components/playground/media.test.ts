import assert from 'node:assert/strict';
import { test } from 'node:test';
import { iconSource, isBase64, mediaDataUrl } from './media';

test('isBase64 accepts padded standard base64 only', () => {
  assert.equal(isBase64('aGVsbG8='), true);
  assert.equal(isBase64('aGVsbG8h'), true);
  assert.equal(isBase64(''), true);
  assert.equal(isBase64('aGVsbG8'), false, 'length not a multiple of 4');
  assert.equal(isBase64('aGVs-G8_'), false, 'base64url characters');
  assert.equal(isBase64('aGVs bG8='), false, 'whitespace');
  assert.equal(isBase64('a=Vs'), false, 'padding in the middle');
});

test('mediaDataUrl builds data: URLs from allow-listed types and checked data only', () => {
  assert.deepEqual(mediaDataUrl('image', 'image/PNG', 'iVBORw0KGgo='), {
    ok: true,
    src: 'data:image/png;base64,iVBORw0KGgo=',
    mimeType: 'image/png',
  });
  const html = mediaDataUrl('image', 'text/html', 'PGh0bWw+');
  assert.equal(html.ok, false);
  assert.match(html.ok ? '' : html.reason, /text\/html is not on this page's list of image types/);
  assert.equal(mediaDataUrl('audio', 'image/png', 'AAAA').ok, false, 'an image type is no audio type');
  assert.equal(mediaDataUrl('image', 'image/png', 'javascript:alert(1)').ok, false);
  assert.equal(mediaDataUrl('image', undefined, 'AAAA').ok, false);
  assert.equal(mediaDataUrl('audio', 'audio/wav; codecs=1', 'AAAA').ok, true, 'parameters are dropped');
});

test('iconSource shows data: images, offers https behind an opt-in, and refuses the rest', () => {
  assert.equal(iconSource('data:image/svg+xml;base64,PHN2Zz4=').kind, 'data');
  assert.equal(iconSource('data:text/html;base64,PGh0bWw+').kind, 'unsafe');
  assert.deepEqual(iconSource('https://example.com/i.png'), {
    kind: 'remote',
    src: 'https://example.com/i.png',
  });
  for (const src of [
    'http://example.com/i.png',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'not a url',
    42,
  ]) {
    assert.equal(iconSource(src).kind, 'unsafe', String(src));
  }
});
