// Load on the production server: N concurrent clients (default 50), each on its own keep-alive
// connection and with its own address (X-Forwarded-For through one trusted proxy, as behind a
// load balancer), calling tools/call as fast as answers come back for a set time (default 60 s,
// after a warm-up). Reports throughput, p50/p99/max latency, errors (any non-200, any
// JSON-RPC error, any tool error), and the server's resident memory before and after, with the
// machine's load average (the load generator shares the machine with the server).
//   LOAD_BENCH_SECONDS=10 LOAD_BENCH_CLIENTS=50 node --import tsx scripts/bench/load.ts
// Needs the production build (`npx next build`); runs `node .next/standalone/server.js`.
// The server's CPU time per request is the figure that the machine's other load disturbs least.
// LOAD_BENCH_TARGET=serve runs the same load against `mcp-tool-lab serve` (plain node:http, no
// Next.js) for comparison. LOAD_BENCH_SERVER_ARGS (diagnostics only, split on spaces) go to the server's node, e.g.
// "--cpu-prof --cpu-prof-dir=/tmp/prof" or "--heapsnapshot-signal=SIGUSR2"; with the latter,
// LOAD_BENCH_HEAP_SNAPSHOTS=1 sends the signal after the warm-up and after the run.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRequestHeaders } from '../../lib/wire/request-headers';
import { ROOT } from '../interop/peer-process';
import { type Instance, prepareStandalone, startInstance } from '../scale-out/standalone-instance';

export interface LoadBench {
  clients: number;
  seconds: number;
  requests: number;
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  firstError?: string;
  /** RSS when the warm-up began (the server idle after its start). */
  rssStartMb: number;
  /** RSS after the warm-up, when the measured run began. */
  rssBeforeMb: number;
  rssAfterMb: number;
  /** RSS at the run's half-time: growth after it is what a leak shows; V8's heap sizing settles. */
  rssHalfMb: number;
  /** Highest RSS sampled (every 500 ms) during the run. */
  rssPeakMb: number;
  /** Lowest RSS sampled during the run: with the peak, how far the heap's sizing swings (V8 gives memory back after a major GC). */
  rssLowMb: number;
  /**
   * Mean RSS over the first and the last third of the run (sampled every 500 ms). Under this load
   * RSS swings by half its size with V8's heap sizing, so two single readings can land anywhere in
   * a swing; the means of the thirds are what shows growth.
   */
  rssFirstThirdMb: number;
  rssLastThirdMb: number;
  /** Server CPU time (user + system) per measured request. */
  serverCpuUsPerRequest: number;
  /** Server CPU time over the run, in cores (1 = one core busy all the time). */
  serverCores: number;
  /** This process's (the load generator's) CPU per request. */
  clientCpuUsPerRequest: number;
  loadBefore: number[];
  loadAfter: number[];
}

