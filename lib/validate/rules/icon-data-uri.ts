import { joinPointer } from '../../json/json-pointer';
import { base64Problem, decodeBase64Prefix } from '../../wire/base64';
import { defineRule } from '../rule';
import { sameMediaType, sniffMediaType } from '../sniff-media-type';
import { SINCE_2025_11_25 } from '../spec-version';
import { uriScheme } from './icon-src-scheme';

const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;

export const iconDataUri = defineRule({
  id: 'icon-data-uri',
  severity: 'error',
  basis: 'spec-must',
  versions: SINCE_2025_11_25,
  title: 'Icon data: URIs hold Base64-encoded images',
  description:
    'A `data:` icon must be of the form `data:image/<type>;base64,<data>` with valid standard Base64. Clients sniff the bytes and refuse an icon whose content does not match its declared type, so the bytes are checked against the media type too.',
  target: 'icon',
  check({ target, path, report }) {
    const src = target.value.src;
    if (typeof src !== 'string' || uriScheme(src) !== 'data') return;
    const at = joinPointer(path, 'src');
    const match = DATA_URI.exec(src);
    if (!match) {
      report({
        path: at,
        message: 'This data: URI has no "," before its data. Use data:image/png;base64,<data>.',
      });
      return;
    }
    const mediaType = (match[1] ?? '').toLowerCase();
    const params = (match[2] ?? '').toLowerCase().split(';').filter(Boolean);
    const data = match[3] ?? '';
    if (!mediaType.startsWith('image/')) {
      report({
        path: at,
        message: `The data: URI says "${mediaType || 'text/plain'}", not an image type. Icons must be images, e.g. "data:image/png;base64,…".`,
      });
      return;
    }
    if (!params.includes('base64')) {
      report({
        path: at,
        message:
          'The icon data is not Base64-encoded. Add ";base64" and encode the bytes, e.g. "data:image/png;base64,…".',
      });
      return;
    }
    const problem = base64Problem(data);
    if (problem) {
      report({ path: at, message: `The icon's Base64 data is invalid: ${problem}.` });
      return;
    }
    const sniffed = sniffMediaType(decodeBase64Prefix(data, 512) ?? new Uint8Array());
    if (sniffed && !sameMediaType(sniffed, mediaType)) {
      report({
        path: at,
        severity: 'warning',
        message: `The data: URI says ${mediaType}, but the bytes are ${sniffed}. Clients that sniff icons will refuse it; fix the media type.`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          icons: [
            {
              src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
            },
          ],
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          icons: [{ src: 'data:text/html;base64,PHNjcmlwdD4=' }],
        },
        path: '/icons/0/src',
      },
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          icons: [{ src: 'data:image/png;base64,not base64!' }],
        },
        path: '/icons/0/src',
      },
    ],
  },
});
