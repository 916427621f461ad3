// CPU time of a process tree, read from /proc (Linux): a figure that a busy machine disturbs much
// less than wall time, since time spent waiting for a core is not counted.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on every common Linux build). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parent: number;
  /** utime + stime, in ticks. */
  ticks: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: read after its closing one.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/**
 * User + system CPU milliseconds used so far by every live descendant of `root` (not `root`
 * itself), or undefined where /proc cannot be read. Resolution: 10 ms per process.
 */
export function descendantCpuMs(root: number = process.pid): number | undefined {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const stats = names
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) {
    const list = children.get(stat.parent);
    if (list) list.push(stat);
    else children.set(stat.parent, [stat]);
  }
  let ticks = 0;
  const pending = [...(children.get(root) ?? [])];
  while (pending.length > 0) {
    const stat = pending.pop()!;
    ticks += stat.ticks;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
