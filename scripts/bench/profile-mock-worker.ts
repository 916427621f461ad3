// Where the time of a Worker mock round trip goes: runs the bridge benchmark of
// e2e/mock-bridge-page.ts in Chromium under a performance trace (V8's sampling profiler on every
// thread), then sums the samples by thread (page, worker) and by function, and prints the
// functions that took the most self time, with each thread's busy and idle share. A tool for
// looking, not a test: `node --import tsx scripts/bench/profile-mock-worker.ts [seconds]`.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../../e2e/browser';
import { serveMockBridgePage } from '../../e2e/mock-bridge-bundle';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
}

interface ThreadProfile {
  name: string;
  nodes: Map<number, ProfileNode>;
  samples: number[];
  deltas: number[];
}

function readTrace(path: string): TraceEvent[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** The sampled profiles in the trace, one per profiled thread, named after the thread. */
function profiles(events: TraceEvent[]): ThreadProfile[] {
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const byId = new Map<string, ThreadProfile>();
  for (const e of events) {
    if (e.name === 'Profile' && e.id) {
      byId.set(`${e.pid}:${e.id}`, {
        name: threadNames.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`,
        nodes: new Map(),
        samples: [],
        deltas: [],
      });
    }
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const profile = byId.get(`${e.pid}:${e.id}`);
    const data = e.args?.data;
    if (!profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  return [...byId.values()].filter((p) => p.samples.length > 0);
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? url.split('/').pop() : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

function summarize(profile: ThreadProfile, top: number) {
  const self = new Map<string, number>();
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = profile.nodes.get(profile.samples[i]!);
    const dt = (profile.deltas[i + 1] ?? profile.deltas[i] ?? 0) / 1000;
    if (!node || dt <= 0) continue;
    total += dt;
    const name = label(node);
    if (node.callFrame.functionName === '(idle)') idle += dt;
    self.set(name, (self.get(name) ?? 0) + dt);
    const onStack = new Set<string>();
    for (
      let at: ProfileNode | undefined = node;
      at;
      at = at.parent ? profile.nodes.get(at.parent) : undefined
    )
      onStack.add(label(at));
    for (const frame of onStack) inclusive.set(frame, (inclusive.get(frame) ?? 0) + dt);
  }
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
  const skip = new Set(['(root)', '(idle)', '(program)']);
  const inclusiveRows = [...inclusive]
    .filter(([name]) => !skip.has(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  return { total, idle, rows, inclusiveRows };
}

async function main() {
  const seconds = Number(process.argv[2] ?? 3);
  const site = await serveMockBridgePage();
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
  const tracePath = join(tmpdir(), `mock-worker-trace-${process.pid}.json`);
  try {
    const page = await browser.newPage();
    await page.goto(site.url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    type Lab = { mockLab: { benchmark(ms: number): Promise<{ calls: number; seconds: number }> } };
    // Warm up outside the trace (JIT, the Worker's first compile).
    await page.evaluate(() => (window as unknown as Lab).mockLab.benchmark(1000));
    await browser.startTracing(page, {
      path: tracePath,
      // The sampling profiler only: the devtools.timeline categories record a stack trace at every
      // postMessage, which made postMessage look like a fifth of the Worker's time.
      categories: ['disabled-by-default-v8.cpu_profiler'],
    });
    const run = await page.evaluate((ms) => (window as unknown as Lab).mockLab.benchmark(ms), seconds * 1000);
    await browser.stopTracing();
    const perCall = (run.seconds * 1000) / run.calls;
    console.log(
      `${run.calls} calls in ${run.seconds.toFixed(2)} s under the profiler: ${(run.calls / run.seconds).toFixed(0)} calls/s, ${perCall.toFixed(3)} ms per round trip`,
    );
    for (const profile of profiles(readTrace(tracePath))) {
      const { total, idle, rows, inclusiveRows } = summarize(profile, 18);
      if (total < 50) continue;
      console.log(
        `\n${profile.name}: ${total.toFixed(0)} ms sampled, idle ${((idle / total) * 100).toFixed(0)} %, busy ${((total - idle) / run.calls).toFixed(3)} ms per call`,
      );
      for (const [name, ms] of rows) {
        console.log(
          `  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${(ms / run.calls).toFixed(4)} ms/call  ${name}`,
        );
      }
      console.log('  including callees:');
      for (const [name, ms] of inclusiveRows) {
        console.log(
          `  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${(ms / run.calls).toFixed(4)} ms/call  ${name}`,
        );
      }
    }
  } finally {
    await browser.close();
    await site.close();
    rmSync(tracePath, { force: true });
  }
}

await main();
