/**
 * The demo issue tracker behind search_issues, get_issue and render_chart: a dozen issues of
 * "Lumen", a made-up static site generator. Fixed data, so answers are reproducible in tests and
 * docs; realistic enough that a model has something to reason about.
 */
export interface DemoIssue {
  number: number;
  title: string;
  state: 'open' | 'closed';
  labels: string[];
  author: string;
  assignee: string | null;
  createdAt: string;
  closedAt: string | null;
  comments: number;
  body: string;
}

export const DEMO_ISSUES: readonly DemoIssue[] = [
  {
    number: 101,
    title: 'Build crashes on Windows when a page path contains spaces',
    state: 'open',
    labels: ['bug', 'windows', 'priority:high'],
    author: 'mara-k',
    assignee: 'jules',
    createdAt: '2026-06-02T09:14:00Z',
    closedAt: null,
    comments: 7,
    body: 'Running `lumen build` on Windows 11 fails with ENOENT when `content/My Notes/index.md` exists. The path is split at the space before it reaches the file watcher. Reproduced on 3.2.0 and 3.2.1.',
  },
  {
    number: 102,
    title: 'Dark mode code blocks have low contrast',
    state: 'closed',
    labels: ['bug', 'accessibility'],
    author: 'ivo',
    assignee: 'sam',
    createdAt: '2026-06-03T15:40:00Z',
    closedAt: '2026-06-10T11:02:00Z',
    comments: 3,
    body: 'Comments in code blocks render as #5c6370 on #282c34 (contrast 2.9:1). WCAG AA needs 4.5:1 for text.',
  },
  {
    number: 103,
    title: 'Add RSS feed generation for blog collections',
    state: 'open',
    labels: ['feature', 'good first issue'],
    author: 'pat',
    assignee: null,
    createdAt: '2026-06-05T08:00:00Z',
    closedAt: null,
    comments: 12,
    body: 'Collections marked `feed: true` should produce `/feed.xml` (RSS 2.0) with the 20 newest entries, using each page’s `summary` front matter as the description.',
  },
  {
    number: 104,
    title: 'Incremental rebuild misses changes to shared partials',
    state: 'open',
    labels: ['bug', 'performance'],
    author: 'jules',
    assignee: 'jules',
    createdAt: '2026-06-09T13:25:00Z',
    closedAt: null,
    comments: 5,
    body: 'Editing `partials/footer.html` while `lumen dev` runs rebuilds only the footer preview, not the 240 pages that include it. The dependency graph does not record partial includes.',
  },
  {
    number: 105,
    title: 'Image pipeline: support AVIF output',
    state: 'closed',
    labels: ['feature', 'images'],
    author: 'sam',
    assignee: 'sam',
    createdAt: '2026-06-11T10:10:00Z',
    closedAt: '2026-06-24T16:45:00Z',
    comments: 9,
    body: 'Add `formats: [avif, webp]` to the image settings; fall back to the original format for browsers without AVIF through `<picture>`.',
  },
  {
    number: 106,
    title: 'Docs: explain how front matter dates are parsed',
    state: 'closed',
    labels: ['docs'],
    author: 'lena',
    assignee: 'lena',
    createdAt: '2026-06-12T07:30:00Z',
    closedAt: '2026-06-13T09:00:00Z',
    comments: 1,
    body: 'Dates without a time zone are read as UTC, which surprises people in UTC+10. The docs should say so and show `2026-06-12T09:00:00+10:00`.',
  },
  {
    number: 107,
    title: 'Dev server leaks file handles after many rebuilds',
    state: 'open',
    labels: ['bug', 'performance', 'priority:high'],
    author: 'ivo',
    assignee: 'jules',
    createdAt: '2026-06-16T18:05:00Z',
    closedAt: null,
    comments: 4,
    body: 'After about 500 rebuilds on macOS, `lumen dev` stops with EMFILE. `lsof` shows one open handle per rebuild on `.lumen/cache/manifest.json`.',
  },
  {
    number: 108,
    title: 'Windows: line endings in generated sitemap',
    state: 'closed',
    labels: ['bug', 'windows'],
    author: 'mara-k',
    assignee: 'sam',
    createdAt: '2026-06-18T12:00:00Z',
    closedAt: '2026-06-20T08:30:00Z',
    comments: 2,
    body: 'sitemap.xml is written with CRLF on Windows, so checksums differ between CI runners. Always write LF.',
  },
  {
    number: 109,
    title: 'Plugin API: expose the page graph to plugins',
    state: 'open',
    labels: ['feature', 'plugins'],
    author: 'pat',
    assignee: 'lena',
    createdAt: '2026-06-23T14:50:00Z',
    closedAt: null,
    comments: 15,
    body: 'Plugins that build related-post lists need read access to the page graph (links, tags, collections) after the content phase.',
  },
  {
    number: 110,
    title: 'Search index grows past 5 MB on large sites',
    state: 'open',
    labels: ['performance', 'search'],
    author: 'lena',
    assignee: null,
    createdAt: '2026-06-29T09:45:00Z',
    closedAt: null,
    comments: 6,
    body: 'A 4,000-page site produces a 5.8 MB `search-index.json` that every visitor downloads. Split the index into shards by first letter, or store only titles and summaries.',
  },
  {
    number: 111,
    title: 'Broken link checker reports anchors as missing',
    state: 'closed',
    labels: ['bug'],
    author: 'sam',
    assignee: 'ivo',
    createdAt: '2026-07-01T11:11:00Z',
    closedAt: '2026-07-03T17:20:00Z',
    comments: 3,
    body: 'Links like `/guide/#install` are reported as broken because the checker compares the path with the fragment attached.',
  },
  {
    number: 112,
    title: 'Crash when a data file is empty',
    state: 'open',
    labels: ['bug', 'good first issue'],
    author: 'ivo',
    assignee: null,
    createdAt: '2026-07-06T16:30:00Z',
    closedAt: null,
    comments: 0,
    body: 'An empty `data/authors.yaml` makes the build throw "Cannot read properties of null (reading \'map\')" instead of treating it as an empty list.',
  },
];

/** The issue with this number, if any. */
export function findIssue(number: number): DemoIssue | undefined {
  return DEMO_ISSUES.find((issue) => issue.number === number);
}
