import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { sameMediaType, sniffMediaType } from './sniff-media-type';

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...ascii(p)] : p)));

test('image formats by their magic bytes', () => {
  const cases: [Uint8Array, string][] = [
    [bytes([0x89], 'PNG\r\n', [0x1a], '\n', [0, 0, 0, 13]), 'image/png'],
    [bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    [bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    [bytes('GIF87a'), 'image/gif'],
    [bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    [bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    [bytes('\n  <svg>'), 'image/svg+xml'],
    [bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
  ];
  for (const [input, type] of cases) assert.equal(sniffMediaType(input), type, type);
});

test('audio and video formats by their magic bytes', () => {
  const cases: [Uint8Array, string][] = [
    [bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    [bytes('OggS', [0, 2]), 'audio/ogg'],
    [bytes('fLaC', [0, 0, 0, 0x22]), 'audio/flac'],
    [bytes('ID3', [4, 0]), 'audio/mpeg'],
    // An MPEG audio frame header: 11 sync bits, then a layer that is not the reserved 00.
    [bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    [bytes([0xff, 0xf3, 0x90]), 'audio/mpeg'],
    [bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'audio/mp4'],
    [bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
  ];
  for (const [input, type] of cases) assert.equal(sniffMediaType(input), type, type);
});

test('unknown, empty and short inputs give undefined', () => {
  const cases: Uint8Array[] = [
    new Uint8Array(),
    bytes('hello'),
    bytes('{"a":1}'),
    bytes('<html><body></body></html>'),
    bytes('<?xml version="1.0"?><note/>'),
    bytes('RIFF', [0, 0, 0, 0], 'AVI '),
    // AAC in ADTS: sync bits with layer 00, which MPEG audio reserves.
    bytes([0xff, 0xf1, 0x50]),
    // Truncated magic numbers.
    bytes([0x89], 'PN'),
    bytes([0xff, 0xd8]),
    bytes('GIF'),
    bytes('RIFF'),
    // A lone 0xff byte is no MPEG frame header.
    bytes([0xff]),
  ];
  for (const input of cases) assert.equal(sniffMediaType(input), undefined, String([...input]));
});

test('property: never throws, answers a known type or undefined, on any bytes', () => {
  const known = new Set([
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/svg+xml',
    'audio/wav',
    'audio/ogg',
    'audio/flac',
    'audio/mpeg',
    'audio/mp4',
    'video/mp4',
  ]);
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 64 }), (input) => {
      const type = sniffMediaType(input);
      assert.ok(type === undefined || known.has(type), type);
    }),
    { numRuns: 500 },
  );
  // Large inputs only look at their head.
  const big = new Uint8Array(10_000_000);
  big.set(ascii('GIF89a'));
  assert.equal(sniffMediaType(big), 'image/gif');
});

test('sameMediaType: case, parameters and common aliases', () => {
  const same: [string, string][] = [
    ['image/png', 'image/png'],
    ['image/PNG', 'Image/png'],
    ['image/jpg', 'image/jpeg'],
    ['image/jpeg', 'image/jpg'],
    ['audio/x-wav', 'audio/wav'],
    ['audio/wave', 'audio/wav'],
    ['audio/mp3', 'audio/mpeg'],
    ['text/plain; charset=utf-8', 'text/plain'],
    ['image/svg+xml ; charset=utf-8', 'image/svg+xml'],
  ];
  for (const [a, b] of same) assert.equal(sameMediaType(a, b), true, `${a} ~ ${b}`);
  const different: [string, string][] = [
    ['image/png', 'image/jpeg'],
    ['audio/mpeg', 'audio/mp4'],
    ['video/mp4', 'audio/mp4'],
    ['image/svg', 'image/svg+xml'],
  ];
  for (const [a, b] of different) assert.equal(sameMediaType(a, b), false, `${a} ≁ ${b}`);
});
