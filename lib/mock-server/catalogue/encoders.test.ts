import assert from 'node:assert/strict';
import { test } from 'node:test';
import { crc32, inflateSync } from 'node:zlib';
import { encodePng } from './encode-png';
import { encodeWav, WAV_SAMPLE_RATE } from './encode-wav';
import { renderWeeklyChart, weeklyCounts } from './render-chart';

function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset);
  const found: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    assert.equal(
      view.getUint32(at + 8 + length),
      crc32(png.subarray(at + 4, at + 8 + length)),
      `${type} CRC`,
    );
    found.push({ type, data });
    at += 12 + length;
  }
  return found;
}

test('encodePng writes a decodable PNG: signature, chunk CRCs, and the exact pixels', () => {
  const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
  const png = encodePng(2, 2, rgb);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const found = chunks(png);
  assert.deepEqual(
    found.map((c) => c.type),
    ['IHDR', 'IDAT', 'IEND'],
  );
  const raw = inflateSync(found[1]!.data);
  assert.deepEqual([...raw], [0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30]);
});

test('large images span several stored deflate blocks', () => {
  const png = encodePng(200, 200, new Uint8Array(200 * 200 * 3).fill(7));
  const raw = inflateSync(chunks(png)[1]!.data);
  assert.equal(raw.length, 200 * (1 + 600));
});

test('the chart draws the weekly counts', () => {
  const { opened, closed } = weeklyCounts();
  assert.equal(
    opened.reduce((a, b) => a + b, 0),
    12,
  );
  assert.equal(
    closed.reduce((a, b) => a + b, 0),
    5,
  );
  assert.ok(chunks(renderWeeklyChart()).length === 3);
});

test('encodeWav writes a PCM WAV header and one byte per sample', () => {
  const wav = encodeWav([
    { hz: 440, ms: 100 },
    { hz: 0, ms: 50 },
  ]);
  const view = new DataView(wav.buffer);
  const text = (at: number) => new TextDecoder().decode(wav.subarray(at, at + 4));
  assert.deepEqual([text(0), text(8), text(12), text(36)], ['RIFF', 'WAVE', 'fmt ', 'data']);
  assert.equal(view.getUint32(24, true), WAV_SAMPLE_RATE);
  assert.equal(view.getUint32(40, true), 1200);
  assert.equal(wav.length, 44 + 1200);
  assert.equal(wav[44 + 1100], 128, 'silence is the midpoint');
});
