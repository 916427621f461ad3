import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toolOutputForModel } from './tool-output';

const text = (t: string) => ({ type: 'text', text: t });

test('text blocks go as text; other blocks are described; isError goes as an error', () => {
  const ok = toolOutputForModel(
    {
      ok: true,
      result: {
        content: [
          text('first'),
          { type: 'resource_link', uri: 'file:///a.md', name: 'a.md' },
          { type: 'resource', resource: { uri: 'file:///b.txt', text: 'bee' } },
          { type: 'audio', mimeType: 'audio/wav', data: 'AAAA' },
        ],
        structuredContent: { ignored: 'because text is there' },
      },
    },
    { media: true },
  );
  assert.deepEqual(ok.output, {
    type: 'text',
    value:
      'first\n[resource link] file:///a.md (a.md)\n[resource file:///b.txt]\nbee\n[audio audio/wav, 3 bytes]',
  });
  assert.equal(ok.status, 'result');
  const failed = toolOutputForModel(
    { ok: true, result: { isError: true, content: [text('no such issue')] } },
    { media: false },
  );
  assert.deepEqual(failed.output, { type: 'error-text', value: 'no such issue' });
  assert.equal(failed.status, 'tool-error');
  const none = toolOutputForModel({ ok: false, error: 'HTTP 500' }, { media: false });
  assert.deepEqual(none.output, { type: 'error-text', value: 'The tool could not be run: HTTP 500' });
  assert.equal(none.status, 'failed');
});

test('structuredContent without text goes as JSON (an error as error-json)', () => {
  assert.deepEqual(
    toolOutputForModel(
      { ok: true, result: { content: [], structuredContent: { total: 3 } } },
      { media: false },
    ).output,
    {
      type: 'json',
      value: { total: 3 },
    },
  );
  assert.deepEqual(
    toolOutputForModel(
      { ok: true, result: { isError: true, content: [], structuredContent: { code: 7 } } },
      { media: false },
    ).output,
    { type: 'error-json', value: { code: 7 } },
  );
});

test('images go as images only where the API takes them, and only up to a size', () => {
  const result = { content: [text('chart'), { type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo=' }] };
  assert.deepEqual(toolOutputForModel({ ok: true, result }, { media: true }).output, {
    type: 'content',
    value: [
      { type: 'text', text: 'chart' },
      { type: 'image-data', data: 'iVBORw0KGgo=', mediaType: 'image/png' },
    ],
  });
  assert.deepEqual(toolOutputForModel({ ok: true, result }, { media: false }).output, {
    type: 'text',
    value: 'chart\n[image image/png, 9 bytes]',
  });
  assert.equal(
    toolOutputForModel({ ok: true, result }, { media: true, maxImageChars: 4 }).output.type,
    'text',
  );
});

test('a huge result is cut, and the model is told', () => {
  const shown = toolOutputForModel(
    { ok: true, result: { content: [text('x'.repeat(500))] } },
    { media: false, maxChars: 100 },
  );
  assert.equal(shown.cut, true);
  assert.match(shown.text, /^x{100}\n\[… cut: the result has 500 characters; the first 100 were sent\]$/);
  assert.deepEqual(shown.output, { type: 'text', value: shown.text });
});
