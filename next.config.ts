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
