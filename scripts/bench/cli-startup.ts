// CLI start-up: the published package as a user installs it — `npm run pack:cli`'s tarball installed
// with `npm install --offline` into an empty folder (timed) — run as node_modules/.bin/ runs it
// (without npx's own start-up), beside a bare `node -e 0`, in turn so that both see the same machine.
// One warm-up round first (it also writes the package's code caches), then the median of `runs`
// rounds. The repository's own command (bin/mcp-tool-lab.mjs, which also checks that its bundle is
// current) is measured beside them for comparison.
//   validate   one small tool definition, to exit (target ≤ 2)
//   --version  to exit: the launcher alone
//   serve      to the URL on stdout (the server listens)
//   list/call  to the first request at a mock server in this process (start-up proper), and to the
//              first output (which waits for the exchange and the checks of 55 tools)
// On Linux it also gives the CPU time the commands used (user + system, all threads), which a busy
// machine does not inflate the way it stretches wall time.
// Run alone with `node --import tsx scripts/bench/cli-startup.ts`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleDir } from '../../bin/load-cli.mjs';
import { LIMITS, packCli } from '../../bin/pack-cli.mjs';
import { createMockServer } from '../../lib/mock-server/create-mock-server';
import { createNodeListener } from '../../lib/node/create-node-listener';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REPO_BIN = join(ROOT, 'bin', 'mcp-tool-lab.mjs');
const TOOL = join(ROOT, 'content', 'examples', 'tool', 'get-weather.json');

export interface StartupFigure {
  label: string;
  /** Median wall time in milliseconds. */
  ms: number;
  /** ms / the median of `node -e 0`. */
  ratio: number;
  /** Mean CPU time of a run in milliseconds, and its ratio to `node -e 0`'s (Linux only). */
  cpuMs?: number;
  cpuRatio?: number;
}

export interface CliStartupBench {
  runs: number;
  /** The package that ran, and what installing it took. */
  installed: {
    version: string;
    packedBytes: number;
    installedBytes: number;
    files: number;
    /** Wall time of `npm install --offline <tarball>` into an empty folder, with an empty cache. */
    installMs: number;
  };
  /** The repository's bundle (dist/cli/<build>), run for comparison. */
  bundle: string;
  baselineMs: number;
  baselineCpuMs?: number;
  validate: StartupFigure;
  version: StartupFigure;
  repoValidate: StartupFigure;
  serve: StartupFigure;
  listRequest: StartupFigure;
  listOutput: StartupFigure;
  callRequest: StartupFigure;
  callOutput: StartupFigure;
}

interface Timing {
  /** From spawn to the first request the mock server received (list, call). */
  request?: number;
  /** From spawn to the first byte on stdout. */
  output?: number;
  /** From spawn to exit. */
  exit: number;
  /** CPU time of the process, from this process's children's times (Linux). */
  cpu?: number;
}

/**
 * CPU time (ms) of this process's exited children so far: fields cutime and cstime of
 * /proc/self/stat, in clock ticks of 10 ms. Too coarse for one run, fine for a mean of several.
 */
function childrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

