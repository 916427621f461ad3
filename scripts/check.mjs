// `npm test`: every check, in the order CI needs them — lint, typecheck, unit tests, the official
// conformance suite (server and client modes), production build, e2e in Chromium. Each step's output streams as it runs; the last line is a plain
// "N passed, N failed" over all tests (a failed step that is not a test runner counts as one failure).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const e2eReport = 'test-results/e2e.json';

/** @type {{ name: string, cmd: string[], parse?: (out: string) => {passed: number, failed: number} | undefined, needs?: string }[]} */
const steps = [
  { name: 'lint', cmd: ['npx', 'biome', 'check', '.'] },
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'unit', cmd: ['node', 'scripts/run-unit-tests.mjs'], parse: parseNodeTest },
  {
    name: 'conformance-server',
    cmd: ['node', 'scripts/conformance-server.mjs'],
    parse: parseConformance('conformance-server'),
  },
  {
    name: 'conformance-client',
    cmd: ['node', 'scripts/conformance-client.mjs'],
    parse: parseConformance('conformance-client'),
  },
  { name: 'build', cmd: ['npx', 'next', 'build'] },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test'], parse: parsePlaywright, needs: 'build' },
  {
    name: 'scale-out',
    cmd: ['node', '--import', 'tsx', 'scripts/scale-out-check.ts'],
    parse: parseConformance('scale-out'),
    needs: 'build',
  },
];

function parseNodeTest(out) {
  const pass = /^ℹ pass (\d+)$/m.exec(out);
  const fail = /^ℹ fail (\d+)$/m.exec(out);
  const cancelled = /^ℹ cancelled (\d+)$/m.exec(out);
  if (!pass || !fail) return undefined;
  return { passed: Number(pass[1]), failed: Number(fail[1]) + Number(cancelled?.[1] ?? 0) };
}

/** The closing line of a conformance script: `<name>: N passed, M failed` (scored checks). */
function parseConformance(name) {
  return (out) => {
    const match = new RegExp(`^${name}: (\\d+) passed, (\\d+) failed$`, 'm').exec(out);
    return match ? { passed: Number(match[1]), failed: Number(match[2]) } : undefined;
  };
}

function parsePlaywright() {
  if (!existsSync(e2eReport)) return undefined;
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

function run(cmd, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

const env = { ...process.env, CI: process.env.CI ?? '1', NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
const results = [];
let passed = 0;
let failed = 0;
rmSync(e2eReport, { force: true });
for (const step of steps) {
  if (step.needs && results.find((r) => r.name === step.needs)?.ok === false) {
    results.push({ name: step.name, ok: false, note: `skipped: ${step.needs} failed` });
    failed += 1;
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const { code, out } = await run(step.cmd, env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.parse?.(out);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const ok = code === 0 && (!counts || counts.failed === 0);
  if (!ok && (!counts || counts.failed === 0)) failed += 1;
  const note = counts ? `${counts.passed} passed, ${counts.failed} failed` : ok ? 'ok' : `exit code ${code}`;
  results.push({ name: step.name, ok, note: `${note} (${seconds} s)` });
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name}: ${r.note}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
