/**
 * Turns server-sent media into something safe to put in `src`: `data:` URLs built by us from an
 * allow-listed media type and checked base64, never a URL the server chose. An `<img>` never runs
 * scripts (not even an SVG's), and no media element is ever a link, so nothing opens in our origin.
 */

import { isBase64 } from '@/lib/wire/base64';
export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/svg+xml',
]);

export const AUDIO_TYPES: ReadonlySet<string> = new Set([
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/mpeg',
  'audio/mp3',
  'audio/ogg',
  'audio/webm',
  'audio/mp4',
  'audio/aac',
  'audio/flac',
  'audio/x-flac',
]);

export type MediaSource = { ok: true; src: string; mimeType: string } | { ok: false; reason: string };

function mediaType(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.split(';')[0]!.trim().toLowerCase();
}

/** A `data:` URL for an image or audio content block, or why it is not shown. */
export function mediaDataUrl(kind: 'image' | 'audio', mimeType: unknown, data: unknown): MediaSource {
  const type = mediaType(mimeType);
  const allowed = kind === 'image' ? IMAGE_TYPES : AUDIO_TYPES;
  if (type === undefined) return { ok: false, reason: 'it has no mimeType' };
  if (!allowed.has(type)) return { ok: false, reason: `${type} is not on this page's list of ${kind} types` };
  if (typeof data !== 'string' || data === '') return { ok: false, reason: 'it has no base64 data' };
  if (!isBase64(data)) return { ok: false, reason: 'its data is not standard base64' };
  return { ok: true, src: `data:${type};base64,${data}`, mimeType: type };
}

export type IconSource =
  | { kind: 'data'; src: string }
  | { kind: 'remote'; src: string }
  | { kind: 'unsafe'; reason: string };

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z0-9=.+-]*)*),/i;

/**
 * Where an icon may be loaded from: a `data:` URL of an allow-listed image type (shown at once),
 * an `https:` URL (shown only after the user opts in), or nothing (any other scheme: http,
 * javascript, file…).
 */
export function iconSource(src: unknown): IconSource {
  if (typeof src !== 'string' || src === '') return { kind: 'unsafe', reason: 'no src' };
  const data = DATA_URL.exec(src.slice(0, 200));
  if (data) {
    const type = data[1]!.toLowerCase();
    if (!IMAGE_TYPES.has(type)) return { kind: 'unsafe', reason: `${type} is not an image type` };
    return { kind: 'data', src };
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { kind: 'unsafe', reason: 'not a URL' };
  }
  if (url.protocol !== 'https:') return { kind: 'unsafe', reason: `${url.protocol} icons are never loaded` };
  return { kind: 'remote', src: url.href };
}