/** The mock server list and call talk to; it notes when a run's first request arrives. */
async function startMockServer() {
  const mock = createMockServer({});
  const listener = createNodeListener(mock.handle, {
    fallbackOrigin: 'http://127.0.0.1',
    maxBodyBytes: 1024 * 1024,
  });
  let firstRequest: number | undefined;
  const server = createServer((req, res) => {
    firstRequest ??= performance.now();
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    /** Forgets the previous run's first request. */
    reset: () => {
      firstRequest = undefined;
    },
    firstRequest: () => firstRequest,
    close: () => {
      mock.close();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Runs `node <args>` once. `stopAfterOutput` ends a process that would run on (serve) once it has
 * written its first line. `check` sees the exit status and stdout, so that a command that fails fast
 * cannot pass for a fast one.
 */
function timeRun(
  args: string[],
  check: (code: number | null, stdout: string) => void,
  options: { stopAfterOutput?: boolean; firstRequest?: () => number | undefined } = {},
): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const cpuBefore = childrenCpuMs();
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output: number | undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output ??= performance.now() - started;
      stdout += chunk;
      if (options.stopAfterOutput && stdout.includes('\n')) child.kill('SIGTERM');
    });
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => {
      const exit = performance.now() - started;
      try {
        check(options.stopAfterOutput ? 0 : code, stdout);
      } catch (error) {
        reject(error);
        return;
      }
      const request = options.firstRequest?.();
      const cpuAfter = childrenCpuMs();
      const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
      resolve({ request: request === undefined ? undefined : request - started, output, exit, cpu });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(`cli-startup bench: ${what}`);
}

function sizeOf(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

/** Packs the package and installs it as a user would, offline, into an empty folder; timed. */
async function installPackage(work: string) {
  const packed = await packCli({ destination: work });
  const folder = join(work, 'project');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        'install',
        '--offline',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--prefix',
        folder,
        packed.tarball,
      ],
      {
        env: { ...env, NODE_ENV: process.env.NODE_ENV, npm_config_cache: join(work, 'npm-cache') },
        stdio: 'ignore',
      },
    );
    child.on('error', reject);
    child.on('close', resolve);
  });
  const installMs = performance.now() - started;
  expect(code === 0, `npm install --offline ${packed.tarball} exited ${code}`);
  const root = join(folder, 'node_modules', 'mcp-tool-lab');
  return {
    bin: join(root, 'bin', 'mcp-tool-lab.cjs'),
    installed: {
      version: packed.version,
      packedBytes: packed.packedBytes,
      installedBytes: sizeOf(root),
      files: packed.files,
      installMs,
    },
  };
}

