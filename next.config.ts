import createMDX from '@next/mdx';
import type { NextConfig } from 'next';
import { securityHeaderRules } from './app/security-headers';

const nextConfig: NextConfig = {
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  // A self-contained server in .next/standalone (the Dockerfile runs it; see "Host it yourself").
  // `next start` keeps working for the e2e tests and `npm start`.
  output: 'standalone',
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project in its own step, side by side with the build, and sets
  // this so that the build does not check the same files a second time. A plain `next build` checks.
  typescript: { ignoreBuildErrors: process.env.MCP_TOOL_LAB_BUILD_SKIPS_TYPECHECK === '1' },
  // Turbopack keeps a build cache in .next/cache for the next build. A CI run builds once from a
  // fresh clone, so writing it is pure cost there (some 20 s of a 2-core build under load).
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  async headers() {
    return securityHeaderRules();
  },
};

// Turbopack needs MDX plugins named by string with JSON-serialisable options.
const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    remarkPlugins: ['remark-gfm'],
    rehypePlugins: [
      [
        'rehype-pretty-code',
        {
          theme: { light: 'github-light-high-contrast', dark: 'github-dark-dimmed' },
          keepBackground: false,
        },
      ],
    ],
  },
});

export default withMDX(nextConfig);
