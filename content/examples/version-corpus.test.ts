// The version corpus (the v2025-* examples) through each face's own entry: the validator page's
// worker handler, the CLI's in-process main (the bundle), and the playground's checks (lib/client's
// checkReceived, as listTools and callTool use it, and the tool panel's findings store). They must
// agree on every case: the version checked, the findings at it, and the migration group.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../../bin/cli/io';
import { fakeIo } from '../../bin/cli/testing/fake-io';
import { loadBundledCli, root } from '../../bin/load-cli.mjs';
import { createFindingsStore } from '../../components/playground/tool-findings';
import { checkReceived } from '../../lib/client/check-received';
import { createLocalValidator } from '../../lib/client/validation';
import { isObject } from '../../lib/json/is-object';
import type { Diagnostic } from '../../lib/validate/diagnostic';
import { handleValidationWorkerRequest } from '../../lib/validate/handle-worker-request';
import { ruleCatalogue } from '../../lib/validate/rules/index';
import { isLegacySpec, type SpecOption, type SpecVersion } from '../../lib/validate/spec-version';
import type { ValidateReply } from '../../lib/validate/worker-protocol';
import { examples } from './index';

const corpus = examples.filter((e) => e.spec !== undefined && isLegacySpec(e.spec));
const byId = new Map(examples.map((e) => [e.id, e]));
const examplesDir = fileURLToPath(new URL('.', import.meta.url));
const fileOf = (id: string) => `${examplesDir}${id}.json`;

/** One finding as every face must report it (ranges are the text faces' own business). */
const line = (d: Diagnostic) => `${d.severity} ${d.rule} ${d.path} ${d.message}`;
const lines = (ds: readonly Diagnostic[] | undefined) => (ds ?? []).map(line).sort();

interface Verdict {
  spec: string | undefined;
  diagnostics: string[];
  migration: string[];
}

// Loaded on first use rather than in a top-level before(), which would make this file need a process
// of its own (scripts/run-unit-tests.mjs): the bundle's module state is touched by no other pooled file.
let loading: Promise<(argv: string[], io: CliIo) => Promise<number>> | undefined;
const bundledMain = () => (loading ??= loadBundledCli().then((cli) => cli.main));

function page(id: string, spec: SpecOption): Verdict {
  const example = byId.get(id)!;
  const reply = handleValidationWorkerRequest({
    type: 'validate',
    id: 1,
    text: example.text,
    kind: example.kind,
    profile: example.profile ?? 'default',
    spec,
    // Verdicts, not speed: the page's 1.5 s budget could run out on a loaded machine and drop the
    // migration list (the report then says so in migrationUnlisted).
    budgetMs: 120_000,
    ...(example.tool ? { toolText: byId.get(example.tool)!.text } : {}),
  }) as ValidateReply;
  assert.equal(reply.type, 'validated', id);
  return {
    spec: reply.report.version,
    diagnostics: lines(reply.report.diagnostics),
    migration: lines(reply.report.migration),
  };
}

async function cli(id: string, spec: SpecOption): Promise<Verdict> {
  const example = byId.get(id)!;
  const io = fakeIo('', root);
  const args = ['validate', '--format', 'json', '--kind', example.kind, '--spec', spec];
  if (example.tool) args.push('--tool', fileOf(example.tool));
  await (await bundledMain())([...args, fileOf(id)], io);
  const [file] = (
    JSON.parse(io.out()) as {
      files: { spec?: string; diagnostics: Diagnostic[]; migration?: Diagnostic[] }[];
    }
  ).files;
  assert.ok(file, `${id}: the CLI reported the file`);
  return { spec: file.spec, diagnostics: lines(file.diagnostics), migration: lines(file.migration) };
}

/** The playground receives the bare result (lib/client unwraps the response): re-base its paths. */
function underResult(ds: readonly Diagnostic[], wrapped: boolean): Diagnostic[] {
  if (!wrapped) return [...ds];
  return ds.map((d) => ({ ...d, path: `/result${d.path}` }));
}

async function playground(id: string, version: SpecVersion): Promise<Verdict> {
  const example = byId.get(id)!;
  const value = JSON.parse(example.text) as unknown;
  const wrapped = isObject(value) && 'result' in value;
  const received = wrapped ? (value as { result: unknown }).result : value;
  const tool = example.tool ? (JSON.parse(byId.get(example.tool)!.text) as unknown) : undefined;
  const checked = await checkReceived(createLocalValidator(), received, {
    kind: example.kind,
    protocolVersion: version,
    ...(tool !== undefined ? { tool } : {}),
  });
  assert.ok(checked.ok, `${id}: ${checked.ok ? '' : checked.error.message}`);
  return {
    spec: checked.value.spec,
    diagnostics: lines(underResult(checked.value.diagnostics, wrapped)),
    migration: lines(underResult(checked.value.migration, wrapped)),
  };
}

