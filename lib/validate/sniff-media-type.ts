/** The media type the first bytes of a file announce, for the image and audio formats MCP content uses. */
export function sniffMediaType(bytes: Uint8Array): string | undefined {
  // Past the end reads as 0x100: it equals no byte and has none of the bit patterns tested below.
  const at = (i: number) => bytes[i] ?? 0x100;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (at(0) === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(0, 3) === 'ID3' || (at(0) === 0xff && (at(1) & 0xe0) === 0xe0 && (at(1) & 0x06) !== 0))
    return 'audio/mpeg';
  if (ascii(4, 8) === 'ftyp') return ascii(8, 11) === 'M4A' ? 'audio/mp4' : 'video/mp4';
  const head = ascii(0, Math.min(bytes.length, 256)).trimStart();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  return undefined;
}

/** Same format under different names (image/jpg is a common alias of image/jpeg). */
export function sameMediaType(a: string, b: string): boolean {
  const norm = (t: string) =>
    t
      .toLowerCase()
      .split(';')[0]!
      .trim()
      .replace('image/jpg', 'image/jpeg')
      .replace('audio/x-wav', 'audio/wav')
      .replace('audio/wave', 'audio/wav')
      .replace('audio/mp3', 'audio/mpeg');
  return norm(a) === norm(b);
}
