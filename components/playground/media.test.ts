import assert from 'node:assert/strict';
import { test } from 'node:test';
import { iconSource, mediaDataUrl } from './media';

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
