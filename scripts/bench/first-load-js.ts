import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Where `next build` writes the prerendered HTML of each route. */
const routeHtml: Record<string, string> = {
  '/': 'index.html',
  '/docs': 'docs.html',
  '/docs/tool-definition': 'docs/tool-definition.html',
  '/validate': 'validate.html',
  '/playground': 'playground.html',
};

/**
 * First-load JS of a prerendered route: every `<script src>` chunk its built HTML references, summed
 * raw and gzip-compressed (level 9, as a CDN would serve it). Next 16 no longer prints this figure.
 */
export function firstLoadJs(route: string, nextDir = '.next'): FirstLoad | undefined {
  const file = routeHtml[route] ?? `${route.replace(/^\//, '')}.html`;
  const htmlPath = join(nextDir, 'server', 'app', file);
  if (!existsSync(htmlPath)) return undefined;
  const html = readFileSync(htmlPath, 'utf8');
  // `noModule` scripts (legacy polyfills) are never loaded by the browsers this site supports.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((t) => !/\snoModule\b/i.test(t));
  const srcs = new Set(tags.map((t) => /\ssrc="([^"]+)"/.exec(t)?.[1]).filter((s): s is string => !!s));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const src of srcs) {
    const path = join(nextDir, src.replace(/^\/_next\//, '').replace(/\?.*$/, ''));
    const bytes = readFileSync(path);
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { route, scripts: srcs.size, rawBytes, gzipBytes };
}

export const benchRoutes = Object.keys(routeHtml);