test('the version corpus has answers of both older versions and of each kind a server sends', () => {
  for (const spec of ['2025-06-18', '2025-11-25']) {
    for (const kind of ['tools-list-result', 'call-result'])
      assert.ok(
        corpus.some((e) => e.spec === spec && e.kind === kind),
        `a ${kind} at ${spec}`,
      );
  }
});

for (const example of corpus) {
  test(`${example.id}: page, CLI and playground agree at ${example.spec} and with auto`, async () => {
    const declared = example.spec as SpecVersion;
    const atPage = page(example.id, declared);
    assert.equal(atPage.spec, declared);
    assert.ok(
      !atPage.diagnostics.some((l) => l.startsWith('error ')),
      `${example.id}: no errors at ${declared}`,
    );
    assert.deepEqual(await cli(example.id, declared), atPage, `${example.id}: CLI vs page at ${declared}`);
    // The playground checks what it received at the version the connection negotiated. A message
    // is not something the playground validates as a whole (it unwraps results), so it is left out.
    if (example.kind !== 'message') {
      const atPlayground = await playground(example.id, declared);
      const envelope = (l: string) => l.split(' ')[2] === '' || !l.split(' ')[2]?.startsWith('/result');
      const isWrapped = (JSON.parse(example.text) as Record<string, unknown>).result !== undefined;
      assert.deepEqual(
        atPlayground,
        isWrapped
          ? {
              ...atPage,
              diagnostics: atPage.diagnostics.filter((l) => !envelope(l)),
              migration: atPage.migration.filter((l) => !envelope(l)),
            }
          : atPage,
        `${example.id}: playground vs page at ${declared}`,
      );
    }
    const auto = page(example.id, 'auto');
    assert.deepEqual(await cli(example.id, 'auto'), auto, `${example.id}: CLI vs page with auto`);
  });
}

const toolSetRules = new Set(ruleCatalogue.filter((r) => r.target === 'tool-set').map((r) => r.id));

test('the playground tool panel finds, per tool, what the page finds under that tool', async () => {
  const store = createFindingsStore(createLocalValidator());
  const ask = (tool: Record<string, unknown>, spec: SpecVersion) =>
    new Promise<readonly Diagnostic[]>((resolve) => {
      const now = store.tool(tool, spec);
      if (now) return resolve(now);
      const stop = store.subscribe(() => {
        const found = store.tool(tool, spec);
        if (found) {
          stop();
          resolve(found);
        }
      });
    });
  let compared = 0;
  for (const example of corpus.filter((e) => e.kind === 'tools-list-result' || e.kind === 'tool')) {
    const spec = example.spec as SpecVersion;
    const value = JSON.parse(example.text) as Record<string, unknown>;
    const list = example.kind === 'tool' ? undefined : isObject(value.result) ? value.result : value;
    const prefix = example.kind === 'tool' ? '' : isObject(value.result) ? '/result/tools/' : '/tools/';
    const tools = list ? (list.tools as Record<string, unknown>[]) : [value];
    const reply = handleValidationWorkerRequest({
      type: 'validate',
      id: 1,
      text: example.text,
      kind: example.kind,
      profile: 'default',
      spec,
    }) as ValidateReply;
    for (const [i, tool] of tools.entries()) {
      const at = example.kind === 'tool' ? '' : `${prefix}${i}`;
      const mine = (ds: readonly Diagnostic[] | undefined) =>
        lines(
          (ds ?? [])
            .filter(
              (d) => !toolSetRules.has(d.rule) && (at === '' || d.path === at || d.path.startsWith(`${at}/`)),
            )
            .map((d) => ({ ...d, path: d.path.slice(at.length), group: undefined })),
        );
      const found = await ask(tool, spec);
      assert.deepEqual(
        lines(found.filter((d) => d.group !== 'migration' && !toolSetRules.has(d.rule))),
        mine(reply.report.diagnostics),
        `${example.id} tool ${i}: findings`,
      );
      assert.deepEqual(
        lines(found.filter((d) => d.group === 'migration')),
        mine(reply.report.migration),
        `${example.id} tool ${i}: migration`,
      );
      compared++;
    }
  }
  assert.ok(compared >= 10, `${compared} tools compared`);
});
