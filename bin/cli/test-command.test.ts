// `mcp-tool-lab test` against the mock server over HTTP, started as `mcp-tool-lab serve` (a real
// process on a free loopback port): a passing collection exits 0, one wrong expectation exits 1.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { timelessCollectionFile } from '../testing/timeless-collection';
import { main } from './main';
import { fakeIo } from './testing/fake-io';

const root = fileURLToPath(new URL('../../', import.meta.url));
const smoke = join(root, 'content', 'collections', 'mock-smoke.json');
const failing = join(root, 'content', 'collections', 'mock-failing.json');
let server: ChildProcess | undefined;
let url = '';
let dir = '';

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-test-'));
  server = spawn(process.execPath, [join(root, 'bin', 'mcp-tool-lab.mjs'), 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0]!.trim());
    });
    server!.once('exit', (code) => reject(new Error(`serve exited early with ${code}`)));
  });
});

after(() => {
  if (server?.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[]) {
  const io = fakeIo('', dir);
  const code = await main(['test', ...args], io);
  return { code, out: io.out(), err: io.err() };
}

/** The shipped smoke collection with its latency bounds raised to an hour (bin/testing/timeless-collection.ts). */
function timeless(path: string) {
  const { text, bounds } = timelessCollectionFile(path);
  assert.ok(bounds > 0, 'the smoke collection shows a latency bound');
  const copy = join(dir, `timeless-${basename(path)}`);
  writeFileSync(copy, text);
  return copy;
}

test('a collection whose expectations all hold exits 0 and says PASS for each call', async () => {
  const { code, out, err } = await run([timeless(smoke), '--url', url]);
  assert.equal(err, '');
  assert.equal(code, 0, out);
  assert.match(out, new RegExp(`^Mock server smoke test: 4 calls against ${url.replace(/[.]/g, '\\.')}\n`));
  assert.equal(out.match(/^ {2}PASS /gm)?.length, 4, out);
  assert.match(out, /PASS convert-unsupported .*→ tool-error in \d+ ms/);
  assert.match(out, /\n4 passed, 0 failed \(\d+ ms\)\n$/);
});

test('one wrong expectation fails the call and exits 1; json and junit carry the same verdicts', async () => {
  const text = await run([failing, '--url', url, '-H', 'X-Trace: ci-run-7']);
  assert.equal(text.code, 1, text.out);
  assert.match(text.out, /^ {2}PASS search-crash: /m);
  assert.match(
    text.out,
    /^ {2}FAIL get-101-closed \(expects the wrong state\): tools\/call get_issue → complete/m,
  );
  assert.match(text.out, /^ {7}ok {3}not isError: isError is not set\.$/m);
  assert.match(
    text.out,
    /^ {7}FAIL \$\.structuredContent\.state = "closed": \$\.structuredContent\.state is "open", not "closed"\.$/m,
  );
  assert.match(text.out, /\n1 passed, 1 failed/);

  const json = await run([failing, '--url', url, '--format', 'json']);
  assert.equal(json.code, 1);
  const report = JSON.parse(json.out);
  assert.equal(report.url, url);
  assert.deepEqual(report.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.deepEqual(
    report.calls.map((c: { id: string; status: string }) => `${c.id} ${c.status}`),
    ['search-crash passed', 'get-101-closed failed'],
  );

  const junit = await run([failing, '--url', url, '--format', 'junit']);
  assert.equal(junit.code, 1);
  assert.match(
    junit.out,
    /<testsuite name="Mock server, one wrong expectation" tests="2" failures="1" skipped="0"/,
  );
  assert.match(
    junit.out,
    /<testcase classname="[^"]+" name="get-101-closed: expects the wrong state" time="[\d.]+">\n {6}<failure message="\$\.structuredContent\.state = &quot;closed&quot;/,
  );
});

test('the real command exits 1 on the failing collection (the exit status CI reads)', async () => {
  const child = spawn(
    process.execPath,
    [join(root, 'bin', 'mcp-tool-lab.mjs'), 'test', failing, '--url', url],
    { stdio: 'ignore' },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  assert.equal(code, 1);
});

test("without --url the collection's server.url is used; secret-looking values are emptied with a warning", async () => {
  const path = join(dir, 'with-server.json');
  writeFileSync(
    path,
    JSON.stringify({
      format: 'mcp-tool-lab/collection',
      version: 1,
      name: 'with server',
      server: { url },
      calls: [
        {
          id: 'search',
          tool: 'search_issues',
          arguments: { query: 'crash', api_key: 'sk-live-123' },
          expect: [{ type: 'not-error' }],
        },
      ],
    }),
  );
  const result = await run([path, '--format', 'json']);
  assert.match(result.err, /calls\[0\]\.arguments\.api_key: looked like a secret and was emptied/);
  // The emptied api_key is an unknown argument to search_issues, so the call is refused unsent.
  const report = JSON.parse(result.out);
  assert.equal(report.url, url);
  assert.equal(report.calls[0].kind, 'refused');
  assert.equal(result.code, 1);
});

test('usage, input and connection problems exit 2', async () => {
  const invalid = join(dir, 'invalid.json');
  writeFileSync(
    invalid,
    JSON.stringify({
      format: 'mcp-tool-lab/collection',
      version: 1,
      name: 'x',
      calls: [{ id: 'a', tool: 't', arguments: {}, expect: [{ type: 'text-matches', pattern: '(' }] }],
    }),
  );
  const noUrl = join(dir, 'no-url.json');
  writeFileSync(noUrl, readFileSync(smoke, 'utf8'));
  const cases: [string[], RegExp][] = [
    [[], /no collection/],
    [[smoke, '--url', url, '--format', 'xml'], /unknown --format "xml": use text, json or junit/],
    [[join(dir, 'missing.json'), '--url', url], /cannot read .*: no such file/],
    [
      [invalid, '--url', url],
      /invalid\.json is not a valid collection:\n {2}calls\[0\]\.expect\[0\]\.pattern: /,
    ],
    [[noUrl], /no server URL: pass --url/],
    [[smoke, '--url', 'ftp://example.com/mcp'], /not an http\(s\) URL/],
    [[smoke, '--url', 'http://127.0.0.1:1/mcp'], /could not connect to http:\/\/127\.0\.0\.1:1\/mcp: /],
  ];
  for (const [args, message] of cases) {
    const result = await run(args);
    assert.equal(result.code, 2, `${args.join(' ')}: ${result.out}`);
    assert.match(result.err, message, args.join(' '));
  }
  const help = await run(['--help']);
  assert.equal(help.code, 0);
  assert.match(help.out, /--format <format> {11}text \(default\) \| json \| junit/);
});
