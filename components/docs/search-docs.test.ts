import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalizeText, queryTerms, searchDocs } from './search-docs';
import type { DocsIndex } from './search-index';

const index: DocsIndex = {
  pages: [
    {
      slug: '',
      href: '/docs',
      title: 'Overview',
      description: 'What a tool is.',
      headings: [{ depth: 2, id: 'methods', text: 'Methods' }],
      sections: [
        { id: '', heading: 'Overview', text: 'A tool is a function a server exposes.' },
        { id: 'methods', heading: 'Methods', text: 'Clients call tools/list, then tools/call.' },
      ],
    },
    {
      slug: 'x-mcp-header',
      href: '/docs/x-mcp-header',
      title: 'x-mcp-header',
      description: 'Mirroring arguments into headers.',
      headings: [{ depth: 2, id: 'encoding', text: 'Encoding' }],
      sections: [
        { id: '', heading: 'x-mcp-header', text: 'Gateways route on Mcp-Param headers.' },
        { id: 'encoding', heading: 'Encoding', text: 'Zürich becomes a base64 sentinel value.' },
      ],
    },
  ],
};

test('terms are normalized words; punctuation inside a word stays', () => {
  assert.deepEqual(queryTerms('  Tools/List  "x-mcp-header", Zürich! '), [
    'tools/list',
    'x-mcp-header',
    'zurich',
  ]);
  assert.equal(normalizeText('Énoncé'), 'enonce');
  assert.deepEqual(queryTerms(' ,;. '), []);
});

test('a term found only in the body finds its page and points at the section', () => {
  const hits = searchDocs(index, 'sentinel');
  assert.equal(hits.length, 1);
  assert.equal(hits[0]!.href, '/docs/x-mcp-header#encoding');
  assert.equal(hits[0]!.section, 'Encoding');
  assert.match(hits[0]!.snippet, /base64 sentinel/);
});

test('every term must match somewhere in the page', () => {
  assert.deepEqual(
    searchDocs(index, 'tools/call gateway').map((h) => h.href),
    [],
  );
  assert.equal(searchDocs(index, 'tools/call clients')[0]?.href, '/docs#methods');
});

test('partial words match, accents are ignored, titles rank first', () => {
  assert.equal(searchDocs(index, 'zuri')[0]?.href, '/docs/x-mcp-header#encoding');
  const hits = searchDocs(index, 'header');
  assert.equal(hits[0]?.pageTitle, 'x-mcp-header');
  assert.equal(searchDocs(index, '')[0], undefined);
});

test('the opening section links to the page itself', () => {
  const hits = searchDocs(index, 'exposes');
  assert.equal(hits[0]?.href, '/docs');
  assert.equal(hits[0]?.section, undefined);
});