export async function benchCliStartup(runs = 5): Promise<CliStartupBench> {
  const bundle = await bundleDir();
  const work = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-startup-'));
  const server = await startMockServer();
  try {
    const { bin: BIN, installed } = await installPackage(work);
    const cases = {
      baseline: () => timeRun(['-e', '0'], (code) => expect(code === 0, 'node -e 0 failed')),
      validate: () =>
        timeRun([BIN, 'validate', TOOL], (code, out) =>
          expect(code === 0 && /^0 errors, /m.test(out), `validate exited ${code}: ${out}`),
        ),
      version: () =>
        timeRun([BIN, '--version'], (code, out) =>
          expect(code === 0 && out === `${installed.version}\n`, `--version exited ${code}: ${out}`),
        ),
      repoValidate: () =>
        timeRun([REPO_BIN, 'validate', TOOL], (code, out) =>
          expect(code === 0 && /^0 errors, /m.test(out), `validate exited ${code}: ${out}`),
        ),
      serve: () =>
        timeRun(
          [BIN, 'serve', '--port', '0'],
          (_code, out) => expect(/^http:\/\/127\.0\.0\.1:\d+\/mcp\n/.test(out), `serve printed ${out}`),
          { stopAfterOutput: true },
        ),
      list: () => {
        server.reset();
        return timeRun(
          [BIN, 'list', server.url],
          (code, out) => expect(code !== 2 && out.startsWith('Server: '), `list exited ${code}: ${out}`),
          { firstRequest: server.firstRequest },
        );
      },
      call: () => {
        server.reset();
        return timeRun(
          [BIN, 'call', server.url, 'get_issue', '{"number":104}'],
          (code, out) =>
            expect(code === 0 && out.includes('get_issue → complete'), `call exited ${code}: ${out}`),
          { firstRequest: server.firstRequest },
        );
      },
    };
    const timings = Object.fromEntries(Object.keys(cases).map((name) => [name, [] as Timing[]])) as Record<
      keyof typeof cases,
      Timing[]
    >;
    for (let round = 0; round <= runs; round++) {
      for (const [name, run] of Object.entries(cases) as [keyof typeof cases, () => Promise<Timing>][]) {
        const timing = await run();
        if (round > 0) timings[name].push(timing);
      }
    }
    const baselineMs = median(timings.baseline.map((t) => t.exit));
    const exits = (list: Timing[]) => list.map((t) => t.exit);
    const outputs = (list: Timing[]) => list.map((t) => t.output);
    const requests = (list: Timing[]) => list.map((t) => t.request);
    const meanCpu = (list: Timing[]) =>
      list.length > 0 && list.every((t) => t.cpu !== undefined)
        ? list.reduce((sum, t) => sum + t.cpu!, 0) / list.length
        : undefined;
    const baselineCpuMs = meanCpu(timings.baseline);
    const figure = (label: string, values: (number | undefined)[], of: Timing[]): StartupFigure => {
      expect(
        values.every((v) => v !== undefined),
        `${label}: not measured in every run`,
      );
      const ms = median(values as number[]);
      const cpuMs = meanCpu(of);
      return {
        label,
        ms,
        ratio: ms / baselineMs,
        ...(cpuMs !== undefined && baselineCpuMs ? { cpuMs, cpuRatio: cpuMs / baselineCpuMs } : {}),
      };
    };
    return {
      runs,
      installed,
      bundle,
      baselineMs,
      baselineCpuMs,
      validate: figure('validate <one small tool file>, to exit', exits(timings.validate), timings.validate),
      version: figure('--version, to exit', exits(timings.version), timings.version),
      repoValidate: figure(
        'the same validate in this checkout (bin/)',
        exits(timings.repoValidate),
        timings.repoValidate,
      ),
      // serve's CPU runs until it is stopped, a moment after its first line.
      serve: figure('serve, to the URL on stdout (listening)', outputs(timings.serve), timings.serve),
      // The CPU time of list and call is their whole run: the exchange and the checks included.
      listRequest: figure('list <url>, to its first request', requests(timings.list), []),
      callRequest: figure('call <url> get_issue, to its first request', requests(timings.call), []),
      listOutput: figure('list <url>, to its first output', outputs(timings.list), timings.list),
      callOutput: figure('call <url> get_issue, to its first output', outputs(timings.call), timings.call),
    };
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The report lines `npm run bench` prints. */
export function formatCliStartupBench(bench: CliStartupBench): string[] {
  const cpu = (ms: number | undefined, ratio?: number) =>
    ms === undefined
      ? ''
      : `   cpu ${`${ms.toFixed(0)} ms`.padStart(7)}${ratio === undefined ? '' : ` (${ratio.toFixed(2)})`}`;
  const line = (f: StartupFigure, target = '') =>
    `  ${f.label.padEnd(44)}${`${f.ms.toFixed(0)} ms`.padStart(8)}   ratio ${f.ratio.toFixed(2)}${target.padEnd(13)}${cpu(f.cpuMs, f.cpuRatio)}`;
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  const { installed } = bench;
  return [
    `  package mcp-tool-lab ${installed.version}: ${installed.files} files, ${mb(installed.packedBytes)} packed (limit ${mb(LIMITS.packedBytes)}), ${mb(installed.installedBytes)} installed (limit ${mb(LIMITS.unpackedBytes)})`,
    `  npm install --offline of its tarball into an empty folder: ${(installed.installMs / 1000).toFixed(1)} s (target ≤ 10 s)`,
    `  ${'node -e 0 (the baseline)'.padEnd(44)}${`${bench.baselineMs.toFixed(0)} ms`.padStart(8)}${' '.repeat(24)}${cpu(bench.baselineCpuMs)}`,
    line(bench.validate, ' (target ≤ 2)'),
    line(bench.version),
    line(bench.serve),
    line(bench.listRequest),
    line(bench.callRequest),
    line(bench.listOutput),
    line(bench.callOutput),
    line(bench.repoValidate),
    `  (wall: median of ${bench.runs} runs after a warm-up round, each command beside node -e 0; cpu: mean per run;`,
    `   the installed package's launcher, node_modules/.bin/ without npx; this checkout's bundle ${bench.bundle.slice(ROOT.length)})`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('CLI start-up (wall time of the installed package beside node -e 0)');
  for (const line of formatCliStartupBench(await benchCliStartup())) console.log(line);
}
