// `node --import tsx scripts/fuzz.ts [--runs 100000] [--seed 19] [--slow-ms 1000] [--save .cache/fuzz] [--from 0]`
//
// Feeds the validator core (validateText, in-process, no Worker around the check itself) with the
// inputs of lib/validate/testing/fuzz-inputs.ts and prints the crashes (a throw, or an
// internal-error finding), every input slower than --slow-ms (wall time, with the process CPU time
// beside it: on a busy machine the wall clock also counts waiting for a core), and the peak memory.
// Slow and crashing inputs are saved under --save, ready to become regression cases.
//
// Every input has its own seed, so a run can be split: --from N starts at input N (the inputs
// before it are skipped, not generated). --replay DIR checks the inputs saved in DIR again, one by
// one in this thread, with the wall and CPU time of each. Interrupted (Ctrl-C, SIGTERM), it prints the summary of
// the inputs checked so far and the index to resume from.
//
// The checks run in a worker thread so that a hang cannot hide: the main thread is a watchdog that
// reports an input with no answer after 60 s, saves it and goes on with a new worker.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

interface Options {
  runs: number;
  seed: number;
  slowMs: number;
  save: string;
  from: number;
}

interface Sample {
  index: number;
  family: string;
  label: string;
  bytes: number;
  wallMs: number;
  cpuMs: number;
  crash?: string;
  stopped: boolean;
  unchecked: number;
}

const HANG_MS = 60_000;

// TypeScript in a worker thread needs tsx's loader registered inside it too.
const BOOT = `const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then((tsx) => { tsx.register(); return import(workerData.entry); });`;

async function* inputs(seed: number, runs: number, from: number) {
  const { fuzzInputAt } = await import('../lib/validate/testing/fuzz-inputs');
  for (let index = from; index < runs; index++) yield { index, input: fuzzInputAt(seed, index) };
}

