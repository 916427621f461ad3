// "Copy as curl" of an MRTR retry, proven end to end: a call answered by one mock instance (the
// in-page mock, with a key of its own) is replayed with curl against another instance over real
// HTTP (this site's /api/mcp, another key). The recorded retry alone fails there; the replay from
// the first round, which passes each fresh requestState on, reproduces the call.
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { createMockServer } from '../mock-server/create-mock-server';
import { createNodeListener } from '../node/create-node-listener';
import { renderCurl, renderCurlReplay } from '../wire/curl';
import { createClient } from './create-client';
import { replayRoundsOf } from './replay-rounds';
import { MOCK_URL } from './session-model';
import { fetchFromHandler } from './testing/handler-fetch';
import type { HttpRequestEvent } from './timeline-event';

const hasCurl = spawnSync('curl', ['--version']).status === 0;
/** Runs a shell script without blocking this process, whose server answers the script's curl. */
const sh = (script: string) =>
  promisify(execFile)('sh', ['-c', script], { encoding: 'utf8' }).then(
    (r) => ({ status: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({
      status: e.code ?? 1,
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    }),
  );

// One suite, so that its before/after hooks are its own and the file can run in a pool of files
// (scripts/run-unit-tests.mjs): the servers are this file's, on free ports, and nothing else in the
// process is changed.
describe('replay rounds: one mock instance in the page, another over HTTP', () => {
  const site = createMockServer({ stateSecret: 'the key of /api/mcp' });
  const server = createServer(
    createNodeListener((request, context) => site.handle(request, context), {
      fallbackOrigin: 'http://127.0.0.1',
      maxBodyBytes: 1_000_000,
      signalInContext: true,
    }),
  );
  let apiUrl = '';

  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
    site.close();
  });

  test('an MRTR retry is replayed from its first round against another instance, and only then reproduces', async (t) => {
    if (!hasCurl) {
      t.skip('curl is not installed');
      return;
    }
    const worker = createMockServer({ stateSecret: 'the key of the tab' });
    const client = createClient({
      url: MOCK_URL,
      fetch: fetchFromHandler((request) => worker.handle(request)),
      onInputRequest: () => ({ action: 'accept', content: { confirm: true } }),
    });
    const outcome = await client.callTool('deploy_release', {
      service: 'checkout',
      version: '2.4.1',
      environment: 'production',
    });
    assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
    const events = client.timeline.events();
    const requests = events.filter((e): e is HttpRequestEvent => e.type === 'http-request');
    const retry = requests.at(-1)!;
    const first = requests.find((e) => e.operationId === retry.operationId)!;
    assert.equal(replayRoundsOf(events, first), undefined, 'a first round replays on its own');
    const rounds = replayRoundsOf(events, retry);
    assert.ok(rounds);
    assert.equal(rounds.length, 2);
    assert.equal(rounds[0]!.requestState, undefined);
    assert.ok(rounds[1]!.requestState);

    // The recorded retry alone: its requestState was sealed by the tab's key. The server says so
    // without blaming the person for a change they did not make.
    const alone = (await sh(renderCurl({ ...rounds[1]!, url: apiUrl }))).stdout;
    assert.match(
      alone,
      /could not be verified with this server's key: it was changed, or another server issued it/,
    );

    // Replayed from the first round: the fresh requestState goes along, and the deploy starts.
    const script = renderCurlReplay(rounds.map((r) => ({ ...r, url: apiUrl })));
    assert.match(script, /^#!\/bin\/sh\n/);
    assert.ok(!script.includes(rounds[1]!.requestState!), 'the recorded requestState is not sent again');
    const replayed = (await sh(script)).stdout;
    assert.match(replayed, /"resultType":"input_required"/, 'round 1 printed');
    assert.match(replayed, /rolling_out/);
    assert.doesNotMatch(replayed, /could not be verified/);
    worker.close();
  });

  test('a replay stops with a message when a round gets no requestState back', async (t) => {
    if (!hasCurl) {
      t.skip('curl is not installed');
      return;
    }
    const call = (requestState?: string) => ({
      method: 'POST',
      url: apiUrl,
      headers: [
        { name: 'Content-Type', value: 'application/json' },
        { name: 'Accept', value: 'application/json, text/event-stream' },
      ],
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'nope', params: { requestState } }),
      ...(requestState ? { requestState } : {}),
    });
    const run = await sh(renderCurlReplay([call(), call('v1.old.state')]));
    assert.equal(run.status, 1);
    assert.match(run.stderr, /round 1 got no requestState/);
  });
});
