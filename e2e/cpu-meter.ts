// `E2E_CPU_REPORT=<file> npx playwright test --workers=1`: appends one JSON line per test to <file>
// with the CPU seconds its processes used: this worker and what it launched (Chromium and its
// renderers, stand-ins started by the test) plus this run's `next start` server. Process trees, not the
// whole machine, so other work beside the run does not count. With one worker every test's share is
// its own; the e2e step is CPU-bound on 2 cores, so this says which tests to make cheaper.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

interface Proc {
  ppid: string;
  /** utime + stime + cutime + cstime, in clock ticks: a reaped child's CPU moves to its parent. */
  ticks: number;
  name: string;
}

const TICKS_PER_SECOND = 100;

function processes(): Map<string, Proc> {
  const all = new Map<string, Proc>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      all.set(pid, {
        ppid: fields[1]!,
        ticks,
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return all;
}

/** The `next start` of this run: below the Playwright runner, this worker's parent. */
function nextServerPids(all: Map<string, Proc>): string[] {
  const runner = String(process.ppid);
  const belowRunner = (pid: string) => {
    for (let p = all.get(pid)?.ppid, hops = 0; p && hops < 20; p = all.get(p)?.ppid, hops++)
      if (p === runner) return true;
    return false;
  };
  return [...all.keys()].filter((pid) => {
    if (!belowRunner(pid)) return false;
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return args.includes('next start') || args.includes('next-server');
    } catch {
      return false;
    }
  });
}

function treeTicks(all: Map<string, Proc>, roots: string[]): Record<string, number> {
  const children = new Map<string, string[]>();
  for (const [pid, p] of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  const byName: Record<string, number> = {};
  const seen = new Set<string>();
  const walk = (pid: string) => {
    const p = all.get(pid);
    if (!p || seen.has(pid)) return;
    seen.add(pid);
    byName[p.name] = (byName[p.name] ?? 0) + p.ticks;
    for (const child of children.get(pid) ?? []) walk(child);
  };
  for (const root of roots) walk(root);
  return byName;
}

/** Starts counting; the returned function writes the test's line. */
export function startCpuMeter(report: string): (title: string) => void {
  const before = processes();
  const roots = [String(process.pid), ...nextServerPids(before)];
  const start = treeTicks(before, roots);
  return (title) => {
    const end = treeTicks(processes(), roots);
    const by: Record<string, number> = {};
    for (const name of new Set([...Object.keys(start), ...Object.keys(end)])) {
      const spent = (end[name] ?? 0) - (start[name] ?? 0);
      if (spent !== 0) by[name] = spent / TICKS_PER_SECOND;
    }
    const cpu = Object.values(by).reduce((a, b) => a + b, 0);
    appendFileSync(report, `${JSON.stringify({ title, cpu: Number(cpu.toFixed(2)), by })}\n`);
  };
}
