import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { SINCE_2025_11_25 } from '../spec-version';

const SIZE = /^(any|[1-9]\d{0,4}x[1-9]\d{0,4})$/;

export const iconSizes = defineRule({
  id: 'icon-sizes',
  severity: 'warning',
  basis: 'spec-should',
  versions: SINCE_2025_11_25,
  title: 'Icon sizes are "WxH" or "any"',
  description:
    'Each entry of `sizes` is a width and height in pixels joined by a lower-case `x` (`"48x48"`), or `"any"` for scalable formats such as SVG. Clients use it to pick the best icon; other strings are ignored.',
  target: 'icon',
  check({ target, path, report }) {
    const sizes = target.value.sizes;
    if (!Array.isArray(sizes)) return;
    sizes.forEach((size, i) => {
      if (typeof size !== 'string' || SIZE.test(size)) return;
      // Only short texts can be a size worth suggesting; the replace is quadratic on long runs of
      // white space, and a hostile server controls this string.
      const fixed =
        size.length > 64
          ? ''
          : size
              .trim()
              .toLowerCase()
              .replace(/\s*[×*]\s*|\s*x\s*/, 'x');
      report({
        path: joinPointer(path, 'sizes', i),
        message: `${size.length > 64 ? `${JSON.stringify(size.slice(0, 63))}…` : `"${size}"`} is not a size. Write width x height in pixels, e.g. "48x48", or "any"${SIZE.test(fixed) ? ` (did you mean "${fixed}"?)` : ''}.`,
      });
    });
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          icons: [{ src: 'https://e.com/a.png', sizes: ['48x48', 'any'] }],
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          icons: [{ src: 'https://e.com/a.png', sizes: ['48'] }],
        },
        path: '/icons/0/sizes/0',
      },
    ],
  },
});
