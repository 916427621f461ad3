// `mcp-tool-lab list --oauth` and `call --oauth` end to end against `mcp-tool-lab serve --protected`
// (a real process; the CLI runs in this process through the same main()). The person at the browser
// is played twice: by the test itself with fetch (open the printed URL, read the consent page,
// approve, follow the redirect to the CLI's loopback listener), and by headless Chromium as the
// user's browser ($BROWSER), which posts the consent form the way browsers really do.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, test } from 'node:test';
import { resolveChromium } from '../../e2e/browser';
import { loadBundledCli } from '../load-cli.mjs';
import { browserCommand, createCliOAuth, createFileStorage } from './cli-oauth';
import type { CliIo } from './io';

let server: ChildProcess | undefined;
let url = '';
/** The bundle's main(), what the installed command runs. */
let main: (argv: string[], io: CliIo) => Promise<number>;
const dir = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-oauth-'));

function firstLine(child: ChildProcess, what: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = '';
    // A guard against a hang, not a timing expectation: tsx starts slowly on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`${what} printed nothing within 120 s`)), 120_000);
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(out.split('\n')[0]!.trim());
      }
    });
    child.once('exit', (code) => reject(new Error(`${what} exited early with ${code}`)));
  });
}

before(async () => {
  ({ main } = await loadBundledCli());
  server = spawn(process.execPath, ['bin/mcp-tool-lab.mjs', 'serve', '--protected', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await firstLine(server, 'serve --protected');
});

after(() => {
  if (server?.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  authorizations: number;
}

/**
 * Runs the CLI in this process (the same main() as the installed command); each authorization URL
 * it prints is approved the way a person would.
 */
async function runCli(args: string[], { person = true }: { person?: boolean } = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  let authorizations = 0;
  const approvals: Promise<void>[] = [];
  const out = new PassThrough();
  const err = new PassThrough();
  out.on('data', (c) => {
    stdout += c;
  });
  let partial = '';
  err.on('data', (c) => {
    stderr += c;
    const lines = (partial + String(c)).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (/^http:\/\/127\.0\.0\.1:\d+\/oauth\/authorize\?\S+$/.test(line)) {
        authorizations++;
        if (person) approvals.push(approve(line));
      }
    }
  });
  const code = await main(args, { stdin: new PassThrough(), stdout: out, stderr: err, cwd: process.cwd() });
  await Promise.all(approvals);
  return { code, stdout, stderr, authorizations };
}

/** The person at the browser: the consent page, Approve, and the redirect to the CLI. */
async function approve(authorizationUrl: string): Promise<void> {
  const page = await fetch(authorizationUrl, { headers: { Accept: 'text/html' } });
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.match(html, /Authorize access/);
  assert.match(html, /MCP Tool Lab CLI/, 'the client name from its registration');
  assert.match(html, /127\.0\.0\.1:\d+/, 'the redirect host is shown');
  const ticket = /name="ticket" value="([^"]+)"/.exec(html)?.[1];
  assert.ok(ticket);
  const scopes = [...html.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1]!);
  const form = new URLSearchParams({ ticket: ticket.replace(/&amp;/g, '&'), decision: 'approve' });
  for (const scope of new Set(scopes)) form.append('scope', scope);
  const origin = new URL(authorizationUrl).origin;
  const decided = await fetch(`${origin}/oauth/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: form.toString(),
    redirect: 'manual',
  });
  assert.equal(decided.status, 302);
  const callback = decided.headers.get('location')!;
  assert.match(callback, /^http:\/\/127\.0\.0\.1:\d+\/callback\?/);
  const back = await fetch(callback);
  assert.equal(back.status, 200);
  assert.match(await back.text(), /Authorized/);
}

test('list --oauth: the protected HTTP twin of the in-page scenario, authorized through the consent page', async () => {
  const cache = join(dir, 'tokens.json');
  const listed = await runCli(['list', url, '--oauth', '--no-browser', '--token-cache', cache]);
  assert.equal(listed.code, 0, listed.stdout + listed.stderr);
  assert.equal(listed.authorizations, 1);
  assert.match(
    listed.stderr,
    /asks you to authorize "tools:read offline_access"\. Open this URL in a browser:/,
  );
  assert.match(listed.stdout, /^Server: MCP Tool Lab mock server/m);
  assert.match(listed.stdout, /search_issues/);
  assert.match(listed.stdout, /deploy_release/);
  // The cache: owner-only, holding the tokens; neither output shows one.
  assert.equal(statSync(cache).mode & 0o777, 0o600);
  const stored = readFileSync(cache, 'utf8');
  const token = /"accessToken\\":\\"([^\\]+)\\"/.exec(stored)?.[1];
  assert.ok(token, 'the access token is in the cache');
  assert.equal(listed.stdout.includes(token), false);
  assert.equal(listed.stderr.includes(token), false);

  // The next command reuses the cached token: no consent, and the call goes through.
  const called = await runCli([
    'call',
    url,
    'search_issues',
    '{"query":"crash"}',
    '--oauth',
    '--no-browser',
    '--token-cache',
    cache,
    '--timeline',
  ]);
  assert.equal(called.code, 0, called.stdout + called.stderr);
  assert.equal(called.authorizations, 0);
  assert.match(called.stdout, /Authorization: Bearer <redacted>/);
  assert.equal(called.stdout.includes(token), false);
});

/** Headless Chromium as the user's browser (`$BROWSER`): it approves on the real consent page. */
const APPROVER = join(process.cwd(), 'scripts/interop/browser-approver.mjs');

function chromiumOrSkip(): { path?: string; skip?: string } {
  try {
    const path = resolveChromium();
    return path ? { path } : {};
  } catch (error) {
    return { skip: (error as Error).message.split('\n')[0] };
  }
}

test('list --oauth with a real browser: headless Chromium opens the URL and approves on the consent page', async (t) => {
  const chromium = chromiumOrSkip();
  if (chromium.skip) {
    t.skip(chromium.skip);
    return;
  }
  const log = join(dir, 'approver.jsonl');
  const saved = {
    BROWSER: process.env.BROWSER,
    APPROVER_LOG: process.env.APPROVER_LOG,
    CHROMIUM_PATH: process.env.CHROMIUM_PATH,
  };
  process.env.BROWSER = `${process.execPath} ${APPROVER}`;
  process.env.APPROVER_LOG = log;
  if (chromium.path) process.env.CHROMIUM_PATH = chromium.path;
  const records = () =>
    readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  // The browser's account of a failed consent ends the wait at once (the command itself would wait
  // five minutes for a person to try again).
  let watching = true;
  const browserGaveUp = new Promise<never>((_, reject) => {
    const look = () => {
      if (!watching) return;
      let failure: Record<string, unknown> | undefined;
      try {
        failure = records().find((r) => 'error' in r || ('heading' in r && r.heading !== 'Authorized'));
      } catch {
        failure = undefined;
      }
      if (failure) reject(new Error(`the browser did not get through: ${JSON.stringify(failure)}`));
      else setTimeout(look, 200);
    };
    look();
  });
  try {
    const listed = await Promise.race([runCli(['list', url, '--oauth'], { person: false }), browserGaveUp]);
    assert.equal(listed.code, 0, listed.stdout + listed.stderr);
    assert.equal(listed.authorizations, 1);
    assert.match(listed.stderr, /Opening this URL in a browser:/);
    assert.match(listed.stdout, /search_issues/);
    // The command ends as the redirect arrives; the browser writes its account a moment later.
    const account = () => records().find((r) => 'heading' in r || 'error' in r);
    while (!account()) await new Promise((resolve) => setTimeout(resolve, 100));
    const done = account()!;
    assert.equal(done.heading, 'Authorized');
    // The browser really posted the consent form as browsers do: without an origin it may name.
    assert.deepEqual(done.decision, { origin: 'null', secFetchSite: 'same-origin' });
  } finally {
    watching = false;
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    // The browser ends itself; one still running after the command is stopped by its PID.
    for (const record of records()) {
      if (typeof record.started !== 'number') continue;
      try {
        process.kill(record.started, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
});

test('BROWSER picks the browser command: %s is the URL, else the URL goes last', () => {
  const url = 'http://127.0.0.1:1/oauth/authorize?a=1&b=2';
  assert.deepEqual(browserCommand(url, { BROWSER: 'firefox --new-window' }, 'linux'), [
    'firefox',
    ['--new-window', url],
  ]);
  assert.deepEqual(browserCommand(url, { BROWSER: 'lynx:w3m' }, 'linux'), ['lynx', [url]]);
  assert.deepEqual(browserCommand(url, { BROWSER: 'open -a Safari %s --fresh' }, 'darwin'), [
    'open',
    ['-a', 'Safari', url, '--fresh'],
  ]);
  assert.deepEqual(browserCommand(url, {}, 'linux'), ['xdg-open', [url]]);
  assert.deepEqual(browserCommand(url, { BROWSER: '' }, 'darwin'), ['open', [url]]);
});

test('without --oauth a protected server is a connection problem that says so', async () => {
  const run = await runCli(['list', url]);
  assert.equal(run.code, 2);
  assert.match(run.stderr, /requires authorization \(HTTP 401\)/);
});

function io(): CliIo & { err: () => string } {
  const stderr = new PassThrough();
  let err = '';
  stderr.on('data', (c) => {
    err += c;
  });
  return { stdin: new PassThrough(), stdout: new PassThrough(), stderr, cwd: process.cwd(), err: () => err };
}

test('OAuth options: usage errors, and a cache file that was readable by others is rewritten 0600', async () => {
  await assert.rejects(createCliOAuth({ 'client-id': 'x' }, io()), /--client-id needs --oauth/);
  await assert.rejects(createCliOAuth({ oauth: true, 'oauth-port': 'eighty' }, io()), /--oauth-port/);
  await assert.rejects(
    createCliOAuth({ oauth: true, 'client-metadata-url': 'http://x.example/c.json' }, io()),
    /HTTPS URL with a path/,
  );
  await assert.rejects(createCliOAuth({ oauth: true, 'client-secret': 's' }, io()), /needs --client-id/);
  const path = join(dir, 'loose.json');
  writeFileSync(path, '{"k":"v"}', { mode: 0o644 });
  const run = io();
  const storage = createFileStorage(path, run);
  assert.match(run.err(), /readable by others/);
  assert.equal(storage.getItem('k'), 'v');
  storage.setItem('k2', 'v2');
  assert.equal(statSync(path).mode & 0o777, 0o600);
  assert.deepEqual(JSON.parse(readFileSync(path, 'utf8')), { k: 'v', k2: 'v2' });
  const cli = await createCliOAuth({ oauth: true }, io());
  assert.match(cli!.auth.redirectUri, /^http:\/\/127\.0\.0\.1:\d+\/callback$/);
  // The listener answers only the redirect it waits for.
  const stray = await fetch(cli!.auth.redirectUri.replace('/callback', '/callback?state=nope&code=x'));
  assert.equal(stray.status, 404);
  await cli!.close();
});
