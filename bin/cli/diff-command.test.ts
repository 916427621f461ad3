// `mcp-tool-lab diff`: every exit status, both formats, files, standard input and a live server.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMockServer } from '../../lib/mock-server/create-mock-server';
import { createNodeListener } from '../../lib/node/create-node-listener';
import { main } from './main';
import { fakeIo } from './testing/fake-io';

// One suite, so that its before/after hooks are its own and the file can run in a pool of files
// (scripts/run-unit-tests.mjs): its mock server is its own, on a free port, and its CLI runs are
// main() of the sources with an io of their own; nothing else in the process is changed.
describe('mcp-tool-lab diff', () => {
  let dir = '';
  let http: Server;
  let url = '';

  const search = {
    name: 'search_issues',
    description: 'Searches issues.',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    annotations: { readOnlyHint: true },
  };

  function write(name: string, value: unknown): string {
    const path = join(dir, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  }

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-diff-'));
    const mock = createMockServer({});
    http = createServer(
      createNodeListener(mock.handle, { fallbackOrigin: 'http://127.0.0.1', maxBodyBytes: 1024 * 1024 }),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
  });

  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  async function diff(args: string[], stdin = '') {
    const io = fakeIo(stdin, dir);
    const code = await main(['diff', ...args], io);
    return { code, out: io.out(), err: io.err() };
  }

  test('exit 0 without breaking changes, 1 with one; --fail-on widens what fails', async () => {
    const old = write('old.json', { tools: [search] });
    const same = write('same.json', [search]);
    const reworded = write('reworded.json', {
      tools: [{ ...search, description: 'Finds issues by words.' }],
    });
    const breaking = write('breaking.json', {
      jsonrpc: '2.0',
      id: 1,
      result: {
        tools: [
          {
            ...search,
            inputSchema: {
              ...search.inputSchema,
              properties: { query: { type: 'string' }, repo: { type: 'string' } },
              required: ['query', 'repo'],
            },
          },
        ],
      },
    });
    const destructive = write('destructive.json', [{ ...search, annotations: { readOnlyHint: false } }]);

    assert.deepEqual(await diff([old, same]), {
      code: 0,
      out: `${old} (1 tool) → ${same} (1 tool)\n\nNo changes.\n`,
      err: '',
    });
    assert.equal((await diff([old, reworded])).code, 0);
    assert.equal((await diff([old, reworded, '--fail-on', 'any'])).code, 1);
    const flagged = await diff([old, destructive]);
    assert.equal(flagged.code, 0, 'flagged changes alone do not fail by default');
    assert.match(flagged.out, /^ {2}FLAGGED {2}no-longer-read-only \/annotations\/readOnlyHint: /m);
    assert.match(flagged.out, /^ {2}FLAGGED {2}became-destructive /m);
    assert.equal((await diff([old, destructive, '--fail-on', 'flagged'])).code, 1);

    const broken = await diff([old, breaking]);
    assert.equal(broken.code, 1);
    assert.match(
      broken.out,
      /^search_issues\n {2}BREAKING required-parameter-added \/inputSchema\/properties\/repo: New required parameter "repo"; existing calls do not send it and will be refused\.$/m,
    );
    assert.match(broken.out, /\n1 change: 1 breaking, 0 not breaking, 0 flagged\n$/);
  });

  test('--format json: changes with tool, change, path, breaking, detail, and the summary', async () => {
    const old = write('a.json', [search, { ...search, name: 'gone' }]);
    const next = write('b.json', [
      {
        ...search,
        inputSchema: { type: 'object', properties: { query: { type: 'integer' } }, required: ['query'] },
      },
      { ...search, name: 'fresh', description: 'New.' },
    ]);
    const { code, out } = await diff([old, next, '--format', 'json']);
    assert.equal(code, 1);
    const report = JSON.parse(out);
    assert.deepEqual(Object.keys(report).sort(), ['changes', 'new', 'notes', 'old', 'summary']);
    assert.deepEqual(report.changes[0], {
      tool: 'search_issues',
      change: 'type-narrowed',
      path: '/inputSchema/properties/query/type',
      breaking: true,
      flagged: false,
      detail: '"query" changed type from string to integer; values that were valid may now be refused.',
    });
    assert.deepEqual(
      report.changes.map((c: { tool: string; change: string }) => `${c.tool} ${c.change}`),
      ['search_issues type-narrowed', 'gone tool-removed', 'fresh tool-added'],
    );
    assert.deepEqual(report.summary, {
      oldTools: 2,
      newTools: 2,
      total: 3,
      breaking: 2,
      nonBreaking: 1,
      flagged: 0,
      byKind: { 'type-narrowed': 1, 'tool-removed': 1, 'tool-added': 1 },
    });
  });

  test('usage and input problems exit 2 with a message', async () => {
    const ok = write('ok.json', [search]);
    const cases: [string[], RegExp][] = [
      [[ok], /diff needs two sides/],
      [[ok, ok, ok], /unexpected argument/],
      [[ok, ok, '--format', 'xml'], /unknown --format "xml"/],
      [[ok, ok, '--fail-on', 'never'], /unknown --fail-on "never"/],
      [[ok, join(dir, 'missing.json')], /cannot read .*missing\.json: no such file/],
      [[ok, write('bad.json', '{"tools": [')], /bad\.json is not valid JSON \(1:/],
      [[ok, write('obj.json', { name: 'x' })], /obj\.json: expected a tools\/list result/],
      [['-', '-'], /standard input \("-"\) can be read only once/],
      [[ok, 'http://127.0.0.1:1/mcp'], /cannot list the tools of http:\/\/127\.0\.0\.1:1\/mcp: /],
      [[ok, ok, '--bogus'], /Unknown option '--bogus'/],
    ];
    for (const [args, message] of cases) {
      const run = await diff(args);
      assert.equal(run.code, 2, args.join(' '));
      assert.match(run.err, message, args.join(' '));
    }
    assert.equal((await diff(['--help'])).code, 0);
  });

  test('a side can be standard input or a live server; the server list is read in full', async () => {
    const fromStdin = await diff(['-', url, '--format', 'json'], JSON.stringify({ tools: [search] }));
    assert.equal(fromStdin.err, '');
    const report = JSON.parse(fromStdin.out);
    assert.equal(report.old, '<stdin>');
    assert.equal(report.new, url);
    // The mock's search_issues has more optional parameters and bounds than this old version.
    assert.ok(
      report.changes.some(
        (c: { tool: string; change: string }) =>
          c.tool === 'search_issues' && c.change === 'optional-parameter-added',
      ),
    );
    assert.ok(report.summary.newTools > 10, `the mock lists many tools: ${report.summary.newTools}`);
    const selfDiff = await diff([url, url]);
    assert.equal(selfDiff.code, 0, selfDiff.out + selfDiff.err);
    assert.match(selfDiff.out, /\nNo changes\.\n$/);
  });
});