const CALL = { name: 'convert_currency', arguments: { amount: 100, from: 'EUR', to: 'USD' } };

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** utime + stime of a process, in milliseconds (/proc/<pid>/stat, USER_HZ = 100 on Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One client: sequential calls on one keep-alive connection until `until` (performance.now()). */
async function client(
  index: number,
  url: URL,
  until: () => number,
  record: (ms: number, error?: string) => void,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let id = 0;
  while (performance.now() < until()) {
    const params = {
      ...CALL,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    };
    const { headers } = buildRequestHeaders({ method: 'tools/call', params, protocolVersion: '2026-07-28' });
    const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'tools/call', params });
    const started = performance.now();
    const outcome = await new Promise<string | undefined>((resolve) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            ...headers,
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': `10.50.${Math.floor(index / 250)}.${(index % 250) + 1}`,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => {
            if (res.statusCode !== 200) return resolve(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`);
            try {
              const message = JSON.parse(text);
              if (message.error) return resolve(`JSON-RPC ${message.error.code}: ${message.error.message}`);
              if (message.result?.isError) return resolve(`tool error: ${text.slice(0, 200)}`);
              resolve(undefined);
            } catch {
              resolve(`unparsable answer: ${text.slice(0, 200)}`);
            }
          });
        },
      );
      req.on('error', (error) => resolve(`network: ${error.message}`));
      req.end(body);
    });
    record(performance.now() - started, outcome);
  }
  agent.destroy();
}

/** `mcp-tool-lab serve` on a free port; its first stdout line is the endpoint URL. */
async function startServe(nodeArgs: string[]): Promise<Instance> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, join(ROOT, 'bin/mcp-tool-lab.mjs'), 'serve', '--port', '0'],
    {
      env: { ...process.env, MCP_TOOL_LAB_TRUST_PROXY: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0]!.trim());
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return {
    url: endpoint,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function benchLoad(
  seconds = Number(process.env.LOAD_BENCH_SECONDS ?? 60),
  clients = Number(process.env.LOAD_BENCH_CLIENTS ?? 50),
): Promise<LoadBench | string> {
  const nodeArgs = (process.env.LOAD_BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  let server: Instance;
  let url: URL;
  if (process.env.LOAD_BENCH_TARGET === 'serve') {
    // For comparison: the same mock server on plain node:http (`mcp-tool-lab serve`), no Next.js.
    server = await startServe(nodeArgs);
    url = new URL(server.url);
  } else {
    const problem = prepareStandalone();
    if (problem) return problem;
    server = await startInstance(
      {
        // Every bench client is its own address behind one trusted proxy; the rate limit stays on
        // (its cost is part of the figure) but high enough that the bench measures throughput.
        MCP_TOOL_LAB_TRUST_PROXY: '1',
        MCP_TOOL_LAB_RATE_LIMIT: '1000000000',
      },
      nodeArgs,
    );
    url = new URL(`${server.url}/api/mcp`);
  }
  const snapshot = () => {
    if (process.env.LOAD_BENCH_HEAP_SNAPSHOTS === '1') process.kill(server.pid, 'SIGUSR2');
  };
  try {
    // Warm-up: the same load for a sixth of the run (at least 3 s), not measured. RSS is read at its
    // start too (the server idle after its start).
    const rssStart = rssMb(server.pid);
    let end = performance.now() + Math.max(3000, (seconds * 1000) / 6);
    await Promise.all(
      Array.from({ length: clients }, (_, i) =>
        client(
          i,
          url,
          () => end,
          () => undefined,
        ),
      ),
    );
    snapshot();
    const rssBefore = rssMb(server.pid);
    const loadBefore = loadavg();
    const serverCpuBefore = cpuMs(server.pid);
    const clientCpuBefore = process.cpuUsage();
    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    const started = performance.now();
    end = started + seconds * 1000;
    let rssHalf = Number.NaN;
    let rssPeak = rssBefore;
    let rssLow = rssBefore;
    const rssSamples: number[] = [];
    const sampler = setInterval(() => {
      const now = rssMb(server.pid);
      rssSamples.push(now);
      rssPeak = Math.max(rssPeak, now);
      rssLow = Math.min(rssLow, now);
      if (Number.isNaN(rssHalf) && performance.now() >= started + (seconds * 1000) / 2) rssHalf = now;
    }, 500);
    await Promise.all(
      Array.from({ length: clients }, (_, i) =>
        client(
          i,
          url,
          () => end,
          (ms, error) => {
            latencies.push(ms);
            if (error) {
              errors++;
              firstError ??= error;
            }
          },
        ),
      ),
    );
    const elapsed = (performance.now() - started) / 1000;
    const serverCpu = cpuMs(server.pid) - serverCpuBefore;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    clearInterval(sampler);
    const rssAfter = rssMb(server.pid);
    snapshot();
    const sorted = Float64Array.from(latencies).sort();
    return {
      clients,
      seconds: elapsed,
      requests: latencies.length,
      throughput: latencies.length / elapsed,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted[sorted.length - 1] ?? Number.NaN,
      errors,
      firstError,
      rssStartMb: rssStart,
      rssBeforeMb: rssBefore,
      rssAfterMb: rssAfter,
      rssHalfMb: rssHalf,
      rssPeakMb: Math.max(rssPeak, rssAfter),
      rssLowMb: Math.min(rssLow, rssAfter),
      ...thirds(rssSamples),
      serverCpuUsPerRequest: (serverCpu * 1000) / Math.max(1, latencies.length),
      serverCores: serverCpu / 1000 / elapsed,
      clientCpuUsPerRequest: (clientCpu.user + clientCpu.system) / Math.max(1, latencies.length),
      loadBefore,
      loadAfter: loadavg(),
    };
  } finally {
    await server.stop();
  }
}

function thirds(samples: readonly number[]): { rssFirstThirdMb: number; rssLastThirdMb: number } {
  const third = Math.max(1, Math.floor(samples.length / 3));
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return { rssFirstThirdMb: mean(samples.slice(0, third)), rssLastThirdMb: mean(samples.slice(-third)) };
}

export function formatLoadBench(result: LoadBench | string): string[] {
  if (typeof result === 'string') return [`  skipped: ${result}`];
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  const drift = ((result.rssAfterMb - result.rssBeforeMb) / result.rssBeforeMb) * 100;
  const secondHalf = ((result.rssAfterMb - result.rssHalfMb) / result.rssHalfMb) * 100;
  const byThirds = ((result.rssLastThirdMb - result.rssFirstThirdMb) / result.rssFirstThirdMb) * 100;
  const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
  return [
    `  ${result.clients} clients × ${result.seconds.toFixed(1)} s of tools/call (convert_currency), keep-alive, one address each`,
    `  ${result.requests} requests, ${result.throughput.toFixed(0)} req/s; latency p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms (target ≤ 50 on a quiet 2-core machine), max ${result.maxMs.toFixed(1)} ms`,
    `  CPU per request: server ${result.serverCpuUsPerRequest.toFixed(0)} µs (${result.serverCores.toFixed(2)} cores busy), load generator ${result.clientCpuUsPerRequest.toFixed(0)} µs`,
    `  errors: ${result.errors} (target 0)${result.firstError ? `; first: ${result.firstError}` : ''}`,
    `  server RSS, mean of the run's first third → last third: ${result.rssFirstThirdMb.toFixed(1)} → ${result.rssLastThirdMb.toFixed(1)} MB (${signed(byThirds)} %, target within ±10 %)`,
    `  server RSS readings: ${result.rssStartMb.toFixed(1)} MB idle → ${result.rssBeforeMb.toFixed(1)} MB after warm-up → ${result.rssAfterMb.toFixed(1)} MB after the run (${signed(drift)} %); second half ${result.rssHalfMb.toFixed(1)} → ${result.rssAfterMb.toFixed(1)} MB (${signed(secondHalf)} %), lowest ${result.rssLowMb.toFixed(1)} MB, peak ${result.rssPeakMb.toFixed(1)} MB`,
    `  load average (1, 5, 15 min): ${load(result.loadBefore)} at the start, ${load(result.loadAfter)} at the end`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of formatLoadBench(await benchLoad())) console.log(line);
}