async function runWorker(options: Options) {
  const { validateText } = await import('../lib/validate/validate-document');
  for await (const { index, input } of inputs(options.seed, options.runs, options.from)) {
    parentPort!.postMessage({ type: 'start', index, label: `${input.family}: ${input.label}` });
    const cpu = process.cpuUsage();
    const started = performance.now();
    let crash: string | undefined;
    let stopped = false;
    let unchecked = 0;
    try {
      const report = validateText(input.text, { kind: input.kind, tool: input.tool });
      stopped = report.stopped;
      unchecked = report.diagnostics.filter((d) => d.unchecked).length;
      const internal = report.diagnostics.find((d) => d.rule === 'internal-error');
      if (internal) crash = `internal-error: ${internal.message}`;
      if (!Array.isArray(report.diagnostics)) crash = 'no diagnostics array';
    } catch (error) {
      crash = `threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    }
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const sample: Sample = {
      index,
      family: input.family,
      label: input.label.slice(0, 160),
      bytes: input.text.length,
      wallMs,
      cpuMs: (used.user + used.system) / 1000,
      stopped,
      unchecked,
      ...(crash ? { crash } : {}),
    };
    const keep = crash !== undefined || wallMs > options.slowMs || sample.cpuMs > options.slowMs;
    parentPort!.postMessage({
      type: 'done',
      sample,
      rss: process.memoryUsage.rss(),
      ...(keep ? { input } : {}),
    });
  }
  parentPort!.postMessage({ type: 'finished' });
}

function save(dir: string, name: string, input: unknown) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(input));
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '19' },
      'slow-ms': { type: 'string', default: '1000' },
      save: { type: 'string', default: '.cache/fuzz' },
      from: { type: 'string', default: '0' },
      replay: { type: 'string' },
    },
  });
  if (values.replay) return replay(values.replay);
  const options: Options = {
    runs: Number(values.runs),
    seed: Number(values.seed),
    slowMs: Number(values['slow-ms']),
    save: String(values.save),
    from: Number(values.from),
  };
  const first = options.from;
  const started = performance.now();
  const crashes: Sample[] = [];
  const slow: Sample[] = [];
  const hung: Array<{ index: number; label: string }> = [];
  const families = new Map<string, { count: number; wallMs: number; max: Sample | undefined }>();
  let peakRss = 0;
  let done = 0;
  let stopped = 0;
  let unchecked = 0;
  let slowest: Sample | undefined;
  let running: Worker | undefined;
  let current = { index: options.from, label: '' };
  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
    void running?.terminate();
    summary();
    console.log(`interrupted: resume with --from ${current.index}`);
    process.exit(crashes.length + hung.length > 0 ? 1 : 130);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  while (options.from < options.runs && !interrupted) {
    const next = await new Promise<number>((resolve) => {
      const worker = new Worker(BOOT, {
        eval: true,
        workerData: { ...options, entry: import.meta.url },
        resourceLimits: { maxOldGenerationSizeMb: 4096 },
      });
      running = worker;
      let booted = false;
      current = { index: options.from, label: '' };
      let watchdog = setTimeout(() => {}, 0);
      const arm = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          hung.push(current);
          console.log(`HUNG (no answer in ${HANG_MS / 1000} s): #${current.index} ${current.label}`);
          void worker.terminate();
          resolve(current.index + 1);
        }, HANG_MS);
      };
      arm();
      worker.on(
        'message',
        (message: {
          type: string;
          index?: number;
          label?: string;
          sample?: Sample;
          rss?: number;
          input?: unknown;
        }) => {
          if (message.type === 'start') {
            booted = true;
            current = { index: message.index!, label: message.label! };
            arm();
            return;
          }
          if (message.type === 'finished') {
            clearTimeout(watchdog);
            void worker.terminate();
            resolve(options.runs);
            return;
          }
          const sample = message.sample!;
          done++;
          peakRss = Math.max(peakRss, message.rss ?? 0);
          if (sample.stopped) stopped++;
          if (sample.unchecked > 0) unchecked++;
          const family = families.get(sample.family) ?? { count: 0, wallMs: 0, max: undefined };
          family.count++;
          family.wallMs += sample.wallMs;
          if (!family.max || sample.wallMs > family.max.wallMs) family.max = sample;
          families.set(sample.family, family);
          if (!slowest || sample.wallMs > slowest.wallMs) slowest = sample;
          if (sample.crash) {
            crashes.push(sample);
            console.log(
              `CRASH #${sample.index} ${sample.family}: ${sample.label}\n  ${sample.crash.split('\n').slice(0, 4).join('\n  ')}`,
            );
            save(options.save, `crash-${options.seed}-${sample.index}`, message.input);
          } else if (sample.wallMs > options.slowMs || sample.cpuMs > options.slowMs) {
            slow.push(sample);
            console.log(
              `SLOW #${sample.index} ${sample.wallMs.toFixed(0)} ms wall, ${sample.cpuMs.toFixed(0)} ms cpu, ${sample.bytes} bytes — ${sample.family}: ${sample.label}`,
            );
            save(options.save, `slow-${options.seed}-${sample.index}`, message.input);
          }
          if (done % 5000 === 0) {
            console.log(`… ${done} inputs, ${((performance.now() - started) / 60_000).toFixed(1)} min`);
          }
        },
      );
      worker.on('error', (error) => {
        clearTimeout(watchdog);
        if (!booted) {
          console.log(`the fuzz worker could not start: ${String(error)}`);
          process.exit(2);
        }
        crashes.push({
          index: current.index,
          family: 'worker',
          label: current.label,
          bytes: 0,
          wallMs: 0,
          cpuMs: 0,
          crash: String(error),
          stopped: false,
          unchecked: 0,
        });
        console.log(`CRASH (worker died) #${current.index} ${current.label}: ${String(error)}`);
        resolve(current.index + 1);
      });
    });
    options.from = next;
  }

  function summary() {
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    const maxRssKb = process.resourceUsage().maxRSS;
    console.log('');
    console.log(
      `fuzz: ${done} inputs checked (seed ${options.seed}, inputs ${first}–${first + done - 1}) in ${((performance.now() - started) / 60_000).toFixed(1)} min`,
    );
    console.log(`crashes: ${crashes.length}`);
    console.log(`hung (no answer in ${HANG_MS / 1000} s): ${hung.length}`);
    console.log(
      `slower than ${options.slowMs} ms: ${slow.filter((x) => x.wallMs > options.slowMs).length} by the wall clock, ${slow.filter((x) => x.cpuMs > options.slowMs).length} in CPU time`,
    );
    const slowestCpu = slow.length > 0 ? slow.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a)) : undefined;
    if (slowestCpu) {
      console.log(
        `most CPU among the slow ones: ${slowestCpu.cpuMs.toFixed(0)} ms cpu, ${slowestCpu.wallMs.toFixed(0)} ms wall — ${slowestCpu.family}: ${slowestCpu.label}`,
      );
    }
    const loadNow = loadavg();
    console.log(
      `machine load average at the end: ${loadNow.map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores)`,
    );
    if (slowest) {
      console.log(
        `slowest: ${slowest.wallMs.toFixed(0)} ms wall, ${slowest.cpuMs.toFixed(0)} ms cpu, ${slowest.bytes} bytes — ${slowest.family}: ${slowest.label}`,
      );
    }
    console.log(
      `peak memory: ${mb(maxRssKb * 1024)} resident (process peak), ${mb(peakRss)} highest sampled after an input`,
    );
    console.log(
      `stopped at the document limit: ${stopped}; with a "could not be checked" finding: ${unchecked}`,
    );
    for (const [name, f] of families) {
      console.log(
        `  ${name}: ${f.count} inputs, mean ${(f.wallMs / f.count).toFixed(1)} ms, max ${f.max?.wallMs.toFixed(0)} ms (${f.max?.label})`,
      );
    }
  }

  summary();
  process.exitCode = crashes.length + hung.length > 0 ? 1 : 0;
}

/**
 * `--replay <dir>`: checks each input saved there again, one after the other in this thread, and
 * prints its wall and CPU time (this thread alone does the work, so the CPU time is the check's).
 */
async function replay(dir: string) {
  const { validateText } = await import('../lib/validate/validate-document');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  let slowest = 0;
  for (const file of files) {
    const input = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      family: string;
      label: string;
      text: string;
      kind: never;
      tool?: unknown;
    };
    const cpu = process.cpuUsage();
    const started = performance.now();
    const report = validateText(input.text, { kind: input.kind, tool: input.tool });
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    slowest = Math.max(slowest, cpuMs);
    const internal = report.diagnostics.filter((d) => d.rule === 'internal-error').length;
    const unchecked = report.diagnostics.filter((d) => d.unchecked).length;
    console.log(
      `${file}: ${wallMs.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms cpu, ${input.text.length} bytes, ${internal} internal errors, ${unchecked} could not be checked — ${input.family}: ${input.label.slice(0, 120)}`,
    );
  }
  console.log(`replayed ${files.length} inputs; most CPU: ${slowest.toFixed(0)} ms`);
}

if (isMainThread) await main();
else await runWorker(workerData as Options);
