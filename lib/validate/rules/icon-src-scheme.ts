import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { SINCE_2025_11_25 } from '../spec-version';

/** The URI scheme of `src` in lower case, or undefined for a relative reference. */
export function uriScheme(src: string): string | undefined {
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(src)?.[1]?.toLowerCase();
}

export const iconSrcScheme = defineRule({
  id: 'icon-src-scheme',
  severity: 'error',
  basis: 'spec-must',
  versions: SINCE_2025_11_25,
  title: 'Icon sources are https: URLs or data: URIs',
  description:
    'Clients must treat icons as untrusted and accept only `https:` URLs and `data:` URIs; `javascript:`, `file:`, `ftp:`, `ws:` and application schemes are refused. Plain `http:` is allowed by the schema text but unsafe (it can be tampered with on the way), so it is a warning.',
  target: 'icon',
  check({ target, path, report }) {
    const src = target.value.src;
    if (typeof src !== 'string') return;
    const scheme = uriScheme(src.trim());
    const at = joinPointer(path, 'src');
    if (scheme === 'https' || scheme === 'data') return;
    if (scheme === 'http') {
      report({
        path: at,
        severity: 'warning',
        message:
          'The icon is served over plain http:, which clients may refuse and anyone on the path can alter. Serve it over https: or embed it as a data: URI.',
      });
    } else if (scheme === undefined) {
      report({
        path: at,
        message: `The icon source ${JSON.stringify(src.slice(0, 80))} is not an absolute URI. Use an https: URL or a data: URI.`,
      });
    } else {
      report({
        path: at,
        message: `Icons with the "${scheme}:" scheme are refused by clients. Use an https: URL or a data: URI.`,
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
          icons: [{ src: 'https://example.com/a.png' }, { src: 'data:image/png;base64,iVBORw0KGgo=' }],
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: { name: 'a', inputSchema: { type: 'object' }, icons: [{ src: 'javascript:alert(1)' }] },
        path: '/icons/0/src',
      },
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          icons: [{ src: 'http://example.com/a.png' }],
        },
        path: '/icons/0/src',
      },
    ],
  },
});
