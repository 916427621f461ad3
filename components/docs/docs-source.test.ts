import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { docHref, docPages, findDocPage } from './docs-source';

test('every docs page in meta.json has its MDX file, a title and a unique slug', () => {
  assert.ok(docPages.length > 0);
  const slugs = new Set<string>();
  for (const page of docPages) {
    assert.ok(existsSync(`content/docs/${page.file}.mdx`), `content/docs/${page.file}.mdx exists`);
    assert.ok(page.title.trim().length > 0, `${page.file} has a title`);
    assert.ok(!slugs.has(page.slug), `slug "${page.slug}" is unique`);
    slugs.add(page.slug);
  }
});

test('slugs map to pages and hrefs both ways', () => {
  assert.equal(findDocPage(undefined)?.file, 'index');
  assert.equal(findDocPage([])?.file, 'index');
  assert.equal(findDocPage(['no-such-page']), undefined);
  for (const page of docPages) {
    const href = docHref(page);
    assert.ok(href.startsWith('/docs'));
    const parts = href.split('/').slice(2);
    assert.equal(findDocPage(parts), page);
  }
});
