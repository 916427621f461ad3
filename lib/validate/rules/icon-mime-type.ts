import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { SINCE_2025_11_25 } from '../spec-version';

const COMMON = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp']);

export const iconMimeType = defineRule({
  id: 'icon-mime-type',
  severity: 'warning',
  basis: 'spec-should',
  versions: SINCE_2025_11_25,
  title: 'Icon MIME types are image types clients render',
  description:
    'Clients that show icons must support `image/png` and `image/jpeg` and should support `image/svg+xml` and `image/webp`; other image types may not render. A non-image `mimeType` is refused.',
  target: 'icon',
  check({ target, path, report }) {
    const mimeType = target.value.mimeType;
    if (typeof mimeType !== 'string') return;
    const type = mimeType.toLowerCase().split(';')[0]!.trim();
    const at = joinPointer(path, 'mimeType');
    if (!type.startsWith('image/')) {
      report({
        path: at,
        message: `"${mimeType}" is not an image type. Icons must be images, e.g. "image/png".`,
      });
    } else if (!COMMON.has(type)) {
      report({
        path: at,
        severity: 'info',
        message: `Not every client renders ${type}. PNG and JPEG are always supported; SVG and WebP usually are.`,
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
          icons: [{ src: 'https://e.com/a.svg', mimeType: 'image/svg+xml' }],
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          icons: [{ src: 'https://e.com/a', mimeType: 'text/html' }],
        },
        path: '/icons/0/mimeType',
      },
    ],
  },
});
